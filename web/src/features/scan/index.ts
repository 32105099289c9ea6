/**
 * The scan, the front door: the screens of a scan and the app's scan store, for a page that runs a scan
 * in its own frame (the landing page). The scan's own page is loaded by the router from `pages.ts`.
 */
export { CameraErrorCard } from './screens/CameraErrorCard.tsx';
export { IntroCard } from './screens/IntroCard.tsx';
export { NoFaceCard } from './screens/NoFaceCard.tsx';
export { ResultsView } from './screens/ResultsView.tsx';
export { ScanScreen } from './screens/ScanScreen.tsx';
export { useSaveReading } from './screens/useSaveReading.ts';
export { useScanStore } from './store/useScanStore.ts';
