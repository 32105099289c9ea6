import { diagnoseWellness } from '@ai-doctor/rppg-core/vitals';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../shared/testing/measurementResult.ts';
import { diagnosisInput, isScorable, UNSCORED_REASON } from '../../diagnosis/index.ts';
import { DiagnosisPanel } from './DiagnosisPanel.tsx';

describe('wellness diagnosis panel', () => {
  it('labels a withheld metric in the score breakdown as a default, not a measurement', () => {
    const reading = makeResult({
      heartRateVariability: 35,
      withheld: { heartRateVariability: 'Beat timing in this scan was not clean enough for HRV.' },
    });
    const diagnosis = diagnoseWellness(diagnosisInput(reading));
    const html = renderToStaticMarkup(
      <MantineProvider>
        <DiagnosisPanel state={{ status: 'ready', diagnosis, source: 'device' }} />
      </MantineProvider>,
    );
    const defaulted = html.match(/<li[^>]*data-defaulted="true"[^>]*>.*?<\/li>/g) ?? [];
    expect(defaulted).toHaveLength(1);
    expect(defaulted[0]).toContain('15/15 — Heart rate variability is at least 30 ms (not measured in this scan');
    expect(defaulted[0]).toContain('(derived · default, not measured)');
    expect(html).toContain('Not measured in this scan, so scored with the standard defaults: heart rate variability.');
  });

  it('gives no score to a reading whose pulse was withheld, and says why (ADR-27)', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <DiagnosisPanel state={{ status: 'unscored', reason: UNSCORED_REASON }} />
      </MantineProvider>,
    );
    expect(html).toContain('No wellness score for this scan');
    expect(html).not.toContain('/100');
    expect(isScorable(makeResult({ reliable: false }))).toBe(false);
    expect(isScorable(makeResult())).toBe(true);
  });
});
