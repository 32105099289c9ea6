import { COOKIES, PRIVACY, TERMS } from './documents.ts';
import { LegalPage } from './LegalPage.tsx';

export const TermsPage = () => <LegalPage document={TERMS} />;
export const PrivacyPage = () => <LegalPage document={PRIVACY} />;
export const CookiesPage = () => <LegalPage document={COOKIES} />;
