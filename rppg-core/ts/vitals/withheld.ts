/**
 * What a scan could not read exactly (ADR-5): the metrics the core withheld, each with
 * its reason, and the values clamped to a wall of the product's range. These arrive as JSON from the core, the
 * enhancement API and browser storage, where they may be missing (older readings, older servers) or
 * malformed, so they are read through here: anything unrecognised counts as measured.
 */
import { METRIC_EVIDENCE } from './evidence.ts';
import { type HeartRateFields, heartRateReading } from './heartRate.ts';
import { REASON_TEXT, reasonText } from './reasons.ts';
import type { AtLimit, GradedMetric, LimitSide, WithheldMetrics } from './types.ts';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isLimitSide = (x: unknown): x is LimitSide => x === 'min' || x === 'max';

/**
 * The withheld metrics of `raw`: known metric names, each with the sentence for its reason (a code from
 * the core, or the text an older reading stored); {} when there are none.
 */
export function readWithheld(raw: unknown): WithheldMetrics {
  const out: WithheldMetrics = {};
  if (!isObject(raw) || Array.isArray(raw)) return out;
  for (const [key, reason] of Object.entries(raw)) {
    const text = reasonText(reason);
    if (key in METRIC_EVIDENCE && text) out[key as GradedMetric] = text;
  }
  return out;
}

/** The clamp walls of `raw`: 'min' or 'max' for HRV and breathing rate; {} when nothing is at a wall. */
export function readAtLimit(raw: unknown): AtLimit {
  const out: AtLimit = {};
  if (!isObject(raw)) return out;
  if (isLimitSide(raw.heartRateVariability)) out.heartRateVariability = raw.heartRateVariability;
  if (isLimitSide(raw.breathingRate)) out.breathingRate = raw.breathingRate;
  return out;
}

/** A shown value at a clamp wall, e.g. '≥ 80 ms' or '≤ 8 /min': the true value may lie beyond it. */
export function atLimitText(shown: string, side: LimitSide): string {
  return `${side === 'max' ? '≥' : '≤'} ${shown}`;
}

/**
 * Everything read from the pulse (ADR-27): the rate, what beat timing gives (HRV, its indices, the rhythm,
 * the ECG and EEG pictures drawn from them), breathing (the pulse's modulation), oxygen (the pulse's
 * colour ratio) and the models fed with the rate (blood pressure, temperature). Confidence and PRQ say
 * how good the signal was, and the risk prompts read the face's keypoints, so they stay.
 */
export const PULSE_METRICS: readonly GradedMetric[] = [
  'heartRate',
  'heartRateVariability',
  'breathingRate',
  'sympatheticStress',
  'parasympatheticActivity',
  'heartRhythm',
  'arrhythmiaRisk',
  'oxygenSaturation',
  'bloodPressure',
  'estimatedTemperature',
  'estimatedECG',
  'estimatedEEG',
];

/**
 * What a withheld heart rate takes with it (ADR-27): every pulse metric, each with why — the rate with
 * its own reason, the rest because the pulse they are read from failed. {} when the rate was read,
 * exactly or as a range. The fields keep the engine's estimates (tests and benchmarks read them); what a
 * person sees treats them as not measured.
 */
export function unearnedMetrics(r: HeartRateFields): WithheldMetrics {
  const reading = heartRateReading(r);
  if (reading.outcome !== 'withheld') return {};
  const out: WithheldMetrics = {};
  for (const metric of PULSE_METRICS) out[metric] = REASON_TEXT['pulse-unreliable'];
  out.heartRate = reading.reason ?? REASON_TEXT['no-pulse'];
  return out;
}

/**
 * Every metric a person must not see as a number in `r`: what the core withheld (its reason first) and
 * what a withheld heart rate took with it.
 */
export function notMeasured(r: HeartRateFields & { withheld?: unknown }): WithheldMetrics {
  return { ...unearnedMetrics(r), ...readWithheld(r.withheld) };
}
