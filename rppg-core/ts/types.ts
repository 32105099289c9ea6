/**
 * Public types of the rPPG core's TS API (frame sampling, traces, live and final analysis).
 * The measurement vocabulary itself lives in `./vitals/types.ts`.
 */
import type { ReasonCode } from './vitals/reasons.ts';
import type { MeasurementResult } from './vitals/types.ts';

/** Where on the face a colour trace is sampled. */
export type RoiName = 'forehead' | 'leftCheek' | 'rightCheek' | 'face';

/** Every ROI name, in the order of the core's ABI codes (0…3). */
export const ROI_NAMES: readonly RoiName[] = ['forehead', 'leftCheek', 'rightCheek', 'face'];

/** An ROI polygon in pixel coordinates of the frame: x0, y0, x1, y1, … */
export interface RoiPolygon {
  name: RoiName;
  points: ArrayLike<number>;
}

/** One ROI's mean skin colour in a frame (NaN channels when no skin pixel was found). */
export interface RoiSample {
  name: RoiName;
  r: number;
  g: number;
  b: number;
  /** Pixels that passed the skin mask and outlier rejection. */
  skinPixels: number;
  /** Pixels sampled inside the polygon. */
  totalPixels: number;
}

/** Per-frame sampling result. */
export interface FrameSample {
  rois: RoiSample[];
  /** Mean luma (0–255) of all kept skin pixels; NaN when none. */
  brightness: number;
}

/** Outcome of the product's face-presence rules (ADR-20). */
export interface FacePresence {
  present: boolean;
  /** Share (0–1) of samples matching the skin rules. */
  skinShare: number;
  /** Mean luma (0–255) of the samples. */
  brightness: number;
}

/** The lips found in a patch around the mouth (`RppgCore.findLips`), in the patch's pixels. */
export interface LipsInPatch {
  /** The mouth's centre: midway between its corners. */
  centre: { x: number; y: number };
  /** The mouth's corners along the lips' axis, the one on the image's left first. */
  corners: [{ x: number; y: number }, { x: number; y: number }];
  /** How far the lips' colour (the core's `lip_colour`: how much less green than grey) stands above the skin's. */
  contrast: number;
}

/** A recorded (or recording) scan: real capture times and per-ROI mean colours per frame. */
export interface Trace {
  /** Capture times in ms, strictly increasing; irregular spacing is fine. */
  timestampsMs: ArrayLike<number>;
  /** Per ROI 3·n interleaved R, G, B means (NaN where the ROI was not seen). */
  rois: { name: RoiName; rgb: ArrayLike<number> }[];
  /** Per frame 1 (face found) or 0. */
  facePresent?: ArrayLike<number>;
  /**
   * Per frame 12 numbers: the 6 MediaPipe FaceDetector keypoints (right eye, left eye, nose tip,
   * mouth centre, right ear tragion, left ear tragion) as x, y in square pixels: both divided by the
   * frame's larger side (0..1), never x by the width and y by the height, since the face's geometry is
   * measured along its own eye line; NaN where missing. The mouth is the lips' centre found in the image
   * (`findLips`), not the detector's mouth keypoint, and missing on frames where no lips were found.
   */
  landmarks?: ArrayLike<number>;
}

/** The live estimate (every 500 ms while scanning): the final analysis's rate model on the scan so far. */
export interface LiveEstimate {
  /** The posterior mean of the rate so far, bpm, clamped 50–200 (ADR-19). */
  heartRate: number;
  /** Its calibrated 90 % range, or null without one. */
  heartRateRange: { low: number; high: number } | null;
  /** The range lies within ±5 bpm: the rate may be shown as a number. */
  heartRateExact: boolean;
  /** 0–100. */
  signalQuality: number;
  /** 0–1. */
  confidence: number;
  /** Self-SNR of the live pulse, dB. */
  snrDb: number;
  bloodPressure: { systolic: number; diastolic: number; confidence: number };
}

/** HRV details; the ms/share fields are 0 when there were too few clean beats. */
export interface HrvDetails {
  rmssdMs: number;
  sdnnMs: number;
  pnn50: number;
  /** null when the scan is too short or too unclean for a spectral estimate. */
  lfHf: number | null;
  beats: number;
}

/** Full analysis: the product's measurement result (ADR-18) plus how it was obtained. */
export interface AnalysisResult extends MeasurementResult {
  /** Which methods/ROIs the fusion used, e.g. 'pos+chrom fused (3 ROIs)'. */
  method: string;
  hrv: HrvDetails;
  /** The fused pulse waveform (for charts and enhancement). */
  pulse: { sampleRate: number; samples: number[] };
  /** Detected beat times on the trace's clock, ms. */
  beatTimesMs: number[];
  /** The blood-pressure category of the (experimental) estimate; shown only when its range lies in one (ADR-6). */
  bloodPressureCategory: 'Normal' | 'Elevated' | 'High Stage 1' | 'High Stage 2';
  /**
   * The scan's rate from its spectral track (time average, or its cycles counted within the track's
   * spread), bpm. `heartRate` is `heartRateBeats` when that is non-null and the beats are exactly as
   * many as this rate expects, else this; either way clamped to the product's range (ADR-19).
   */
  heartRateSpectral: number;
  /** 60 / mean corrected beat interval, bpm; null with too few clean beats. */
  heartRateBeats: number | null;
  /** Share (0–1) of respiratory power in its peak; below 0.25 the breathing rate is withheld (ADR-5). */
  breathingProminence: number;
  /**
   * How uncertain the rate is, bpm: the windows' posterior spreads averaged over the scan. The stated
   * range is this times a calibrated scale (`rppg-core/src/rate/params.rs`); a rate is exact only where
   * that range lies within ±5 bpm.
   */
  heartRateSpreadBpm: number;
  /** Why the heart rate is not exact (the code behind `note`); absent when it is exact. */
  heartRateReason?: ReasonCode;
  /** The tracked heart rate per 1 s hop (10 s windows), with each window's self-SNR and posterior spread. */
  heartRateTrack: { timesMs: number[]; bpm: number[]; snrDb: number[]; spreadBpm: number[] };
}

/** Options of `analyze`. */
export interface AnalyzeOptions {
  /**
   * 'final' (default): POS + CHROM on every ROI. 'enhanced': every method, ROI and their pooled mean.
   * 'enhanced-vitals': 'enhanced' without its drawings (the pulse's samples, the ECG waveform and the EEG
   * signal come back empty), for callers that show none of them (the API).
   */
  mode?: 'final' | 'enhanced' | 'enhanced-vitals';
}

/**
 * The classic unsupervised pulse-extraction methods the benchmark compares, in the order of the
 * core's ABI codes (`CLASSIC` in `src/methods/mod.rs`): POS (Wang et al. 2017), CHROM (de Haan &
 * Jeanne 2013), GREEN (Verkruysse et al. 2008), ICA (Poh et al. 2010), LGI (Pilz et al. 2018), PBV
 * (de Haan & van Leest 2014).
 */
export const CLASSIC_METHODS = ['pos', 'chrom', 'green', 'ica', 'lgi', 'pbv'] as const;
export type ClassicMethod = (typeof CLASSIC_METHODS)[number];

/** A classic method's heart rate on a trace, read by rPPG-Toolbox's conventions (`RppgCore.methodRate`). */
export interface MethodReading {
  /** The periodogram's peak within 45–150 bpm (0.75–2.5 Hz), bpm. */
  heartRateBpm: number;
  /** Power near the peak and its harmonic over the rest of the band, dB: a quality score needing no reference. */
  snrDb: number;
}
