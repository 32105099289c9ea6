import type { SavedReading } from './readingsStorage.ts';

/** The trend chart appears from this many readings (ADR-13). */
export const CHART_MIN_READINGS = 2;
/** Fixed y axis of the trend chart, mmHg (ADR-13). */
export const CHART_Y_DOMAIN: readonly [number, number] = [60, 160];

export interface ChartPoint {
  label: string;
  systolic: number;
  diastolic: number;
}

/** Chart points oldest → newest, labelled 'Reading 1..n', from readings stored newest first. */
export function chartPoints(readingsNewestFirst: readonly SavedReading[]): ChartPoint[] {
  return [...readingsNewestFirst].reverse().map((r, i) => ({
    label: `Reading ${i + 1}`,
    systolic: r.systolic,
    diastolic: r.diastolic,
  }));
}
