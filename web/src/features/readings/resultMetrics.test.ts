import { describe, expect, it } from 'vitest';
import { makeResult } from '../../shared/testing/measurementResult.ts';
import { overallHealthStatus } from './healthStatus.ts';
import {
  AT_LIMIT_NOTE,
  bandedRows,
  metricRows,
  resultTiles,
  rowSentence,
  vitalRows,
  WITHHELD_DATA_VALUE,
} from './resultMetrics.ts';

const HRV_REASON = 'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).';
const FROM_HRV = 'Computed from HRV, which could not be measured in this scan.';
const POSE_REASON = 'Head pose changed too much to compare the two sides of the face.';

/** A reading whose HRV the core withheld: the field holds the product's default (35), which is no reading. */
const withheldHrv = makeResult({
  heartRateVariability: 35,
  withheld: { heartRateVariability: HRV_REASON, sympatheticStress: FROM_HRV },
});

const row = (r: Parameters<typeof metricRows>[0], metric: string) => metricRows(r).find((x) => x.metric === metric);

describe('metric rows', () => {
  it('cover every tile of the results screen with its spec field, raw value and grade', () => {
    const tiles = resultTiles(makeResult({ confidence: 0.84, estimatedTemperature: 98.6 }));
    expect(tiles.map((t) => t.metric)).toEqual([
      'heartRate',
      'heartRateVariability',
      'breathingRate',
      'oxygenSaturation',
      'sympatheticStress',
      'parasympatheticActivity',
      'prq',
      'estimatedTemperature',
      'strokeRiskFactors.riskLevel',
      'parkinsonsIndicators.riskLevel',
      'estimatedECG.heartRhythm',
      'estimatedEEG.mentalState',
      'confidence',
    ]);
    const byMetric = Object.fromEntries(tiles.map((t) => [t.metric, t]));
    expect(byMetric.confidence).toMatchObject({ display: '84%', dataValue: '0.84', evidence: 'confidence' });
    // An illustration is never quoted in a clinical unit (ADR-27); the hook keeps the field.
    expect(byMetric.estimatedTemperature).toMatchObject({ display: 'Not measurable by camera', dataValue: '98.6' });
    expect(byMetric['estimatedECG.heartRhythm']).toMatchObject({
      dataValue: 'Normal Sinus Rhythm',
      evidence: 'heartRhythm',
    });
    expect(byMetric.oxygenSaturation?.interpretation?.band).toBe('good');
  });

  it('lead with blood pressure and its uncertainty, with a category only when the whole range lies in one', () => {
    const [bp] = metricRows(makeResult({ systolic: 132.4, diastolic: 78 }));
    expect(bp).toMatchObject({ metric: 'bloodPressure', display: '132/78 ± 13/13 mmHg', evidence: 'bloodPressure' });
    expect(bp?.interpretation).toMatchObject({
      band: 'category cannot be told from a camera estimate',
      status: 'neutral',
    });
    const [low] = metricRows(makeResult({ systolic: 104, diastolic: 64 }));
    expect(low?.interpretation).toMatchObject({ band: 'Normal', status: 'neutral' });
  });

  it('never band the illustrative temperature as elevated or a fever', () => {
    const temperature = resultTiles(makeResult({ estimatedTemperature: 100.1 })).find(
      (t) => t.metric === 'estimatedTemperature',
    );
    expect(temperature?.interpretation).toMatchObject({ band: 'illustrative', status: 'neutral' });
    expect(overallHealthStatus(makeResult({ estimatedTemperature: 100.1, systolic: 136, diastolic: 87 })).level).toBe(
      'healthy',
    );
  });

  it('leave out what an old saved reading lacks', () => {
    const rows = metricRows({ systolic: 120, diastolic: 80, heartRate: 70 });
    expect(rows.map((r) => r.metric)).toEqual(['bloodPressure', 'heartRate']);
  });

  it('give bands only to the metrics the spec bands', () => {
    expect(bandedRows(makeResult()).map((r) => r.metric)).toEqual([
      'bloodPressure',
      'heartRate',
      'heartRateVariability',
      'breathingRate',
      'oxygenSaturation',
      'sympatheticStress',
      'parasympatheticActivity',
      'prq',
      'estimatedTemperature',
    ]);
  });
});

describe('what the scan could not read exactly (issue 11)', () => {
  it('shows a withheld metric as not measured, with its reason and no band', () => {
    expect(row(withheldHrv, 'heartRateVariability')).toEqual({
      metric: 'heartRateVariability',
      label: 'HRV',
      display: 'Not measured',
      dataValue: WITHHELD_DATA_VALUE,
      evidence: 'heartRateVariability',
      withheldReason: HRV_REASON,
    });
    expect(row(withheldHrv, 'sympatheticStress')).toMatchObject({ display: 'Not measured', withheldReason: FROM_HRV });
    expect(row(withheldHrv, 'breathingRate')).toMatchObject({ display: '15 /min', dataValue: '15' });
  });

  it("says a withheld screening class is 'Not assessed'", () => {
    const r = makeResult({
      strokeRiskFactors: { ...makeResult().strokeRiskFactors, riskLevel: 'Not assessed' },
      estimatedECG: { ...makeResult().estimatedECG, heartRhythm: 'Not assessable' },
      withheld: { strokeRiskFactors: POSE_REASON, heartRhythm: FROM_HRV },
    });
    expect(row(r, 'strokeRiskFactors.riskLevel')).toMatchObject({
      display: 'Not assessed',
      dataValue: WITHHELD_DATA_VALUE,
      withheldReason: POSE_REASON,
    });
    expect(row(r, 'estimatedECG.heartRhythm')).toMatchObject({ display: 'Not assessed', withheldReason: FROM_HRV });
    expect(row(r, 'parkinsonsIndicators.riskLevel')).toMatchObject({ display: 'Low' });
  });

  it('shows a value at the ceiling as a bound, banded as beyond it', () => {
    const hrv = row(
      makeResult({ heartRateVariability: 80, atLimit: { heartRateVariability: 'max' } }),
      'heartRateVariability',
    );
    expect(hrv).toMatchObject({ display: '≥ 80 ms', dataValue: '80', atLimit: 'max' });
    expect(hrv?.interpretation).toMatchObject({ band: 'excellent', text: expect.stringContaining('≥ 80 ms') });
    expect(hrv && rowSentence(hrv)).toBe(
      `Heart rate variability of ≥ 80 ms is excellent, a sign of good recovery. ${AT_LIMIT_NOTE}`,
    );
  });

  it('shows a value at the floor as a bound', () => {
    const breathing = row(makeResult({ breathingRate: 8, atLimit: { breathingRate: 'min' } }), 'breathingRate');
    expect(breathing).toMatchObject({ display: '≤ 8 /min', atLimit: 'min' });
    expect(breathing?.interpretation?.text).toBe(
      'Breathing at ≤ 8 breaths per minute is slower than the typical 12–20.',
    );
    expect(row(makeResult({ breathingRate: 8 }), 'breathingRate')?.display).toBe('8 /min');
  });

  it('reads an older saved reading without the fields as fully measured', () => {
    const old = { systolic: 120, diastolic: 80, heartRate: 70, heartRateVariability: 42 };
    expect(row(old, 'heartRateVariability')).toMatchObject({ display: '42 ms', interpretation: { band: 'good' } });
  });

  it('leaves withheld metrics out of the banded rows but keeps them in the list of vitals, with the reason', () => {
    expect(bandedRows(withheldHrv).map((r) => r.metric)).not.toContain('heartRateVariability');
    expect(bandedRows(withheldHrv).map((r) => r.metric)).not.toContain('sympatheticStress');
    const hrv = vitalRows(withheldHrv).find((r) => r.metric === 'heartRateVariability');
    expect(hrv && rowSentence(hrv)).toBe(`HRV: not measured. ${HRV_REASON}`);
  });
});

describe('overall health status', () => {
  it("is 'Healthy' when every banded metric is normal, naming the camera estimates it does not judge", () => {
    expect(overallHealthStatus(makeResult({ systolic: 104, diastolic: 64 }))).toMatchObject({
      badge: 'Healthy',
      message:
        'All judged vital signs are within normal ranges. Keep up the great work! Shown without a verdict (a camera cannot judge them): blood pressure, oxygen saturation, body temperature.',
    });
  });

  it('names the measured metrics that need attention, and only those (ADR-27)', () => {
    const status = overallHealthStatus(makeResult({ heartRate: 110, breathingRate: 22 }));
    expect(status).toMatchObject({ level: 'attention', status: 'warning' });
    expect(status.message).toContain('Worth keeping an eye on: heart rate.');
    expect(status.message).toContain('without a verdict (a camera cannot judge them): blood pressure, breathing rate');
  });

  it('escalates when a measured metric is in an alert band, never for an estimate', () => {
    const status = overallHealthStatus(makeResult({ heartRate: 130 }));
    expect(status).toMatchObject({ level: 'consult', status: 'alert' });
    expect(status.message).toContain('Outside the typical range: heart rate.');
    const estimates = overallHealthStatus(
      makeResult({ oxygenSaturation: 88, heartRateVariability: 12, systolic: 165, diastolic: 105 }),
    );
    expect(estimates).toMatchObject({ level: 'healthy', status: 'normal' });
  });

  it('neither passes nor flags a withheld metric, and names it', () => {
    // Rated, HRV 12 ms would be an alert; withheld, its number is no reading at all.
    const r = makeResult({ heartRateVariability: 12, withheld: { heartRateVariability: HRV_REASON } });
    expect(overallHealthStatus(r)).toEqual({
      level: 'healthy',
      badge: 'Healthy',
      status: 'normal',
      message:
        'All judged vital signs are within normal ranges. Keep up the great work! Not measured in this scan: HRV. Shown without a verdict (a camera cannot judge them): blood pressure, oxygen saturation, body temperature.',
    });
    const attention = overallHealthStatus({ ...withheldHrv, heartRate: 110 });
    expect(attention.message).toBe(
      'Worth keeping an eye on: heart rate. Measure again after a few minutes of rest. Not measured in this scan: HRV, sympathetic stress. Shown without a verdict (a camera cannot judge them): blood pressure, oxygen saturation, body temperature.',
    );
  });

  it('asks for a retake instead of judging an unreliable reading', () => {
    expect(overallHealthStatus(makeResult({ reliable: false, heartRate: 130 })).level).toBe('retake');
  });
});

describe('the heart rate read exactly, as a range or not at all (issue 28)', () => {
  const PULSE_WEAK = 'Your pulse showed, but not clearly enough for an exact number.';
  const approximate = makeResult({
    heartRate: 109.4,
    reliable: false,
    heartRateOutcome: 'approximate',
    heartRateRange: { low: 105.2, high: 112.6 },
    note: PULSE_WEAK,
  });

  it('carries the stated range of an exact rate and shows the number', () => {
    const exact = makeResult({ heartRate: 97, heartRateOutcome: 'exact', heartRateRange: { low: 95, high: 99 } });
    expect(row(exact, 'heartRate')).toMatchObject({ display: '97 bpm', dataValue: '97', range: { low: 95, high: 99 } });
    expect(row(exact, 'heartRate')?.approximateReason).toBeUndefined();
  });

  it('shows an approximate rate as a range, banded by it and quoted as it, with the reason', () => {
    const hr = row(approximate, 'heartRate');
    expect(hr).toMatchObject({
      display: 'about 105–113 bpm',
      dataValue: '109.4',
      range: { low: 105.2, high: 112.6 },
      approximateReason: PULSE_WEAK,
      interpretation: { band: 'slightly elevated', status: 'warning' },
    });
    expect(hr && rowSentence(hr)).toBe(
      `Your heart rate of about 105–113 bpm is slightly elevated; rest for a few minutes and measure again. ${PULSE_WEAK}`,
    );
    expect(hr && rowSentence(hr)).not.toMatch(/\b109 bpm/);
  });

  it('judges an approximate reading by its bands instead of asking for a retake, and says it is a range', () => {
    const status = overallHealthStatus(approximate);
    expect(status.level).toBe('attention');
    expect(status.message).toContain('Heart rate read as a range: about 105–113 bpm.');
  });

  it('asks for a retake when the rate was withheld, and reads old readings by their reliable flag', () => {
    const withheld = makeResult({ reliable: false, heartRateOutcome: 'withheld', note: 'No pulse stood out.' });
    expect(overallHealthStatus(withheld).level).toBe('retake');
    // Not measured, with the core's reason; the hook keeps the engine's estimate (ADR-27).
    expect(row(withheld, 'heartRate')).toMatchObject({
      display: 'Not measured',
      dataValue: '72',
      withheldReason: 'No pulse stood out.',
    });
    expect(row(withheld, 'heartRate')?.range).toBeUndefined();
    const old = { systolic: 115, diastolic: 75, heartRate: 70, reliable: true };
    expect(row(old, 'heartRate')).toMatchObject({ display: '70 bpm' });
    expect(overallHealthStatus(old).level).toBe('healthy');
  });

  it('takes every pulse metric with a withheld rate, keeping their estimates in the hooks (ADR-27)', () => {
    const withheld = makeResult({ reliable: false, heartRateOutcome: 'withheld', withheld: { breathingRate: 'x.' } });
    const rows = metricRows(withheld);
    const shown = Object.fromEntries(rows.map((r) => [r.metric, r.display]));
    for (const metric of [
      'bloodPressure',
      'heartRate',
      'heartRateVariability',
      'breathingRate',
      'oxygenSaturation',
      'sympatheticStress',
      'parasympatheticActivity',
      'estimatedTemperature',
    ])
      expect(shown[metric], metric).toBe('Not measured');
    expect(shown['estimatedECG.heartRhythm']).toBe('Not assessed');
    expect(shown['estimatedEEG.mentalState']).toBe('Not assessed');
    // What says how good the signal was, and the face-keypoint prompts, stay.
    expect(shown.prq).toBe('82%');
    expect(shown.confidence).toBe('84%');
    expect(shown['strokeRiskFactors.riskLevel']).toBe('Low');
    // The core's own withholding keeps its reason and its 'withheld' hook; the rest keep the estimate.
    expect(rows.find((r) => r.metric === 'breathingRate')).toMatchObject({
      dataValue: 'withheld',
      withheldReason: 'x.',
    });
    expect(rows.find((r) => r.metric === 'oxygenSaturation')?.dataValue).toBe('97');
    expect(bandedRows(withheld).map((r) => r.metric)).toEqual(['prq']);
  });
});
