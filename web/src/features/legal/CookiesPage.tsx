import { COOKIES } from './documents.ts';
import { LegalPage } from './LegalPage.tsx';

export const CookiesPage = () => <LegalPage document={COOKIES} />;
