/** The consultation page, loaded on first visit (see app/routes.tsx). */
export { ConsultationPage } from './ConsultationPage.tsx';
