import type { Trace } from '@ai-doctor/rppg-core';
import { HttpError } from '../http/errors.ts';

/** At most two minutes of samples: a scan is 35 s, and this bounds the work one request can ask for. */
export const MAX_TRACE_SECONDS = 120;
export const MIN_SAMPLE_RATE = 10;
export const MAX_SAMPLE_RATE = 120;
export const MAX_SAMPLES = MAX_TRACE_SECONDS * MAX_SAMPLE_RATE;

/** Face regions a client may send besides the whole-face trace (`timeSeriesData`). */
export const EXTRA_ROI_NAMES = ['forehead', 'leftCheek', 'rightCheek'] as const;
export type ExtraRoiName = (typeof EXTRA_ROI_NAMES)[number];

type Rgb = [number, number, number];

/** Spec 01 §7 body, plus the optional real timestamps and per-region traces of DECISIONS.md D2. */
export interface EnhanceRequest {
  timeSeriesData: Rgb[];
  sampleRate: number;
  duration: number;
  timestampsMs?: number[];
  rois?: { name: ExtraRoiName; rgb: Rgb[] }[];
}

/** Mean skin colour of one frame: three finite numbers in 0–255 (JSON has no NaN or Infinity). */
const rgbTriple = {
  type: 'array',
  minItems: 3,
  maxItems: 3,
  items: { type: 'number', minimum: 0, maximum: 255 },
} as const;

const rgbTrace = (description: string) =>
  ({ type: 'array', description, minItems: 1, maxItems: MAX_SAMPLES, items: rgbTriple }) as const;

export const enhanceRequestSchema = {
  type: 'object',
  required: ['timeSeriesData', 'sampleRate', 'duration'],
  additionalProperties: false,
  properties: {
    timeSeriesData: rgbTrace('Mean [r, g, b] of the face skin, one triple per frame'),
    sampleRate: {
      type: 'number',
      description: 'Frames per second the trace was sampled at (30 in the app)',
      minimum: MIN_SAMPLE_RATE,
      maximum: MAX_SAMPLE_RATE,
    },
    duration: {
      type: 'number',
      description: 'Length of the trace in seconds (samples ÷ sampleRate)',
      exclusiveMinimum: 0,
      maximum: MAX_TRACE_SECONDS,
    },
    timestampsMs: {
      type: 'array',
      description: 'Capture time of each frame in ms, strictly increasing; when given it replaces sampleRate timing',
      maxItems: MAX_SAMPLES,
      // Beyond any real capture clock (1e13 ms is the year 2286).
      items: { type: 'number', minimum: 0, maximum: 1e13 },
    },
    rois: {
      type: 'array',
      description: 'Optional traces of single face regions, one triple per frame like timeSeriesData',
      maxItems: EXTRA_ROI_NAMES.length,
      items: {
        type: 'object',
        required: ['name', 'rgb'],
        additionalProperties: false,
        properties: { name: { type: 'string', enum: EXTRA_ROI_NAMES }, rgb: rgbTrace('Mean [r, g, b] per frame') },
      },
    },
  },
} as const;

function interleave(samples: Rgb[]): Float64Array {
  const out = new Float64Array(samples.length * 3);
  samples.forEach(([r, g, b], i) => {
    out[3 * i] = r;
    out[3 * i + 1] = g;
    out[3 * i + 2] = b;
  });
  return out;
}

function timestamps(body: EnhanceRequest, n: number): Float64Array {
  if (!body.timestampsMs) return Float64Array.from({ length: n }, (_, i) => (i * 1000) / body.sampleRate);
  const ts = body.timestampsMs;
  if (ts.length !== n) {
    throw new HttpError(400, `body.timestampsMs has ${ts.length} entries but timeSeriesData has ${n} samples`);
  }
  for (let i = 1; i < n; i++) {
    if (!((ts[i] as number) > (ts[i - 1] as number))) {
      throw new HttpError(400, `body.timestampsMs must be strictly increasing (entry ${i} is not)`);
    }
  }
  if (n > 1 && (ts[n - 1] as number) - (ts[0] as number) > MAX_TRACE_SECONDS * 1000) {
    throw new HttpError(400, `body.timestampsMs spans more than ${MAX_TRACE_SECONDS} s`);
  }
  return Float64Array.from(ts);
}

/**
 * Checks what a schema cannot (lengths that must agree, two-minute cap at the given rate, increasing
 * timestamps) and builds the core's {@link Trace}: `timeSeriesData` is the whole face (the app sends its
 * face-outline region), from which the core reads the pulse; the optional single regions join it for
 * what is measured on their pooled colour.
 */
export function traceFromRequest(body: EnhanceRequest): Trace {
  const n = body.timeSeriesData.length;
  const maxAtRate = Math.floor(MAX_TRACE_SECONDS * body.sampleRate);
  if (n > maxAtRate) {
    throw new HttpError(
      400,
      `body.timeSeriesData has ${n} samples: more than ${MAX_TRACE_SECONDS} s at ${body.sampleRate} samples/s (${maxAtRate})`,
    );
  }
  const rois = body.rois ?? [];
  const seen = new Set<string>();
  for (const roi of rois) {
    if (seen.has(roi.name)) throw new HttpError(400, `body.rois lists "${roi.name}" twice`);
    seen.add(roi.name);
    if (roi.rgb.length !== n) {
      throw new HttpError(400, `body.rois "${roi.name}" has ${roi.rgb.length} samples but timeSeriesData has ${n}`);
    }
  }
  return {
    timestampsMs: timestamps(body, n),
    rois: [
      ...rois.map((roi) => ({ name: roi.name, rgb: interleave(roi.rgb) })),
      { name: 'face', rgb: interleave(body.timeSeriesData) },
    ],
  };
}
