import { PRIVACY } from './documents.ts';
import { LegalPage } from './LegalPage.tsx';

export const PrivacyPage = () => <LegalPage document={PRIVACY} />;
