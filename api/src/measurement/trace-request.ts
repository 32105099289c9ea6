import type { Trace } from '@ai-doctor/rppg-core';
import { type DecodedTrace, decodeTrace, TraceFormatError } from '@ai-doctor/rppg-core/trace-format';
import { HttpError } from '../http/errors.ts';

/** At most two minutes of samples: a scan is 35 s, and this bounds the work one request can ask for. */
export const MAX_TRACE_SECONDS = 120;
export const MIN_SAMPLE_RATE = 10;
export const MAX_SAMPLE_RATE = 120;
export const MAX_SAMPLES = MAX_TRACE_SECONDS * MAX_SAMPLE_RATE;
/** Beyond any real capture clock (1e13 ms is the year 2286). */
const MAX_TIMESTAMP_MS = 1e13;

/** Face regions a client may send besides the whole-face trace (`timeSeriesData`). */
export const EXTRA_ROI_NAMES = ['forehead', 'leftCheek', 'rightCheek'] as const;
export type ExtraRoiName = (typeof EXTRA_ROI_NAMES)[number];

type Rgb = [number, number, number];

/** The product's body (ADR-21), plus the optional real timestamps and per-region traces (ADR-11). */
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
      items: { type: 'number', minimum: 0, maximum: MAX_TIMESTAMP_MS },
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

/** How the checks below name the request's fields in their messages (JSON paths, or the binary layout). */
interface FieldNames {
  samples: string;
  timestamps: string;
}

const JSON_FIELDS: FieldNames = { samples: 'body.timeSeriesData', timestamps: 'body.timestampsMs' };
const BINARY_FIELDS: FieldNames = { samples: 'binary trace: the samples', timestamps: 'binary trace: timestamps' };

/**
 * What both encodings must satisfy beyond their shape: at most two minutes at the given rate, and
 * strictly increasing timestamps spanning at most two minutes. Returns the capture times, from the rate
 * when none were sent.
 */
function checkedTimestamps(
  sampleRate: number,
  n: number,
  ts: ArrayLike<number> | null | undefined,
  fields: FieldNames,
): Float64Array {
  const maxAtRate = Math.floor(MAX_TRACE_SECONDS * sampleRate);
  if (n > maxAtRate) {
    throw new HttpError(
      400,
      `${fields.samples} has ${n} samples: more than ${MAX_TRACE_SECONDS} s at ${sampleRate} samples/s (${maxAtRate})`,
    );
  }
  if (!ts) return Float64Array.from({ length: n }, (_, i) => (i * 1000) / sampleRate);
  for (let i = 1; i < n; i++) {
    if (!((ts[i] as number) > (ts[i - 1] as number))) {
      throw new HttpError(400, `${fields.timestamps} must be strictly increasing (entry ${i} is not)`);
    }
  }
  if (n > 1 && (ts[n - 1] as number) - (ts[0] as number) > MAX_TRACE_SECONDS * 1000) {
    throw new HttpError(400, `${fields.timestamps} spans more than ${MAX_TRACE_SECONDS} s`);
  }
  return ts instanceof Float64Array ? ts : Float64Array.from(ts);
}

/**
 * Checks what a schema cannot (lengths that must agree, two-minute cap at the given rate, increasing
 * timestamps) and builds the core's {@link Trace}: `timeSeriesData` is the whole face (the app sends its
 * face-outline region), from which the core reads the pulse; the optional single regions join it for
 * what is measured on their pooled colour.
 */
export function traceFromRequest(body: EnhanceRequest): Trace {
  const n = body.timeSeriesData.length;
  const rois = body.rois ?? [];
  const seen = new Set<string>();
  for (const roi of rois) {
    if (seen.has(roi.name)) throw new HttpError(400, `body.rois lists "${roi.name}" twice`);
    seen.add(roi.name);
    if (roi.rgb.length !== n) {
      throw new HttpError(400, `body.rois "${roi.name}" has ${roi.rgb.length} samples but timeSeriesData has ${n}`);
    }
  }
  if (body.timestampsMs && body.timestampsMs.length !== n) {
    throw new HttpError(
      400,
      `body.timestampsMs has ${body.timestampsMs.length} entries but timeSeriesData has ${n} samples`,
    );
  }
  return {
    timestampsMs: checkedTimestamps(body.sampleRate, n, body.timestampsMs, JSON_FIELDS),
    rois: [
      ...rois.map((roi) => ({ name: roi.name, rgb: interleave(roi.rgb) })),
      { name: 'face', rgb: interleave(body.timeSeriesData) },
    ],
  };
}

function inRange(value: number, min: number, max: number): boolean {
  return value >= min && value <= max;
}

/**
 * The core's {@link Trace} from a binary body (the core's `traceFormat.ts`), held to every rule the JSON body's
 * schema and {@link traceFromRequest} hold it to, so both encodings of one trace give the same answer.
 */
export function traceFromBinary(bytes: Uint8Array): Trace {
  let decoded: DecodedTrace;
  try {
    decoded = decodeTrace(bytes);
  } catch (err) {
    if (err instanceof TraceFormatError) throw new HttpError(400, err.message);
    throw err;
  }
  const { sampleRate, duration, samples, timestampsMs, regions } = decoded;
  if (!inRange(sampleRate, MIN_SAMPLE_RATE, MAX_SAMPLE_RATE)) {
    throw new HttpError(
      400,
      `binary trace: sampleRate is ${sampleRate}; it must be ${MIN_SAMPLE_RATE}–${MAX_SAMPLE_RATE}`,
    );
  }
  if (!(duration > 0 && duration <= MAX_TRACE_SECONDS)) {
    throw new HttpError(
      400,
      `binary trace: duration is ${duration}; it must be over 0 and at most ${MAX_TRACE_SECONDS} s`,
    );
  }
  if (samples < 1) throw new HttpError(400, 'binary trace: it has no samples');
  for (const { name, rgb } of regions) {
    for (let i = 0; i < rgb.length; i++) {
      if (!inRange(rgb[i] as number, 0, 255)) {
        throw new HttpError(
          400,
          `binary trace: region "${name}" sample ${Math.floor(i / 3)} has a channel outside 0–255`,
        );
      }
    }
  }
  if (timestampsMs) {
    for (let i = 0; i < samples; i++) {
      if (!inRange(timestampsMs[i] as number, 0, MAX_TIMESTAMP_MS)) {
        throw new HttpError(400, `binary trace: timestamp ${i} is not a time in ms (0–${MAX_TIMESTAMP_MS})`);
      }
    }
  }
  const face = regions.filter((r) => r.name === 'face');
  return {
    timestampsMs: checkedTimestamps(sampleRate, samples, timestampsMs, BINARY_FIELDS),
    // The JSON body's order: the single regions as sent, then the whole face.
    rois: [...regions.filter((r) => r.name !== 'face'), ...face],
  };
}
