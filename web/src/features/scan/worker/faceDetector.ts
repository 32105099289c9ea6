/**
 * BlazeFace short-range through MediaPipe Tasks (FaceDetector): a face box and six keypoints per frame,
 * run on the CPU inside the face worker (face.worker.ts), on frames shrunk by detectorInput.ts. Its
 * WebAssembly and model come from the app's own origin (see scripts/face-model/vite-plugin.ts): nothing
 * is fetched from a CDN.
 */

import { modelUrl, wasmBinaryUrl, wasmLoaderUrl } from 'virtual:face-detector-assets';
import { type Detection, FaceDetector } from '@mediapipe/tasks-vision';
import { type FaceKeypoints, KEYPOINT_ORDER } from '../face/roi.ts';
import type { DetectorInput } from './detectorInput.ts';
import type { DetectedFace } from './scanSession.ts';

/** Detections below this score are ignored (MediaPipe's default). */
const MIN_DETECTION_CONFIDENCE = 0.5;

export async function loadFaceDetector(): Promise<FaceDetector> {
  return FaceDetector.createFromOptions(
    { wasmLoaderPath: wasmLoaderUrl, wasmBinaryPath: wasmBinaryUrl },
    {
      baseOptions: { modelAssetPath: modelUrl, delegate: 'CPU' },
      runningMode: 'VIDEO',
      minDetectionConfidence: MIN_DETECTION_CONFIDENCE,
    },
  );
}

/**
 * A detection as a face in full-frame pixels, or null when it lacks a box or any of the six keypoints.
 * Keypoints come normalised; the box in pixels of the detector's input, `scale` times the frame.
 */
export function toDetectedFace(
  detection: Detection | undefined,
  width: number,
  height: number,
  scale = 1,
): DetectedFace | null {
  const box = detection?.boundingBox;
  if (!detection || !box || detection.keypoints.length < KEYPOINT_ORDER.length) return null;
  const keypoints = Object.fromEntries(
    KEYPOINT_ORDER.map((name, i) => {
      const k = detection.keypoints[i] as { x: number; y: number };
      return [name, { x: k.x * width, y: k.y * height }];
    }),
  ) as unknown as FaceKeypoints;
  const px = (v: number) => v / scale;
  return {
    box: { x: px(box.originX), y: px(box.originY), width: px(box.width), height: px(box.height) },
    keypoints,
  };
}

/** Detection over a loaded detector; timestamps are forced strictly increasing, as VIDEO mode requires. */
export function blazeFaceDetection(detector: FaceDetector): (input: DetectorInput) => DetectedFace | null {
  let lastTimestamp = Number.NEGATIVE_INFINITY;
  return ({ image, width, height, scale, timestampMs }) => {
    const ts = Math.max(timestampMs, lastTimestamp + 1);
    lastTimestamp = ts;
    const { detections } = detector.detectForVideo(image, ts);
    const best = [...detections].sort((a, b) => (b.categories[0]?.score ?? 0) - (a.categories[0]?.score ?? 0))[0];
    return toDetectedFace(best, width, height, scale);
  };
}
