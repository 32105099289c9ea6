/** Deterministic synthetic inputs for the wrapper tests: PPG-like traces and simple frames. */
import type { RoiName, Trace } from '../types.ts';
import type { GradedMetric } from '../vitals/types.ts';

/** Every graded metric (the keys a result's `grades` must carry). */
export const GRADED_METRICS_FOR_TEST: readonly GradedMetric[] = [
  'heartRate',
  'confidence',
  'prq',
  'heartRateVariability',
  'breathingRate',
  'sympatheticStress',
  'parasympatheticActivity',
  'heartRhythm',
  'arrhythmiaRisk',
  'oxygenSaturation',
  'bloodPressure',
  'strokeRiskFactors',
  'parkinsonsIndicators',
  'estimatedTemperature',
  'estimatedECG',
  'estimatedEEG',
];

/** Mulberry32: a tiny seeded PRNG (tests only). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One PPG period at phase p ∈ [0, 1): systolic peak, dicrotic notch, diastolic wave. */
function ppg(p: number): number {
  const g = (c: number, w: number, a: number) => {
    const d = ((p - c + 1.5) % 1) - 0.5;
    return a * Math.exp(-(d * d) / (2 * w * w));
  };
  return g(0.2, 0.07, 1) + g(0.45, 0.09, 0.45) - g(0.35, 0.03, 0.12);
}

export interface SynthOptions {
  bpm?: number;
  seconds?: number;
  fps?: number;
  pulse?: number;
  noise?: number;
  seed?: number;
  rois?: RoiName[];
}

/** A trace with a known pulse (or none with `pulse: 0`) riding on skin colour, jittered frame times. */
export function synthTrace(opts: SynthOptions = {}): Trace {
  const { bpm = 72, seconds = 35, fps = 30, pulse = 0.006, noise = 0.15, seed = 1 } = opts;
  const names = opts.rois ?? ['forehead', 'leftCheek', 'rightCheek'];
  const rand = prng(seed);
  const n = Math.round(seconds * fps);
  const timestampsMs = new Float64Array(n);
  for (let i = 0; i < n; i++) timestampsMs[i] = 1000 + (i * 1000) / fps + (rand() - 0.5) * 4;
  const gauss = () => Math.sqrt(-2 * Math.log(Math.max(rand(), 1e-12))) * Math.cos(2 * Math.PI * rand());
  const weights = [0.33, 0.77, 0.53];
  const base = [180, 130, 105];
  const rois = names.map((name) => {
    const rgb = new Float64Array(3 * n);
    for (let i = 0; i < n; i++) {
      const s = ((timestampsMs[i] as number) - 1000) / 1000;
      const p = ppg(((bpm / 60) * s) % 1);
      const light = 1 + 0.03 * Math.sin((2 * Math.PI * s) / 40);
      for (let c = 0; c < 3; c++) {
        rgb[3 * i + c] = (base[c] as number) * light * (1 - pulse * (weights[c] as number) * p) + noise * gauss();
      }
    }
    return { name, rgb };
  });
  return { timestampsMs, rois };
}

/** An RGBA frame: a grey background with a skin-coloured rectangle. */
export function skinFrame(
  width: number,
  height: number,
  rect: [number, number, number, number],
  skin: [number, number, number] = [200, 150, 120],
): Uint8ClampedArray {
  const px = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= rect[0] && x < rect[2] && y >= rect[1] && y < rect[3];
      const c = inside ? skin : [90, 90, 95];
      const o = (y * width + x) * 4;
      px[o] = c[0] as number;
      px[o + 1] = c[1] as number;
      px[o + 2] = c[2] as number;
      px[o + 3] = 255;
    }
  }
  return px;
}

/** A rectangle as polygon points. */
export function rectPoints(x0: number, y0: number, x1: number, y1: number): number[] {
  return [x0, y0, x1, y0, x1, y1, x0, y1];
}

/** A skin patch (RGBA) with lips drawn as an ellipse centred at (cx, cy), `a` by `b` half-extents. */
export function mouthPatch(w: number, h: number, lips?: { cx: number; cy: number; a: number; b: number }) {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const texture = (x * 7 + y * 13) % 5;
      const onLips = lips && ((x + 0.5 - lips.cx) / lips.a) ** 2 + ((y + 0.5 - lips.cy) / lips.b) ** 2 <= 1;
      px.set(onLips ? [190, 110, 110, 255] : [200 - texture, 150, 120, 255], (y * w + x) * 4);
    }
  }
  return px;
}
