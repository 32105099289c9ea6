import { describe, expect, it } from 'vitest';
import { DETECTOR_DUTY, DetectionCadence, MAX_DETECTION_GAP_MS, MIN_DETECTION_INTERVAL } from './detectionCadence.ts';

const FRAME_MS = 1000 / 30;

/**
 * Drives a cadence over `frames` frames `frameMs` apart, each detection answering `costMs` after it was
 * sent (measured on the frame clock, as the worker sees the answer at a frame's turn); returns the frame
 * indices that were sent.
 */
function run(cadence: DetectionCadence, frames: number, costMs: (n: number) => number, frameMs = FRAME_MS) {
  const sent: number[] = [];
  let answerAt: number | null = null;
  let cost = 0;
  for (let i = 0; i < frames; i++) {
    const t = i * frameMs;
    if (answerAt !== null && t >= answerAt) {
      cadence.answered(cost);
      answerAt = null;
    }
    if (cadence.frame(t)) {
      sent.push(i);
      cost = costMs(sent.length - 1);
      answerAt = t + cost;
    }
  }
  return sent;
}

const gaps = (sent: number[]) => sent.slice(1).map((s, i) => s - (sent[i] as number));

describe('DetectionCadence', () => {
  it('sends the first frame, and no other while a detection is out before the first answer', () => {
    const c = new DetectionCadence();
    expect(c.frame(0)).toBe(true);
    expect([c.frame(33), c.frame(67), c.out]).toEqual([false, false, true]);
    c.answered(80);
    expect(c.out).toBe(false);
  });

  it('keeps the nominal cadence, every second frame, while a detection costs well under a frame', () => {
    const c = new DetectionCadence();
    const sent = run(c, 90, () => 12);
    expect(c.interval).toBe(MIN_DETECTION_INTERVAL);
    expect(new Set(gaps(sent).slice(1))).toEqual(new Set([MIN_DETECTION_INTERVAL]));
  });

  it('spaces detections so that they are out at most DETECTOR_DUTY of the time as they cost more', () => {
    const c = new DetectionCadence();
    const sent = run(c, 300, () => 85);
    // 85 ms against 33.3 ms frames at half the time: every 6th frame (5.1 rounded up).
    expect(c.interval).toBe(Math.ceil(85 / (FRAME_MS * DETECTOR_DUTY)));
    expect(c.interval).toBe(6);
    expect(new Set(gaps(sent).slice(3))).toEqual(new Set([6]));
  });

  it('follows the cost back down when detections get cheaper', () => {
    const c = new DetectionCadence();
    run(c, 120, () => 85);
    expect(c.interval).toBe(6);
    const sent = run(c, 300, () => 20);
    expect(c.interval).toBe(2);
    expect(gaps(sent).slice(-10)).toEqual(Array(10).fill(2));
  });

  it('reads the median of the recent costs, so one stalled detection does not move it', () => {
    const c = new DetectionCadence();
    run(c, 120, (n) => (n === 20 ? 400 : 20));
    expect(c.interval).toBe(2);
  });

  it('never lets detections be more than MAX_DETECTION_GAP_MS apart, however costly', () => {
    const c = new DetectionCadence();
    run(c, 300, () => 400);
    // 500 ms at 30 fps.
    expect([MAX_DETECTION_GAP_MS, c.interval]).toEqual([500, 15]);
    // A detection that takes longer than that: the next goes at the first frame after it is back.
    const slow = new DetectionCadence();
    const sent = run(slow, 300, () => 900);
    expect(new Set(gaps(sent))).toEqual(new Set([Math.ceil(900 / FRAME_MS)]));
  });

  it('counts in frames as they arrive: frames 66 ms apart (every other one dropped) halve the interval', () => {
    const c = new DetectionCadence();
    run(c, 150, () => 85, 2 * FRAME_MS);
    expect(c.interval).toBe(Math.ceil(85 / (2 * FRAME_MS * DETECTOR_DUTY)));
    expect(c.interval).toBe(3);
  });

  it('is the same decisions for the same frame times and costs', () => {
    const cost = (n: number) => 30 + ((n * 37) % 50);
    expect(run(new DetectionCadence(), 400, cost)).toEqual(run(new DetectionCadence(), 400, cost));
  });
});
