/**
 * Typed wrapper over the core's C ABI. Hides every pointer: callers pass typed arrays and get
 * plain objects back; whatever the wrapper allocates in linear memory it frees (per-frame scratch
 * buffers are reused across calls and released by `dispose()`).
 */
import { RppgError } from './errors.ts';
import {
  type AnalysisResult,
  type AnalyzeOptions,
  CLASSIC_METHODS,
  type ClassicMethod,
  type FacePresence,
  type FrameSample,
  type LipsInPatch,
  type LiveEstimate,
  type MethodReading,
  ROI_NAMES,
  type RoiName,
  type RoiPolygon,
  type Trace,
} from './types.ts';
import { metricGrades } from './vitals/evidence.ts';
import { reasonText } from './vitals/reasons.ts';
import { riskFindingText } from './vitals/riskFindings.ts';
import type { RateRange } from './vitals/types.ts';
import { readAtLimit, readWithheld } from './vitals/withheld.ts';

/** The raw exports of `rppg_core.wasm`. */
interface CoreExports {
  memory: WebAssembly.Memory;
  rppg_alloc(len: number): number;
  rppg_free(ptr: number, len: number): void;
  rppg_version_ptr(): number;
  rppg_version_len(): number;
  rppg_live_window_ms(): number;
  /** (timestamps, n, roiCodes, roiCount, rgb, face, faceLen, landmarks, landmarksLen, mode, out) → status. */
  rppg_analyze(...args: number[]): number;
  rppg_sample_frame(
    pixels: number,
    pixelsLen: number,
    width: number,
    height: number,
    points: number,
    pointCounts: number,
    roiCount: number,
    out: number,
  ): number;
  rppg_face_presence(
    pixels: number,
    pixelsLen: number,
    width: number,
    height: number,
    fallback: number,
    out: number,
  ): number;
  rppg_find_lips(pixels: number, pixelsLen: number, width: number, height: number, iodPx: number, out: number): number;
  /**
   * (the trace arguments of `rppg_analyze`, method, out) → status; only in the benchmark's build
   * (`rppg_core_benchmark.wasm`).
   */
  rppg_method_rate?(...args: number[]): number;
}

/** `rppg_analyze`'s JSON: the result with the core's codes (reasons, risk findings), before the app puts them in words. */
type CoreAnalysisJson = Omit<AnalysisResult, 'grades' | 'source' | 'heartRateRange' | 'note'> & {
  heartRateRange: RateRange | null;
};

/** Anything the module can be instantiated from, in a browser worker or in Node. */
export type WasmSource = BufferSource | WebAssembly.Module | Response | PromiseLike<Response>;

/** Values per ROI written by `rppg_sample_frame`: r, g, b, skin pixels, total pixels. */
const SAMPLE_VALUES_PER_ROI = 5;
/** Values written by `rppg_find_lips`: found (1/0), the centre's and the corners' x, y, the contrast. */
const LIPS_VALUES = 8;
/** `mode` values of `rppg_analyze`. */
const MODE = { final: 0, enhanced: 1, live: 2, 'enhanced-vitals': 3 } as const;
/** Numbers per frame in `Trace.landmarks`: the six keypoints' x, y. */
export const LANDMARK_VALUES = 12;
const F64 = 8;

/** A block of linear memory owned by the wrapper. */
interface Block {
  ptr: number;
  len: number;
}

/** One trace packed into linear memory: the pointer/length arguments of the analysis exports. */
interface PackedTrace {
  blocks: Block[];
  args: number[];
}

function roiCode(name: RoiName): number {
  const code = ROI_NAMES.indexOf(name);
  if (code < 0) throw new RppgError('bad_input', `unknown ROI '${String(name)}'`);
  return code;
}

export class RppgCore {
  readonly #exports: CoreExports;
  /** Reused per-frame buffers (pixels, polygon points, counts, results), grown on demand. */
  readonly #scratch = new Map<string, Block>();

  constructor(exports: CoreExports) {
    this.#exports = exports;
  }

  /** Version of the Rust crate the module was built from. */
  version(): string {
    const e = this.#exports;
    const bytes = new Uint8Array(e.memory.buffer, e.rppg_version_ptr(), e.rppg_version_len());
    return new TextDecoder().decode(bytes);
  }

  /** Size of the module's linear memory in bytes (the scan's WASM memory budget is 32 MB). */
  memoryBytes(): number {
    return this.#exports.memory.buffer.byteLength;
  }

  /** Span of recent trace (ms) that `analyzeLive` looks at (only that part is copied into the module). */
  liveWindowMs(): number {
    return this.#exports.rppg_live_window_ms();
  }

  /** Per-frame: mean skin RGB per ROI polygon. `pixels` = RGBA bytes, ROIs in pixel coordinates. */
  sampleFrame(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number, rois: RoiPolygon[]): FrameSample {
    for (const roi of rois) roiCode(roi.name);
    const totalPoints = rois.reduce((sum, r) => sum + r.points.length, 0);
    const px = this.#writePixels(pixels);
    const points = this.#scratchBlock('points', Math.max(1, totalPoints) * F64);
    const counts = this.#scratchBlock('counts', Math.max(1, rois.length) * 4);
    const out = this.#scratchBlock('sample-out', (rois.length * SAMPLE_VALUES_PER_ROI + 1) * F64);
    const mem = this.#exports.memory.buffer;
    const pointView = new Float64Array(mem, points.ptr, totalPoints);
    const countView = new Uint32Array(mem, counts.ptr, rois.length);
    let at = 0;
    rois.forEach((roi, k) => {
      pointView.set(roi.points, at);
      countView[k] = roi.points.length;
      at += roi.points.length;
    });
    const status = this.#exports.rppg_sample_frame(
      px.ptr,
      pixels.length,
      width,
      height,
      points.ptr,
      counts.ptr,
      rois.length,
      out.ptr,
    );
    if (status !== 0) throw RppgError.fromStatus(status);
    const v = new Float64Array(this.#exports.memory.buffer, out.ptr, rois.length * SAMPLE_VALUES_PER_ROI + 1);
    return {
      rois: rois.map((roi, k) => {
        const o = k * SAMPLE_VALUES_PER_ROI;
        return {
          name: roi.name,
          r: v[o] as number,
          g: v[o + 1] as number,
          b: v[o + 2] as number,
          skinPixels: v[o + 3] as number,
          totalPixels: v[o + 4] as number,
        };
      }),
      brightness: v[rois.length * SAMPLE_VALUES_PER_ROI] as number,
    };
  }

  /** The product's face-presence rule (ADR-20) (central half, every 6 px, >12 % skin by its four rules). */
  facePresence(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number): FacePresence {
    return this.#presence(pixels, width, height, 0);
  }

  /** Its fallback (every 200th pixel, brightness strictly 70–220, >8 % skin-like). */
  facePresenceFallback(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number): FacePresence {
    return this.#presence(pixels, width, height, 1);
  }

  /**
   * The lips in an RGBA patch around the mouth of a face whose eyes are `iodPx` apart: their corners in the
   * patch's pixels, or null when the patch cannot show them (too dark, lips no redder than the skin, a mouth
   * that leaves the patch or is not a mouth's width).
   */
  findLips(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number, iodPx: number): LipsInPatch | null {
    const px = this.#writePixels(pixels);
    const out = this.#scratchBlock('lips-out', LIPS_VALUES * F64);
    const status = this.#exports.rppg_find_lips(px.ptr, pixels.length, width, height, iodPx, out.ptr);
    if (status !== 0) throw RppgError.fromStatus(status);
    const [found, cx, cy, x0, y0, x1, y1, contrast] = new Float64Array(
      this.#exports.memory.buffer,
      out.ptr,
      LIPS_VALUES,
    );
    if (found !== 1) return null;
    return {
      centre: { x: cx as number, y: cy as number },
      corners: [
        { x: x0 as number, y: y0 as number },
        { x: x1 as number, y: y1 as number },
      ],
      contrast: contrast as number,
    };
  }

  /** Full analysis of a scan → the product's measurement result (ADR-18) (+ extras). Throws `RppgError`. */
  analyze(trace: Trace, options: AnalyzeOptions = {}): AnalysisResult {
    const { heartRateRange, ...parsed } = this.#callJson(trace, 0, MODE[options.mode ?? 'final']) as CoreAnalysisJson;
    const note = reasonText(parsed.heartRateReason);
    const { strokeRiskFactors: stroke, parkinsonsIndicators: parkinsons } = parsed;
    return {
      ...parsed,
      strokeRiskFactors: { ...stroke, riskFactors: stroke.riskFactors.map(riskFindingText) },
      parkinsonsIndicators: { ...parkinsons, detectedSymptoms: parkinsons.detectedSymptoms.map(riskFindingText) },
      withheld: readWithheld(parsed.withheld),
      atLimit: readAtLimit(parsed.atLimit),
      ...(heartRateRange ? { heartRateRange } : {}),
      ...(note ? { note } : {}),
      grades: metricGrades(),
      source: 'browser',
    };
  }

  /** Cheap live estimate from the recent part of the trace (called every 500 ms). Throws `RppgError`. */
  analyzeLive(trace: Trace): LiveEstimate {
    const ts = trace.timestampsMs;
    const last = ts.length > 0 ? (ts[ts.length - 1] as number) : 0;
    const since = last - this.liveWindowMs();
    let from = ts.length;
    while (from > 0) {
      const t = ts[from - 1] as number;
      // A non-finite time: hand the whole trace over so the core reports the problem.
      if (!Number.isFinite(t)) {
        from = 0;
        break;
      }
      if (t < since) break;
      from--;
    }
    return this.#callJson(trace, from, MODE.live) as LiveEstimate;
  }

  /** Whether this build has the benchmark's classic methods (`rppg_core_benchmark.wasm` does, the app's core does not). */
  hasClassicMethods(): boolean {
    return typeof this.#exports.rppg_method_rate === 'function';
  }

  /**
   * A classic method's heart rate on a trace (the whole face's colour, read by rPPG-Toolbox's FFT
   * conventions). Throws `RppgError`, 'bad_input' on a core built without the methods.
   */
  methodRate(trace: Trace, method: ClassicMethod): MethodReading {
    const methodRate = this.#exports.rppg_method_rate;
    const code = CLASSIC_METHODS.indexOf(method);
    if (!methodRate) {
      throw new RppgError('bad_input', 'this core has no classic methods: load rppg_core_benchmark.wasm');
    }
    if (code < 0) throw new RppgError('bad_input', `unknown method '${String(method)}'`);
    const packed = this.#pack(trace, 0);
    const out = this.#alloc(2 * F64);
    packed.blocks.push(out);
    try {
      const status = methodRate(...packed.args, code, out.ptr);
      if (status !== 0) throw RppgError.fromStatus(status);
      const [heartRateBpm, snrDb] = new Float64Array(this.#exports.memory.buffer, out.ptr, 2);
      return { heartRateBpm: heartRateBpm as number, snrDb: snrDb as number };
    } finally {
      for (const block of packed.blocks) this.#exports.rppg_free(block.ptr, block.len);
    }
  }

  /** Frees the reused per-frame buffers. The instance stays usable (they are re-created on demand). */
  dispose(): void {
    for (const block of this.#scratch.values()) this.#exports.rppg_free(block.ptr, block.len);
    this.#scratch.clear();
  }

  #presence(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number, fallback: number): FacePresence {
    const px = this.#writePixels(pixels);
    const out = this.#scratchBlock('presence-out', 3 * F64);
    const status = this.#exports.rppg_face_presence(px.ptr, pixels.length, width, height, fallback, out.ptr);
    if (status !== 0) throw RppgError.fromStatus(status);
    const v = new Float64Array(this.#exports.memory.buffer, out.ptr, 3);
    return { present: v[0] === 1, skinShare: v[1] as number, brightness: v[2] as number };
  }

  #writePixels(pixels: Uint8Array | Uint8ClampedArray): Block {
    const block = this.#scratchBlock('pixels', Math.max(1, pixels.length));
    new Uint8Array(this.#exports.memory.buffer, block.ptr, pixels.length).set(pixels);
    return block;
  }

  /** A reused block of at least `len` bytes (grown by freeing and re-allocating). */
  #scratchBlock(key: string, len: number): Block {
    const existing = this.#scratch.get(key);
    if (existing && existing.len >= len) return existing;
    if (existing) this.#exports.rppg_free(existing.ptr, existing.len);
    const block = this.#alloc(len);
    this.#scratch.set(key, block);
    return block;
  }

  #alloc(len: number): Block {
    const ptr = this.#exports.rppg_alloc(len);
    if (ptr === 0) throw new RppgError('bad_input', `could not allocate ${len} bytes`);
    return { ptr, len };
  }

  /** Packs frames `from`… of a trace, runs `rppg_analyze` in `mode`, parses the JSON it returns. */
  #callJson(trace: Trace, from: number, mode: number): unknown {
    const packed = this.#pack(trace, from);
    const slot = this.#alloc(2 * 4);
    packed.blocks.push(slot);
    try {
      const status = this.#exports.rppg_analyze(...packed.args, mode, slot.ptr);
      if (status !== 0) throw RppgError.fromStatus(status);
      const [ptr, len] = new Uint32Array(this.#exports.memory.buffer, slot.ptr, 2);
      const result: Block = { ptr: ptr as number, len: len as number };
      packed.blocks.push(result);
      const text = new TextDecoder().decode(new Uint8Array(this.#exports.memory.buffer, result.ptr, result.len));
      return JSON.parse(text);
    } finally {
      for (const block of packed.blocks) this.#exports.rppg_free(block.ptr, block.len);
    }
  }

  /** Copies frames `from`… of the trace into linear memory (freed by the caller via `blocks`). */
  #pack(trace: Trace, from: number): PackedTrace {
    const n = trace.timestampsMs.length - from;
    const rois = trace.rois;
    const codes = rois.map((r) => roiCode(r.name));
    for (const roi of rois) {
      if (roi.rgb.length !== 3 * trace.timestampsMs.length) {
        throw new RppgError(
          'length_mismatch',
          `ROI '${roi.name}' has ${roi.rgb.length} values for ${trace.timestampsMs.length} frames`,
        );
      }
    }
    const frames = trace.timestampsMs.length;
    if (trace.facePresent && trace.facePresent.length !== frames) {
      throw new RppgError('length_mismatch', `facePresent has ${trace.facePresent.length} values for ${frames} frames`);
    }
    if (trace.landmarks && trace.landmarks.length !== frames * LANDMARK_VALUES) {
      throw new RppgError('length_mismatch', `landmarks has ${trace.landmarks.length} values for ${frames} frames`);
    }
    const blocks: Block[] = [];
    const block = (len: number): Block => {
      const b = this.#alloc(Math.max(8, len));
      blocks.push(b);
      return b;
    };
    try {
      const ts = block(n * F64);
      const codeBlock = block(codes.length);
      const rgb = block(rois.length * 3 * n * F64);
      const face = trace.facePresent;
      const faceLen = face ? n : 0;
      const faceBlock = block(faceLen * F64);
      const marks = trace.landmarks;
      const marksLen = marks ? n * LANDMARK_VALUES : 0;
      const marksBlock = block(marksLen * F64);
      const mem = this.#exports.memory.buffer;
      copyTail(new Float64Array(mem, ts.ptr, n), trace.timestampsMs, from);
      new Uint8Array(mem, codeBlock.ptr, codes.length).set(codes);
      rois.forEach((roi, k) => {
        copyTail(new Float64Array(mem, rgb.ptr + k * 3 * n * F64, 3 * n), roi.rgb, 3 * from);
      });
      if (face && faceLen > 0) copyTail(new Float64Array(mem, faceBlock.ptr, faceLen), face, from);
      if (marks && marksLen > 0)
        copyTail(new Float64Array(mem, marksBlock.ptr, marksLen), marks, from * LANDMARK_VALUES);
      return {
        blocks,
        args: [ts.ptr, n, codeBlock.ptr, codes.length, rgb.ptr, faceBlock.ptr, faceLen, marksBlock.ptr, marksLen],
      };
    } catch (error) {
      for (const b of blocks) this.#exports.rppg_free(b.ptr, b.len);
      throw error;
    }
  }
}

/** Copies `source[offset…]` into `target` (typed arrays via subarray, plain arrays element-wise). */
function copyTail(target: Float64Array, source: ArrayLike<number>, offset: number): void {
  if (ArrayBuffer.isView(source) && 'subarray' in source) {
    target.set((source as unknown as Float64Array).subarray(offset, offset + target.length));
    return;
  }
  // A trace that went through JSON (saved scans, the enhancement API) carries NaN as null, which a
  // Float64Array would store as 0: a missing colour or keypoint must stay missing.
  for (let i = 0; i < target.length; i++) {
    const v: unknown = source[offset + i];
    target[i] = typeof v === 'number' ? v : Number.NaN;
  }
}

async function instantiate(source: WasmSource): Promise<WebAssembly.Instance> {
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {});
  if (typeof Response !== 'undefined' && (source instanceof Response || 'then' in source)) {
    const response = await source;
    return (await WebAssembly.instantiateStreaming(response, {})).instance;
  }
  return (await WebAssembly.instantiate(source as BufferSource, {})).instance;
}

/** Instantiates the core from a fetched response, compiled module or raw bytes. */
export async function loadRppgCore(source: WasmSource): Promise<RppgCore> {
  const instance = await instantiate(source);
  return new RppgCore(instance.exports as unknown as CoreExports);
}
