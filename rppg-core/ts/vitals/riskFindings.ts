/**
 * What a risk prompt saw, in words (ADR-8). The core returns what it measured —
 * a code, the value and the largest value the healthy development faces showed — and this module says
 * it, so a level above Low always comes with the measurement that raised it.
 */
import type { ParkinsonsIndicators, RiskLevel, RiskMeasurement } from './types.ts';

/** What a risk prompt lists as seen, as the core sends it (`RiskFinding` in rppg-core/src/estimates/mod.rs). */
export type RiskFindingCode = 'facial-asymmetry' | 'irregular-pulse' | 'head-tremor';

/** The words for each listed finding: the stroke prompt's risk factors and the Parkinson's prompt's symptoms. */
export const RISK_FINDING_TEXT: Record<RiskFindingCode, string> = {
  'facial-asymmetry': 'Facial asymmetry above the typical range',
  'irregular-pulse': 'Irregular pulse rhythm',
  'head-tremor': 'Head tremor in the 4–6 Hz band',
};

/** A listed finding in words: a code's words; text a reading stored before the core sent codes, as it is. */
export function riskFindingText(finding: string): string {
  return Object.hasOwn(RISK_FINDING_TEXT, finding) ? RISK_FINDING_TEXT[finding as RiskFindingCode] : finding;
}

/** '4 %' of a fraction. */
const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10} %`;
const times = (ratio: number) => `${Math.round(ratio * 10) / 10}×`;

const SAY: Record<RiskMeasurement['code'], (value: string, healthyMax: string) => string> = {
  mouthOffsetIod: (v, max) =>
    `The mouth sat off the face's midline by ${v} of the distance between the eyes; healthy faces in our tests stayed within ${max}.`,
  beatIntervalCv: (v, max) =>
    `The time between heartbeats varied by ${v}; a resting heart in a regular rhythm stays within ${max}.`,
  tremorBandRatio: (v, max) =>
    `Head movement in the 4–6 Hz rest-tremor band was ${v} as strong as at nearby rhythms; healthy heads in our tests stayed within ${max}.`,
  tremorAmplitudeIod: (v, max) =>
    `That shaking moved the head by ${v} of the distance between the eyes; still healthy heads stayed within ${max}.`,
};

const FORMAT: Record<RiskMeasurement['code'], (x: number) => string> = {
  mouthOffsetIod: percent,
  beatIntervalCv: percent,
  tremorBandRatio: times,
  tremorAmplitudeIod: percent,
};

/** One sentence per measurement outside what healthy faces show. */
export function riskFindings(measurements: readonly RiskMeasurement[] | undefined): string[] {
  return (measurements ?? [])
    .filter((m) => m.value > m.healthyMax && m.code in SAY)
    .map((m) => SAY[m.code](FORMAT[m.code](m.value), FORMAT[m.code](m.healthyMax)));
}

/**
 * What to show as "what was seen" beside a risk level: the findings, or that nothing stood out. A
 * measurement just beyond the healthy limit can still score Low; then the sentence says so, so the
 * finding and the level do not read as a contradiction.
 */
export function whatWasSeen(level: RiskLevel | 'Not assessed', measurements?: readonly RiskMeasurement[]): string {
  const found = riskFindings(measurements);
  if (level === 'Not assessed') return '';
  if (found.length && level === 'Low') return `${found.join(' ')} That is too little to raise the level.`;
  if (found.length) return found.join(' ');
  return level === 'Low' ? 'Nothing outside what healthy faces show.' : '';
}

/** Said beside the Parkinson's level when the lips were found in too few frames to measure rigidity. */
export const RIGIDITY_NOT_MEASURED =
  "Rigidity was not measured: the lips were not found in enough frames, so the level rests on the head's tremor and movement alone.";

/** What the Parkinson's prompt saw ({@link whatWasSeen}), and that rigidity was not measured when it was not. */
export function parkinsonsSeen(
  p: Pick<ParkinsonsIndicators, 'riskLevel' | 'measurements' | 'rigidityIndicators'>,
): string {
  const seen = whatWasSeen(p.riskLevel, p.measurements);
  if (p.riskLevel === 'Not assessed' || p.rigidityIndicators !== null) return seen;
  return seen ? `${seen} ${RIGIDITY_NOT_MEASURED}` : RIGIDITY_NOT_MEASURED;
}
