/**
 * The wellness diagnosis: the spec's local scoring rules (01-scan-flow.md §5) extended with the reason
 * behind every point. One module for the API (`/api/wellness-diagnosis`) and the app's offline fallback,
 * so both always agree. Deterministic: the same input gives the same diagnosis.
 *
 * Evidence grades are honoured: experimental metrics (blood pressure, oxygen) still count toward the
 * spec's score, but never raise a risk factor on their own; they only add a "confirm with a device"
 * recommendation.
 */
import { bpCategory } from './bands.ts';
import { METRIC_DEFAULTS } from './defaults.ts';
import { METRIC_EVIDENCE } from './evidence.ts';
import type { EvidenceGrade, GradedMetric, WellnessLevel } from './types.ts';

export interface DiagnosisInput {
  systolic: number;
  diastolic: number;
  heartRate: number;
  heartRateVariability?: number;
  breathingRate?: number;
  oxygenSaturation?: number;
  sympatheticStress?: number;
  parasympatheticActivity?: number;
  /** 0–100, the result's PRQ. */
  signalQuality?: number;
  /** 0–1. */
  confidence?: number;
}

export interface ScoreReason {
  metric: string;
  points: number;
  maxPoints: number;
  grade: EvidenceGrade;
  /** The value was missing and the spec's default was used. */
  defaulted: boolean;
  why: string;
}

export interface WellnessDiagnosis {
  overallScore: number;
  wellnessLevel: WellnessLevel;
  riskFactors: string[];
  recommendations: string[];
  summary: string;
  reasons: ScoreReason[];
}

export const STANDARD_RECOMMENDATION = 'Consult healthcare provider for medical advice';
/** Quality gate shared with the results screen (DECISIONS.md D1). */
export const RELIABLE_MIN_PRQ = 50;
export const RELIABLE_MIN_CONFIDENCE = 0.7;

/** 85+ Excellent, 70+ Good, 55+ Fair, else Needs Attention. */
export function wellnessLevel(score: number): WellnessLevel {
  if (score >= 85) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 55) return 'Fair';
  return 'Needs Attention';
}

type OptionalMetric = 'heartRateVariability' | 'breathingRate' | 'oxygenSaturation' | 'sympatheticStress';

function measuredOrDefault(input: DiagnosisInput, key: OptionalMetric): { value: number; defaulted: boolean } {
  const v = input[key];
  return v === undefined ? { value: METRIC_DEFAULTS[key], defaulted: true } : { value: v, defaulted: false };
}

/** One scored check of the spec: points when `ok`, with the sentence that explains it. */
function check(
  metric: string,
  graded: GradedMetric,
  maxPoints: number,
  ok: boolean,
  defaulted: boolean,
  inRange: string,
  outOfRange: string,
): ScoreReason {
  return {
    metric,
    points: ok ? maxPoints : 0,
    maxPoints,
    grade: METRIC_EVIDENCE[graded].grade,
    defaulted,
    why: `${ok ? inRange : outOfRange}${defaulted ? ' (not measured; the standard default was assumed)' : ''}`,
  };
}

function scoreReasons(input: DiagnosisInput): ScoreReason[] {
  const category = bpCategory(input.systolic, input.diastolic);
  const bpPoints = category === 'Normal' ? 20 : category === 'Elevated' ? 15 : 10;
  const hrv = measuredOrDefault(input, 'heartRateVariability');
  const breathing = measuredOrDefault(input, 'breathingRate');
  const oxygen = measuredOrDefault(input, 'oxygenSaturation');
  const stress = measuredOrDefault(input, 'sympatheticStress');
  const prq = input.signalQuality ?? METRIC_DEFAULTS.prq;
  return [
    {
      metric: 'bloodPressure',
      points: bpPoints,
      maxPoints: 20,
      grade: METRIC_EVIDENCE.bloodPressure.grade,
      defaulted: false,
      why: `Blood pressure estimate is in the ${category} category.`,
    },
    check(
      'heartRate',
      'heartRate',
      15,
      input.heartRate >= 60 && input.heartRate <= 100,
      false,
      'Heart rate is in the 60–100 bpm resting range.',
      'Heart rate is outside the 60–100 bpm resting range.',
    ),
    check(
      'heartRateVariability',
      'heartRateVariability',
      15,
      hrv.value >= 30,
      hrv.defaulted,
      'Heart rate variability is at least 30 ms.',
      'Heart rate variability is under 30 ms.',
    ),
    check(
      'breathingRate',
      'breathingRate',
      15,
      breathing.value >= 12 && breathing.value <= 20,
      breathing.defaulted,
      'Breathing rate is in the 12–20 per minute range.',
      'Breathing rate is outside the 12–20 per minute range.',
    ),
    check(
      'oxygenSaturation',
      'oxygenSaturation',
      15,
      oxygen.value >= 95,
      oxygen.defaulted,
      'Oxygen estimate is at least 95%.',
      'Oxygen estimate is under 95%.',
    ),
    check(
      'sympatheticStress',
      'sympatheticStress',
      10,
      stress.value <= 40,
      stress.defaulted,
      'Stress index is at most 40%.',
      'Stress index is above 40%.',
    ),
    check(
      'prq',
      'prq',
      10,
      prq >= 70,
      input.signalQuality === undefined,
      'Signal quality is at least 70%, so the reading is dependable.',
      'Signal quality is under 70%, so the reading is less dependable.',
    ),
  ];
}

/** Risk factors come only from measured or derived metrics (never from an experimental one alone). */
function riskFactors(input: DiagnosisInput): string[] {
  const out: string[] = [];
  if (input.heartRate > 90) out.push('Slightly elevated heart rate');
  if (input.heartRate < 50) out.push('Low resting heart rate');
  if (input.heartRateVariability !== undefined && input.heartRateVariability < 20)
    out.push('Low heart rate variability');
  if (input.breathingRate !== undefined && (input.breathingRate < 12 || input.breathingRate > 20))
    out.push('Breathing rate outside the typical 12–20 per minute');
  if (input.sympatheticStress !== undefined && input.sympatheticStress > 60) out.push('High stress index');
  return out;
}

function isReliable(input: DiagnosisInput): boolean {
  return (
    (input.signalQuality ?? METRIC_DEFAULTS.prq) >= RELIABLE_MIN_PRQ &&
    (input.confidence ?? METRIC_DEFAULTS.confidence) >= RELIABLE_MIN_CONFIDENCE
  );
}

function recommendations(input: DiagnosisInput, risks: string[]): string[] {
  const out: string[] = [];
  if (!isReliable(input)) out.push('Retake the scan in steady, even light and keep still for a more reliable reading');
  if (bpCategory(input.systolic, input.diastolic) !== 'Normal')
    out.push('Confirm your blood pressure with a validated cuff monitor; the camera estimate is experimental');
  if (input.oxygenSaturation !== undefined && input.oxygenSaturation < 95)
    out.push('Check your oxygen level with a pulse oximeter; the camera estimate is experimental');
  if (risks.includes('Slightly elevated heart rate'))
    out.push('Rest quietly for five minutes, avoid caffeine, and measure again');
  if (input.sympatheticStress !== undefined && input.sympatheticStress > 40)
    out.push('Try a few minutes of slow breathing (about six breaths per minute) to lower stress');
  if (input.heartRateVariability !== undefined && input.heartRateVariability < 30)
    out.push('Regular sleep and light exercise tend to raise heart rate variability');
  out.push(STANDARD_RECOMMENDATION);
  return out;
}

function summarise(score: number, level: WellnessLevel, reasons: ScoreReason[], reliable: boolean): string {
  const passed = reasons.filter((r) => r.points === r.maxPoints).length;
  const missed = reasons.filter((r) => r.points < r.maxPoints).map((r) => r.metric);
  const parts = [`Your wellness score is ${score}/100 (${level}): ${passed} of ${reasons.length} checks are in range.`];
  if (missed.length) parts.push(`Worth a look: ${missed.join(', ')}.`);
  if (!reliable) parts.push('The signal was weak, so treat these numbers with caution.');
  parts.push('This is informational only, not a medical diagnosis.');
  return parts.join(' ');
}

/** The full diagnosis for a reading. */
export function diagnoseWellness(input: DiagnosisInput): WellnessDiagnosis {
  const reasons = scoreReasons(input);
  const overallScore = reasons.reduce((sum, r) => sum + r.points, 0);
  const level = wellnessLevel(overallScore);
  const risks = riskFactors(input);
  return {
    overallScore,
    wellnessLevel: level,
    riskFactors: risks,
    recommendations: recommendations(input, risks),
    summary: summarise(overallScore, level, reasons, isReliable(input)),
    reasons,
  };
}
