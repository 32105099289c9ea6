/** The company's own pages, the front door: the support contact details other pages quote. */
export { contactAbout, SUPPORT_EMAIL } from '@ai-doctor/content/contact';
