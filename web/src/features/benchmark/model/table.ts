/**
 * The benchmark's tables as text (the command line prints them) and as cells (the page and the report
 * lay them out): one row per scan with each method's estimate and error, then one row per method with
 * the standard metrics.
 */

import type { WithError } from './metrics.ts';
import type {
  BenchmarkMethod,
  BenchmarkResult,
  CoreTiming,
  DeviceTiming,
  Estimate,
  MethodSummary,
  ScanRow,
} from './rows.ts';
import { SUMMARY_LABEL } from './rows.ts';

const fixed = (x: number | null | undefined, digits = 1) =>
  x == null || !Number.isFinite(x) ? '—' : x.toFixed(digits);
/** An error with its sign, by its rounded value (a −0.02 error reads ±0.0, not −0.0). */
const signed = (x: number) => {
  const rounded = Math.abs(x).toFixed(1);
  return `${rounded === '0.0' ? '±' : x > 0 ? '+' : '−'}${rounded}`;
};

/** A scan's start, as the tables name it. */
export const scanName = (row: ScanRow): string => (row.startS > 0 ? `${row.clip}@${row.startS}s` : row.clip);

/** An estimate's cell: the rate and its error, e.g. `94.1 (+0.3)`; `—` without a rate. */
export function estimateCell(e: Estimate | undefined, referenceBpm: number): string {
  if (e?.bpm == null) return '—';
  return `${e.bpm.toFixed(1)} (${signed(e.bpm - referenceBpm)})`;
}

/** How the engine showed its rate, e.g. `exact`, `range 90–98`, `withheld`. */
export function statusCell(e: Estimate | undefined): string {
  if (!e) return '';
  if (e.status === 'failed') return `failed${e.note ? `: ${e.note}` : ''}`;
  if (e.status === 'approximate' && e.range) return `range ${e.range.low.toFixed(0)}–${e.range.high.toFixed(0)}`;
  return e.status;
}

export const withError = ({ value, se }: WithError, digits: number): string =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ± ${fixed(se, digits)}` : '—';

/** The per-scan table's header and rows as cells. */
export function scanCells(result: Pick<BenchmarkResult, 'rows' | 'methods'>): string[][] {
  const header = [
    'scan',
    'reference',
    ...result.methods.flatMap((m) => (m === 'engine' ? ['engine', 'shown as'] : [m])),
  ];
  const rows = result.rows.map((r) => [
    scanName(r),
    fixed(r.referenceBpm),
    ...result.methods.flatMap((m: BenchmarkMethod) => {
      const cell = estimateCell(r.estimates[m], r.referenceBpm);
      return m === 'engine' ? [cell, statusCell(r.estimates.engine)] : [cell];
    }),
  ]);
  return [header, ...rows];
}

/** The per-method table's header and rows as cells (the toolbox's figures, ± their standard errors). */
export function summaryCells(summary: readonly MethodSummary[]): string[][] {
  const header = [
    'method',
    'n',
    'MAE (bpm)',
    'RMSE (bpm)',
    'MAPE (%)',
    'Pearson r',
    '≤ 5 bpm',
    'ranges hold',
    'not read',
  ];
  const rows = summary.map((s) => [
    SUMMARY_LABEL[s.key],
    String(s.metrics.n),
    withError(s.metrics.mae, 2),
    withError(s.metrics.rmse, 2),
    withError(s.metrics.mape, 2),
    withError(s.metrics.pearson, 3),
    `${s.metrics.within5}/${s.metrics.n}`,
    s.ranges ? `${s.ranges.holds}/${s.ranges.stated}` : '',
    String(s.left),
  ]);
  return [header, ...rows];
}

/** Cells as aligned text columns (numbers right-aligned, the first column left-aligned). */
export function formatCells(cells: readonly (readonly string[])[]): string {
  const widths = (cells[0] ?? []).map((_, c) => Math.max(...cells.map((row) => (row[c] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The core's measured figures in one line, with where they were measured. */
export function timingLine(t: CoreTiming): string {
  const methods = Object.entries(t.methodMs)
    .map(([m, ms]) => `${m} ${ms.p50.toFixed(1)}`)
    .join(', ');
  return [
    `core: ${t.frames} frames, ${t.frameMs.p50.toFixed(3)} ms per frame (p95 ${t.frameMs.p95.toFixed(3)}),`,
    `${t.fps.toFixed(0)} fps through the core, final analysis ${t.analyzeMs.p50.toFixed(0)} ms (p95 ${t.analyzeMs.p95.toFixed(0)}),`,
    `${methods ? `classic methods per scan (ms, median) ${methods}, ` : ''}peak WASM memory ${(t.peakMemoryBytes / 2 ** 20).toFixed(1)} MB;`,
    t.conditions,
  ].join(' ');
}

/** Each clip's time on the device as cells: the scan worker's per frame, a frame through both workers, detection. */
export function deviceCells(device: readonly DeviceTiming[]): string[][] {
  const ms = ({ p50, p95 }: { p50: number; p95: number }) => `${p50.toFixed(1)} (p95 ${p95.toFixed(1)})`;
  return [
    [
      'clip',
      'frames',
      'scan worker ms/frame',
      'both workers ms/frame',
      'face detection ms',
      'WASM memory',
      'wall time',
    ],
    ...device.map((d) => [
      d.clip,
      String(d.frames),
      ms(d.workerMs),
      ms(d.frameMs),
      ms(d.detectorMs),
      `${(d.wasmMemoryBytes / 2 ** 20).toFixed(1)} MB`,
      `${d.seconds.toFixed(0)} s`,
    ]),
  ];
}

/** Both tables as the command line prints them. */
export function formatResult(result: BenchmarkResult): string {
  return [formatCells(scanCells(result)), '', formatCells(summaryCells(result.summary))].join('\n');
}

/** The rows in long form for a spreadsheet: one line per scan and method. */
export function csvOf(result: BenchmarkResult): string {
  const lines = [
    'clip,layout,condition,start_s,method,reference_bpm,estimate_bpm,error_bpm,status,range_low,range_high,quality',
  ];
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  for (const r of result.rows) {
    for (const m of result.methods) {
      const e = r.estimates[m];
      const err = e?.bpm == null ? '' : String(e.bpm - r.referenceBpm);
      lines.push(
        [
          q(r.clip),
          q(r.layout),
          q(r.condition),
          r.startS,
          m,
          r.referenceBpm,
          e?.bpm ?? '',
          err,
          e?.status ?? 'failed',
          e?.range?.low ?? '',
          e?.range?.high ?? '',
          e?.quality ?? '',
        ].join(','),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
