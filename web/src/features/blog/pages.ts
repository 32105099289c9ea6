/** The blog pages, loaded together on first visit to any of them (see app/routes.tsx). */
export { ArticlePage } from './ArticlePage.tsx';
export { BlogPage } from './BlogPage.tsx';
