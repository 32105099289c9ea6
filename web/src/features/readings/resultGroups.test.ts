import { describe, expect, it } from 'vitest';
import { makeResult } from '../../shared/testing/measurementResult.ts';
import { resultGroups } from './resultGroups.ts';

const metrics = (rows: { metric: string }[]) => rows.map((r) => r.metric);

describe('result groups, ordered by evidence (ADR-27)', () => {
  it('lead with the heart rate and its signal quality, then derived, experimental, and what a camera cannot measure', () => {
    const groups = resultGroups(makeResult());
    expect(groups.heartRate?.metric).toBe('heartRate');
    expect(metrics(groups.quality)).toEqual(['prq', 'confidence']);
    expect(metrics(groups.derived)).toEqual([
      'heartRateVariability',
      'breathingRate',
      'sympatheticStress',
      'parasympatheticActivity',
      'estimatedECG.heartRhythm',
    ]);
    expect(metrics(groups.experimental)).toEqual([
      'bloodPressure',
      'oxygenSaturation',
      'strokeRiskFactors.riskLevel',
      'parkinsonsIndicators.riskLevel',
    ]);
    expect(metrics(groups.cannotMeasure)).toEqual(['estimatedTemperature', 'estimatedEEG.mentalState']);
  });

  it('moves what the scan did not measure to the last group, the heart rate excepted', () => {
    const withheld = resultGroups(makeResult({ reliable: false }));
    expect(withheld.heartRate).toMatchObject({ display: 'Not measured' });
    expect(withheld.derived).toEqual([]);
    expect(metrics(withheld.experimental)).toEqual(['strokeRiskFactors.riskLevel', 'parkinsonsIndicators.riskLevel']);
    expect(metrics(withheld.cannotMeasure)).toContain('bloodPressure');
    const hrv = resultGroups(makeResult({ withheld: { heartRateVariability: 'Too few clean beats.' } }));
    expect(metrics(hrv.derived)).not.toContain('heartRateVariability');
    expect(metrics(hrv.cannotMeasure)).toEqual([
      'heartRateVariability',
      'estimatedTemperature',
      'estimatedEEG.mentalState',
    ]);
  });
});
