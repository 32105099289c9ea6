import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../shared/testing/measurementResult.ts';
import { CAUSE_ADVICE } from './causes.ts';
import { GENERAL_ADVICE, retakeAdvice, retakeCauses } from './retakeCauses.ts';

const withheld = makeResult({ reliable: false, heartRateOutcome: 'withheld' });

describe('retake causes (ADR-29)', () => {
  it('names nothing for an exact reading, whatever the coach saw', () => {
    expect(retakeCauses(makeResult(), ['too-dark'])).toEqual([]);
  });

  it("names the coach's causes of the scan, at most two, in the order to fix them", () => {
    expect(retakeCauses(withheld, ['too-noisy', 'too-dark', 'moving'])).toEqual(['too-dark', 'moving']);
  });

  it("adds a moving head from the core's verdict: motion at its full scale", () => {
    expect(retakeCauses({ ...withheld, quality: { ...withheld.quality, motion: 1 } }, [])).toEqual(['moving']);
    expect(retakeCauses({ ...withheld, quality: { ...withheld.quality, motion: 0.6 } }, [])).toEqual([]);
  });

  it('says what got in the way with one sentence of advice each, or the general advice when nothing stood out', () => {
    expect(retakeAdvice(['too-dark', 'too-noisy'])).toBe(
      `What got in the way: too dark, and image too noisy or grainy. ${CAUSE_ADVICE['too-dark']} ${CAUSE_ADVICE['too-noisy']}`,
    );
    expect(retakeAdvice([])).toBe(GENERAL_ADVICE);
  });
});
