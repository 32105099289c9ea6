import { describe, expect, it } from 'vitest';
import { atLimitText, readAtLimit, readWithheld } from './withheld.ts';

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
