/** Ground truth of a known rate for the benchmark's tests (here and in `fixtures/test`). */

/** A contact-PPG-like wave at `bpm`: one sharp peak per beat, sampled at `hz` for `seconds`. */
export function contactPpg(bpm: number, hz: number, seconds: number): { timesS: number[]; values: number[] } {
  const timesS = Array.from({ length: Math.round(hz * seconds) }, (_, i) => i / hz);
  const values = timesS.map((t) => Math.exp(-(((((t * bpm) / 60) % 1) - 0.3) ** 2) / 0.004) + 0.1 * Math.sin(t));
  return { timesS, values };
}

/** UBFC-rPPG's `ground_truth.txt` of that wave, one sample per frame at `fps`, the times shifted by `t0`. */
export function ubfcGroundTruthText(bpm: number, fps: number, seconds: number, t0 = 0): string {
  const { timesS, values } = contactPpg(bpm, fps, seconds);
  return `${values.join(' ')}\n${values.map(() => bpm).join(' ')}\n${timesS.map((t) => t + t0).join(' ')}\n`;
}
