import { describe, expect, it } from 'vitest';
import { heartRateFields, heartRateReading, heartRateText, rateRangeDetail } from './heartRate.ts';
import { REASON_TEXT } from './reasons.ts';

describe('heartRateReading', () => {
  it('reads an exact rate with its stated range', () => {
    const r = heartRateReading({
      heartRate: 97.2,
      reliable: true,
      heartRateOutcome: 'exact',
      heartRateRange: { low: 95.4, high: 99.1 },
    });
    expect(r).toEqual({ outcome: 'exact', bpm: 97.2, range: { low: 95.4, high: 99.1 } });
    expect(heartRateText(r)).toBe('97 bpm');
    expect(rateRangeDetail({ low: 95.4, high: 99.1 })).toBe('90 % range 95–100 bpm');
  });

  it('reads an approximate rate as a range with the words for its reason', () => {
    const r = heartRateReading({
      heartRate: 109,
      reliable: false,
      heartRateOutcome: 'approximate',
      heartRateRange: { low: 105.3, high: 112.8 },
      heartRateReason: 'pulse-weak',
      note: REASON_TEXT['pulse-weak'],
    });
    expect(r.outcome).toBe('approximate');
    expect(r.reason).toBe(REASON_TEXT['pulse-weak']);
    expect(heartRateText(r)).toBe('about 105–113 bpm');
  });

  it('takes the reason from the note when the code is gone (a saved or merged result)', () => {
    const r = heartRateReading({
      heartRate: 109,
      reliable: false,
      heartRateOutcome: 'approximate',
      heartRateRange: { low: 105, high: 113 },
      note: 'Your pulse showed, but not clearly.',
    });
    expect(r.reason).toBe('Your pulse showed, but not clearly.');
  });

  it('reads a withheld rate without a range, whatever range a reading carries', () => {
    const r = heartRateReading({
      heartRate: 127,
      reliable: false,
      heartRateOutcome: 'withheld',
      heartRateRange: { low: 120, high: 130 },
      heartRateReason: 'no-pulse',
    });
    expect(r).toEqual({ outcome: 'withheld', bpm: 127, reason: REASON_TEXT['no-pulse'] });
    expect(heartRateText(r)).toBe('not measured');
  });

  it('reads readings saved before ranges existed by their reliable flag', () => {
    expect(heartRateReading({ heartRate: 72, reliable: true })).toEqual({ outcome: 'exact', bpm: 72 });
    expect(heartRateReading({ heartRate: 72 })).toEqual({ outcome: 'exact', bpm: 72 });
    expect(heartRateReading({ heartRate: 72, reliable: false, note: 'Old note' })).toEqual({
      outcome: 'withheld',
      bpm: 72,
      reason: 'Old note',
    });
  });

  it('says nothing rather than a number the reading does not support', () => {
    const noRange = heartRateReading({ heartRate: 109, heartRateOutcome: 'approximate' });
    expect(noRange.outcome).toBe('withheld');
    const badRange = heartRateReading({
      heartRate: 109,
      heartRateOutcome: 'approximate',
      heartRateRange: { low: 113, high: 105 },
    });
    expect(badRange.outcome).toBe('withheld');
    const unknown = heartRateReading({ heartRate: 109, reliable: true, heartRateOutcome: 'guess' as never });
    expect(unknown.outcome).toBe('exact');
    expect(heartRateReading({ heartRate: Number.NaN, reliable: true }).outcome).toBe('withheld');
  });

  it('normalises the fields a result keeps, so an old reading is stored as what it was', () => {
    expect(heartRateFields({ heartRate: 72, reliable: false })).toEqual({ heartRateOutcome: 'withheld' });
    expect(
      heartRateFields({ heartRate: 109, heartRateOutcome: 'approximate', heartRateRange: { low: 105, high: 113 } }),
    ).toEqual({ heartRateOutcome: 'approximate', heartRateRange: { low: 105, high: 113 } });
  });
});
