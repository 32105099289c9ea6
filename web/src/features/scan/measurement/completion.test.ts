import type { LiveOutput, MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { describe, expect, it, vi } from 'vitest';
import { completeMeasurement } from './completion.ts';
import { browserResult, input, trace } from './completionFakes.ts';
import { ENHANCE_UNAVAILABLE, type EnhanceRequest, OfflineError } from './enhancement.ts';
import { LIMITED_DATA_NOTE } from './limitedDataResult.ts';

describe('completeMeasurement (spec 01 §4)', () => {
  it('keeps a confident browser result without calling the server', async () => {
    const i = input();
    const { result, trace: t } = await completeMeasurement(i);
    expect(result).toMatchObject({ heartRate: 71, source: 'browser' });
    expect(t).toBe(trace);
    expect(i.enhance).not.toHaveBeenCalled();
  });

  it('below confidence 0.7 sends only the trace for enhancement and tags the refined result', async () => {
    const i = input({ service: { finish: async () => browserResult({ confidence: 0.6 }), trace: async () => trace } });
    const { result } = await completeMeasurement(i);
    expect(result).toMatchObject({
      heartRate: 74,
      systolic: 121,
      confidence: 0.82,
      prq: 77,
      source: 'ai-enhanced',
      reliable: true,
    });
    const body = vi.mocked(i.enhance).mock.calls[0]?.[0] as EnhanceRequest;
    expect(body).toEqual({
      timeSeriesData: trace.timeSeriesData,
      sampleRate: 30,
      duration: 0.1,
      timestampsMs: trace.timestampsMs,
      rois: [
        {
          name: 'forehead',
          rgb: [
            [150, 100, 80],
            [151, 101, 80],
            [150, 100, 81],
          ],
        },
      ],
    });
  });

  it("takes the server's re-analysed vitals and quality gate when it sends them", async () => {
    const i = input({
      service: {
        finish: async () => browserResult({ confidence: 0.6, breathingRate: 14, reliable: false }),
        trace: async () => trace,
      },
      enhance: async () => ({
        heartRate: 73,
        systolic: 119,
        diastolic: 77,
        confidence: 0.75,
        signalQuality: 40,
        breathingRate: 16,
        reliable: false,
      }),
    });
    expect((await completeMeasurement(i)).result).toMatchObject({
      breathingRate: 16,
      prq: 40,
      reliable: false,
      source: 'ai-enhanced',
    });
  });

  it("takes the server's verdict on what it re-analysed and keeps the browser's on the rest", async () => {
    const hrvReason = 'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).';
    const poseReason = 'Head pose changed too much to compare the two sides of the face.';
    const i = input({
      service: {
        finish: async () =>
          browserResult({
            confidence: 0.6,
            withheld: { heartRateVariability: hrvReason, strokeRiskFactors: poseReason },
            atLimit: { breathingRate: 'min' },
          }),
        trace: async () => trace,
      },
      enhance: async () => ({
        heartRate: 73,
        systolic: 119,
        diastolic: 77,
        confidence: 0.8,
        signalQuality: 75,
        heartRateVariability: 80,
        withheld: { breathingRate: 'Breathing did not show clearly enough in this scan.' },
        atLimit: { heartRateVariability: 'max' },
      }),
    });
    const { result } = await completeMeasurement(i);
    expect(result).toMatchObject({ heartRateVariability: 80, source: 'ai-enhanced' });
    expect(result?.withheld).toEqual({
      strokeRiskFactors: poseReason,
      breathingRate: 'Breathing did not show clearly enough in this scan.',
    });
    expect(result?.atLimit).toEqual({ heartRateVariability: 'max' });
  });

  it('tries the enhancement for a confident result that the quality gate withholds (PRQ under 50)', async () => {
    const withheld = browserResult({ confidence: 0.73, prq: 49, reliable: false });
    const i = input({ service: { finish: async () => withheld, trace: async () => trace } });
    const { result } = await completeMeasurement(i);
    expect(i.enhance).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ heartRate: 74, prq: 77, source: 'ai-enhanced', reliable: true });
  });

  it('takes a re-analysis that passes the quality gate over a withheld browser result, even if less confident', async () => {
    const withheld = browserResult({
      heartRate: 55,
      confidence: 0.73,
      prq: 45,
      reliable: false,
      note: 'Heart rate outside 55–180',
    });
    const i = input({
      service: { finish: async () => withheld, trace: async () => trace },
      enhance: async () => ({ heartRate: 80, systolic: 120, diastolic: 78, confidence: 0.72, signalQuality: 60 }),
    });
    const { result } = await completeMeasurement(i);
    expect(result).toMatchObject({ heartRate: 80, prq: 60, source: 'ai-enhanced', reliable: true });
    // The browser's reason for withholding does not describe the re-analysis.
    expect(result?.note).toBeUndefined();
  });

  it('keeps the browser result when the enhancement fails', async () => {
    const i = input({
      service: { finish: async () => browserResult({ confidence: 0.5, reliable: false }), trace: async () => trace },
      enhance: async () => {
        throw new Error(ENHANCE_UNAVAILABLE);
      },
    });
    const { result } = await completeMeasurement(i);
    expect(result).toMatchObject({ confidence: 0.5, source: 'browser', reliable: false });
    expect(i.logs).toEqual(['AI enhancement failed; keeping the browser result']);
  });

  it('offline, keeps the browser result and says the re-analysis needs a connection, logging no error', async () => {
    const i = input({
      service: { finish: async () => browserResult({ confidence: 0.5, reliable: false }), trace: async () => trace },
      enhance: async () => {
        throw new OfflineError();
      },
    });
    const completion = await completeMeasurement(i);
    expect(completion.result).toMatchObject({ confidence: 0.5, source: 'browser', reliable: false });
    expect(completion.reanalysisOffline).toBe(true);
    expect(i.logs).toEqual([]);
  });

  it('keeps the browser result when the re-analysis is less confident than the browser', async () => {
    const i = input({
      service: { finish: async () => browserResult({ confidence: 0.6, reliable: false }), trace: async () => trace },
      enhance: async () => ({ heartRate: 69, systolic: 110, diastolic: 70, confidence: 0.5, signalQuality: 30 }),
    });
    const { result } = await completeMeasurement(i);
    expect(result).toMatchObject({ heartRate: 71, confidence: 0.6, source: 'browser' });
    expect(i.logs).toEqual(['AI enhancement was less confident; keeping the browser result']);
  });

  it('keeps a withheld browser reading over a more confident re-analysis that reads another rate', async () => {
    // The browser withheld 127 bpm; the server, without the head's landmarks, read the head's sway.
    const i = input({
      service: {
        finish: async () => browserResult({ heartRate: 127, confidence: 0.65, reliable: false }),
        trace: async () => trace,
      },
      enhance: async () => ({ heartRate: 56, systolic: 110, diastolic: 70, confidence: 0.78, signalQuality: 55 }),
    });
    const { result } = await completeMeasurement(i);
    expect(result).toMatchObject({ heartRate: 127, confidence: 0.65, source: 'browser', reliable: false });
    expect(i.logs).toEqual(['AI enhancement read another rate than the scan; keeping the browser result']);
    // Within the agreement, the same re-analysis refines the reading.
    const near = input({
      service: i.service,
      enhance: async () => ({ heartRate: 125, systolic: 110, diastolic: 70, confidence: 0.78, signalQuality: 55 }),
    });
    expect((await completeMeasurement(near)).result).toMatchObject({ heartRate: 125, source: 'ai-enhanced' });
  });

  it('keeps an in-range browser reading over a more confident re-analysis that read the rate out of range', async () => {
    const i = input({
      service: { finish: async () => browserResult({ confidence: 0.36, reliable: false }), trace: async () => trace },
      enhance: async () => ({
        heartRate: 55,
        systolic: 110,
        diastolic: 70,
        confidence: 0.64,
        signalQuality: 47,
        reliable: false,
        note: 'Your pulse read outside 55-180 bpm, the range this app reports, so this result is withheld.',
      }),
    });
    const { result } = await completeMeasurement(i);
    expect(result).toMatchObject({ heartRate: 71, confidence: 0.36, source: 'browser', reliable: false });
    expect(i.logs).toEqual(['AI enhancement read the rate outside the reported range; keeping the browser result']);
  });

  it('does not try the enhancement without a time series', async () => {
    const i = input({ service: { finish: async () => browserResult({ confidence: 0.4 }), trace: async () => null } });
    expect((await completeMeasurement(i)).result).toMatchObject({ confidence: 0.4, source: 'browser' });
    expect(i.enhance).not.toHaveBeenCalled();
  });

  const failing = {
    finish: async (): Promise<MeasurementResult> => {
      throw new Error('too few samples');
    },
    trace: async () => trace,
  };
  const liveRead: LiveOutput = {
    heartRate: 68,
    signalQuality: 41,
    confidence: 0.2,
    faceDetected: true,
    skinTone: 0.5,
    bloodPressure: { systolic: 117, diastolic: 75, confidence: 0.2 },
    timeSeriesData: [],
  };

  it("falls back to 'Measurement completed with limited data' from the face-present share when the analysis throws", async () => {
    const i = input({ service: failing, facePresentShare: 0.5, live: liveRead });
    const { result } = await completeMeasurement(i);
    expect(result).toMatchObject({
      note: LIMITED_DATA_NOTE,
      source: 'limited-data',
      reliable: false,
      heartRate: 68,
      systolic: 117,
      diastolic: 75,
      confidence: 0.25,
      prq: 20,
      quality: { facePresentShare: 0.5 },
    });
    expect(result?.estimatedECG.heartRhythm).toBe('Insufficient data');
    expect(result?.parkinsonsIndicators).toMatchObject({ riskLevel: 'Not assessed', rigidityIndicators: null });
  });

  it('builds no limited-data result from nothing read live: no 0 stands in for a reading (issue 29)', async () => {
    const unread: (LiveOutput | null)[] = [
      null,
      { ...liveRead, heartRate: 0, bloodPressure: { systolic: 0, diastolic: 0, confidence: 0 } },
      { ...liveRead, heartRate: 0 },
      { ...liveRead, faceDetected: false },
    ];
    for (const live of unread) {
      const i = input({ service: failing, facePresentShare: 0, live });
      expect(await completeMeasurement(i)).toEqual({ result: null, trace });
      expect(i.logs).toEqual(['Final analysis failed and nothing was read live; no results']);
    }
  });

  it('logs and produces no result when the signal service is missing', async () => {
    const i = input({ service: null });
    expect(await completeMeasurement(i)).toEqual({ result: null, trace: null });
    expect(i.logs).toHaveLength(1);
  });
});
