/**
 * The scan's coach (ADR-29): frame by frame it notes which causes of a poor reading hold (`frameSignals`),
 * and every half second of frames it decides what to say — a cause once it has held for about 2 s, cleared
 * once it is gone for 1 s — and keeps each cause's share of the scan for the results. It reads only the
 * frames the trace records, so a saved trace replays it exactly (`coachTrace`).
 */

import { median } from '../../../shared/math/median.ts';
import { MAX_DETECTION_GAP_MS } from '../worker/detectionCadence.ts';
import { type RecordedTrace, type TraceFrame, traceFrame } from '../worker/traceRecorder.ts';
import { CAUSE_PRIORITY, type ScanCause } from './causes.ts';
import { colourSteps, type FaceGeometry, faceGeometry, luma } from './frameSignals.ts';

/**
 * The coach's limits, each from what spoils a pulse reading, and each clear of what the twelve clean
 * development faces showed over many scans (`pnpm eval:coach`, docs/accuracy.md).
 */
export const COACH_LIMITS = {
  /** Skin luma, 0–255, below which the camera's noise drowns the pulse (the status chip's own limit). */
  darkLuma: 50,
  /**
   * Eye distance, as a share of the frame's larger side, below which the skin regions hold too few pixels:
   * a face box of about a fifth of a 4:3 frame's height, a little under the status chip's "move closer".
   */
  farIod: 0.062,
  /** Nose offset from the eyes' midpoint along the eye line, eye distances (≈ 20° of yaw). */
  turnedIod: 0.2,
  /** Head speed over half a second, eye distances per second (the status chip's "hold still"). */
  movingIodPerS: 0.6,
  /**
   * Median relative step of the face's brightness over the last `stepFrames` frames: 2 % a frame is four
   * times a resting pulse's whole swing (about 0.5 % of the skin's brightness).
   */
  flickerStep: 0.02,
  /** Median relative step of each region's green beyond the regions' shared step: twice a pulse's swing. */
  noiseStep: 0.01,
  stepFrames: 15,
} as const;

/** When the coach speaks, and when a cause counts for the whole scan. */
export const COACH_TIMING = {
  /** Decisions are taken every this much frame time. */
  evaluateEveryMs: 500,
  /** A cause is named once it held on this share of the face frames of the last `persistMs`. */
  persistMs: 2000,
  holdShare: 0.8,
  /** … and cleared once it held on less than this share of the last `clearMs`. */
  clearMs: 1000,
  clearShare: 0.5,
  /** A cause of the whole scan held on at least this share of its face frames. */
  scanShare: 0.3,
} as const;

/** A head-speed reading spans about this much time. */
const SPEED_SPAN_MS = 500;
/**
 * A frame without a detection keeps the last detection's verdict this long: the longest the detection
 * cadence lets detections lie apart on a slow phone, and a little for the answer's way back.
 */
const GEOMETRY_HOLD_MS = MAX_DETECTION_GAP_MS + 100;

interface FrameNote {
  timestampMs: number;
  causes: ReadonlySet<ScanCause>;
}

/** The signals one frame was judged on (for the evaluation's distributions). */
export interface FrameSignals {
  luma: number;
  iod: number | null;
  turn: number | null;
  speed: number | null;
  flicker: number;
  noise: number;
}

export interface CoachReport {
  /** What the coach says now (held ~2 s, not yet gone), or null. */
  cause: ScanCause | null;
  /** The causes that held on a large share of the scan so far, in the order to fix them. */
  causes: ScanCause[];
}

export class ScanCoach {
  readonly #notes: FrameNote[] = [];
  readonly #steps: { light: number; noise: number }[] = [];
  readonly #geometry: { timestampMs: number; g: FaceGeometry }[] = [];
  readonly #held = new Map<ScanCause, number>();
  #faceFrames = 0;
  #previous: TraceFrame | null = null;
  #shown: ScanCause | null = null;
  #nextDecisionMs: number | null = null;
  #geometryCauses: ReadonlySet<ScanCause> = new Set();
  #geometryAtMs = Number.NEGATIVE_INFINITY;
  /** Called with each face frame's signals (the evaluation's distributions). */
  onSignals?: (signals: FrameSignals) => void;

  /** Takes in the next frame the trace recorded. */
  push(frame: TraceFrame): void {
    const causes = frame.facePresent ? this.#judge(frame) : new Set<ScanCause>();
    this.#previous = frame;
    if (frame.facePresent) {
      this.#faceFrames += 1;
      for (const cause of causes) this.#held.set(cause, (this.#held.get(cause) ?? 0) + 1);
    }
    if (frame.facePresent) this.#notes.push({ timestampMs: frame.timestampMs, causes });
    while (this.#notes.length && (this.#notes[0] as FrameNote).timestampMs < frame.timestampMs - COACH_TIMING.persistMs)
      this.#notes.shift();
    this.#nextDecisionMs ??= frame.timestampMs + COACH_TIMING.evaluateEveryMs;
    if (frame.timestampMs >= this.#nextDecisionMs) {
      this.#decide(frame.timestampMs);
      this.#nextDecisionMs += COACH_TIMING.evaluateEveryMs;
    }
  }

  report(): CoachReport {
    const share = (cause: ScanCause) => (this.#faceFrames ? (this.#held.get(cause) ?? 0) / this.#faceFrames : 0);
    return { cause: this.#shown, causes: CAUSE_PRIORITY.filter((c) => share(c) >= COACH_TIMING.scanShare) };
  }

  /** Which causes hold on this face frame. */
  #judge(frame: TraceFrame): Set<ScanCause> {
    const causes = new Set<ScanCause>();
    const brightness = luma(frame.combined);
    if (brightness < COACH_LIMITS.darkLuma) causes.add('too-dark');
    const steps = this.#previous?.facePresent ? colourSteps(this.#previous, frame) : null;
    if (steps) {
      this.#steps.push(steps);
      if (this.#steps.length > COACH_LIMITS.stepFrames) this.#steps.shift();
    }
    const full = this.#steps.length >= COACH_LIMITS.stepFrames;
    const flicker = median(this.#steps.map((s) => s.light)) ?? 0;
    const noise = median(this.#steps.map((s) => s.noise)) ?? 0;
    if (full && flicker > COACH_LIMITS.flickerStep) causes.add('flicker');
    if (full && noise > COACH_LIMITS.noiseStep) causes.add('too-noisy');
    const geometry = faceGeometry(frame.landmarks);
    const speed = geometry ? this.#speed(frame.timestampMs, geometry) : null;
    if (geometry) {
      const seen = new Set<ScanCause>();
      if (geometry.iod < COACH_LIMITS.farIod) seen.add('too-far');
      if (Math.abs(geometry.turn) > COACH_LIMITS.turnedIod) seen.add('turned');
      if (speed !== null && speed > COACH_LIMITS.movingIodPerS) seen.add('moving');
      this.#geometryCauses = seen;
      this.#geometryAtMs = frame.timestampMs;
    }
    // A frame between detections keeps the last detection's verdict on the face's size, turn and motion.
    if (frame.timestampMs - this.#geometryAtMs <= GEOMETRY_HOLD_MS) for (const c of this.#geometryCauses) causes.add(c);
    // A moving head and a flickering light change each region's colour differently too: not the camera's noise.
    if (causes.has('moving') || causes.has('flicker')) causes.delete('too-noisy');
    this.onSignals?.({
      luma: brightness,
      iod: geometry?.iod ?? null,
      turn: geometry?.turn ?? null,
      speed,
      flicker,
      noise,
    });
    return causes;
  }

  /** Head speed over about half a second, eye distances per second; null without an earlier detection. */
  #speed(nowMs: number, now: FaceGeometry): number | null {
    this.#geometry.push({ timestampMs: nowMs, g: now });
    while ((this.#geometry[0]?.timestampMs ?? nowMs) < nowMs - 2 * SPEED_SPAN_MS) this.#geometry.shift();
    const earlier = this.#geometry.find((e) => e.timestampMs <= nowMs - 0.8 * SPEED_SPAN_MS);
    if (!earlier || nowMs - earlier.timestampMs > 2 * SPEED_SPAN_MS) return null;
    const moved = Math.hypot(now.origin.x - earlier.g.origin.x, now.origin.y - earlier.g.origin.y);
    return moved / now.iod / ((nowMs - earlier.timestampMs) / 1000);
  }

  #decide(nowMs: number): void {
    const share = (cause: ScanCause, sinceMs: number) => {
      const recent = this.#notes.filter((n) => n.timestampMs >= nowMs - sinceMs);
      return recent.length ? recent.filter((n) => n.causes.has(cause)).length / recent.length : 0;
    };
    // Held for about 2 s: the notes must span most of that time, not a few frames after a gap.
    const covered = (this.#notes[0]?.timestampMs ?? nowMs) <= nowMs - 0.9 * COACH_TIMING.persistMs;
    const holding = CAUSE_PRIORITY.find((c) => covered && share(c, COACH_TIMING.persistMs) >= COACH_TIMING.holdShare);
    if (this.#shown && share(this.#shown, COACH_TIMING.clearMs) < COACH_TIMING.clearShare) this.#shown = null;
    if (holding && (!this.#shown || CAUSE_PRIORITY.indexOf(holding) < CAUSE_PRIORITY.indexOf(this.#shown)))
      this.#shown = holding;
  }
}

/** The coach replayed over a saved trace, frame by frame as the scan recorded them. */
export function coachTrace(trace: RecordedTrace, onReport?: (tMs: number, report: CoachReport) => void): ScanCoach {
  const coach = new ScanCoach();
  for (let i = 0; i < trace.timestampsMs.length; i++) {
    coach.push(traceFrame(trace, i));
    onReport?.(trace.timestampsMs[i] as number, coach.report());
  }
  return coach;
}
