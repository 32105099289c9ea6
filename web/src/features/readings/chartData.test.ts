import { describe, expect, it } from 'vitest';
import { chartPoints } from './chartData.ts';
import type { SavedReading } from './readingsStorage.ts';

const reading = (id: number, systolic: number, diastolic: number): SavedReading => ({
  id,
  timestamp: new Date(id).toISOString(),
  systolic,
  diastolic,
  heartRate: 70,
});

describe('chart points', () => {
  it('run oldest to newest and are labelled Reading 1..n', () => {
    const newestFirst = [reading(3, 130, 85), reading(2, 120, 80), reading(1, 110, 70)];
    expect(chartPoints(newestFirst)).toEqual([
      { label: 'Reading 1', systolic: 110, diastolic: 70 },
      { label: 'Reading 2', systolic: 120, diastolic: 80 },
      { label: 'Reading 3', systolic: 130, diastolic: 85 },
    ]);
    expect(newestFirst[0]?.id).toBe(3);
  });
});

describe('a reading without a blood-pressure estimate', () => {
  it('is left out of the chart: a withheld pulse takes the estimate with it, as does the core withholding it', () => {
    const withheldPulse = { ...reading(3, 150, 96), reliable: false, heartRateOutcome: 'withheld' as const };
    const withheldBp = { ...reading(2, 118, 76), withheld: { bloodPressure: 'Not measured.' } };
    const points = chartPoints([withheldPulse, withheldBp, reading(1, 110, 70)]);
    expect(points).toEqual([{ label: 'Reading 1', systolic: 110, diastolic: 70 }]);
  });
});
