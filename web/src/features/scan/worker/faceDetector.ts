/**
 * BlazeFace short-range through MediaPipe Tasks (FaceDetector): a face box and six keypoints per frame,
 * run on the CPU inside the scan worker. Its WebAssembly and model come from the app's own origin
 * (see scripts/face-model/vite-plugin.ts): nothing is fetched from a CDN.
 */

import { modelUrl, wasmBinaryUrl, wasmLoaderUrl } from 'virtual:face-detector-assets';
import { type Detection, FaceDetector } from '@mediapipe/tasks-vision';
import { type FaceKeypoints, KEYPOINT_ORDER } from '../face/roi.ts';
import type { DetectedFace, FaceFinder } from './scanSession.ts';

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

/**
 * Frames are shrunk to this width before detection. BlazeFace short-range sees a 128×128 input, so a
 * 256-px frame loses nothing it could use, and MediaPipe's image conversion (emulated WebGL on
 * machines without a GPU) gets much cheaper than on the full 640×480 frame.
 */
export const DETECTION_WIDTH = 256;

/** A finder over a loaded detector; timestamps are forced strictly increasing, as VIDEO mode requires. */
export function blazeFaceFinder(
  detector: FaceDetector,
): FaceFinder<{ source: ImageBitmap; width: number; height: number }> {
  let lastTimestamp = Number.NEGATIVE_INFINITY;
  let small: OffscreenCanvasRenderingContext2D | null = null;
  return (image, timestampMs) => {
    const ts = Math.max(timestampMs, lastTimestamp + 1);
    lastTimestamp = ts;
    const scale = Math.min(1, DETECTION_WIDTH / image.width);
    const width = Math.round(image.width * scale);
    const height = Math.round(image.height * scale);
    small ??= new OffscreenCanvas(width, height).getContext('2d');
    if (!small) throw new Error('No 2D canvas in the worker');
    if (small.canvas.width !== width || small.canvas.height !== height) {
      small.canvas.width = width;
      small.canvas.height = height;
    }
    small.drawImage(image.source, 0, 0, width, height);
    const { detections } = detector.detectForVideo(small.canvas, ts);
    const best = [...detections].sort((a, b) => (b.categories[0]?.score ?? 0) - (a.categories[0]?.score ?? 0))[0];
    return toDetectedFace(best, image.width, image.height, scale);
  };
}
