/// <reference lib="webworker" />
/**
 * The app's own face tracking (MediaPipe BlazeFace through `faceDetector.ts`, the module the scan worker
 * uses, in a module worker as there) on a recorded clip's frames, fetched in order from the offline
 * loop's local server.
 */
import * as Comlink from 'comlink';
import { blazeFaceFinder, loadFaceDetector } from '../../../src/features/scan/worker/faceDetector.ts';
import type { DetectedFace } from '../../../src/features/scan/worker/scanSession.ts';

export interface TrackRequest {
  frames: number;
  width: number;
  height: number;
  fps: number;
}

const tracker = {
  async track({ frames, width, height, fps }: TrackRequest): Promise<(DetectedFace | null)[]> {
    const find = blazeFaceFinder(await loadFaceDetector());
    const faces: (DetectedFace | null)[] = [];
    for (let i = 0; i < frames; i++) {
      const response = await fetch(`/frame/${i}`);
      if (!response.ok) throw new Error(`frame ${i}: HTTP ${response.status}`);
      const rgba = new Uint8ClampedArray(await response.arrayBuffer());
      const source = await createImageBitmap(new ImageData(rgba, width, height));
      faces.push(find({ source, width, height }, (i * 1000) / fps));
      source.close();
    }
    return faces;
  },
};

export type Tracker = typeof tracker;
Comlink.expose(tracker);
