/// <reference lib="webworker" />
/**
 * The face worker: runs the face detector beside the scan worker, which starts it. The scan worker
 * lends it the frames due for detection (transferred: a camera frame's clone, which shares its pixels, or
 * a file's frame itself; `frameSource.ts`; it only shrinks it, so it needs no copy of its own) and gets
 * the frame back with the face found on it. A detection costs several times a frame's sampling; a
 * camera's frames are sampled meanwhile, and take the face up when it comes back (ADR-30).
 */
import * as Comlink from 'comlink';
import { type DetectorInput, DetectorInputs } from './detectorInput.ts';
import { blazeFaceDetection, loadFaceDetector } from './faceDetector.ts';
import type { FrameSource } from './frameSource.ts';
import type { DetectedFace } from './scanSession.ts';
import { WorkTimer } from './workTimer.ts';

let detect: Promise<(input: DetectorInput) => DetectedFace | null> | null = null;
const inputs = new DetectorInputs();
const timer = new WorkTimer();

/** The face worker's API, called from the scan worker through Comlink. */
const api = {
  /** Loads the detector; rejects with the reason when it cannot. */
  async load(): Promise<void> {
    detect ??= loadFaceDetector().then(blazeFaceDetection);
    await detect;
  },

  /** The face in a frame, and the frame handed back; the time taken counts shrinking it too. */
  async detect({ frame, timestampMs }: { frame: FrameSource; timestampMs: number }) {
    try {
      const find = await (detect ?? Promise.reject(new Error('Face detector not loaded')));
      const started = performance.now();
      const face = find(inputs.of(frame, timestampMs));
      timer.add(performance.now() - started);
      return Comlink.transfer({ face, frame }, [frame]);
    } catch (e) {
      frame.close();
      throw e;
    }
  },

  /** Median and p95 time of the recent detections, ms. */
  stats(): { msMedian: number; msP95: number } {
    return { msMedian: timer.quantile(0.5), msP95: timer.quantile(0.95) };
  },

  resetStats(): void {
    timer.reset();
  },
};

export type FaceWorkerApi = typeof api;
Comlink.expose(api);
