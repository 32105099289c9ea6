/** Durations of the worker's recent per-frame work (the last `capacity` frames), for median and p95. */
export class WorkTimer {
  #samples: number[] = [];

  /** @param capacity frames kept: 300 is the last 10 s at 30 fps */
  constructor(readonly capacity = 300) {}

  add(ms: number): void {
    this.#samples.push(ms);
    if (this.#samples.length > this.capacity) this.#samples.shift();
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
