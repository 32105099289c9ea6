import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadingSummary } from './ReadingSummary.tsx';

const render = (systolic: number, diastolic: number) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ReadingSummary reading={{ systolic, diastolic, heartRate: 72, reliable: true, id: 1, timestamp: '' }} />
    </MantineProvider>,
  );

describe('a saved reading in a list', () => {
  it('shows the blood pressure with its experimental grade and the category its whole range supports', () => {
    const html = render(100, 65);
    expect(html).toContain('100/65 ± 13/13 mmHg');
    expect(html).toContain('data-grade="experimental"');
    expect(html).toContain('>Normal<');
  });

  it('asks for a cuff in grey where the range spans categories, never in the colour of a category', () => {
    const untold = render(128, 82);
    const told = render(100, 65);
    expect(untold).toContain('Category: not told by a camera');
    expect(untold).toContain('--badge-color:var(--mantine-color-gray');
    expect(told).not.toContain('--badge-color:var(--mantine-color-gray');
  });

  it('shows no number for a reading whose pulse was withheld: neither heart rate nor blood pressure (ADR-27)', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <ReadingSummary
          reading={{ systolic: 150, diastolic: 96, heartRate: 142, reliable: false, id: 1, timestamp: '' }}
        />
      </MantineProvider>,
    );
    const text = html.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/<[^>]*>/g, ' ');
    expect(text).toContain('Blood pressure not measured');
    expect(text).toContain('Heart rate not measured');
    expect(text).toContain('Unreliable');
    expect(text.split('·')[0]).not.toMatch(/\d/);
  });
});
