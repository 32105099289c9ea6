/** Durations of the worker's per-frame work, for the pipeline's figures (median, p95). */
export class WorkTimer {
  #samples: number[] = [];

  add(ms: number): void {
    this.#samples.push(ms);
  }

  reset(): void {
    this.#samples = [];
  }

  /** The q-quantile (nearest rank) of the recorded durations; 0 when none. */
  quantile(q: number): number {
    if (this.#samples.length === 0) return 0;
    const sorted = [...this.#samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  }
}
