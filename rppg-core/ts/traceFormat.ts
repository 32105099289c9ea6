/**
 * The compact binary trace of `POST /api/enhance-rppg` (`Content-Type: application/octet-stream`): the
 * same content as the JSON body in 4 bytes per colour value (JSON takes 5–18), read without a JSON parse. The app sends it;
 * JSON stays for API consumers. It lives with the core, whose input the trace is, so the app (encoder) and the
 * API (decoder) share it without either depending on the other; plain module, no Node or browser API.
 *
 * Layout, version 1, every number little-endian:
 *
 * | offset | size   | field                                                                          |
 * | ------ | ------ | ------------------------------------------------------------------------------ |
 * | 0      | 4      | magic: the ASCII bytes `AIDT`                                                  |
 * | 4      | 1      | version: 1                                                                     |
 * | 5      | 1      | flags: bit 0 set when timestamps follow the header; other bits 0               |
 * | 6      | 1      | R: regions, 1–4                                                                |
 * | 7      | 1      | reserved: 0                                                                    |
 * | 8      | 4      | N: samples per region (uint32)                                                 |
 * | 12     | 4      | region codes, one byte each for the R regions, then 0xFF: 0 face (required),  |
 * |        |        | 1 forehead, 2 leftCheek, 3 rightCheek                                          |
 * | 16     | 8      | sampleRate, samples/s (float64)                                                |
 * | 24     | 8      | duration, s (float64)                                                          |
 * | 32     | 8·N    | timestamps, ms (float64; only with flag bit 0)                                 |
 * | …      | 12·N·R | per region, in the order of its code: r, g, b of each sample (float32)         |
 *
 * Colours are float32 (a camera's 8-bit means need no more); timestamps are float64 because a capture
 * clock (`performance.now()` after hours, or epoch ms) outgrows float32's 24-bit precision. The body is
 * exactly that long. The face region is `timeSeriesData`; the others are `rois`.
 */

export const TRACE_MAGIC = 'AIDT';
export const TRACE_FORMAT_VERSION = 1;
export const TRACE_CONTENT_TYPE = 'application/octet-stream';
/** Region names by their code. */
export const TRACE_REGION_CODES = ['face', 'forehead', 'leftCheek', 'rightCheek'] as const;
export type TraceRegionName = (typeof TRACE_REGION_CODES)[number];

const HEADER_BYTES = 32;
const HAS_TIMESTAMPS = 1;
const NO_REGION = 0xff;

type Rgb = readonly [number, number, number];

/** What the JSON body carries (`timeSeriesData` is the face region). */
export interface TraceContent {
  timeSeriesData: readonly Rgb[];
  sampleRate: number;
  duration: number;
  timestampsMs?: readonly number[];
  /** Named by `TRACE_REGION_CODES` (the encoder refuses another name). */
  rois?: readonly { name: string; rgb: readonly Rgb[] }[];
}

/** A decoded binary trace: structure checked, values not yet (see `traceFromBinary`). */
export interface DecodedTrace {
  sampleRate: number;
  duration: number;
  samples: number;
  timestampsMs: Float64Array | null;
  /** In the body's order; `rgb` holds r, g, b interleaved. */
  regions: { name: TraceRegionName; rgb: Float32Array }[];
}

/** A body that is not a well-formed binary trace; the message says what is wrong. */
export class TraceFormatError extends Error {
  constructor(message: string) {
    super(`binary trace: ${message}`);
    this.name = 'TraceFormatError';
  }
}

/** The binary body for what the JSON body would carry. */
export function encodeTrace(content: TraceContent): Uint8Array<ArrayBuffer> {
  const n = content.timeSeriesData.length;
  const regions = [{ name: 'face' as const, rgb: content.timeSeriesData }, ...(content.rois ?? [])];
  const ts = content.timestampsMs;
  const bytes = new Uint8Array(HEADER_BYTES + (ts ? 8 * n : 0) + 12 * n * regions.length);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = TRACE_MAGIC.charCodeAt(i);
  bytes[4] = TRACE_FORMAT_VERSION;
  bytes[5] = ts ? HAS_TIMESTAMPS : 0;
  bytes[6] = regions.length;
  view.setUint32(8, n, true);
  bytes.fill(NO_REGION, 12, 16);
  regions.forEach((r, k) => {
    const code = TRACE_REGION_CODES.indexOf(r.name as TraceRegionName);
    if (code < 0) throw new TraceFormatError(`region "${r.name}" has no code`);
    bytes[12 + k] = code;
  });
  view.setFloat64(16, content.sampleRate, true);
  view.setFloat64(24, content.duration, true);
  let at = HEADER_BYTES;
  if (ts) {
    for (let i = 0; i < n; i++, at += 8) view.setFloat64(at, ts[i] as number, true);
  }
  for (const region of regions) {
    for (const rgb of region.rgb) {
      for (const v of rgb) {
        view.setFloat32(at, v, true);
        at += 4;
      }
    }
  }
  return bytes;
}

function regionsOf(bytes: Uint8Array, count: number): TraceRegionName[] {
  if (count < 1 || count > TRACE_REGION_CODES.length) {
    throw new TraceFormatError(`region count is ${count}; it must be 1–${TRACE_REGION_CODES.length}`);
  }
  const names: TraceRegionName[] = [];
  for (let k = 0; k < TRACE_REGION_CODES.length; k++) {
    const code = bytes[12 + k] as number;
    if (k >= count) {
      if (code !== NO_REGION) throw new TraceFormatError(`unused region code byte ${k} must be 0xFF`);
      continue;
    }
    const name = TRACE_REGION_CODES[code];
    if (!name)
      throw new TraceFormatError(`region code ${code} is unknown (0 face, 1 forehead, 2 leftCheek, 3 rightCheek)`);
    if (names.includes(name)) throw new TraceFormatError(`region "${name}" is listed twice`);
    names.push(name);
  }
  if (!names.includes('face')) throw new TraceFormatError('the face region (code 0) is missing');
  return names;
}

/** Reads a binary trace's structure; throws {@link TraceFormatError} for anything that is not version 1. */
export function decodeTrace(bytes: Uint8Array): DecodedTrace {
  if (bytes.length < HEADER_BYTES) {
    throw new TraceFormatError(`${bytes.length} bytes is shorter than the ${HEADER_BYTES}-byte header`);
  }
  for (let i = 0; i < 4; i++) {
    if (bytes[i] !== TRACE_MAGIC.charCodeAt(i)) throw new TraceFormatError(`it does not start with "${TRACE_MAGIC}"`);
  }
  if (bytes[4] !== TRACE_FORMAT_VERSION) {
    throw new TraceFormatError(`version ${bytes[4]} is not supported (this server reads ${TRACE_FORMAT_VERSION})`);
  }
  const flags = bytes[5] as number;
  if ((flags & ~HAS_TIMESTAMPS) !== 0) throw new TraceFormatError(`unknown flags 0x${flags.toString(16)}`);
  if (bytes[7] !== 0) throw new TraceFormatError('the reserved byte 7 must be 0');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names = regionsOf(bytes, bytes[6] as number);
  const n = view.getUint32(8, true);
  const hasTimestamps = (flags & HAS_TIMESTAMPS) !== 0;
  const expected = HEADER_BYTES + (hasTimestamps ? 8 * n : 0) + 12 * n * names.length;
  if (bytes.length !== expected) {
    throw new TraceFormatError(
      `${bytes.length} bytes, but its header describes ${expected} (${n} samples, ${names.length} regions` +
        `${hasTimestamps ? ', timestamps' : ''})`,
    );
  }
  let at = HEADER_BYTES;
  let timestampsMs: Float64Array | null = null;
  if (hasTimestamps) {
    timestampsMs = new Float64Array(n);
    for (let i = 0; i < n; i++, at += 8) timestampsMs[i] = view.getFloat64(at, true);
  }
  const regions = names.map((name) => {
    const rgb = new Float32Array(3 * n);
    for (let i = 0; i < rgb.length; i++, at += 4) rgb[i] = view.getFloat32(at, true);
    return { name, rgb };
  });
  return {
    sampleRate: view.getFloat64(16, true),
    duration: view.getFloat64(24, true),
    samples: n,
    timestampsMs,
    regions,
  };
}
