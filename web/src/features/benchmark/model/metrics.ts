/**
 * The standard heart-rate metrics as rPPG-Toolbox prints them (Liu et al. 2023,
 * `unsupervised_methods/unsupervised_predictor.py`): MAE, RMSE, MAPE and Pearson's r over the clips,
 * each with its standard error — std(|e|)/√n, std(e²)/√n, std(|e|/ref)/√n and √((1 − r²)/(n − 2)), with
 * NumPy's population standard deviation — plus the share within 5 bpm and, for the engine, how often its
 * stated ranges hold the reference.
 */

/** A figure and its standard error (NaN where it is not defined, e.g. r of fewer than three clips). */
export interface WithError {
  value: number;
  se: number;
}

export interface MethodMetrics {
  /** Clips with an estimate (the figures' n). */
  n: number;
  mae: WithError;
  rmse: WithError;
  /** Per cent. */
  mape: WithError;
  pearson: WithError;
  within5: number;
}

/** One estimate against its reference, bpm. */
export interface Pair {
  referenceBpm: number;
  estimateBpm: number;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : Number.NaN);

/** Population standard deviation (NumPy's `np.std`). */
export function populationStd(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}

/** Pearson's correlation of two equally long series (NaN for fewer than two values or a constant one). */
export function pearsonR(x: readonly number[], y: readonly number[]): number {
  const [mx, my] = [mean(x), mean(y)];
  let [sxy, sxx, syy] = [0, 0, 0];
  x.forEach((xi, i) => {
    const [dx, dy] = [xi - mx, (y[i] as number) - my];
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  return x.length < 2 || sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** The toolbox's figures over `pairs`. */
export function methodMetrics(pairs: readonly Pair[]): MethodMetrics {
  const n = pairs.length;
  const errors = pairs.map((p) => p.estimateBpm - p.referenceBpm);
  const abs = errors.map(Math.abs);
  const squared = errors.map((e) => e * e);
  const relative = pairs.map((p, i) => (abs[i] as number) / p.referenceBpm);
  const r = pearsonR(
    pairs.map((p) => p.estimateBpm),
    pairs.map((p) => p.referenceBpm),
  );
  const root = Math.sqrt(n);
  return {
    n,
    mae: { value: mean(abs), se: populationStd(abs) / root },
    rmse: { value: Math.sqrt(mean(squared)), se: populationStd(squared) / root },
    mape: { value: 100 * mean(relative), se: (100 * populationStd(relative)) / root },
    pearson: { value: r, se: n > 2 ? Math.sqrt((1 - r * r) / (n - 2)) : Number.NaN },
    within5: abs.filter((e) => e <= 5).length,
  };
}

/** Median and 95th percentile (linear between order statistics) of `xs`; NaN for none. */
export function p50p95(xs: readonly number[]): { p50: number; p95: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => {
    if (s.length === 0) return Number.NaN;
    const i = p * (s.length - 1);
    const lo = Math.floor(i);
    return (s[lo] as number) + ((s[Math.min(lo + 1, s.length - 1)] as number) - (s[lo] as number)) * (i - lo);
  };
  return { p50: at(0.5), p95: at(0.95) };
}
