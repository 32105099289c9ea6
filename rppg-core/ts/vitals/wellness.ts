/**
 * The wellness diagnosis: the product's local scoring rules (ADR-20) extended with the reason
 * behind every point. One module for the API (`/api/wellness-diagnosis`) and the app's offline fallback,
 * so both always agree. Deterministic: the same input gives the same diagnosis.
 *
 * Evidence grades are honoured (ADR-27): experimental metrics (blood pressure, oxygen) still count toward
 * the product's score, but never raise a risk factor or a "check with …" recommendation; a risk factor
 * needs a measured value (the heart rate), since a derived one's error on a short scan is as wide as its
 * bands. Blood pressure scores by the category its whole uncertainty range supports
 * (`supportedBpCategory`); when the range spans two, by the best category it allows, so a camera estimate
 * never costs points on its own.
 *
 * A value the scan could not measure (withheld, or missing from an old reading) is left out of the input:
 * it scores with the product's default (ADR-19), is marked `defaulted` and
 * labelled so in its sentence and the summary, and never raises a risk factor.
 *
 * A heart rate read only as a range (ADR-4) scores by its estimate but is quoted as the range, and
 * raises a risk factor only when the whole range is past its line.
 */
import {
  BP_CATEGORY_UNTOLD,
  BP_UNCERTAINTY_MMHG,
  bloodPressureText,
  bpCategory,
  supportedBpCategory,
} from './bands.ts';
import { METRIC_DEFAULTS } from './defaults.ts';
import { METRIC_EVIDENCE } from './evidence.ts';
import { rateRangeText } from './heartRate.ts';
import type { BpCategory, EvidenceGrade, RateRange, WellnessLevel } from './types.ts';

export interface DiagnosisInput {
  systolic: number;
  diastolic: number;
  heartRate: number;
  /** Given when the heart rate was read only as this range (`heartRate` is the estimate inside it), bpm. */
  heartRateRange?: RateRange;
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
  /** The value was missing and the product's default was used. */
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
/** Quality gate shared with the results screen (ADR-3). */
export const RELIABLE_MIN_PRQ = 50;
export const RELIABLE_MIN_CONFIDENCE = 0.7;

/** 85+ Excellent, 70+ Good, 55+ Fair, else Needs Attention. */
export function wellnessLevel(score: number): WellnessLevel {
  if (score >= 85) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 55) return 'Fair';
  return 'Needs Attention';
}

/** The optional inputs, by their field in `DiagnosisInput` (PRQ arrives as `signalQuality`). */
const OPTIONAL = {
  heartRateVariability: { default: METRIC_DEFAULTS.heartRateVariability, unit: ' ms' },
  breathingRate: { default: METRIC_DEFAULTS.breathingRate, unit: ' per minute' },
  oxygenSaturation: { default: METRIC_DEFAULTS.oxygenSaturation, unit: '%' },
  sympatheticStress: { default: METRIC_DEFAULTS.sympatheticStress, unit: '%' },
  signalQuality: { default: METRIC_DEFAULTS.prq, unit: '%' },
} as const;

/** A value to score, and the standard default it fell back to when the reading had none. */
interface Scored {
  value: number;
  assumed?: string;
}

function measuredOrDefault(input: DiagnosisInput, key: keyof typeof OPTIONAL): Scored {
  const v = input[key];
  const fallback = OPTIONAL[key];
  return v === undefined ? { value: fallback.default, assumed: `${fallback.default}${fallback.unit}` } : { value: v };
}

/** One scored check of the product's score: points when `ok`, with the sentence that explains it. */
function check(
  metric: 'heartRate' | 'heartRateVariability' | 'breathingRate' | 'oxygenSaturation' | 'sympatheticStress' | 'prq',
  maxPoints: number,
  ok: boolean,
  assumed: string | undefined,
  inRange: string,
  outOfRange: string,
): ScoreReason {
  // A default scores like a reading (ADR-20) but must never read like one (ADR-5).
  const sentence = ok ? inRange : outOfRange;
  return {
    metric,
    points: ok ? maxPoints : 0,
    maxPoints,
    grade: METRIC_EVIDENCE[metric].grade,
    defaulted: assumed !== undefined,
    why: assumed
      ? `${sentence.replace(/\.$/, '')} (not measured in this scan: scored with the standard default, ${assumed}).`
      : sentence,
  };
}

const BP_POINTS: Record<BpCategory, number> = { Normal: 20, Elevated: 15, 'High Stage 1': 10, 'High Stage 2': 10 };

/** The blood-pressure check: the supported category's points, or the best its range allows. */
function bloodPressureReason(input: DiagnosisInput): ScoreReason {
  const supported = supportedBpCategory(input.systolic, input.diastolic);
  const reading = bloodPressureText(input.systolic, input.diastolic);
  const best = bpCategory(
    input.systolic - BP_UNCERTAINTY_MMHG.systolic,
    input.diastolic - BP_UNCERTAINTY_MMHG.diastolic,
  );
  return {
    metric: 'bloodPressure',
    points: BP_POINTS[supported ?? best],
    maxPoints: 20,
    grade: METRIC_EVIDENCE.bloodPressure.grade,
    defaulted: false,
    why: supported
      ? `Blood pressure estimate ${reading} lies in the ${supported} category.`
      : `Blood pressure estimate ${reading}: the ${BP_CATEGORY_UNTOLD}. Scored as ${best}, the best its range allows.`,
  };
}

/** 'Heart rate', or for a rate read only as a range, 'Heart rate (read only as a range, about 105–113 bpm)'. */
function heartRateSubject(input: DiagnosisInput): string {
  return input.heartRateRange
    ? `Heart rate (read only as a range, about ${rateRangeText(input.heartRateRange)})`
    : 'Heart rate';
}

function scoreReasons(input: DiagnosisInput): ScoreReason[] {
  const hrv = measuredOrDefault(input, 'heartRateVariability');
  const breathing = measuredOrDefault(input, 'breathingRate');
  const oxygen = measuredOrDefault(input, 'oxygenSaturation');
  const stress = measuredOrDefault(input, 'sympatheticStress');
  const prq = measuredOrDefault(input, 'signalQuality');
  return [
    bloodPressureReason(input),
    check(
      'heartRate',
      15,
      input.heartRate >= 60 && input.heartRate <= 100,
      undefined,
      `${heartRateSubject(input)} is in the 60–100 bpm resting range.`,
      `${heartRateSubject(input)} is outside the 60–100 bpm resting range.`,
    ),
    check(
      'heartRateVariability',
      15,
      hrv.value >= 30,
      hrv.assumed,
      'Heart rate variability is at least 30 ms.',
      'Heart rate variability is under 30 ms.',
    ),
    check(
      'breathingRate',
      15,
      breathing.value >= 12 && breathing.value <= 20,
      breathing.assumed,
      'Breathing rate is in the 12–20 per minute range.',
      'Breathing rate is outside the 12–20 per minute range.',
    ),
    check(
      'oxygenSaturation',
      15,
      oxygen.value >= 95,
      oxygen.assumed,
      'Oxygen estimate is at least 95%.',
      'Oxygen estimate is under 95%.',
    ),
    check(
      'sympatheticStress',
      10,
      stress.value <= 40,
      stress.assumed,
      'Stress index is at most 40%.',
      'Stress index is above 40%.',
    ),
    check(
      'prq',
      10,
      prq.value >= 70,
      prq.assumed,
      'Signal quality is at least 70%, so the reading is dependable.',
      'Signal quality is under 70%, so the reading is less dependable.',
    ),
  ];
}

/** Risk factors come only from the measured heart rate (ADR-27): never from a derived or experimental metric. */
function riskFactors(input: DiagnosisInput): string[] {
  const out: string[] = [];
  const { low, high } = input.heartRateRange ?? { low: input.heartRate, high: input.heartRate };
  if (low > 90) out.push('Slightly elevated heart rate');
  if (high < 50) out.push('Low resting heart rate');
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
  else if (input.heartRateRange)
    out.push('Measure again sitting still in steady, even light for an exact heart rate rather than a range');
  if (risks.includes('Slightly elevated heart rate'))
    out.push('Rest quietly for five minutes, avoid caffeine, and measure again');
  if (input.sympatheticStress !== undefined && input.sympatheticStress > 40)
    out.push('Try a few minutes of slow breathing (about six breaths per minute) to lower stress');
  if (input.heartRateVariability !== undefined && input.heartRateVariability < 30)
    out.push('Regular sleep and light exercise tend to raise heart rate variability');
  out.push(STANDARD_RECOMMENDATION);
  return out;
}

/** Each scored check as the summary names it. */
const CHECK_NAMES: Record<string, string> = {
  heartRate: 'heart rate',
  heartRateVariability: 'heart rate variability',
  breathingRate: 'breathing rate',
  oxygenSaturation: 'oxygen estimate',
  sympatheticStress: 'stress index',
  prq: 'signal quality',
  bloodPressure: 'blood pressure',
};
const checkName = (r: ScoreReason) => CHECK_NAMES[r.metric] ?? r.metric;

function summarise(input: DiagnosisInput, score: number, level: WellnessLevel, reasons: ScoreReason[]): string {
  const measured = reasons.filter((r) => !r.defaulted);
  const passed = measured.filter((r) => r.points === r.maxPoints).length;
  const missed = measured.filter((r) => r.points < r.maxPoints).map(checkName);
  const assumed = reasons.filter((r) => r.defaulted).map(checkName);
  const checks = assumed.length ? 'measured checks' : 'checks';
  const parts = [
    `Your wellness score is ${score}/100 (${level}): ${passed} of ${measured.length} ${checks} are in range.`,
  ];
  if (missed.length) parts.push(`Worth a look: ${missed.join(', ')}.`);
  if (assumed.length)
    parts.push(`Not measured in this scan, so scored with the standard defaults: ${assumed.join(', ')}.`);
  if (input.heartRateRange)
    parts.push(
      `Your heart rate was read only as a range, about ${rateRangeText(input.heartRateRange)}, not one number.`,
    );
  if (!isReliable(input)) parts.push('The signal was weak, so treat these numbers with caution.');
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
    summary: summarise(input, overallScore, level, reasons),
    reasons,
  };
}
