/**
 * The result when the final analysis fails (ADR-18): built from the share of the scan in which a
 * face was detected, labelled 'Measurement completed with limited data'. It never passes the quality
 * gate, so the results screen asks for a retake. No number is invented: heart rate and blood pressure
 * are the last live estimates, and the result is built only when there are some (`completion.ts`: a
 * live rate above the live minimum); every other metric is withheld, its field
 * holding the product's default for a missing value (ADR-19), and the derived indicators say 'Insufficient
 * data' or 'Not assessed'.
 */
import {
  type GradedMetric,
  METRIC_DEFAULTS,
  type MeasurementResult,
  metricGrades,
  type WithheldMetrics,
} from '@ai-doctor/rppg-core/vitals';

export const LIMITED_DATA_NOTE = 'Measurement completed with limited data';
export const LIMITED_DATA_REASON = 'The full analysis of this scan failed, so this could not be measured.';

/** Everything but the live heart rate and blood pressure, and the signal's own quality figures. */
const WITHHELD: GradedMetric[] = [
  'heartRateVariability',
  'breathingRate',
  'oxygenSaturation',
  'sympatheticStress',
  'parasympatheticActivity',
  'estimatedTemperature',
  'heartRhythm',
  'arrhythmiaRisk',
  'strokeRiskFactors',
  'parkinsonsIndicators',
  'estimatedEEG',
];

/** Confidence and PRQ scale with the face-present share but stay below the quality gate (0.7 / 50). */
const MAX_LIMITED_CONFIDENCE = 0.5;
const MAX_LIMITED_PRQ = 40;

export interface LimitedDataInput {
  /** Share of frames with a face, 0–1. */
  facePresentShare: number;
  /** The last live estimates (read: the caller builds no result without them). */
  heartRate: number;
  systolic: number;
  diastolic: number;
}

export function limitedDataResult(input: LimitedDataInput): MeasurementResult {
  const share = Math.min(1, Math.max(0, input.facePresentShare));
  return {
    systolic: input.systolic,
    diastolic: input.diastolic,
    heartRate: input.heartRate,
    heartRateVariability: METRIC_DEFAULTS.heartRateVariability,
    breathingRate: METRIC_DEFAULTS.breathingRate,
    oxygenSaturation: METRIC_DEFAULTS.oxygenSaturation,
    sympatheticStress: METRIC_DEFAULTS.sympatheticStress,
    parasympatheticActivity: METRIC_DEFAULTS.parasympatheticActivity,
    prq: Math.round(MAX_LIMITED_PRQ * share),
    confidence: MAX_LIMITED_CONFIDENCE * share,
    estimatedTemperature: METRIC_DEFAULTS.estimatedTemperature,
    strokeRiskFactors: {
      facialAsymmetry: 0,
      heartRhythmIrregularity: 0,
      overallRiskScore: 0,
      riskLevel: 'Not assessed',
      riskFactors: [],
    },
    parkinsonsIndicators: {
      tremorDetection: 0,
      rigidityIndicators: null,
      bradykinesiaScore: 0,
      overallRiskScore: 0,
      riskLevel: 'Not assessed',
      detectedSymptoms: [],
    },
    estimatedECG: {
      heartRhythm: 'Insufficient data',
      pWaveDetected: false,
      qrsComplexQuality: 0,
      tWavePattern: 'Insufficient data',
      heartRateVariability: 0,
      arrhythmiaRisk: 0,
      estimatedWaveform: [],
    },
    estimatedEEG: {
      brainwaveActivity: { alpha: 0, beta: 0, theta: 0, delta: 0 },
      mentalState: 'Insufficient data',
      stressLevel: 0,
      attentionIndex: 0,
      relaxationIndex: 0,
      estimatedSignal: [],
    },
    grades: metricGrades(),
    withheld: Object.fromEntries(WITHHELD.map((metric) => [metric, LIMITED_DATA_REASON])) as WithheldMetrics,
    atLimit: {},
    quality: {
      snrDb: 0,
      facePresentShare: share,
      motion: 0,
      motionAtRate: 1,
      brightnessStability: 0,
      cleanBeatShare: 0,
      agreement: 0,
    },
    source: 'limited-data',
    reliable: false,
    note: LIMITED_DATA_NOTE,
  };
}
