import { describe, expect, it } from 'vitest';
import type { TraceFrame } from '../worker/traceRecorder.ts';
import { coachLine } from './causes.ts';
import { type Conditions, frames } from './coachFakes.ts';
import { COACH_LIMITS, ScanCoach } from './scanCoach.ts';

/** What the coach says after each frame, with the frame's time. */
function say(all: TraceFrame[]) {
  const coach = new ScanCoach();
  return {
    coach,
    said: all.map((f) => {
      coach.push(f);
      return { tMs: f.timestampMs, cause: coach.report().cause };
    }),
  };
}

const firstSaid = (said: { tMs: number; cause: string | null }[], cause: string) =>
  said.find((s) => s.cause === cause)?.tMs ?? null;

describe('the scan coach (ADR-29)', () => {
  it('says nothing on a clean scan', () => {
    const { coach, said } = say(frames(35));
    expect(said.every((s) => s.cause === null)).toBe(true);
    expect(coach.report().causes).toEqual([]);
  });

  it.each<[string, Conditions]>([
    ['too-dark', { level: 30 }],
    ['too-far', { iod: 0.05 }],
    ['turned', { turn: 0.3 }],
    ['moving', { speed: 1.5 }],
    ['flicker', { flicker: 0.05 }],
    ['too-noisy', { noise: 0.02 }],
  ])('names %s once it has held for about 2 s, and clears it once it is gone', (cause, conditions) => {
    const { said } = say([...frames(5), ...frames(6, conditions, 5000), ...frames(5, {}, 11_000)]);
    const at = firstSaid(said, cause);
    expect(at).not.toBeNull();
    // Named within 2–3 s of the cause starting at 5 s, never before it had held ~2 s.
    expect(at as number).toBeGreaterThanOrEqual(6800);
    expect(at as number).toBeLessThanOrEqual(8100);
    // Gone 1–2 s after the cause ends at 11 s.
    const last = said.filter((s) => s.cause === cause).at(-1)?.tMs as number;
    expect(last).toBeGreaterThanOrEqual(11_000);
    expect(last).toBeLessThan(13_100);
    expect(said.at(-1)?.cause).toBeNull();
  });

  it('does not name a cause that comes and goes in under 2 s', () => {
    const blips = [0, 1, 2, 3, 4].flatMap((k) => [
      ...frames(1.2, { level: 30 }, k * 2400),
      ...frames(1.2, {}, k * 2400 + 1200),
    ]);
    expect(say(blips).said.every((s) => s.cause === null)).toBe(true);
  });

  it('names the cause to fix first when several hold (a dark image is a noisy one too)', () => {
    const { said, coach } = say(frames(12, { level: 30, noise: 0.02 }));
    expect(said.at(-1)?.cause).toBe('too-dark');
    expect(coach.report().causes).toEqual(['too-dark', 'too-noisy']);
  });

  it('counts a cause for the whole scan from a third of its face frames, and ignores frames without a face', () => {
    const third = say([...frames(12, { level: 30 }), ...frames(23, {}, 12_000)]).coach.report();
    expect(third.causes).toEqual(['too-dark']);
    const brief = say([...frames(8, { level: 30 }), ...frames(27, {}, 8000)]).coach.report();
    expect(brief.causes).toEqual([]);
    const noFace = say(frames(10, { level: 5, facePresent: false })).said;
    expect(noFace.every((s) => s.cause === null)).toBe(true);
  });

  it('speaks in one plain line: the cause and what to do', () => {
    expect(coachLine('too-dark')).toBe('Too dark: Face a window or turn on a lamp in front of you.');
    expect(COACH_LIMITS.darkLuma).toBe(50);
  });
});
