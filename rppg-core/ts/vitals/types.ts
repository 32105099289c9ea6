/**
 * The measurement vocabulary shared by the scan worker, the screens and the API: the product's
 * measurement result (ADR-18) plus evidence grades (ADR-2) and quality details.
 */

export type EvidenceGrade = 'measured' | 'derived' | 'experimental' | 'illustrative';

export type BpCategory = 'Normal' | 'Elevated' | 'High Stage 1' | 'High Stage 2';
export type RiskLevel = 'Low' | 'Mild' | 'Moderate' | 'High';
/** What a screening indicator says when the core withheld it (see `MeasurementResult.withheld`). */
export type NotAssessed = 'Not assessed';
export type WellnessLevel = 'Excellent' | 'Good' | 'Fair' | 'Needs Attention';
export type HeartRhythm =
  | 'Normal Sinus Rhythm'
  | 'Bradycardia'
  | 'Tachycardia'
  | 'Irregular Rhythm'
  | 'Insufficient data'
  | 'Not assessable';
export type MentalState =
  | 'Highly Alert/Stressed'
  | 'Relaxed and Focused'
  | 'Creative/Meditative'
  | 'Deep Relaxation'
  | 'Balanced'
  | 'Insufficient data';

/**
 * What a risk prompt measured: a code, the value, the largest value healthy faces showed, the margin
 * beyond it before the measurement scores (ADR-8), and how far beyond that it scores fully (its score
 * rises from 0 at `healthyMax + margin` to 1 at `healthyMax + margin + fullScale`).
 */
export interface RiskMeasurement {
  code: 'mouthOffsetIod' | 'beatIntervalCv' | 'tremorBandRatio' | 'tremorAmplitudeIod';
  value: number;
  healthyMax: number;
  /** Absent from readings saved before issue 50: their score started at `healthyMax`. */
  margin?: number;
  fullScale: number;
}

export interface StrokeRiskFactors {
  facialAsymmetry: number;
  heartRhythmIrregularity: number;
  overallRiskScore: number;
  riskLevel: RiskLevel | NotAssessed;
  riskFactors: string[];
  /** What was measured, with the healthy limits (absent from readings saved before issue 29). */
  measurements?: RiskMeasurement[];
}

export interface ParkinsonsIndicators {
  tremorDetection: number;
  /**
   * Reduced facial mobility, 0–50; `null` when not measured (the lips were found in too few frames, or
   * the prompt was not assessed). Its part of the overall score is then left out, not taken as 0 mobility.
   */
  rigidityIndicators: number | null;
  bradykinesiaScore: number;
  overallRiskScore: number;
  riskLevel: RiskLevel | NotAssessed;
  detectedSymptoms: string[];
  /** What was measured, with the healthy limits (absent from readings saved before issue 29). */
  measurements?: RiskMeasurement[];
}

export interface EstimatedEcg {
  heartRhythm: HeartRhythm;
  pWaveDetected: boolean;
  qrsComplexQuality: number;
  tWavePattern: string;
  heartRateVariability: number;
  arrhythmiaRisk: number;
  estimatedWaveform: number[];
}

export interface BrainwaveActivity {
  alpha: number;
  beta: number;
  theta: number;
  delta: number;
}

export interface EstimatedEeg {
  brainwaveActivity: BrainwaveActivity;
  mentalState: MentalState;
  stressLevel: number;
  attentionIndex: number;
  relaxationIndex: number;
  estimatedSignal: number[];
}

/** Metrics that carry an evidence grade (the product's field names; `bloodPressure` covers systolic/diastolic). */
export type GradedMetric =
  | 'heartRate'
  | 'confidence'
  | 'prq'
  | 'heartRateVariability'
  | 'breathingRate'
  | 'sympatheticStress'
  | 'parasympatheticActivity'
  | 'heartRhythm'
  | 'arrhythmiaRisk'
  | 'oxygenSaturation'
  | 'bloodPressure'
  | 'strokeRiskFactors'
  | 'parkinsonsIndicators'
  | 'estimatedTemperature'
  | 'estimatedECG'
  | 'estimatedEEG';

/** How the signal looked: the inputs of PRQ and confidence, kept so the UI and API can explain them. */
export interface QualityDetails {
  /** Self-SNR of the pulse, dB: the mean over the 10 s windows of the power near the tracked rate over the rest of its neighbourhood (±15 %, at least ±12 bpm). */
  snrDb: number;
  /** Share of frames in which a face was found, 0–1. */
  facePresentShare: number;
  /** Head motion, 0 (still) to 1 (too much to measure). */
  motion: number;
  /**
   * How much of the head's motion lies at the reported heart rate, beyond chance, 0–1 (1 when its rhythm
   * is unknown): motion lowers PRQ in proportion, since it corrupts a reading only when taken for the pulse.
   */
  motionAtRate: number;
  /** Brightness stability, 0 (jumping) to 1 (steady). */
  brightnessStability: number;
  /** Share of inter-beat intervals kept after artifact correction, 0–1. */
  cleanBeatShare: number;
  /** How well independent estimates (windows, regions × methods, beats) agree with the rate, 0–1. */
  agreement: number;
}

/**
 * Metrics a scan could not measure, each with one plain sentence saying why. Their numeric fields still
 * hold the product's default (so every body keeps its shape), which must never be shown as a reading.
 */
export type WithheldMetrics = Partial<Record<GradedMetric, string>>;

/** A value clamped to the product's range (ADR-5) sits at its floor ('min') or ceiling ('max'). */
export type LimitSide = 'min' | 'max';

/** The clamped metrics that can hit a wall (HRV 10–80 ms, breathing 8–25 /min) and which wall they hit. */
export type AtLimit = Partial<Record<'heartRateVariability' | 'breathingRate', LimitSide>>;

/** How exactly the heart rate could be read (see `MeasurementResult.heartRateOutcome`). */
export type HeartRateOutcome = 'exact' | 'approximate' | 'withheld';

/** A stated interval of a rate, bpm. */
export interface RateRange {
  low: number;
  high: number;
}

/** Where a result came from: the browser core, the server's heavier re-analysis, or the no-signal fallback. */
export type ResultSource = 'browser' | 'ai-enhanced' | 'limited-data';

export interface MeasurementResult {
  systolic: number;
  diastolic: number;
  heartRate: number;
  heartRateVariability: number;
  breathingRate: number;
  oxygenSaturation: number;
  sympatheticStress: number;
  parasympatheticActivity: number;
  /** Signal quality, 0–100. */
  prq: number;
  /** 0–1. */
  confidence: number;
  /** °F. */
  estimatedTemperature: number;
  strokeRiskFactors: StrokeRiskFactors;
  parkinsonsIndicators: ParkinsonsIndicators;
  estimatedECG: EstimatedEcg;
  estimatedEEG: EstimatedEeg;
  grades: Record<GradedMetric, EvidenceGrade>;
  /** What this scan could not measure, and why; {} when everything was measured. */
  withheld: WithheldMetrics;
  /** Values that sit at a clamp wall: shown as '≥ 80 ms' / '≤ 8 /min', never as exact readings. */
  atLimit: AtLimit;
  quality: QualityDetails;
  source: ResultSource;
  /** The heart rate is exact: `heartRateOutcome` is 'exact' (every check passed). */
  reliable: boolean;
  /**
   * How exactly the heart rate could be read: one number, a range ('about 105–113 bpm'), or nothing.
   * Missing on readings saved before ranges existed: then `reliable` says exact or withheld.
   */
  heartRateOutcome?: HeartRateOutcome;
  /** The stated 90 % interval of the heart rate, bpm; absent when withheld. */
  heartRateRange?: RateRange;
  /** A short note for the user: why the heart rate is not exact, or e.g. 'Measurement completed with limited data'. */
  note?: string;
}

/** The live output while scanning (ADR-18). */
export interface LiveOutput {
  heartRate: number;
  /** 0–100. */
  signalQuality: number;
  /** 0–1. */
  confidence: number;
  faceDetected: boolean;
  /** 0 (dark) – 1 (light), from the skin pixels' luma. */
  skinTone: number;
  bloodPressure: { systolic: number; diastolic: number; confidence: number };
  timeSeriesData: [number, number, number][];
}
