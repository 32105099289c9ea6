import { describe, expect, it } from 'vitest';
import { REASON_TEXT } from './reasons.ts';
import { atLimitText, notMeasured, PULSE_METRICS, readAtLimit, readWithheld, unearnedMetrics } from './withheld.ts';

describe('readWithheld', () => {
  it('keeps each known metric with its reason', () => {
    const reasons = {
      heartRateVariability: 'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).',
      strokeRiskFactors: 'Head pose changed too much to compare the two sides of the face.',
    };
    expect(readWithheld(reasons)).toEqual(reasons);
  });

  it('treats a missing or malformed value as nothing withheld (older readings, older servers)', () => {
    expect(readWithheld(undefined)).toEqual({});
    expect(readWithheld(null)).toEqual({});
    expect(readWithheld('heartRateVariability')).toEqual({});
    expect(readWithheld(['heartRateVariability'])).toEqual({});
  });

  it('drops unknown metrics and empty or non-text reasons', () => {
    expect(
      readWithheld({
        bloodSugar: 'not a metric',
        breathingRate: '',
        sympatheticStress: 5,
        heartRhythm: 'Too few beats.',
      }),
    ).toEqual({ heartRhythm: 'Too few beats.' });
  });
});

describe('readAtLimit', () => {
  it('keeps the wall each clamped metric sits at', () => {
    expect(readAtLimit({ heartRateVariability: 'max', breathingRate: 'min' })).toEqual({
      heartRateVariability: 'max',
      breathingRate: 'min',
    });
  });

  it('ignores anything else', () => {
    expect(readAtLimit(undefined)).toEqual({});
    expect(readAtLimit({ heartRateVariability: 'high', heartRate: 'max' })).toEqual({});
  });
});

describe('atLimitText', () => {
  it('quotes a clamped value as a bound, never as an exact reading', () => {
    expect(atLimitText('80 ms', 'max')).toBe('≥ 80 ms');
    expect(atLimitText('8 /min', 'min')).toBe('≤ 8 /min');
  });
});

describe('a withheld heart rate (ADR-27)', () => {
  const withheld = {
    heartRate: 142,
    reliable: false,
    heartRateOutcome: 'withheld' as const,
    heartRateReason: 'no-pulse',
  };

  it('takes every metric read from the pulse with it, the rate with its own reason', () => {
    const unearned = unearnedMetrics(withheld);
    expect(Object.keys(unearned).sort()).toEqual([...PULSE_METRICS].sort());
    expect(unearned.heartRate).toBe(REASON_TEXT['no-pulse']);
    expect(unearned.bloodPressure).toBe(REASON_TEXT['pulse-unreliable']);
    expect(unearned).not.toHaveProperty('prq');
    expect(unearned).not.toHaveProperty('strokeRiskFactors');
  });

  it('takes nothing when the rate was read, exactly or as a range; an old unreliable reading was withheld', () => {
    expect(unearnedMetrics({ heartRate: 72, reliable: true })).toEqual({});
    const range = { low: 100, high: 110 };
    expect(unearnedMetrics({ heartRate: 105, heartRateOutcome: 'approximate', heartRateRange: range })).toEqual({});
    expect(unearnedMetrics({ heartRate: 72, reliable: false })).toHaveProperty('oxygenSaturation');
  });

  it("keeps the core's own reason where it gave one", () => {
    const hrv = 'Too few clean beats in this scan.';
    expect(notMeasured({ ...withheld, withheld: { heartRateVariability: hrv } }).heartRateVariability).toBe(hrv);
    expect(notMeasured({ heartRate: 72, reliable: true, withheld: { heartRateVariability: hrv } })).toEqual({
      heartRateVariability: hrv,
    });
  });
});
