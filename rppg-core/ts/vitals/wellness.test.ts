import { describe, expect, it } from 'vitest';
import { METRIC_DEFAULTS } from './defaults.ts';
import { type DiagnosisInput, diagnoseWellness, STANDARD_RECOMMENDATION, wellnessLevel } from './wellness.ts';

/** A reading whose blood-pressure range (± 13/13 mmHg) lies wholly in Normal. */
const healthy: DiagnosisInput = {
  systolic: 100,
  diastolic: 65,
  heartRate: 70,
  heartRateVariability: 45,
  breathingRate: 15,
  oxygenSaturation: 98,
  sympatheticStress: 25,
  parasympatheticActivity: 75,
  signalQuality: 85,
  confidence: 0.9,
};

describe('diagnoseWellness: the spec scoring rules', () => {
  it('scores a reading with every check in range 100/100 Excellent', () => {
    const d = diagnoseWellness(healthy);
    expect(d.overallScore).toBe(100);
    expect(d.wellnessLevel).toBe('Excellent');
    expect(d.riskFactors).toEqual([]);
    expect(d.recommendations).toEqual([STANDARD_RECOMMENDATION]);
    expect(d.reasons.reduce((s, r) => s + r.maxPoints, 0)).toBe(100);
  });

  it('gives 20 / 15 / 10 points for Normal / Elevated / higher blood pressure, by the category its range supports', () => {
    const bp = (systolic: number, diastolic: number) =>
      diagnoseWellness({ ...healthy, systolic, diastolic }).reasons.find((r) => r.metric === 'bloodPressure');
    expect(bp(100, 65)).toMatchObject({
      points: 20,
      why: 'Blood pressure estimate 100/65 ± 13/13 mmHg lies in the Normal category.',
    });
    expect(bp(160, 105)?.points).toBe(10);
    // A range spanning two categories scores as the best it allows: a camera estimate costs no points on its own.
    expect(bp(125, 75)?.points).toBe(20);
    expect(bp(135, 85)?.points).toBe(15);
    expect(bp(150, 95)?.points).toBe(10);
    expect(bp(136, 87)?.why).toBe(
      'Blood pressure estimate 136/87 ± 13/13 mmHg: the category cannot be told from a camera estimate. Scored as Elevated, the best its range allows.',
    );
  });

  it('never asks to check an experimental estimate with a device, whatever its value (ADR-27)', () => {
    for (const [systolic, diastolic, oxygenSaturation] of [
      [100, 65, 99],
      [136, 87, 96],
      [160, 105, 88],
    ] as const) {
      const d = diagnoseWellness({ ...healthy, systolic, diastolic, oxygenSaturation });
      expect(d.recommendations.filter((r) => /cuff|oximeter|check|confirm/i.test(r))).toEqual([]);
    }
  });

  it.each([
    ['heartRate', { heartRate: 59 }, 15],
    ['heartRate', { heartRate: 101 }, 15],
    ['heartRateVariability', { heartRateVariability: 29 }, 15],
    ['breathingRate', { breathingRate: 11 }, 15],
    ['breathingRate', { breathingRate: 21 }, 15],
    ['oxygenSaturation', { oxygenSaturation: 94 }, 15],
    ['sympatheticStress', { sympatheticStress: 41 }, 10],
    ['prq', { signalQuality: 69 }, 10],
  ] as const)('%s out of range loses its points', (metric, change, lost) => {
    const d = diagnoseWellness({ ...healthy, ...change });
    expect(d.overallScore).toBe(100 - lost);
    expect(d.reasons.find((r) => r.metric === metric)?.points).toBe(0);
  });

  it('keeps the in-range edges', () => {
    const d = diagnoseWellness({
      ...healthy,
      heartRate: 100,
      heartRateVariability: 30,
      breathingRate: 20,
      oxygenSaturation: 95,
      sympatheticStress: 40,
      signalQuality: 70,
    });
    expect(d.overallScore).toBe(100);
  });

  it.each([
    [85, 'Excellent'],
    [84, 'Good'],
    [70, 'Good'],
    [69, 'Fair'],
    [55, 'Fair'],
    [54, 'Needs Attention'],
  ])('level of %i is %s', (score, level) => expect(wellnessLevel(score)).toBe(level));

  it('uses the spec defaults for missing values and says so', () => {
    const d = diagnoseWellness({ systolic: 115, diastolic: 75, heartRate: 70 });
    expect(d.overallScore).toBe(100);
    const defaulted = d.reasons.filter((r) => r.defaulted).map((r) => r.metric);
    expect(defaulted).toEqual([
      'heartRateVariability',
      'breathingRate',
      'oxygenSaturation',
      'sympatheticStress',
      'prq',
    ]);
    expect(d.reasons.find((r) => r.metric === 'breathingRate')?.why).toContain('not measured');
    expect(METRIC_DEFAULTS.breathingRate).toBe(18);
  });

  it('labels a withheld value as the default it was scored with, in its reason and the summary', () => {
    const { heartRateVariability: _hrv, sympatheticStress: _stress, ...measured } = healthy;
    const d = diagnoseWellness({ ...measured, breathingRate: 22 });
    expect(d.overallScore).toBe(85);
    expect(d.reasons.find((r) => r.metric === 'heartRateVariability')).toMatchObject({
      points: 15,
      defaulted: true,
      why: 'Heart rate variability is at least 30 ms (not measured in this scan: scored with the standard default, 35 ms).',
    });
    expect(d.reasons.find((r) => r.metric === 'sympatheticStress')?.why).toContain('standard default, 25%');
    expect(d.reasons.find((r) => r.metric === 'breathingRate')).toMatchObject({ defaulted: false });
    expect(d.summary).toContain('4 of 5 measured checks are in range. Worth a look: breathing rate.');
    expect(d.summary).toContain(
      'Not measured in this scan, so scored with the standard defaults: heart rate variability, stress index.',
    );
    // An unmeasured value never becomes a risk factor or a recommendation of its own; a derived one
    // costs points but raises no risk factor (ADR-27).
    expect(d.riskFactors).toEqual([]);
    expect(d.recommendations.some((r) => /variability|stress/.test(r))).toBe(false);
  });

  it("adds 'Slightly elevated heart rate' above 90 bpm", () => {
    expect(diagnoseWellness({ ...healthy, heartRate: 90 }).riskFactors).toEqual([]);
    expect(diagnoseWellness({ ...healthy, heartRate: 91 }).riskFactors).toEqual(['Slightly elevated heart rate']);
  });

  it('quotes a heart rate read only as a range as that range, and flags it only when the whole range is past the line', () => {
    const d = diagnoseWellness({ ...healthy, heartRate: 109, heartRateRange: { low: 105.2, high: 112.6 } });
    const heart = d.reasons.find((r) => r.metric === 'heartRate');
    expect(heart).toMatchObject({ points: 0 });
    expect(heart?.why).toBe(
      'Heart rate (read only as a range, about 105–113 bpm) is outside the 60–100 bpm resting range.',
    );
    expect(d.summary).toContain('Your heart rate was read only as a range, about 105–113 bpm, not one number.');
    expect(JSON.stringify(d)).not.toMatch(/\b109\b/);
    expect(d.riskFactors).toContain('Slightly elevated heart rate');
    expect(d.recommendations[0]).toMatch(/exact heart rate rather than a range/);
    const straddling = diagnoseWellness({ ...healthy, heartRate: 93, heartRateRange: { low: 86, high: 99 } });
    expect(straddling.riskFactors).not.toContain('Slightly elevated heart rate');
    expect(diagnoseWellness({ ...healthy, heartRate: 93 }).riskFactors).toContain('Slightly elevated heart rate');
  });

  it('raises a risk factor from the measured heart rate only, never from a derived or experimental metric', () => {
    const d = diagnoseWellness({
      ...healthy,
      systolic: 165,
      diastolic: 105,
      oxygenSaturation: 91,
      heartRateVariability: 12,
      breathingRate: 9,
      sympatheticStress: 80,
    });
    expect(d.riskFactors).toEqual([]);
    expect(d.reasons.find((r) => r.metric === 'bloodPressure')?.grade).toBe('experimental');
    expect(diagnoseWellness({ ...healthy, heartRate: 45 }).riskFactors).toEqual(['Low resting heart rate']);
  });

  it('asks for a retake below the quality gate and always ends with the standard recommendation', () => {
    const d = diagnoseWellness({ ...healthy, signalQuality: 40, confidence: 0.5 });
    expect(d.recommendations[0]).toContain('Retake');
    expect(d.recommendations.at(-1)).toBe(STANDARD_RECOMMENDATION);
    expect(d.summary).toContain('caution');
  });

  it('is deterministic', () => {
    const input = { ...healthy, heartRate: 95, sympatheticStress: 55 };
    expect(diagnoseWellness(input)).toEqual(diagnoseWellness(input));
  });
});
