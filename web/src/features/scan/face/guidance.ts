/**
 * What the status chip asks of the user: the product's three states (looking, position, detected) plus our
 * guidance on framing, light and stillness (ADR-10). Pure functions of one frame's findings.
 */
import type { Point } from './roi.ts';

export type ScanGuidance =
  | 'looking'
  | 'position'
  | 'detected'
  | 'too-small'
  | 'too-large'
  | 'off-centre'
  | 'too-dark'
  | 'too-bright'
  | 'moving';

/** Chip texts: the first three are the product's (ADR-18). */
export const GUIDANCE_TEXT: Record<ScanGuidance, string> = {
  looking: 'Looking for face...',
  position: 'Position your face in the square frame',
  detected: 'Face detected! Stay still for accurate measurement',
  'too-small': 'Move closer so your face fills more of the frame',
  'too-large': 'Move back a little so your whole face fits the frame',
  'off-centre': 'Centre your face in the square frame',
  'too-dark': 'Too dark: face a window or turn on a light',
  'too-bright': 'Too bright: move out of direct light',
  moving: 'Hold still: movement disturbs the measurement',
};

/** Face box height as a share of the frame height: outside these the skin regions get too few pixels / leave the frame. */
export const FACE_HEIGHT_SHARE = { min: 0.22, max: 0.8 };
/** Largest distance of the face centre from the frame centre, as a share of the frame's width / height. */
export const MAX_CENTRE_OFFSET = 0.2;
/** Mean skin brightness (0–255) outside which the camera clips or drowns the pulse in noise. */
export const BRIGHTNESS_RANGE = { min: 50, max: 225 };
/** Head speed, in inter-ocular distances per second, above which motion swamps the pulse. */
export const MAX_HEAD_SPEED = 0.6;

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FrameFindings {
  frameWidth: number;
  frameHeight: number;
  /** The detected face box in pixels, or null when no model ran (skin-colour fallback). */
  box: FaceBox | null;
  faceDetected: boolean;
  /** Mean brightness of the sampled skin, 0–255. */
  brightness: number;
  /** Smoothed head speed, inter-ocular distances per second (0 without landmarks). */
  headSpeed: number;
}

/** One frame's guidance; the first problem found wins, in order of what to fix first. */
export function frameGuidance(f: FrameFindings): ScanGuidance {
  if (!f.faceDetected) return 'position';
  if (f.box) {
    const share = f.box.height / f.frameHeight;
    if (share < FACE_HEIGHT_SHARE.min) return 'too-small';
    if (share > FACE_HEIGHT_SHARE.max) return 'too-large';
    const dx = (f.box.x + f.box.width / 2) / f.frameWidth - 0.5;
    const dy = (f.box.y + f.box.height / 2) / f.frameHeight - 0.5;
    if (Math.abs(dx) > MAX_CENTRE_OFFSET || Math.abs(dy) > MAX_CENTRE_OFFSET) return 'off-centre';
  }
  if (f.brightness < BRIGHTNESS_RANGE.min) return 'too-dark';
  if (f.brightness > BRIGHTNESS_RANGE.max) return 'too-bright';
  if (f.headSpeed > MAX_HEAD_SPEED) return 'moving';
  return 'detected';
}

/**
 * Head speed from the eyes' midpoint, in inter-ocular distances per second (scale-free, so the same
 * limit holds near and far), exponentially smoothed over about a third of a second.
 */
export class HeadMotionMeter {
  static readonly TIME_CONSTANT_MS = 330;
  #last: { origin: Point; timestampMs: number } | null = null;
  #speed = 0;

  update(origin: Point, eyeDistance: number, timestampMs: number): number {
    const last = this.#last;
    this.#last = { origin, timestampMs };
    const dt = last ? timestampMs - last.timestampMs : 0;
    if (!last || dt <= 0 || eyeDistance <= 0) return this.#speed;
    const speed = (Math.hypot(origin.x - last.origin.x, origin.y - last.origin.y) / eyeDistance / dt) * 1000;
    const a = 1 - Math.exp(-dt / HeadMotionMeter.TIME_CONSTANT_MS);
    this.#speed += a * (speed - this.#speed);
    return this.#speed;
  }

  /** Forget the last position (the face was lost), keeping the speed estimate. */
  lose(): void {
    this.#last = null;
  }
}
