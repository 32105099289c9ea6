import { describe, expect, it } from 'vitest';
import { methodMetrics, p50p95, pearsonR, populationStd } from './metrics.ts';

describe('the standard metrics, against hand-computed values', () => {
  // Errors +2, −1, +4, −3 on references 60, 80, 100, 120.
  const pairs = [
    { referenceBpm: 60, estimateBpm: 62 },
    { referenceBpm: 80, estimateBpm: 79 },
    { referenceBpm: 100, estimateBpm: 104 },
    { referenceBpm: 120, estimateBpm: 117 },
  ];
  const m = methodMetrics(pairs);

  it('MAE and its standard error std(|e|)/√n', () => {
    // |e| = 2, 1, 4, 3: mean 2.5, population variance 1.25.
    expect(m.mae.value).toBe(2.5);
    expect(m.mae.se).toBeCloseTo(Math.sqrt(1.25) / 2, 12);
  });

  it('RMSE and the toolbox’s standard error std(e²)/√n', () => {
    // e² = 4, 1, 16, 9: mean 7.5, population variance (12.25 + 42.25 + 72.25 + 2.25) / 4 = 32.25.
    expect(m.rmse.value).toBeCloseTo(Math.sqrt(7.5), 12);
    expect(m.rmse.se).toBeCloseTo(Math.sqrt(32.25) / 2, 12);
  });

  it('MAPE in per cent with std(|e|/ref)/√n × 100', () => {
    const rel = [2 / 60, 1 / 80, 4 / 100, 3 / 120];
    const mean = rel.reduce((s, v) => s + v, 0) / 4;
    const sd = Math.sqrt(rel.reduce((s, v) => s + (v - mean) ** 2, 0) / 4);
    expect(m.mape.value).toBeCloseTo(100 * mean, 12);
    expect(m.mape.value).toBeCloseTo(2.770833333333, 9);
    expect(m.mape.se).toBeCloseTo((100 * sd) / 2, 12);
  });

  it('Pearson r with √((1 − r²)/(n − 2))', () => {
    // x = 62, 79, 104, 117 (mean 90.5), y = 60, 80, 100, 120 (mean 90):
    // Σdxdy = 855 + 115 + 135 + 795 = 1900, Σdx² = 1829, Σdy² = 2000.
    const r = 1900 / Math.sqrt(1829 * 2000);
    expect(r).toBeCloseTo(0.993417, 6);
    expect(m.pearson.value).toBeCloseTo(r, 12);
    expect(m.pearson.se).toBeCloseTo(Math.sqrt((1 - r * r) / 2), 12);
    expect(m.within5).toBe(4);
    expect(m.n).toBe(4);
  });

  it('says what it cannot define', () => {
    const one = methodMetrics([{ referenceBpm: 70, estimateBpm: 80 }]);
    expect(one.mae).toEqual({ value: 10, se: 0 });
    expect(one.within5).toBe(0);
    expect(Number.isNaN(one.pearson.value) && Number.isNaN(one.pearson.se)).toBe(true);
    const none = methodMetrics([]);
    expect(none.n).toBe(0);
    expect(Number.isNaN(none.mae.value)).toBe(true);
    expect(Number.isNaN(pearsonR([1, 1, 1], [1, 2, 3]))).toBe(true);
  });

  it('helpers: population std and percentiles', () => {
    expect(populationStd([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(p50p95([1, 2, 3, 4, 5])).toEqual({ p50: 3, p95: 4.8 });
    expect(Number.isNaN(p50p95([]).p50)).toBe(true);
  });
});
