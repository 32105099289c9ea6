/** The prescription manager, loaded on first visit (see app/routes.tsx). */
export { PrescriptionPage } from './PrescriptionPage.tsx';
