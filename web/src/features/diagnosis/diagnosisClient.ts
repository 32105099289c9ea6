/**
 * The 'AI Wellness Diagnosis' client (ADR-18, ADR-21): asks `/api/wellness-diagnosis`, and when that
 * fails logs why and computes the same diagnosis on the device with the shared scoring module.
 */
import {
  type DiagnosisInput,
  diagnoseWellness,
  type GradedMetric,
  heartRateReading,
  type MeasurementResult,
  readWithheld,
  type WellnessDiagnosis,
} from '@ai-doctor/rppg-core/vitals';
import { answerOf, api } from '../../shared/api/http.ts';

/** The diagnosis is requested this long after the results appear (ADR-19). */
export const DIAGNOSIS_DELAY_MS = 1500;
export const DIAGNOSIS_URL = '/api/wellness-diagnosis' as const;

export type DiagnosisSource = 'server' | 'device';

export interface DiagnosisOutcome {
  diagnosis: WellnessDiagnosis;
  source: DiagnosisSource;
}

export type DiagnosableReading = Pick<MeasurementResult, 'systolic' | 'diastolic' | 'heartRate'> &
  Partial<
    Pick<
      MeasurementResult,
      | 'heartRateVariability'
      | 'breathingRate'
      | 'oxygenSaturation'
      | 'sympatheticStress'
      | 'parasympatheticActivity'
      | 'prq'
      | 'confidence'
      | 'withheld'
      | 'reliable'
      | 'heartRateOutcome'
      | 'heartRateRange'
    >
  >;

/**
 * The request body (ADR-21): the reading's vitals, with signalQuality taken from PRQ. A value the scan
 * withheld is left out: its field holds the product's default, which sent as a number would be scored as a
 * reading; left out, the scoring assumes that same default and labels it as one. A heart rate read only
 * as a range is sent with its range, so the diagnosis quotes the range rather than a number.
 */
export function diagnosisInput(r: DiagnosableReading): DiagnosisInput {
  const withheld = readWithheld(r.withheld);
  const measured = (metric: GradedMetric, value: number | undefined) => (withheld[metric] ? undefined : value);
  const heartRate = heartRateReading(r);
  return {
    systolic: r.systolic,
    diastolic: r.diastolic,
    heartRate: r.heartRate,
    ...(heartRate.outcome === 'approximate' && heartRate.range ? { heartRateRange: heartRate.range } : {}),
    heartRateVariability: measured('heartRateVariability', r.heartRateVariability),
    breathingRate: measured('breathingRate', r.breathingRate),
    oxygenSaturation: measured('oxygenSaturation', r.oxygenSaturation),
    sympatheticStress: measured('sympatheticStress', r.sympatheticStress),
    parasympatheticActivity: measured('parasympatheticActivity', r.parasympatheticActivity),
    signalQuality: r.prq,
    confidence: r.confidence,
  };
}

const isStringList = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');

/** The fields the screen reads (ADR-21); anything else is a failed call. */
function isDiagnosis(x: unknown): x is WellnessDiagnosis {
  if (typeof x !== 'object' || x === null) return false;
  const d = x as Record<string, unknown>;
  return (
    typeof d.overallScore === 'number' &&
    typeof d.wellnessLevel === 'string' &&
    typeof d.summary === 'string' &&
    isStringList(d.riskFactors) &&
    isStringList(d.recommendations)
  );
}

export interface DiagnosisDeps {
  request: (input: DiagnosisInput) => Promise<unknown>;
  log: { error(message: string, detail?: unknown): void };
}

const defaultDeps: DiagnosisDeps = {
  request: (input) => answerOf(api.POST(DIAGNOSIS_URL, { body: input })),
  log: console,
};

/** The server's diagnosis, or the on-device one when the call fails or answers nonsense. Never rejects. */
export async function fetchDiagnosis(
  input: DiagnosisInput,
  deps: DiagnosisDeps = defaultDeps,
): Promise<DiagnosisOutcome> {
  try {
    const answer = await deps.request(input);
    if (!isDiagnosis(answer)) throw new Error('The diagnosis service sent an unexpected answer');
    return { diagnosis: { ...answer, reasons: answer.reasons ?? [] }, source: 'server' };
  } catch (error) {
    deps.log.error('Wellness diagnosis request failed; showing the on-device diagnosis', error);
    return { diagnosis: diagnoseWellness(input), source: 'device' };
  }
}

export type DiagnosisState =
  | { status: 'loading' }
  | ({ status: 'ready' } & DiagnosisOutcome)
  /** No score: the reading's pulse was withheld, so every number a score adds up was too (ADR-27). */
  | { status: 'unscored'; reason: string };

/** Why a reading whose pulse was withheld gets no wellness score. */
export const UNSCORED_REASON =
  'No wellness score for this scan: its pulse could not be read, so there is nothing to score. Take a new measurement.';

/** Whether `r` can be scored: its heart rate was read, exactly or as a range. */
export const isScorable = (r: DiagnosableReading) => heartRateReading(r).outcome !== 'withheld';

/**
 * Requests the diagnosis after `delayMs` and reports each state; the returned function cancels it (a
 * new result or leaving the screen), so a late answer never lands on the wrong reading.
 */
export function scheduleDiagnosis(
  input: DiagnosisInput,
  onState: (state: DiagnosisState) => void,
  delayMs: number = DIAGNOSIS_DELAY_MS,
  deps: DiagnosisDeps = defaultDeps,
): () => void {
  let cancelled = false;
  onState({ status: 'loading' });
  const timer = setTimeout(() => {
    fetchDiagnosis(input, deps).then((outcome) => {
      if (!cancelled) onState({ status: 'ready', ...outcome });
    });
  }, delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
