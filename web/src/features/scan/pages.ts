/** The scan's page, loaded on first visit (see app/routes.tsx). */
export { ScanPage } from './screens/ScanPage.tsx';
