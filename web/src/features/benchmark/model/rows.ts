/**
 * A benchmark's results: for every scan (a clip, from one start) each method's estimate against the
 * reference, and per method the standard metrics. The engine's estimate keeps how the app showed it
 * (exact, a range, withheld); a classic method always answers with the peak of its spectrum.
 */
import { CLASSIC_METHODS, type MethodReading } from '@ai-doctor/rppg-core';
import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import type { Problem } from './dataset.ts';
import { type MethodMetrics, methodMetrics } from './metrics.ts';

/** The app's engine and the classic methods, in the tables' order. */
export const BENCHMARK_METHODS = ['engine', ...CLASSIC_METHODS] as const;
export type BenchmarkMethod = (typeof BENCHMARK_METHODS)[number];

/** How a method answered: the engine's three outcomes, a classic method's reading, or no answer. */
export type EstimateStatus = 'exact' | 'approximate' | 'withheld' | 'read' | 'failed';

export interface Estimate {
  /** The rate it gave, bpm (the engine's best estimate even when it withheld it); null when it failed. */
  bpm: number | null;
  status: EstimateStatus;
  /** The engine's stated range, when it gave one. */
  range: { low: number; high: number } | null;
  /** Its quality score: the engine's confidence (0–1), a classic method's SNR (dB). */
  quality: number | null;
  /** Why it failed. */
  note?: string;
}

/** What each method's quality score is. */
export const QUALITY_LABEL: Record<BenchmarkMethod, string> = {
  engine: 'confidence',
  ...(Object.fromEntries(CLASSIC_METHODS.map((m) => [m, 'SNR (dB)'])) as Record<
    (typeof CLASSIC_METHODS)[number],
    string
  >),
};

/** One scan of a clip and every method's estimate on its frames. */
export interface ScanRow {
  clip: string;
  layout: string;
  condition: string;
  /** Where in the clip the scan began, s. */
  startS: number;
  referenceBpm: number;
  estimates: Partial<Record<BenchmarkMethod, Estimate>>;
}

/** The engine's reading as the results screen shows it. */
export function engineEstimate(
  result: Pick<MeasurementResult, 'heartRate' | 'reliable' | 'heartRateOutcome' | 'heartRateRange' | 'confidence'>,
): Estimate {
  return {
    bpm: result.heartRate,
    status: result.heartRateOutcome ?? (result.reliable ? 'exact' : 'withheld'),
    range: result.heartRateRange ?? null,
    quality: result.confidence,
  };
}

export function classicEstimate(reading: MethodReading): Estimate {
  return { bpm: reading.heartRateBpm, status: 'read', range: null, quality: reading.snrDb };
}

export function failedEstimate(note: string): Estimate {
  return { bpm: null, status: 'failed', range: null, quality: null, note };
}

/** A summary row: a method, or the engine over every estimate (`engine-all`, shown or not). */
export type SummaryKey = BenchmarkMethod | 'engine-all';

export const SUMMARY_LABEL: Record<SummaryKey, string> = {
  engine: 'engine (exact)',
  'engine-all': 'engine (every estimate)',
  ...(Object.fromEntries(CLASSIC_METHODS.map((m) => [m, m.toUpperCase()])) as Record<
    (typeof CLASSIC_METHODS)[number],
    string
  >),
};

export interface MethodSummary {
  key: SummaryKey;
  metrics: MethodMetrics;
  /** Scans the method gave no rate for (failed; for `engine`, also withheld and ranges). */
  left: number;
  /** Engine only: its stated ranges that hold the reference, of those it stated. */
  ranges?: { holds: number; stated: number };
}

/**
 * Per method the metrics over its estimates: the engine's exact readings (what the app stands behind),
 * then every estimate it made, then each classic method's readings.
 */
export function summarise(rows: readonly ScanRow[], methods: readonly BenchmarkMethod[]): MethodSummary[] {
  const keys: SummaryKey[] = methods.flatMap((m) => (m === 'engine' ? (['engine', 'engine-all'] as const) : [m]));
  return keys.map((key) => {
    const method = key === 'engine-all' ? 'engine' : key;
    const counted = (e: Estimate | undefined): e is Estimate & { bpm: number } =>
      e?.bpm != null && (key !== 'engine' || e.status === 'exact');
    const pairs = rows.flatMap((r) => {
      const e = r.estimates[method];
      return counted(e) ? [{ referenceBpm: r.referenceBpm, estimateBpm: e.bpm }] : [];
    });
    const summary: MethodSummary = { key, metrics: methodMetrics(pairs), left: rows.length - pairs.length };
    if (method === 'engine') {
      const stated = rows.filter((r) => r.estimates.engine?.range);
      const holds = stated.filter((r) => {
        const range = r.estimates.engine?.range as { low: number; high: number };
        return r.referenceBpm >= range.low && r.referenceBpm <= range.high;
      });
      summary.ranges = { holds: holds.length, stated: stated.length };
    }
    return summary;
  });
}

/** Core figures measured while the benchmark ran (not deterministic: they depend on the machine and its load). */
export interface CoreTiming {
  /** Frames through the core. */
  frames: number;
  /** The core's time per frame (its per-frame calls), ms. */
  frameMs: { p50: number; p95: number };
  /** Frames per second through the core alone (every frame's, live and final analyses' time). */
  fps: number;
  /** The core's final analysis per scan, ms. */
  analyzeMs: { p50: number; p95: number };
  /** Each classic method's reading per scan, ms. */
  methodMs: Partial<Record<BenchmarkMethod, { p50: number; p95: number }>>;
  /** The largest the core's WebAssembly memory grew, bytes. */
  peakMemoryBytes: number;
  /** Where it was measured, e.g. the machine's load average. */
  conditions: string;
}

/** The scan worker's figures for one clip on the device that ran it (`/benchmark`). */
export interface DeviceTiming {
  clip: string;
  frames: number;
  /** The scan worker's own work per frame (sampling, recording), ms, over the scan's last 10 s. */
  workerMs: { p50: number; p95: number };
  /** A frame's turn through both workers (the face detector's, when due, then the scan's), ms. */
  frameMs: { p50: number; p95: number };
  detectorMs: { p50: number; p95: number };
  wasmMemoryBytes: number;
  /** The clip's wall time, decoding included, s. */
  seconds: number;
}

/** Everything a benchmark run produced. */
export interface BenchmarkResult {
  dataset: string;
  condition: string;
  methods: BenchmarkMethod[];
  rows: ScanRow[];
  summary: MethodSummary[];
  problems: Problem[];
  timing: CoreTiming | null;
  /** On a device: each clip's figures there. */
  device?: DeviceTiming[];
}
