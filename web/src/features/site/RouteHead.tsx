import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NOT_FOUND_HEAD, publicRoute, SITE_ORIGIN } from '../../app/siteRoutes.ts';
import { applyHead } from './headTags.ts';

/**
 * Gives each page its title, description, canonical link and social tags from the route list (ADR-22),
 * replacing the previous page's. A prerendered page already has the same tags; they are rewritten.
 */
export function RouteHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(document, publicRoute(pathname) ?? NOT_FOUND_HEAD, SITE_ORIGIN);
  }, [pathname]);
  return null;
}
