/**
 * A camera frame's own 4:2:0 pixels (I420's three planes, NV12's luma and interleaved chroma) converted
 * to RGBA here, synchronously, for the rectangle the scan reads. The browser's conversion (`copyTo` with
 * `format: 'RGBA'`) is asynchronous: each frame waited for it, and on a throttled CPU that wait was the
 * scan worker's longest step (docs/findings/runs.md, "Speed of the scan"). The offline loop converts
 * ffmpeg's decoded planes with this same function, so a scan and its replay read the same colours.
 */
import type { PixelRect } from '../face/roi.ts';

/** One plane's place in the frame's buffer. */
export interface Plane {
  offset: number;
  stride: number;
}

/** A 4:2:0 frame in one buffer: luma per pixel, one chroma pair per 2×2 block. */
export interface Yuv420Frame {
  data: Uint8Array;
  width: number;
  height: number;
  y: Plane;
  u: Plane;
  v: Plane;
  /** Bytes from one chroma sample to the next in a row: 1 in I420's planes, 2 in NV12's interleaved plane. */
  chromaStep: 1 | 2;
  matrix: YuvMatrix;
}

/** YUV → RGB: R = y·(Y − y0) + rv·V', G = y·(Y − y0) − gu·U' − gv·V', B = y·(Y − y0) + bu·U' (U', V' centred on 128). */
export interface YuvMatrix {
  y: number;
  y0: number;
  rv: number;
  gu: number;
  gv: number;
  bu: number;
}

/**
 * The standard matrices (ITU-R BT.601, BT.709 and BT.2020 non-constant luminance), in limited range
 * (luma 16–235) or full range: the coefficients every decoder uses, to six places.
 */
const MATRICES = {
  bt601: {
    limited: { y: 1.164383, y0: 16, rv: 1.596027, gu: 0.391762, gv: 0.812968, bu: 2.017232 },
    full: { y: 1, y0: 0, rv: 1.402, gu: 0.344136, gv: 0.714136, bu: 1.772 },
  },
  bt709: {
    limited: { y: 1.164383, y0: 16, rv: 1.792741, gu: 0.213249, gv: 0.532909, bu: 2.112402 },
    full: { y: 1, y0: 0, rv: 1.5748, gu: 0.187324, gv: 0.468124, bu: 1.8556 },
  },
  bt2020: {
    limited: { y: 1.164383, y0: 16, rv: 1.678674, gu: 0.187326, gv: 0.650424, bu: 2.141772 },
    full: { y: 1, y0: 0, rv: 1.4746, gu: 0.164553, gv: 0.571353, bu: 1.8814 },
  },
} satisfies Record<string, Record<'limited' | 'full', YuvMatrix>>;

/** BT.601 in limited range: what ffmpeg's `yuv420p` holds and what the browser assumes of untagged video. */
export const BT601_LIMITED: YuvMatrix = MATRICES.bt601.limited;

/** The matrix a frame's colour space names; BT.601 in limited range where it names none. */
export function yuvMatrix(colorSpace: { matrix?: string | null; fullRange?: boolean | null }): YuvMatrix {
  const family =
    colorSpace.matrix === 'bt709'
      ? MATRICES.bt709
      : colorSpace.matrix === 'bt2020-ncl'
        ? MATRICES.bt2020
        : MATRICES.bt601;
  return colorSpace.fullRange ? family.full : family.limited;
}

/**
 * A VideoFrame's buffer as a 4:2:0 frame, from the format and plane layout its `copyTo` reported; null
 * for any other format (RGB frames, 4:2:2, 4:4:4, high bit depth), which the caller converts otherwise.
 */
export function yuv420Frame(
  format: string | null,
  layout: readonly Plane[],
  data: Uint8Array,
  width: number,
  height: number,
  matrix: YuvMatrix,
): Yuv420Frame | null {
  const [y, a, b] = layout;
  if (!y || !a) return null;
  if ((format === 'I420' || format === 'I420A') && b)
    return { data, width, height, y, u: a, v: b, chromaStep: 1, matrix };
  if (format === 'NV12')
    return { data, width, height, y, u: a, v: { offset: a.offset + 1, stride: a.stride }, chromaStep: 2, matrix };
  return null;
}

/** Per-value terms of a matrix, so a pixel costs three lookups and a few additions. */
interface Terms {
  luma: Float64Array;
  rv: Float64Array;
  gu: Float64Array;
  gv: Float64Array;
  bu: Float64Array;
}

const termsCache = new Map<YuvMatrix, Terms>();

function termsOf(m: YuvMatrix): Terms {
  let t = termsCache.get(m);
  if (!t) {
    const table = (f: (v: number) => number) => Float64Array.from({ length: 256 }, (_, v) => f(v));
    t = {
      luma: table((v) => m.y * (v - m.y0)),
      rv: table((v) => m.rv * (v - 128)),
      gu: table((v) => m.gu * (v - 128)),
      gv: table((v) => m.gv * (v - 128)),
      bu: table((v) => m.bu * (v - 128)),
    };
    termsCache.set(m, t);
  }
  return t;
}

/**
 * The rectangle's RGBA pixels, row after row, into `out` (clamped to 0–255 and rounded by the typed
 * array). Each chroma sample serves its 2×2 block, as in libyuv's conversions; the rectangle must lie
 * inside the frame.
 */
export function yuv420ToRgba(
  f: Yuv420Frame,
  { x, y, width, height }: PixelRect,
  out: Uint8ClampedArray,
): Uint8ClampedArray {
  if (x < 0 || y < 0 || x + width > f.width || y + height > f.height)
    throw new RangeError('rectangle outside the frame');
  const { luma, rv, gu, gv, bu } = termsOf(f.matrix);
  const { data, chromaStep } = f;
  let o = 0;
  for (let row = y; row < y + height; row++) {
    const yRow = f.y.offset + row * f.y.stride;
    const uRow = f.u.offset + (row >> 1) * f.u.stride;
    const vRow = f.v.offset + (row >> 1) * f.v.stride;
    for (let col = x; col < x + width; col++) {
      const c = (col >> 1) * chromaStep;
      const l = luma[data[yRow + col] as number] as number;
      const u = data[uRow + c] as number;
      const v = data[vRow + c] as number;
      out[o] = l + (rv[v] as number);
      out[o + 1] = l - (gu[u] as number) - (gv[v] as number);
      out[o + 2] = l + (bu[u] as number);
      out[o + 3] = 255;
      o += 4;
    }
  }
  return out;
}
