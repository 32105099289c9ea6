/** The three legal pages, loaded together on first visit to any of them (see app/routes.tsx). */
export { CookiesPage } from './CookiesPage.tsx';
export { PrivacyPage } from './PrivacyPage.tsx';
export { TermsPage } from './TermsPage.tsx';
