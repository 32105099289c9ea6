/**
 * What the benchmark's pictures show, per method: the Bland–Altman plot (Bland & Altman 1986, "Statistical
 * methods for assessing agreement between two methods of clinical measurement", Lancet: the difference
 * against the mean of estimate and reference, with the mean difference and its 95 % limits of agreement,
 * bias ± 1.96 SD), the estimate against the reference, and the error against the method's quality score.
 */
import { populationStd } from './metrics.ts';
import type { BenchmarkMethod, EstimateStatus, ScanRow } from './rows.ts';
import { scanName } from './table.ts';

export interface PlotPoint {
  x: number;
  y: number;
  /** The scan, for the point's tooltip. */
  label: string;
  status: EstimateStatus;
}

/** A horizontal line at `y`, or the identity line y = x. */
export type PlotLine = { kind: 'horizontal'; y: number; label: string } | { kind: 'identity'; label: string };

export interface PlotData {
  points: PlotPoint[];
  lines: PlotLine[];
}

/** The scans where `method` gave a rate, with that rate (withheld ones included: the engine's every estimate). */
function estimated(rows: readonly ScanRow[], method: BenchmarkMethod) {
  return rows.flatMap((r) => {
    const e = r.estimates[method];
    return e?.bpm == null ? [] : [{ row: r, bpm: e.bpm, status: e.status, quality: e.quality }];
  });
}

export function blandAltman(rows: readonly ScanRow[], method: BenchmarkMethod): PlotData {
  const points = estimated(rows, method).map(({ row, bpm, status }) => ({
    x: (bpm + row.referenceBpm) / 2,
    y: bpm - row.referenceBpm,
    label: scanName(row),
    status,
  }));
  if (points.length === 0) return { points, lines: [] };
  const diffs = points.map((p) => p.y);
  const bias = diffs.reduce((s, v) => s + v, 0) / diffs.length;
  const spread = 1.96 * populationStd(diffs);
  return {
    points,
    lines: [
      { kind: 'horizontal', y: bias, label: `bias ${bias.toFixed(1)}` },
      { kind: 'horizontal', y: bias + spread, label: `+1.96 SD ${(bias + spread).toFixed(1)}` },
      { kind: 'horizontal', y: bias - spread, label: `−1.96 SD ${(bias - spread).toFixed(1)}` },
    ],
  };
}

export function estimateAgainstReference(rows: readonly ScanRow[], method: BenchmarkMethod): PlotData {
  return {
    points: estimated(rows, method).map(({ row, bpm, status }) => ({
      x: row.referenceBpm,
      y: bpm,
      label: scanName(row),
      status,
    })),
    lines: [{ kind: 'identity', label: 'estimate = reference' }],
  };
}

export function errorAgainstQuality(rows: readonly ScanRow[], method: BenchmarkMethod): PlotData {
  return {
    points: estimated(rows, method).flatMap(({ row, bpm, status, quality }) =>
      quality == null ? [] : [{ x: quality, y: Math.abs(bpm - row.referenceBpm), label: scanName(row), status }],
    ),
    lines: [{ kind: 'horizontal', y: 5, label: '5 bpm' }],
  };
}

/** A plot's extent: its points and lines, padded by 5 % of their span on each side (a single value by 5 % of itself, or 0.5). */
export function extent(data: PlotData, axis: 'x' | 'y'): [number, number] {
  const values = data.points.map((p) => p[axis]);
  for (const line of data.lines) if (line.kind === 'horizontal' && axis === 'y') values.push(line.y);
  if (data.lines.some((l) => l.kind === 'identity'))
    values.push(...data.points.map((p) => p[axis === 'x' ? 'y' : 'x']));
  if (values.length === 0) return [0, 1];
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const pad = hi > lo ? 0.05 * (hi - lo) : Math.max(0.05 * Math.abs(hi), 0.5);
  return [lo - pad, hi + pad];
}
