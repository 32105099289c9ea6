import { diagnoseWellness, type WellnessDiagnosis } from '@ai-doctor/rppg-core/vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeResult } from '../../shared/testing/measurementResult.ts';
import {
  type DiagnosisDeps,
  type DiagnosisState,
  diagnosisInput,
  fetchDiagnosis,
  scheduleDiagnosis,
} from './diagnosisClient.ts';

const serverDiagnosis: WellnessDiagnosis = {
  overallScore: 90,
  wellnessLevel: 'Excellent',
  riskFactors: [],
  recommendations: ['Consult healthcare provider for medical advice'],
  summary: 'All good.',
  reasons: [],
};

function deps(request: DiagnosisDeps['request']) {
  const errors: string[] = [];
  return { deps: { request, log: { error: (m: string) => void errors.push(m) } }, errors };
}

describe('diagnosis request body', () => {
  it('carries the spec fields, with signalQuality taken from PRQ', () => {
    const input = diagnosisInput(makeResult({ prq: 77, confidence: 0.8 }));
    expect(input).toEqual({
      systolic: 118,
      diastolic: 76,
      heartRate: 72,
      heartRateVariability: 42,
      breathingRate: 15,
      oxygenSaturation: 97,
      sympatheticStress: 30,
      parasympatheticActivity: 68,
      signalQuality: 77,
      confidence: 0.8,
    });
  });

  it('leaves out what the scan withheld, so the score labels the default it assumes (never sent as a reading)', () => {
    const hrvReason = 'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).';
    const reading = makeResult({
      heartRateVariability: 35,
      sympatheticStress: 25,
      withheld: {
        heartRateVariability: hrvReason,
        sympatheticStress: 'Computed from HRV, which could not be measured.',
      },
    });
    const input = diagnosisInput(reading);
    expect(JSON.parse(JSON.stringify(input))).toEqual({
      systolic: 118,
      diastolic: 76,
      heartRate: 72,
      breathingRate: 15,
      oxygenSaturation: 97,
      parasympatheticActivity: 68,
      signalQuality: 82,
      confidence: 0.84,
    });
    const hrv = diagnoseWellness(input).reasons.find((r) => r.metric === 'heartRateVariability');
    expect(hrv).toMatchObject({ defaulted: true, why: expect.stringContaining('standard default, 35 ms') });
  });
});

describe('fetchDiagnosis', () => {
  it('sends a heart rate read only as a range with its range, and an exact or withheld one without (issue 28)', () => {
    const range = { low: 105, high: 113 };
    const approximate = makeResult({
      heartRate: 109,
      reliable: false,
      heartRateOutcome: 'approximate',
      heartRateRange: range,
    });
    expect(diagnosisInput(approximate)).toMatchObject({ heartRate: 109, heartRateRange: range });
    const exact = makeResult({ heartRateOutcome: 'exact', heartRateRange: range });
    expect(diagnosisInput(exact)).not.toHaveProperty('heartRateRange');
    expect(diagnosisInput(makeResult({ reliable: false }))).not.toHaveProperty('heartRateRange');
  });

  it("returns the server's diagnosis", async () => {
    const { deps: d, errors } = deps(async () => serverDiagnosis);
    await expect(fetchDiagnosis(diagnosisInput(makeResult()), d)).resolves.toEqual({
      diagnosis: serverDiagnosis,
      source: 'server',
    });
    expect(errors).toEqual([]);
  });

  it('falls back to the on-device scoring when the call fails, and logs it', async () => {
    const input = diagnosisInput(makeResult({ heartRate: 95 }));
    const { deps: d, errors } = deps(async () => {
      throw new Error('503: Service Unavailable');
    });
    const outcome = await fetchDiagnosis(input, d);
    expect(outcome).toEqual({ diagnosis: diagnoseWellness(input), source: 'device' });
    expect(outcome.diagnosis.riskFactors).toContain('Slightly elevated heart rate');
    expect(errors).toHaveLength(1);
  });

  it('treats a malformed answer as a failure', async () => {
    const { deps: d } = deps(async () => ({ overallScore: 'high' }));
    await expect(fetchDiagnosis(diagnosisInput(makeResult()), d)).resolves.toMatchObject({ source: 'device' });
  });
});

describe('scheduleDiagnosis', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows loading at once and asks the server only after 1.5 s', async () => {
    const request = vi.fn(async () => serverDiagnosis);
    const states: DiagnosisState[] = [];
    scheduleDiagnosis(diagnosisInput(makeResult()), (s) => states.push(s), 1500, deps(request).deps);
    expect(states).toEqual([{ status: 'loading' }]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledOnce();
    expect(states.at(-1)).toEqual({ status: 'ready', diagnosis: serverDiagnosis, source: 'server' });
  });

  it('drops the answer once cancelled', async () => {
    let answer: (d: WellnessDiagnosis) => void = () => undefined;
    const request = () => new Promise<unknown>((resolve) => (answer = resolve));
    const states: DiagnosisState[] = [];
    const cancel = scheduleDiagnosis(diagnosisInput(makeResult()), (s) => states.push(s), 0, deps(request).deps);
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    answer(serverDiagnosis);
    await vi.runAllTimersAsync();
    expect(states).toEqual([{ status: 'loading' }]);
  });

  it('never sends a request when cancelled before the delay', async () => {
    const request = vi.fn(async () => serverDiagnosis);
    scheduleDiagnosis(diagnosisInput(makeResult()), () => undefined, 1500, deps(request).deps)();
    await vi.advanceTimersByTimeAsync(5000);
    expect(request).not.toHaveBeenCalled();
  });
});
