/** The landing page, the front door: the home page, in the app's main bundle. */
export { LandingPage } from './LandingPage.tsx';
