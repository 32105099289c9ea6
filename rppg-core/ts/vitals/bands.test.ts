import { describe, expect, it } from 'vitest';
import {
  BP_CATEGORY_UNTOLD,
  BP_UNCERTAINTY_MMHG,
  bpCategory,
  fahrenheitToCelsius,
  interpretBloodPressure,
  interpretBreathing,
  interpretHeartRate,
  interpretHrv,
  interpretOxygen,
  interpretParasympathetic,
  interpretPrq,
  interpretStress,
  interpretTemperature,
  parkinsonsRiskLevel,
  strokeRiskLevel,
  supportedBpCategory,
} from './bands.ts';

describe('bpCategory (spec §5)', () => {
  it.each([
    [119, 79, 'Normal'],
    [120, 79, 'Elevated'],
    [119, 80, 'High Stage 1'],
    [129, 79, 'Elevated'],
    [130, 79, 'High Stage 1'],
    [139, 95, 'High Stage 1'],
    [145, 89, 'High Stage 1'],
    [140, 90, 'High Stage 2'],
  ])('%i/%i → %s', (s, d, expected) => expect(bpCategory(s, d)).toBe(expected));
});

describe('supportedBpCategory: a category only when the whole ± 13/13 mmHg range lies in it', () => {
  it.each([
    // Issue 29: a healthy volunteer at 112 bpm read 136/87, which the model cannot place in Stage 1.
    [136, 87, null],
    [118, 76, null],
    // Elevated is 10 mmHg wide, narrower than the range: never supported.
    [125, 70, null],
    [106.9, 66.9, 'Normal'],
    [107, 66.9, null],
    [106.9, 67, null],
    // Stage 1 is 'under 140 or under 90' above Elevated: the whole range holds it only with one number low
    // throughout and the other high throughout.
    [135, 85, null],
    [126.9, 93, 'High Stage 1'],
    [127, 93, null],
    [143, 76.9, 'High Stage 1'],
    // Stage 2 needs both numbers at or above 140/90 over the whole range.
    [153, 103, 'High Stage 2'],
    [152.9, 103, null],
    [153, 102.9, null],
  ] as const)('%d/%d → %s', (s, d, expected) => expect(supportedBpCategory(s, d)).toBe(expected));

  it('holds at every corner of the range whenever one is given', () => {
    const { systolic: ds, diastolic: dd } = BP_UNCERTAINTY_MMHG;
    const wrong: string[] = [];
    let supportedCount = 0;
    for (let s = 90; s <= 180; s += 0.5)
      for (let d = 55; d <= 115; d += 0.5) {
        const supported = supportedBpCategory(s, d);
        if (supported === null) continue;
        supportedCount++;
        const corners = [
          bpCategory(s - ds, d - dd),
          bpCategory(s + ds, d + dd),
          bpCategory(s - ds, d + dd),
          bpCategory(s + ds, d - dd),
        ];
        if (corners.some((c) => c !== supported)) wrong.push(`${s}/${d}`);
      }
    expect(wrong).toEqual([]);
    expect(supportedCount).toBeGreaterThan(0);
  });

  it('shows the estimate with its uncertainty, a category only when its range supports one, and never a verdict', () => {
    const untold = interpretBloodPressure(136, 87);
    expect(untold).toMatchObject({ band: BP_CATEGORY_UNTOLD, status: 'neutral' });
    expect(untold.text).toBe(
      'Your estimated blood pressure is 136/87 ± 13/13 mmHg: an experimental camera estimate, not a cuff reading, and its range spans more than one category.',
    );
    expect(interpretBloodPressure(100, 65)).toMatchObject({ band: 'Normal', status: 'neutral' });
    expect(interpretBloodPressure(100, 65).text).toContain('100/65 ± 13/13 mmHg');
    // An experimental estimate never alarms (ADR-27): no warning colour, no 'check with …'.
    expect(interpretBloodPressure(160, 105)).toMatchObject({ band: 'High Stage 2', status: 'neutral' });
    expect(interpretBloodPressure(160, 105).text).not.toMatch(/confirm|check|doctor/i);
  });
});

describe('interpretTemperature: an illustration, never a temperature, never elevated or a fever', () => {
  it.each([96, 97, 98.6, 100.1, 100.4, 102, 106])('%d °F → neutral, with no value in a clinical unit', (f) => {
    const t = interpretTemperature(f);
    expect(t).toMatchObject({ band: 'illustrative', status: 'neutral' });
    expect(t.text).not.toMatch(/elevated|fever|normal|°|\d/i);
    expect(t.text).toContain('A camera cannot measure body temperature');
  });
});

describe('no alarm a model cannot support (ADR-27)', () => {
  const verdicts = (f: (v: number) => { status: string }, values: number[]) => new Set(values.map((v) => f(v).status));
  it('lets a measured metric warn', () => {
    expect(verdicts(interpretHeartRate, [50, 72, 110, 150])).toEqual(new Set(['warning', 'normal', 'alert']));
    expect(interpretPrq(40).status).toBe('alert');
  });
  it('lets a derived metric say it is typical, never warn', () => {
    for (const f of [interpretHrv, interpretBreathing, interpretStress, interpretParasympathetic])
      expect([...verdicts(f, [5, 9, 15, 22, 30, 45, 70, 90])].every((s) => s === 'normal' || s === 'neutral')).toBe(
        true,
      );
    expect(interpretBreathing(9)).toMatchObject({ band: 'slow', status: 'neutral' });
    expect(interpretHrv(45).status).toBe('normal');
  });
  it('gives an experimental or illustrative metric no verdict and no "check with …" line', () => {
    expect(verdicts(interpretOxygen, [85, 92, 96, 99])).toEqual(new Set(['neutral']));
    for (const v of [85, 92, 96, 99]) expect(interpretOxygen(v).text).not.toMatch(/check|confirm|urgent|low|good/i);
    expect(interpretOxygen(95).band).toBe('good');
  });
});

const bandOf = (f: (v: number) => { band: string }) => (v: number) => f(v).band;

describe('interpretation bands: every edge', () => {
  it.each([
    [interpretHeartRate, 59.9, 'low'],
    [interpretHeartRate, 60, 'normal'],
    [interpretHeartRate, 100, 'normal'],
    [interpretHeartRate, 100.1, 'slightly elevated'],
    [interpretHeartRate, 120, 'slightly elevated'],
    [interpretHeartRate, 121, 'significantly elevated'],
    [interpretHrv, 50, 'excellent'],
    [interpretHrv, 49, 'good'],
    [interpretHrv, 30, 'good'],
    [interpretHrv, 29, 'moderate'],
    [interpretHrv, 20, 'moderate'],
    [interpretHrv, 19.9, 'low'],
    [interpretBreathing, 11.9, 'slow'],
    [interpretBreathing, 12, 'normal'],
    [interpretBreathing, 20, 'normal'],
    [interpretBreathing, 25, 'slightly elevated'],
    [interpretBreathing, 25.1, 'elevated'],
    [interpretOxygen, 98, 'excellent'],
    [interpretOxygen, 97, 'good'],
    [interpretOxygen, 95, 'good'],
    [interpretOxygen, 94, 'low-normal'],
    [interpretOxygen, 90, 'low-normal'],
    [interpretOxygen, 89.9, 'low'],
    [interpretStress, 20, 'low'],
    [interpretStress, 20.1, 'moderate'],
    [interpretStress, 40, 'moderate'],
    [interpretStress, 60, 'elevated'],
    [interpretStress, 61, 'high'],
    [interpretParasympathetic, 80, 'high'],
    [interpretParasympathetic, 79, 'good'],
    [interpretParasympathetic, 60, 'good'],
    [interpretParasympathetic, 59, 'moderate'],
    [interpretParasympathetic, 40, 'moderate'],
    [interpretParasympathetic, 39, 'low'],
    [interpretPrq, 90, 'excellent'],
    [interpretPrq, 89, 'good'],
    [interpretPrq, 70, 'good'],
    [interpretPrq, 69, 'moderate'],
    [interpretPrq, 50, 'moderate'],
    [interpretPrq, 49, 'retake advised'],
  ] as const)('%o(%d) → %s', (f, value, band) => expect(bandOf(f)(value)).toBe(band));

  it('gives a plain sentence that quotes the value', () => {
    expect(interpretHeartRate(72).text).toContain('72 bpm');
    expect(interpretOxygen(88).text).toContain('88%');
  });

  it('quotes a value at a clamp wall as a bound, keeping the band that holds beyond it', () => {
    expect(interpretHrv(80, 'max')).toMatchObject({ band: 'excellent', status: 'normal' });
    expect(interpretHrv(80, 'max').text).toBe(
      'Heart rate variability of ≥ 80 ms is excellent, a sign of good recovery.',
    );
    expect(interpretHrv(10, 'min').text).toContain('≤ 10 ms is low');
    expect(interpretBreathing(8, 'min')).toMatchObject({ band: 'slow', status: 'neutral' });
    expect(interpretBreathing(8, 'min').text).toBe(
      'Breathing at ≤ 8 breaths per minute is slower than the typical 12–20.',
    );
    // 25 itself is 'slightly elevated', but a rate clamped to 25 was faster than that.
    expect(interpretBreathing(25).band).toBe('slightly elevated');
    expect(interpretBreathing(25, 'max')).toMatchObject({ band: 'elevated', status: 'neutral' });
  });
});

describe('risk levels from score', () => {
  it.each([
    [60, 'High'],
    [59, 'Moderate'],
    [35, 'Moderate'],
    [34, 'Mild'],
    [20, 'Mild'],
    [19, 'Low'],
  ])('stroke %i → %s', (score, level) => expect(strokeRiskLevel(score)).toBe(level));
  it.each([
    [70, 'High'],
    [69, 'Moderate'],
    [45, 'Moderate'],
    [44, 'Mild'],
    [25, 'Mild'],
    [24, 'Low'],
  ])("Parkinson's %i → %s", (score, level) => expect(parkinsonsRiskLevel(score)).toBe(level));
});

describe('temperature', () => {
  it('converts temperature units', () => {
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(fahrenheitToCelsius(98.6)).toBeCloseTo(37, 10);
  });
});
