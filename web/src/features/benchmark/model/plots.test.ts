import { describe, expect, it } from 'vitest';
import { blandAltman, errorAgainstQuality, estimateAgainstReference, extent } from './plots.ts';
import type { ScanRow } from './rows.ts';

const row = (clip: string, referenceBpm: number, bpm: number | null, quality: number | null = 0.8): ScanRow => ({
  clip,
  layout: 'generic',
  condition: 'clean',
  startS: 0,
  referenceBpm,
  estimates: { pos: { bpm, status: bpm === null ? 'failed' : 'read', range: null, quality } },
});

describe('the plots’ data', () => {
  const rows = [row('a', 60, 62), row('b', 80, 78), row('c', 100, 103), row('d', 120, null)];

  it('Bland–Altman: differences against means, bias and limits of agreement', () => {
    const { points, lines } = blandAltman(rows, 'pos');
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [61, 2],
      [79, -2],
      [101.5, 3],
    ]);
    // Differences 2, −2, 3: bias 1, population SD √(14/3).
    const sd = Math.sqrt(14 / 3);
    expect(lines.map((l) => (l.kind === 'horizontal' ? l.y : null))).toEqual([1, 1 + 1.96 * sd, 1 - 1.96 * sd]);
    expect(blandAltman([], 'pos')).toEqual({ points: [], lines: [] });
  });

  it('the estimate against the reference, and the error against the quality score', () => {
    expect(estimateAgainstReference(rows, 'pos').points.map((p) => [p.x, p.y])).toEqual([
      [60, 62],
      [80, 78],
      [100, 103],
    ]);
    const q = errorAgainstQuality([...rows, row('e', 90, 95, null)], 'pos');
    expect(q.points.map((p) => [p.x, p.y, p.label])).toEqual([
      [0.8, 2, 'a'],
      [0.8, 2, 'b'],
      [0.8, 3, 'c'],
    ]);
  });

  it('pads the extent and keeps the identity line in view', () => {
    // References 60–100 and estimates up to 103 share the axes: 60–103, padded by 5 % of 43.
    const [lo, hi] = extent(estimateAgainstReference(rows, 'pos'), 'x');
    expect(lo).toBeCloseTo(57.85, 12);
    expect(hi).toBeCloseTo(105.15, 12);
    // A single value is padded by 5 % of itself, or 0.5 at zero.
    expect(extent({ points: [{ x: 5, y: 40, label: '', status: 'read' }], lines: [] }, 'y')).toEqual([38, 42]);
    expect(extent({ points: [{ x: 0, y: 0, label: '', status: 'read' }], lines: [] }, 'x')).toEqual([-0.5, 0.5]);
    expect(extent({ points: [], lines: [] }, 'y')).toEqual([0, 1]);
  });
});
