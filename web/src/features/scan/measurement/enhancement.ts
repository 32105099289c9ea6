/**
 * The AI enhancement (spec 01 §7, DECISIONS.md D2): when the browser's confidence is low, the server
 * re-analyses the trace. Only numbers leave the device: the combined RGB series, the per-region series
 * and the frame times. Never a frame.
 */
import { type MeasurementResult, RELIABLE_MIN_CONFIDENCE, RELIABLE_MIN_PRQ } from '@ai-doctor/rppg-core/vitals';
import { apiRequest } from '../../../shared/api/http.ts';
import { FRAME_RATE } from '../constants.ts';
import type { RecordedTrace } from '../worker/traceRecorder.ts';

export const ENHANCE_URL = '/api/enhance-rppg';
export const ENHANCE_UNAVAILABLE = 'AI enhancement service unavailable';

export interface EnhanceRequest {
  /** Skin-weighted RGB per frame. */
  timeSeriesData: [number, number, number][];
  sampleRate: number;
  /** Samples divided by the nominal rate, seconds (spec). */
  duration: number;
  timestampsMs: number[];
  rois: { name: string; rgb: number[] }[];
}

/** What the enhancement answers (spec §7); `signalQuality` is on PRQ's 0–100 scale. */
export interface EnhanceResponse {
  heartRate: number;
  systolic: number;
  diastolic: number;
  confidence: number;
  signalQuality: number;
}

export function enhanceRequest(trace: RecordedTrace): EnhanceRequest {
  return {
    timeSeriesData: trace.timeSeriesData,
    sampleRate: FRAME_RATE,
    duration: trace.timeSeriesData.length / FRAME_RATE,
    timestampsMs: trace.timestampsMs,
    rois: trace.rois.map(({ name, rgb }) => ({ name, rgb })),
  };
}

/** POSTs the trace; any failure becomes the spec's 'AI enhancement service unavailable'. */
export async function requestEnhancement(body: EnhanceRequest): Promise<EnhanceResponse> {
  try {
    return await apiRequest<EnhanceResponse>('POST', ENHANCE_URL, body);
  } catch (e) {
    throw new Error(ENHANCE_UNAVAILABLE, { cause: e });
  }
}

/** The browser result refined by the server's answer, tagged 'ai-enhanced', with the quality gate re-applied. */
export function mergeEnhanced(browser: MeasurementResult, refined: EnhanceResponse): MeasurementResult {
  const prq = refined.signalQuality;
  return {
    ...browser,
    heartRate: refined.heartRate,
    systolic: refined.systolic,
    diastolic: refined.diastolic,
    confidence: refined.confidence,
    prq,
    source: 'ai-enhanced',
    reliable: prq >= RELIABLE_MIN_PRQ && refined.confidence >= RELIABLE_MIN_CONFIDENCE,
  };
}
