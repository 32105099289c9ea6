/// <reference lib="webworker" />
/**
 * The app's own face tracking (MediaPipe BlazeFace through `faceDetector.ts` on frames shrunk by
 * `detectorInput.ts`, the modules the app's workers use, in a module worker as there) on a recorded
 * clip's frames, fetched in order from the offline loop's local server.
 */
import * as Comlink from 'comlink';
import { DetectorInputs } from '../../../src/features/scan/worker/detectorInput.ts';
import { blazeFaceDetection, loadFaceDetector } from '../../../src/features/scan/worker/faceDetector.ts';
import type { DetectedFace } from '../../../src/features/scan/worker/scanSession.ts';

export interface TrackRequest {
  frames: number;
  width: number;
  height: number;
  fps: number;
}

const tracker = {
  async track({ frames, width, height, fps }: TrackRequest): Promise<(DetectedFace | null)[]> {
    const detect = blazeFaceDetection(await loadFaceDetector());
    const inputs = new DetectorInputs();
    const faces: (DetectedFace | null)[] = [];
    for (let i = 0; i < frames; i++) {
      const response = await fetch(`/frame/${i}`);
      if (!response.ok) throw new Error(`frame ${i}: HTTP ${response.status}`);
      const rgba = new Uint8ClampedArray(await response.arrayBuffer());
      const source = await createImageBitmap(new ImageData(rgba, width, height));
      try {
        faces.push(detect(inputs.of(source, (i * 1000) / fps)));
      } finally {
        source.close();
      }
    }
    return faces;
  },
};

export type Tracker = typeof tracker;
Comlink.expose(tracker);
