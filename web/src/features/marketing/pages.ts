/** The marketing pages, loaded together on first visit to any of them (see app/routes.tsx). */
export { AboutPage } from './AboutPage.tsx';
export { ContactPage } from './ContactPage.tsx';
export { FaqPage } from './FaqPage.tsx';
export { FeaturesPage } from './FeaturesPage.tsx';
export { PricingPage } from './PricingPage.tsx';
