import { TERMS } from './documents.ts';
import { LegalPage } from './LegalPage.tsx';

export const TermsPage = () => <LegalPage document={TERMS} />;
