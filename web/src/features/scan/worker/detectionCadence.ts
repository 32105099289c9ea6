/**
 * How often a live camera's frames visit the face detector: as often as the detector's own measured
 * cost allows. The detection runs in the face worker while the scan goes on sampling every frame with
 * the last face found (`scan.worker.ts`), so a slow detection no longer holds frames back; but it still
 * takes a core's time from everything else, so the less of it a phone can afford, the less often it runs.
 *
 * Each detection's cost is its time from being sent to its answer, on the wall clock: on a slow or busy
 * phone it grows with the wait for a core, which is the cost that matters there. The interval, in frames,
 * keeps the detector out at most `DETECTOR_DUTY` of the time (the median of the recent costs against
 * the recent spacing of frames): every `MIN_DETECTION_INTERVAL`-th frame while it is cheap (the nominal
 * cadence), further apart as it costs more, and never more than `MAX_DETECTION_GAP_MS` apart (the face
 * must still be followed). Until the first answer, and with no detection out, every frame may go.
 *
 * Pure: frame times and costs in, decisions out; no clock of its own.
 */
import { median } from '../../../shared/math/median.ts';
import { FACE_DETECTION_INTERVAL, FRAME_RATE } from '../constants.ts';

/** Ours: the closest detections come, in frames: the nominal cadence (15 a second at 30 fps). */
export const MIN_DETECTION_INTERVAL = FACE_DETECTION_INTERVAL;
/** Ours: the longest time between detections the interval allows, ms (the regions must follow the face). */
export const MAX_DETECTION_GAP_MS = 500;
/** Ours: the share of the time a detection may be out. */
export const DETECTOR_DUTY = 0.5;
/** Recent detections and frame spacings whose median is read (a quota's stall or a collection is one outlier). */
const RECENT = 9;

function pushRecent(values: number[], value: number): void {
  values.push(value);
  if (values.length > RECENT) values.shift();
}

export class DetectionCadence {
  readonly #costs: number[] = [];
  readonly #spacings: number[] = [];
  #lastFrameMs: number | null = null;
  /** Frames since the last detection was sent. */
  #sinceSent = 0;
  #out = false;
  #answers = 0;

  /** A frame arrived, stamped `timestampMs`: true when it should go to the detector. */
  frame(timestampMs: number): boolean {
    if (this.#lastFrameMs !== null && timestampMs > this.#lastFrameMs)
      pushRecent(this.#spacings, timestampMs - this.#lastFrameMs);
    this.#lastFrameMs = timestampMs;
    this.#sinceSent += 1;
    if (this.#out || (this.#answers > 0 && this.#sinceSent < this.interval)) return false;
    this.#out = true;
    this.#sinceSent = 0;
    return true;
  }

  /** The detection sent last answered (or failed) `costMs` after it was sent. */
  answered(costMs: number): void {
    this.#out = false;
    this.#answers += 1;
    pushRecent(this.#costs, costMs);
  }

  /** Frames from one detection to the next, as the recent costs and frame spacing set it. */
  get interval(): number {
    const frameMs = median(this.#spacings) ?? 1000 / FRAME_RATE;
    const cost = median(this.#costs) ?? 0;
    // (The small term keeps 500 ms / 33.33 ms at 15 frames, not 14.999….)
    const most = Math.max(MIN_DETECTION_INTERVAL, Math.floor(MAX_DETECTION_GAP_MS / frameMs + 1e-9));
    const wanted = Math.ceil(cost / (frameMs * DETECTOR_DUTY));
    return Math.min(most, Math.max(MIN_DETECTION_INTERVAL, wanted));
  }

  /** Whether a detection is out now. */
  get out(): boolean {
    return this.#out;
  }
}
