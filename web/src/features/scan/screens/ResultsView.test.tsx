import { RIGIDITY_NOT_MEASURED } from '@ai-doctor/rppg-core/vitals';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../shared/testing/measurementResult.ts';
import { ResultsView } from './ResultsView.tsx';

/** Server-side render: the screen's markup and test hooks, without a browser. */
function render(result = makeResult()) {
  return renderToStaticMarkup(
    <MantineProvider>
      <ResultsView result={result} actions={<button type="button">Save Reading</button>} retake={null} />
    </MantineProvider>,
  );
}

const dataValue = (html: string, metric: string) =>
  html.match(new RegExp(`data-metric="${metric.replace('.', '\\.')}" data-value="([^"]*)"`))?.[1];

describe('results screen markup', () => {
  it('exposes every metric through data-metric / data-value (contract §5)', () => {
    const html = render(makeResult({ systolic: 127.4, heartRate: 71.2, confidence: 0.83 }));
    expect(html).toContain('data-testid="results" data-reliable="true"');
    expect(dataValue(html, 'systolic')).toBe('127.4');
    expect(dataValue(html, 'bloodPressureCategory')).toBe('Elevated');
    // 127/76 ± 13/13 spans Normal to Stage 1: the field keeps its value, the screen names no category.
    expect(html).toContain('data-supported="false"');
    expect(html).toContain('Category: not told by a camera');
    expect(html).toContain('± 13/13 mmHg');
    expect(dataValue(html, 'heartRate')).toBe('71.2');
    expect(dataValue(html, 'confidence')).toBe('0.83');
    expect(dataValue(html, 'estimatedECG.heartRhythm')).toBe('Normal Sinus Rhythm');
    expect(dataValue(html, 'estimatedEEG.mentalState')).toBe('Balanced');
  });

  it('shows a grade on every metric and detail block, and the diagnosis loading text', () => {
    const html = render();
    // The heart rate + its quality figures + 5 derived + 4 experimental + 2 illustrative + 4 detail blocks.
    expect(html.match(/data-grade="/g)).toHaveLength(17);
    expect(html).toContain('Analyzing your health metrics...');
    expect(html).not.toContain('This measurement is not reliable');
  });

  it('orders the screen by evidence: heart rate, derived, experimental, diagnosis, then what a camera cannot measure (ADR-27)', () => {
    const html = render();
    const at = (needle: string) => {
      const i = html.indexOf(needle);
      expect(i, needle).toBeGreaterThan(-1);
      return i;
    };
    const order = [
      'data-testid="heart-rate-lead"',
      'Save Reading',
      'Derived from your pulse',
      'data-metric="heartRateVariability"',
      'Experimental estimates',
      'data-metric="systolic"',
      'data-testid="diagnosis"',
      'What a camera cannot measure yet',
      'data-metric="estimatedTemperature"',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Blood pressure is never the headline; the illustrative temperature shows no clinical unit.
    expect(html).not.toMatch(/°F|°C/);
    expect(dataValue(html, 'estimatedTemperature')).toBe('98.4');
  });

  it('leads with the retake below the quality gate, with the signal quality that failed it', () => {
    const html = render(makeResult({ reliable: false, prq: 31, confidence: 0.42 }));
    expect(html).toContain('data-reliable="false"');
    const banner = html.indexOf('This measurement is not reliable — please retake');
    expect(banner).toBeGreaterThan(-1);
    expect(banner).toBeLessThan(html.indexOf('data-metric="systolic"'));
    expect(html).toMatch(/data-metric="prq" data-value="31"[^>]*>31%</);
    expect(html).toMatch(/data-metric="confidence" data-value="0.42"[^>]*>42%</);
  });

  it('shows no number a withheld pulse did not earn, while its hooks keep the estimates (ADR-27, issue 50)', () => {
    const html = render(
      makeResult({ heartRate: 142, systolic: 150, diastolic: 96, estimatedTemperature: 99.6, reliable: false }),
    );
    expect(dataValue(html, 'heartRate')).toBe('142');
    expect(dataValue(html, 'systolic')).toBe('150');
    const text = html.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/<[^>]*>/g, ' ');
    for (const shown of ['142', '150', '96', '99.6', '97%', '42 ms', '15 /min', '68%'])
      expect(text).not.toContain(shown);
    const tileText = (metric: string) => html.match(new RegExp(`data-metric="${metric}"[^>]*>([^<]*)<`))?.[1];
    for (const metric of ['heartRate', 'heartRateVariability', 'oxygenSaturation', 'estimatedTemperature'])
      expect(tileText(metric), metric).toBe('Not measured');
    expect(text).not.toMatch(/\d+\/\d+/);
  });

  it('shows a withheld metric as not measured with its reason, and a clamped one as a bound (issue 11)', () => {
    const hrvReason = 'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).';
    const poseReason = 'Head pose changed too much to compare the two sides of the face.';
    const html = render(
      makeResult({
        heartRateVariability: 35,
        breathingRate: 8,
        strokeRiskFactors: { ...makeResult().strokeRiskFactors, riskLevel: 'Not assessed', overallRiskScore: 41 },
        withheld: { heartRateVariability: hrvReason, strokeRiskFactors: poseReason },
        atLimit: { breathingRate: 'min' },
      }),
    );
    expect(dataValue(html, 'heartRateVariability')).toBe('withheld');
    expect(html).toMatch(/data-value="withheld"[^>]*>Not measured</);
    expect(html).toContain(hrvReason);
    // It moves to what the camera could not measure, after the diagnosis.
    expect(html.indexOf('data-metric="heartRateVariability"')).toBeGreaterThan(html.indexOf('data-testid="diagnosis"'));
    expect(html).not.toContain('35 ms');
    expect(dataValue(html, 'breathingRate')).toBe('8');
    expect(html).toContain('≤ 8 /min');
    expect(html).toContain('At the edge of what this scan can read.');
    // The stroke tile and its detail block say 'Not assessed' and why, without the score behind it.
    expect(dataValue(html, 'strokeRiskFactors.riskLevel')).toBe('withheld');
    expect(html).toContain(poseReason);
    expect(html).not.toContain('41%');
  });

  it("shows a rigidity not measured as words, never a number, and says so beside the Parkinson's level", () => {
    const parkinsons = { ...makeResult().parkinsonsIndicators, rigidityIndicators: null, bradykinesiaScore: 33 };
    const html = render(makeResult({ parkinsonsIndicators: parkinsons }));
    const shown = (label: string) => html.match(new RegExp(`>${label}</dt><dd[^>]*>([^<]*)<`))?.[1];
    expect(shown('Rigidity')).toBe('Not measured');
    expect(shown('Bradykinesia')).toBe('33%');
    expect(html).toContain(RIGIDITY_NOT_MEASURED.replace("'", '&#x27;'));
  });

  it('shows an approximate heart rate as a range with its reason, not behind a retake banner (issue 28)', () => {
    const reason = 'Your pulse showed, but not clearly enough for an exact number.';
    const html = render(
      makeResult({
        heartRate: 109.4,
        reliable: false,
        heartRateOutcome: 'approximate',
        heartRateRange: { low: 105.2, high: 112.6 },
        note: reason,
      }),
    );
    expect(html).toContain('data-heart-rate-outcome="approximate"');
    expect(html).toMatch(
      /data-metric="heartRate" data-value="109.4" data-range-low="105.2" data-range-high="112.6"[^>]*>about 105–113 bpm</,
    );
    expect(html.split(reason)).toHaveLength(2); // once, in what the rate means
    expect(html).not.toContain('This measurement is not reliable');
    expect(html).not.toContain('109 bpm');
  });

  it('gives an exact heart rate its stated range in the detail', () => {
    const html = render(
      makeResult({ heartRate: 97, heartRateOutcome: 'exact', heartRateRange: { low: 95, high: 99 } }),
    );
    expect(html).toMatch(
      /data-metric="heartRate" data-value="97" data-range-low="95" data-range-high="99"[^>]*>97 bpm</,
    );
    expect(html).toContain('90 % range 95–99 bpm');
  });
});
