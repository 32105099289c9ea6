/** The site's shell, the front door: header, footer and head tags around every page, and the 404 page. */
export { headHtml } from './headTags.ts';
export { NotFoundPage } from './NotFoundPage.tsx';
export { SiteLayout } from './SiteLayout.tsx';
