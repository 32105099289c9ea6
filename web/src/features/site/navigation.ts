/** The site's name and its links (header navigation and footer, ADR-22). */
export const PRODUCT_NAME = 'AI Doctor';

export interface SiteLink {
  to: string;
  label: string;
}

export const PRIMARY_NAV: readonly SiteLink[] = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/solutions', label: 'Solutions' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_LINKS: readonly SiteLink[] = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookies', label: 'Cookie Policy' },
];

export const COPYRIGHT_YEAR = 2025;
