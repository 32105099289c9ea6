/** Trace frames of a scan in chosen conditions, for the coach's tests. */
import type { TraceFrame } from '../worker/traceRecorder.ts';

export interface Conditions {
  /** Skin luma-ish level of every channel, 0–255. */
  level?: number;
  /** Eye distance, share of the frame's larger side. */
  iod?: number;
  /** Nose offset along the eye line, eye distances. */
  turn?: number;
  /** Head speed, eye distances per second (sideways). */
  speed?: number;
  /** Relative brightness swing of the whole face, frame to frame (alternating). */
  flicker?: number;
  /** Relative independent swing of each region's green, frame to frame. */
  noise?: number;
  facePresent?: boolean;
}

const FPS = 30;

/** `seconds` of frames from `startMs` in `conditions`; keypoints on every second frame, as the scan records them. */
export function frames(seconds: number, conditions: Conditions = {}, startMs = 0): TraceFrame[] {
  const { level = 150, iod = 0.1, turn = 0, speed = 0, flicker = 0, noise = 0, facePresent = true } = conditions;
  return Array.from({ length: Math.round(seconds * FPS) }, (_, i) => {
    const tMs = startMs + (i * 1000) / FPS;
    const light = level * (1 + (i % 2 ? flicker : -flicker) / 2);
    const jitter = (k: number) => 1 + (((i + k) % 3) - 1) * noise;
    const x = 0.4 + (speed * iod * tMs) / 1000;
    const landmarks =
      i % 2 === 0
        ? [x, 0.4, x + iod, 0.4, x + iod / 2 + turn * iod, 0.45, x + iod / 2, 0.5, x - 0.02, 0.42, x + iod + 0.02, 0.42]
        : Array.from({ length: 12 }, () => Number.NaN);
    return {
      timestampMs: tMs,
      facePresent,
      combined: [light, light, light],
      rois: ['forehead', 'leftCheek', 'rightCheek'].map((name, k) => ({
        name: name as 'forehead',
        rgb: [light, light * jitter(k), light],
      })),
      landmarks,
    };
  });
}
