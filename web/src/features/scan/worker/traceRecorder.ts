/**
 * The scan's recording: per frame its capture time, the mean skin colour of each region, whether a face
 * was found and the face keypoints. The whole recording feeds the final analysis; its most recent
 * face-present samples (the product's 150, ADR-19) feed the live estimate.
 */
import type { Trace } from '@ai-doctor/rppg-core';
import { LIVE_BUFFER_SAMPLES } from '../constants.ts';
import type { RegionName } from '../face/roi.ts';

export interface RegionColour {
  name: RegionName;
  r: number;
  g: number;
  b: number;
  /** Skin pixels behind the mean; 0 when the region had none this frame. */
  skinPixels: number;
}

export interface RecordedFrame {
  timestampMs: number;
  regions: RegionColour[];
  facePresent: boolean;
  /** 12 numbers: the six keypoints' x, y normalised to the frame; NaN when unknown. */
  landmarks: ArrayLike<number>;
}

/** A recorded trace, as the core's `Trace` with plain arrays (structured-clone and JSON friendly). */
export interface RecordedTrace extends Trace {
  timestampsMs: number[];
  rois: { name: RegionName; rgb: number[] }[];
  facePresent: number[];
  landmarks: number[];
  /** Skin-weighted RGB of all regions per frame: the product's `timeSeriesData` (ADR-21). */
  timeSeriesData: [number, number, number][];
}

/** One frame of a trace as it holds it: a region without skin carries its last colour. */
export interface TraceFrame {
  timestampMs: number;
  facePresent: boolean;
  /** The skin-weighted colour of all regions (`timeSeriesData`). */
  combined: readonly number[];
  rois: { name: RegionName; rgb: readonly number[] }[];
  /** The 12 keypoint values (NaN when unknown). */
  landmarks: readonly number[];
}

/** Frame `i` of a recorded trace. */
export function traceFrame(trace: RecordedTrace, i: number): TraceFrame {
  return {
    timestampMs: trace.timestampsMs[i] as number,
    facePresent: trace.facePresent[i] === 1,
    combined: trace.timeSeriesData[i] as [number, number, number],
    rois: trace.rois.map(({ name, rgb }) => ({ name, rgb: rgb.slice(3 * i, 3 * i + 3) })),
    landmarks: trace.landmarks.slice(LANDMARK_VALUES_PER_FRAME * i, LANDMARK_VALUES_PER_FRAME * (i + 1)),
  };
}

export const LANDMARK_VALUES_PER_FRAME = 12;
export const NO_LANDMARKS: readonly number[] = Array.from({ length: LANDMARK_VALUES_PER_FRAME }, () => Number.NaN);

export class TraceRecorder {
  readonly #timestamps: number[] = [];
  readonly #rgb: Map<RegionName, number[]>;
  readonly #facePresent: number[] = [];
  readonly #landmarks: number[] = [];
  /** Skin-weighted mean of all regions per frame, 3 per frame: the product's `timeSeriesData` (ADR-21). */
  readonly #combined: number[] = [];

  constructor(readonly regionNames: readonly RegionName[]) {
    this.#rgb = new Map(regionNames.map((n) => [n, []]));
  }

  get length(): number {
    return this.#timestamps.length;
  }

  /**
   * Adds a frame. A region without skin pixels this frame (glare, a hand) keeps its previous colour,
   * or takes the frame's combined colour at the start, so every series stays gap-free.
   */
  record(frame: RecordedFrame): void {
    // Capture times must increase: a frame at or before the last one is a duplicate or out of order.
    const last = this.#timestamps.at(-1);
    if (last !== undefined && frame.timestampMs <= last) return;
    const combined = combine(frame.regions) ?? this.#lastCombined();
    if (!combined) return;
    this.#timestamps.push(frame.timestampMs);
    this.#facePresent.push(frame.facePresent ? 1 : 0);
    for (let i = 0; i < LANDMARK_VALUES_PER_FRAME; i++) this.#landmarks.push(frame.landmarks[i] ?? Number.NaN);
    this.#combined.push(...combined);
    for (const [name, series] of this.#rgb) {
      const region = frame.regions.find((r) => r.name === name && r.skinPixels > 0);
      const n = series.length;
      series.push(...(region ? [region.r, region.g, region.b] : n ? series.slice(n - 3) : combined));
    }
  }

  #lastCombined(): [number, number, number] | null {
    const n = this.#combined.length;
    return n ? (this.#combined.slice(n - 3) as [number, number, number]) : null;
  }

  /** The last frame recorded, as the trace holds it; null before the first. */
  lastFrame(): TraceFrame | null {
    const i = this.length - 1;
    if (i < 0) return null;
    const n = LANDMARK_VALUES_PER_FRAME;
    return {
      timestampMs: this.#timestamps[i] as number,
      facePresent: this.#facePresent[i] === 1,
      combined: this.#combined.slice(3 * i, 3 * i + 3),
      rois: [...this.#rgb].map(([name, rgb]) => ({ name, rgb: rgb.slice(3 * i, 3 * i + 3) })),
      landmarks: this.#landmarks.slice(n * i, n * (i + 1)),
    };
  }

  /** The whole recording. */
  trace(): RecordedTrace {
    return this.#slice(Array.from(this.#timestamps.keys()));
  }

  /** The last `maxSamples` frames in which a face was present (the product's 150-sample live buffer, ADR-19). */
  liveTrace(maxSamples = LIVE_BUFFER_SAMPLES): RecordedTrace {
    const picked: number[] = [];
    for (let i = this.length - 1; i >= 0 && picked.length < maxSamples; i--) {
      if (this.#facePresent[i]) picked.push(i);
    }
    return this.#slice(picked.reverse());
  }

  #slice(idx: number[]): RecordedTrace {
    const pick3 = (a: number[]) => idx.flatMap((i) => a.slice(3 * i, 3 * i + 3));
    return {
      timestampsMs: idx.map((i) => this.#timestamps[i] as number),
      rois: [...this.#rgb].map(([name, rgb]) => ({ name, rgb: pick3(rgb) })),
      facePresent: idx.map((i) => this.#facePresent[i] as number),
      landmarks: idx.flatMap((i) =>
        this.#landmarks.slice(LANDMARK_VALUES_PER_FRAME * i, LANDMARK_VALUES_PER_FRAME * (i + 1)),
      ),
      timeSeriesData: idx.map((i) => this.#combined.slice(3 * i, 3 * i + 3) as [number, number, number]),
    };
  }
}

/**
 * The frame's whole-face colour: the face outline's when it had skin (it covers the boxes), else the
 * skin-pixel-weighted mean colour of the regions; null when none had skin.
 */
export function combine(regions: RegionColour[]): [number, number, number] | null {
  const face = regions.find((r) => r.name === 'face' && r.skinPixels > 0);
  if (face) return [face.r, face.g, face.b];
  let n = 0;
  let r = 0;
  let g = 0;
  let b = 0;
  for (const region of regions) {
    if (!(region.skinPixels > 0)) continue; // the core reports NaN colours for a region without skin
    n += region.skinPixels;
    r += region.r * region.skinPixels;
    g += region.g * region.skinPixels;
    b += region.b * region.skinPixels;
  }
  return n > 0 ? [r / n, g / n, b / n] : null;
}

/** A fixed-size history of the latest values (ADR-19: heart rate 50, face 30). */
export class History {
  readonly #values: number[] = [];

  constructor(readonly capacity: number) {}

  push(value: number): void {
    this.#values.push(value);
    if (this.#values.length > this.capacity) this.#values.shift();
  }

  get length(): number {
    return this.#values.length;
  }

  /** Mean of the newest `count` values (all when fewer), or null when empty. */
  recentMean(count = this.capacity): number | null {
    const recent = this.#values.slice(-count);
    return recent.length ? recent.reduce((s, v) => s + v, 0) / recent.length : null;
  }
}
