/**
 * Page of the offline loop's face tracking: the Node side calls `window.trackFaces`, which runs the
 * tracker worker (MediaPipe needs a browser: WebGL, even for CPU inference, and a module worker).
 */
import * as Comlink from 'comlink';
import type { Tracker, TrackRequest } from './tracker.worker.ts';

declare global {
  interface Window {
    trackFaces(request: TrackRequest): ReturnType<Tracker['track']>;
  }
}

// A fresh worker per clip: MediaPipe's module loads once per worker, and VIDEO mode keeps state across frames.
window.trackFaces = async (request) => {
  const worker = new Worker(new URL('./tracker.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await Comlink.wrap<Tracker>(worker).track(request);
  } finally {
    worker.terminate();
  }
};
