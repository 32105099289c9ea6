/**
 * Development accuracy check on the UBFC-rPPG clips in ../shared/data/ubfc-dev (never copied into
 * the repo): decode the first 35 s with ffmpeg, find the face with the core's own skin rules (no face
 * model in Node), sample forehead and cheek ROIs with `sampleFrame`, analyse with the real capture
 * times from ground_truth.txt, compare with the contact-PPG reference.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RppgCore } from '../ts/core.ts';
import type { RoiPolygon, Trace } from '../ts/types.ts';

export const UBFC_DIR = '/work/shared/data/ubfc-dev';
const WIDTH = 640;
const HEIGHT = 480;
/** Grid step (px) of the skin mask used to find the face box. */
const MASK_STEP = 4;
/** Face height as a multiple of its skin width (forehead line to chin). */
const FACE_ASPECT = 1.25;
/** Smoothing of the face box between frames (exponential, per frame). */
const BOX_SMOOTHING = 0.1;

export interface ClipResult {
  subject: string;
  referenceBpm: number;
  heartRate: number;
  spectral: number;
  beats: number | null;
  confidence: number;
  prq: number;
  snrDb: number;
  method: string;
}

/** YCbCr skin box (Chai & Ngan 1999), the same rule the core's sampler uses. */
function isSkin(r: number, g: number, b: number): boolean {
  const cb = 128 + (-43 * r - 85 * g + 128 * b) / 256;
  const cr = 128 + (128 * r - 107 * g - 21 * b) / 256;
  return cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round((p / 100) * (sorted.length - 1))))] ?? 0;
}

/** Cells (grid x, grid y) of the largest 4-connected skin region of the frame's skin mask. */
function largestSkinRegion(px: Uint8Array): [number, number][] {
  const gw = WIDTH / MASK_STEP;
  const gh = HEIGHT / MASK_STEP;
  const mask = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const o = (gy * MASK_STEP * WIDTH + gx * MASK_STEP) * 4;
      mask[gy * gw + gx] = isSkin(px[o] as number, px[o + 1] as number, px[o + 2] as number) ? 1 : 0;
    }
  }
  let best: [number, number][] = [];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== 1) continue;
    const region: [number, number][] = [];
    const stack = [start];
    mask[start] = 2;
    while (stack.length) {
      const c = stack.pop() as number;
      const gx = c % gw;
      const gy = (c - gx) / gw;
      region.push([gx, gy]);
      for (const [nx, ny] of [
        [gx + 1, gy],
        [gx - 1, gy],
        [gx, gy + 1],
        [gx, gy - 1],
      ] as const) {
        const k = ny * gw + nx;
        if (nx >= 0 && nx < gw && ny >= 0 && ny < gh && mask[k] === 1) {
          mask[k] = 2;
          stack.push(k);
        }
      }
    }
    if (region.length > best.length) best = region;
  }
  return best;
}

/** Face box [x0, y0, x1, y1]: top of the largest skin region, its 5–95 % columns in the next 120 px. */
export function faceBox(px: Uint8Array): [number, number, number, number] | null {
  const region = largestSkinRegion(px);
  if (region.length < 50) return null;
  const top = Math.min(...region.map(([, gy]) => gy));
  const band = region.filter(([, gy]) => gy < top + 120 / MASK_STEP).map(([gx]) => gx * MASK_STEP);
  band.sort((a, b) => a - b);
  const x0 = percentile(band, 5);
  const x1 = percentile(band, 95);
  const y0 = top * MASK_STEP;
  return [x0, y0, x1, y0 + FACE_ASPECT * (x1 - x0)];
}

/** Forehead and cheek polygons inside a face box (fractions of its width/height). */
export function roisFromBox([x0, y0, x1, y1]: [number, number, number, number]): RoiPolygon[] {
  const w = x1 - x0;
  const h = y1 - y0;
  const rect = (a: number, b: number, c: number, d: number) => [
    x0 + a * w,
    y0 + b * h,
    x0 + c * w,
    y0 + b * h,
    x0 + c * w,
    y0 + d * h,
    x0 + a * w,
    y0 + d * h,
  ];
  return [
    { name: 'forehead', points: rect(0.25, 0.05, 0.75, 0.25) },
    { name: 'leftCheek', points: rect(0.12, 0.45, 0.38, 0.7) },
    { name: 'rightCheek', points: rect(0.62, 0.45, 0.88, 0.7) },
  ];
}

/** Decodes `frames` frames of a clip as RGBA and feeds each to `onFrame`. */
function decode(video: string, frames: number, onFrame: (px: Uint8Array, index: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const ff = spawn('ffmpeg', [
      '-loglevel',
      'error',
      '-i',
      video,
      '-frames:v',
      String(frames),
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-',
    ]);
    const size = WIDTH * HEIGHT * 4;
    let buffer: Buffer = Buffer.alloc(0);
    let index = 0;
    ff.stdout.on('data', (chunk: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      while (buffer.length >= size) {
        onFrame(new Uint8Array(buffer.buffer, buffer.byteOffset, size), index++);
        buffer = buffer.subarray(size);
      }
    });
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
}

/** Builds the 3-ROI trace of a clip's first 35 s. */
export async function clipTrace(core: RppgCore, dir: string): Promise<{ trace: Trace; referenceBpm: number }> {
  const ref = JSON.parse(readFileSync(join(dir, 'reference_35s.json'), 'utf8')) as {
    frames_35s: number;
    hr_ref_35s_bpm: number;
  };
  const times = (readFileSync(join(dir, 'ground_truth.txt'), 'utf8').trim().split('\n')[2] ?? '')
    .trim()
    .split(/\s+/)
    .map(Number);
  const n = ref.frames_35s;
  const rgb = [new Float64Array(3 * n), new Float64Array(3 * n), new Float64Array(3 * n)];
  const facePresent = new Float64Array(n);
  let box: [number, number, number, number] | null = null;
  await decode(join(dir, 'vid.mp4'), n, (px, i) => {
    const found = faceBox(px);
    if (found) box = box ? (box.map((v, k) => v + BOX_SMOOTHING * ((found[k] as number) - v)) as typeof found) : found;
    facePresent[i] = found ? 1 : 0;
    const rois = box ? roisFromBox(box) : [];
    const s = rois.length ? core.sampleFrame(px, WIDTH, HEIGHT, rois) : null;
    for (let k = 0; k < 3; k++) {
      const roi = s?.rois[k];
      rgb[k]?.set([roi?.r ?? Number.NaN, roi?.g ?? Number.NaN, roi?.b ?? Number.NaN], 3 * i);
    }
  });
  const timestampsMs = Float64Array.from({ length: n }, (_, i) => (times[i] ?? Number.NaN) * 1000);
  const names = ['forehead', 'leftCheek', 'rightCheek'] as const;
  return {
    trace: { timestampsMs, rois: names.map((name, k) => ({ name, rgb: rgb[k] as Float64Array })), facePresent },
    referenceBpm: ref.hr_ref_35s_bpm,
  };
}

/** Subject folders present on this machine. */
export function ubfcSubjects(): string[] {
  if (!existsSync(UBFC_DIR)) return [];
  return readdirSync(UBFC_DIR)
    .filter((d) => existsSync(join(UBFC_DIR, d, 'vid.mp4')))
    .sort();
}
