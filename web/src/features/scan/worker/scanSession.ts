/**
 * One scan inside the worker: per frame place the skin regions where the face is, let the core average
 * their skin pixels and record the result (on the frame a detection is taken up with the keypoints and
 * the lips found around the mouth keypoint); every 500 ms the live estimate; at the end the final
 * analysis. The caller runs the face detector and hands its answer in with a frame: the detection of
 * that very frame (a video file's frames and the offline loop, on the frames the session asks for,
 * `detectionDue`), or of an earlier one that has just come back (a live camera's: the scan does not wait
 * for the detector, `detectionCadence.ts`). Between detections the regions stay where the smoothed
 * keypoints put them. Pure TS over small interfaces (the image, the core), so tests drive it with
 * synthetic frames and no browser.
 */
import type { AnalysisResult, RppgCore } from '@ai-doctor/rppg-core';
import type { LiveOutput } from '@ai-doctor/rppg-core/vitals';
import { type CoachReport, ScanCoach } from '../coach/scanCoach.ts';
import {
  FACE_DETECTION_INTERVAL,
  FACE_HISTORY,
  FRAME_RATE,
  LIVE_ANALYSIS_SAMPLES,
  MIN_LIVE_SAMPLES,
} from '../constants.ts';
import { type FaceBox, frameGuidance, HeadMotionMeter, type ScanGuidance } from '../face/guidance.ts';
import { traceLandmarks } from '../face/landmarks.ts';
import { findLips } from '../face/lips.ts';
import {
  boundingRect,
  cropRgba,
  type FaceKeypoints,
  faceFrame,
  KeypointSmoother,
  type PixelRect,
  ROI_NAMES,
  type Roi,
  roisFromKeypoints,
  translateRois,
} from '../face/roi.ts';
import {
  combine,
  History,
  NO_LANDMARKS,
  type RecordedTrace,
  type RegionColour,
  TraceRecorder,
} from './traceRecorder.ts';

/** The parts of the core a scan uses. */
export type SessionCore = Pick<
  RppgCore,
  'sampleFrame' | 'facePresence' | 'facePresenceFallback' | 'findLips' | 'analyzeLive' | 'analyze' | 'memoryBytes'
>;

export interface DetectedFace {
  box: FaceBox;
  keypoints: FaceKeypoints;
}

/** The detector's answer (null: no face) on the frame stamped `timestampMs`. */
export interface Detection {
  face: DetectedFace | null;
  timestampMs: number;
}

/** A captured frame as the session sees it. */
export interface FrameImage {
  width: number;
  height: number;
  /** RGBA pixels of a rectangle of the frame (a camera's VideoFrame reads them asynchronously). */
  pixels(rect: PixelRect): Uint8ClampedArray | Promise<Uint8ClampedArray>;
}

/** How faces are found: the face model, or the product's skin-colour check (ADR-20) when no model could load. */
export type FaceMode = 'face-model' | 'skin-colour';

export interface FrameReport {
  faceDetected: boolean;
  guidance: ScanGuidance;
}

export interface LiveReport {
  live: LiveOutput;
  guidance: ScanGuidance;
  /** What the scan coach says now, and the causes of the scan so far (ADR-29). */
  coach: CoachReport;
}

/**
 * The keypoints' smoothing as a time constant: a share 0.35 of the way to each detection at the
 * nominal cadence (every second frame at 30 fps), the weight it was tuned at, about 155 ms.
 */
const KEYPOINT_TIME_CONSTANT_MS = -((FACE_DETECTION_INTERVAL * 1000) / FRAME_RATE) / Math.log(1 - 0.35);
/** The product's face-presence area (ADR-20): the central half of the frame. */
const CENTRAL_HALF = 0.5;

/** The central half of a frame as the skin region of the fallback mode. */
function centralRegion(width: number, height: number): Roi {
  const x0 = (width * (1 - CENTRAL_HALF)) / 2;
  const y0 = (height * (1 - CENTRAL_HALF)) / 2;
  const x1 = width - x0;
  const y1 = height - y0;
  return { name: 'face', points: [x0, y0, x1, y0, x1, y1, x0, y1] };
}

function luma([r, g, b]: [number, number, number]): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export class ScanSession<I extends FrameImage> {
  readonly recorder: TraceRecorder;
  readonly #smoother = new KeypointSmoother(KEYPOINT_TIME_CONSTANT_MS);
  readonly #motion = new HeadMotionMeter();
  readonly #faces = new History(FACE_HISTORY);
  readonly #coach = new ScanCoach();
  #guidance: ScanGuidance = 'looking';
  #lastColour: [number, number, number] | null = null;
  #frames = 0;
  #faceFrames = 0;
  /** The detector's last answer (undefined before the first detection). */
  #lastFace: DetectedFace | null | undefined = undefined;
  #headSpeed = 0;

  /**
   * @param detectEvery ask for the face detector on every n-th frame (`detectionDue`; a caller with its
   *   own cadence ignores it); in between, the regions stay where the smoothed keypoints put them
   */
  constructor(
    readonly core: SessionCore,
    readonly mode: FaceMode,
    readonly detectEvery = FACE_DETECTION_INTERVAL,
  ) {
    this.recorder = new TraceRecorder(mode === 'face-model' ? ROI_NAMES : ['face']);
  }

  /** Frames seen, and how many of them had a face (time counts towards quality only with a face, ADR-9). */
  get counts(): { frames: number; faceFrames: number } {
    return { frames: this.#frames, faceFrames: this.#faceFrames };
  }

  /** Whether the next frame should come with a detection: every n-th frame, and until there was one. */
  get detectionDue(): boolean {
    return this.mode === 'face-model' && (this.#frames % this.detectEvery === 0 || this.#lastFace === undefined);
  }

  /**
   * @param detection the detector's answer to take up with this frame (on this frame or an earlier one),
   *   or undefined when none is new
   */
  async processFrame(image: I, timestampMs: number, detection?: Detection): Promise<FrameReport> {
    const found =
      this.mode === 'face-model' ? await this.#sampleWithModel(image, detection) : await this.#sampleBySkin(image);
    this.#frames += 1;
    if (found.facePresent) this.#faceFrames += 1;
    this.#faces.push(found.facePresent ? 1 : 0);
    if (found.regions) {
      const recorded = this.recorder.length;
      this.recorder.record({
        timestampMs,
        regions: found.regions,
        facePresent: found.facePresent,
        landmarks: found.landmarks,
      });
      // The coach reads each frame as the trace holds it, so a saved trace replays it exactly.
      const frame = this.recorder.length > recorded ? this.recorder.lastFrame() : null;
      if (frame) this.#coach.push(frame);
      this.#lastColour = combine(found.regions) ?? this.#lastColour;
    }
    this.#guidance = frameGuidance({
      frameWidth: image.width,
      frameHeight: image.height,
      box: found.box,
      faceDetected: found.facePresent,
      brightness: found.brightness,
      headSpeed: found.headSpeed,
    });
    return { faceDetected: found.facePresent, guidance: this.#guidance };
  }

  /** Takes up a new detection (on the time of its own frame), or repeats the last answer between detections. */
  #takeUpDetection(detection: Detection | undefined): { face: DetectedFace | null; fresh: boolean } {
    if (detection === undefined) return { face: this.#lastFace ?? null, fresh: false };
    const { face, timestampMs } = detection;
    this.#lastFace = face;
    if (face) {
      const f = faceFrame(face.keypoints);
      this.#headSpeed = this.#motion.update(f.origin, f.eyeDistance, timestampMs);
      this.#smoother.update(face.keypoints, timestampMs);
    } else {
      this.#motion.lose();
    }
    return { face, fresh: true };
  }

  async #sampleWithModel(image: I, detection: Detection | undefined) {
    const { face, fresh } = this.#takeUpDetection(detection);
    const headSpeed = this.#headSpeed;
    // Without a face, keep sampling where it last was so the series stays continuous; the frame is
    // marked face-absent and does not count towards quality.
    const keypoints = this.#smoother.current;
    if (!keypoints)
      return { facePresent: false, regions: null, box: null, brightness: 0, headSpeed, landmarks: NO_LANDMARKS };
    const rois = roisFromKeypoints(keypoints);
    const rect = boundingRect(rois, image.width, image.height);
    const pixels = rect.width > 0 && rect.height > 0 ? await image.pixels(rect) : null;
    const regions = pixels ? this.#sampleAt(pixels, rect, translateRois(rois, rect.x, rect.y)) : null;
    // A detection whose regions hold no skin is not a face to measure (a detector's false positive on a
    // pattern or a poster): it neither counts towards the scan's time nor gives the trace a colour.
    const showsSkin = regions?.regions.some((r) => r.skinPixels > 0) ?? false;
    return {
      facePresent: face !== null && showsSkin,
      regions: regions?.regions ?? null,
      box: face?.box ?? null,
      brightness: regions?.brightness ?? 0,
      headSpeed,
      landmarks: face && fresh ? await this.#landmarks(image, face.keypoints, pixels, rect) : NO_LANDMARKS,
    };
  }

  /**
   * A detection frame's keypoints as the trace records them, the lips found in this frame in the mouth
   * slot. The lips' patch is cut from the face's pixels already read (the face outline region encloses
   * the mouth), not copied out of the frame again: a second copy on every other frame was the scan
   * worker's largest cost on a throttled CPU (docs/findings/runs.md, "Speed of the scan").
   */
  async #landmarks(image: I, keypoints: FaceKeypoints, face: Uint8ClampedArray | null, faceRect: PixelRect) {
    const read = (patch: PixelRect) => (face && cropRgba(face, faceRect, patch)) ?? image.pixels(patch);
    const lips = await findLips(this.core, read, keypoints, image.width, image.height);
    return traceLandmarks(keypoints, lips?.centre ?? null, image.width, image.height);
  }

  /** ADR-20: the skin-colour rule on the central half; its simpler fallback if that fails. */
  async #sampleBySkin(image: I) {
    const rect = { x: 0, y: 0, width: image.width, height: image.height };
    const pixels = await image.pixels(rect);
    let presence: { present: boolean; brightness: number };
    try {
      presence = this.core.facePresence(pixels, image.width, image.height);
    } catch {
      presence = this.core.facePresenceFallback(pixels, image.width, image.height);
    }
    const sampled = this.#sampleAt(pixels, rect, [centralRegion(image.width, image.height)]);
    return {
      facePresent: presence.present,
      regions: sampled.regions,
      box: null,
      brightness: presence.brightness,
      headSpeed: 0,
      landmarks: NO_LANDMARKS,
    };
  }

  #sampleAt(pixels: Uint8ClampedArray, rect: PixelRect, rois: Roi[]) {
    const sample = this.core.sampleFrame(pixels, rect.width, rect.height, rois);
    const regions: RegionColour[] = sample.rois.map((r) => ({
      name: r.name,
      r: r.r,
      g: r.g,
      b: r.b,
      skinPixels: r.skinPixels,
    }));
    return { regions, brightness: sample.brightness };
  }

  /** The live output (ADR-18), refreshed every 500 ms by the page. */
  live(): LiveReport {
    const faceDetected = (this.#faces.recentMean() ?? 0) >= 0.5;
    const recent = this.recorder.liveTrace();
    let estimate: ReturnType<SessionCore['analyzeLive']> | null = null;
    if (recent.timestampsMs.length >= MIN_LIVE_SAMPLES) {
      try {
        estimate = this.core.analyzeLive(this.recorder.liveTrace(LIVE_ANALYSIS_SAMPLES));
      } catch {
        estimate = null;
      }
    }
    const signalQuality = faceDetected ? (estimate?.signalQuality ?? 0) : 0;
    // The rate is reported only while the core calls it exact: a number the scan so far cannot pin
    // down would be the noise's.
    const heartRate = faceDetected && estimate?.heartRateExact ? estimate.heartRate : 0;
    const colour = this.#lastColour;
    return {
      guidance: this.#guidance,
      coach: this.#coach.report(),
      live: {
        heartRate,
        signalQuality,
        confidence: faceDetected ? (estimate?.confidence ?? 0) : 0,
        faceDetected,
        skinTone: colour ? luma(colour) / 255 : 0,
        bloodPressure: estimate?.bloodPressure ?? { systolic: 0, diastolic: 0, confidence: 0 },
        timeSeriesData: recent.timeSeriesData,
      },
    };
  }

  /** The final analysis of the whole recording; throws when the core cannot analyse it. */
  finish(): AnalysisResult {
    return this.core.analyze(this.recorder.trace(), { mode: 'final' });
  }

  trace(): RecordedTrace {
    return this.recorder.trace();
  }
}
