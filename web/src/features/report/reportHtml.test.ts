import { METRIC_EVIDENCE } from '@ai-doctor/rppg-core/vitals';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../shared/testing/measurementResult.ts';
import { type ReportReading, reportFileName, reportHtml } from './reportHtml.ts';

const at = new Date(2025, 2, 10, 9, 5);
const reading = (overrides = {}): ReportReading => ({
  ...makeResult(overrides),
  id: at.getTime(),
  timestamp: at.toISOString(),
});

describe('exported report', () => {
  it('lists every metric with its value, grade and caveat', () => {
    const html = reportHtml(reading(), at);
    expect(html).toContain('<h2>Heart rate: 72 bpm</h2>');
    expect(html).toContain('Blood pressure (experimental): 118/76 ± 13/13 mmHg (Category: not told by a camera)');
    for (const metric of ['oxygenSaturation', 'estimatedTemperature', 'heartRate'] as const)
      expect(html).toContain(METRIC_EVIDENCE[metric].caveat);
    expect(html).toContain('illustrative');
    expect(html).toContain('not a medical device');
    // Ordered by evidence (ADR-27): measured, derived, experimental, then what a camera cannot measure.
    const order = [
      '<th colspan="3">Measured',
      'Derived from your pulse',
      'Experimental estimates',
      'What a camera cannot',
    ].map((heading) => html.indexOf(heading));
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).not.toMatch(/°F|°C/);
  });

  it('leads with the retake warning for an unreliable reading', () => {
    expect(reportHtml(reading({ reliable: false }), at)).toContain('This measurement is not reliable');
    expect(reportHtml(reading(), at)).not.toContain('This measurement is not reliable');
  });

  it('quotes no number a withheld pulse did not earn: no rate, no blood pressure, nothing read from the pulse (ADR-27)', () => {
    const html = reportHtml(
      reading({ heartRate: 142, systolic: 150, diastolic: 96, estimatedTemperature: 99.6, reliable: false }),
      at,
    );
    expect(html).toContain('<h2>Heart rate: not measured</h2>');
    expect(html).toContain('Blood pressure (experimental): not measured.');
    for (const shown of ['142', '150/96', '99.6', '97%', '42 ms', '15 /min']) expect(html).not.toContain(shown);
    expect(html).toContain('<td>Oxygen Saturation</td><td><strong>Not measured</strong>');
  });

  it('says what the scan could not measure and why, and quotes a clamped value as a bound', () => {
    const reason = 'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).';
    const html = reportHtml(
      reading({
        heartRateVariability: 35,
        breathingRate: 25,
        withheld: { heartRateVariability: reason },
        atLimit: { breathingRate: 'max' },
      }),
      at,
    );
    expect(html).toContain(
      `<td>HRV</td><td><strong>Not measured</strong><div class="caveat">HRV: not measured. ${reason}</div>`,
    );
    expect(html).not.toContain('35 ms');
    expect(html).toContain('<strong>≥ 25 /min</strong>');
    expect(html).toContain(
      'Breathing at ≥ 25 breaths per minute is faster than typical at rest. At the edge of what this scan can read.',
    );
    expect(html).toContain('Not measured in this scan: HRV.');
  });

  it('escapes text that came from storage', () => {
    const html = reportHtml(
      reading({
        strokeRiskFactors: { ...makeResult().strokeRiskFactors, riskLevel: '<script>x</script>' as 'Low' },
      }),
      at,
    );
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x');
  });

  it('is named after the reading time', () => {
    expect(reportFileName({ timestamp: at.toISOString() })).toBe('ai-doctor-report-2025-03-10-0905.html');
  });
});
