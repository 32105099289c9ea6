/**
 * What one frame of the trace says about the conditions of a scan (ADR-29), from the values the trace
 * holds: the skin's brightness, the face's size and turn from its keypoints, and how much the skin's
 * colour jumps from one frame to the next — together across the face (the light) or region by region
 * (the camera's noise). Pure functions; the coach strings them together over time.
 */
import type { TraceFrame } from '../worker/traceRecorder.ts';

/** Where the eyes and nose are in a trace frame's landmark values (x; y follows). */
const RIGHT_EYE = 0;
const LEFT_EYE = 2;
const NOSE = 4;

export interface FaceGeometry {
  /** The eyes' midpoint, in the trace's square units. */
  origin: { x: number; y: number };
  /** The distance between the eyes, in the trace's square units (a share of the frame's larger side). */
  iod: number;
  /** The nose tip's offset from the eyes' midpoint along the eye line, in eye distances (0 facing the camera). */
  turn: number;
}

/** The face's geometry from a frame's keypoints; null on a frame without a detection. */
export function faceGeometry(landmarks: readonly number[]): FaceGeometry | null {
  const [rx, ry, lx, ly, nx, ny] = [RIGHT_EYE, RIGHT_EYE + 1, LEFT_EYE, LEFT_EYE + 1, NOSE, NOSE + 1].map(
    (i) => landmarks[i] ?? Number.NaN,
  ) as [number, number, number, number, number, number];
  const dx = lx - rx;
  const dy = ly - ry;
  const iod = Math.hypot(dx, dy);
  if (!(iod > 0) || !Number.isFinite(nx + ny)) return null;
  const origin = { x: (lx + rx) / 2, y: (ly + ry) / 2 };
  const turn = ((nx - origin.x) * dx + (ny - origin.y) * dy) / (iod * iod);
  return { origin, iod, turn };
}

/** Rec. 601 luma of an RGB colour, 0–255. */
export function luma(rgb: readonly number[]): number {
  return 0.299 * (rgb[0] ?? 0) + 0.587 * (rgb[1] ?? 0) + 0.114 * (rgb[2] ?? 0);
}

/** The skin regions whose colours are compared for noise: the three boxes (the outline encloses them). */
const isBox = (name: string) => name !== 'face';

/**
 * How the skin's colour changed from `previous` to `frame`: `light`, the relative change of the whole
 * face's brightness (a flickering lamp moves every region together); `noise`, the mean size of each box
 * region's relative change in green beyond what the regions share (sensor noise moves each on its own).
 */
export function colourSteps(previous: TraceFrame, frame: TraceFrame): { light: number; noise: number } {
  const light = Math.abs(Math.log(luma(frame.combined) / luma(previous.combined)));
  const steps = frame.rois
    .filter((roi) => isBox(roi.name))
    .map((roi) => {
      const before = previous.rois.find((r) => r.name === roi.name)?.rgb[1] ?? Number.NaN;
      return Math.log((roi.rgb[1] ?? Number.NaN) / before);
    })
    .filter(Number.isFinite);
  if (steps.length < 2) return { light: Number.isFinite(light) ? light : 0, noise: 0 };
  const shared = steps.reduce((a, b) => a + b, 0) / steps.length;
  const noise = steps.reduce((a, b) => a + Math.abs(b - shared), 0) / steps.length;
  return { light: Number.isFinite(light) ? light : 0, noise };
}
