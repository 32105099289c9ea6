import { notMeasured } from '@ai-doctor/rppg-core/vitals';
import type { SavedReading } from './readingsStorage.ts';

/** The trend chart appears from this many charted readings (ADR-13). */
export const CHART_MIN_READINGS = 2;
/** Fixed y axis of the trend chart, mmHg (ADR-13). */
export const CHART_Y_DOMAIN: readonly [number, number] = [60, 160];

export interface ChartPoint {
  label: string;
  systolic: number;
  diastolic: number;
}

/** Whether a reading's blood pressure was estimated: not when the core withheld it or its pulse was withheld (ADR-27). */
export const hasBloodPressure = (r: SavedReading) => !notMeasured(r).bloodPressure;

/**
 * Chart points oldest → newest, labelled 'Reading 1..n', from readings stored newest first. A reading
 * without a blood-pressure estimate is left out: its fields hold a number the scan did not earn.
 */
export function chartPoints(readingsNewestFirst: readonly SavedReading[]): ChartPoint[] {
  return [...readingsNewestFirst]
    .reverse()
    .filter(hasBloodPressure)
    .map((r, i) => ({ label: `Reading ${i + 1}`, systolic: r.systolic, diastolic: r.diastolic }));
}
