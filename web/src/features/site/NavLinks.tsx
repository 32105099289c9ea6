import { NavLink } from 'react-router-dom';
import { PRIMARY_NAV } from './navigation.ts';
import classes from './SiteHeader.module.css';

/** A section's item stays highlighted on its sub-pages (Solutions on /solutions/gyms); Home only on '/'. */
export function NavLinks() {
  return PRIMARY_NAV.map((link) => (
    <NavLink key={link.to} to={link.to} end={link.to === '/'} className={classes.link}>
      {link.label}
    </NavLink>
  ));
}
