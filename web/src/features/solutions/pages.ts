/** The solution pages, loaded together on first visit to any of them (see app/routes.tsx). */
export { SolutionPage } from './SolutionPage.tsx';
export { SolutionsPage } from './SolutionsPage.tsx';
