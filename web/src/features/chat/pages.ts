/** The two chat pages, loaded together on first visit to either (see app/routes.tsx). */
export { ChatbotPage } from './ChatbotPage.tsx';
export { HealthGptPage } from './HealthGptPage.tsx';
