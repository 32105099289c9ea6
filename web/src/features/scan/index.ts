/**
 * The scan, the front door: the screens of a scan and the app's scan store, for a page that runs a scan
 * in its own frame (the landing page). The scan's own page is loaded by the router from `pages.ts`.
 */

// What the device benchmark (`features/benchmark`) runs a recorded clip through: the scan worker, as the
// scan starts it, and a video file's frames, read as "Measure from a video" reads them.
export type { CapturedFrame } from './capture/framePump.ts';
export { startVideoFilePump } from './capture/videoFilePump.ts';
export { type OpenVideoFile, openVideoFile, VideoFileError, type VideoFileFrame } from './capture/videoFileSource.ts';
export { SCAN_DURATION_MS } from './constants.ts';
export { CameraErrorCard } from './screens/CameraErrorCard.tsx';
export { IntroCard } from './screens/IntroCard.tsx';
export { NoFaceCard } from './screens/NoFaceCard.tsx';
export { ResultsView } from './screens/ResultsView.tsx';
export { ScanScreen } from './screens/ScanScreen.tsx';
export { useSaveReading } from './screens/useSaveReading.ts';
export { useScanStore } from './store/useScanStore.ts';
export { startScanWorker } from './worker/client.ts';
export type { ScanWorkerApi, WorkerStats } from './worker/scan.worker.ts';
