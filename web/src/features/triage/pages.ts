/** The two triage pages, loaded together on first visit to either (see app/routes.tsx). */
export { DiagnosisAssistantPage } from './DiagnosisAssistantPage.tsx';
export { SymptomCheckerPage } from './SymptomCheckerPage.tsx';
