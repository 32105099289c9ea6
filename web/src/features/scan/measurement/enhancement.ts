/**
 * The AI enhancement (ADR-21, ADR-11): when the browser's confidence is low, the server
 * re-analyses the trace. Only numbers leave the device: the combined RGB series, the per-region series
 * and the frame times. Never a frame.
 */

import { encodeTrace, TRACE_CONTENT_TYPE } from '@ai-doctor/rppg-core/trace-format';
import {
  type GradedMetric,
  heartRateFields,
  type MeasurementResult,
  RELIABLE_MIN_CONFIDENCE,
  RELIABLE_MIN_PRQ,
  readAtLimit,
  readWithheld,
  type WithheldMetrics,
} from '@ai-doctor/rppg-core/vitals';
import { type Answer, answerOf, api } from '../../../shared/api/http.ts';
import { FRAME_RATE } from '../constants.ts';
import type { RegionName } from '../face/roi.ts';
import type { RecordedTrace } from '../worker/traceRecorder.ts';

export const ENHANCE_URL = '/api/enhance-rppg' as const;

/** The re-analysis as the API documents it; `EnhanceResponse` reads it in the product's own types. */
type EnhanceAnswer = Answer<typeof ENHANCE_URL, 'post', 200>;
export const ENHANCE_UNAVAILABLE = 'AI enhancement service unavailable';

type Rgb = [number, number, number];

/** Face regions sent besides the whole-face series (the skin-colour fallback's `face` is that series). */
const ENHANCE_REGIONS = new Set<RegionName>(['forehead', 'leftCheek', 'rightCheek']);

export interface EnhanceRequest {
  /** Skin-weighted RGB per frame. */
  timeSeriesData: Rgb[];
  sampleRate: number;
  /** Samples divided by the nominal rate, seconds (ADR-21). */
  duration: number;
  /** Real capture times, strictly increasing. */
  timestampsMs: number[];
  rois: { name: RegionName; rgb: Rgb[] }[];
}

/**
 * What the enhancement answers: the product's five fields (`signalQuality` is PRQ, 0–100), and the
 * re-analysed vitals, quality gate and details the server adds (ADR-11).
 */
export interface EnhanceResponse
  extends Partial<
    Pick<
      MeasurementResult,
      | 'heartRateVariability'
      | 'breathingRate'
      | 'oxygenSaturation'
      | 'sympatheticStress'
      | 'parasympatheticActivity'
      | 'reliable'
      | 'grades'
      | 'quality'
      | 'note'
      | 'withheld'
      | 'atLimit'
      | 'heartRateOutcome'
      | 'heartRateRange'
    >
  > {
  /** Why the re-analysed rate is not exact (a reason code; `note` holds its words). */
  heartRateReason?: string;
  heartRate: number;
  systolic: number;
  diastolic: number;
  confidence: number;
  signalQuality: number;
}

function triples(rgb: number[]): Rgb[] {
  return Array.from({ length: rgb.length / 3 }, (_, i) => rgb.slice(3 * i, 3 * i + 3) as Rgb);
}

export function enhanceRequest(trace: RecordedTrace): EnhanceRequest {
  return {
    timeSeriesData: trace.timeSeriesData,
    sampleRate: FRAME_RATE,
    duration: trace.timeSeriesData.length / FRAME_RATE,
    timestampsMs: trace.timestampsMs,
    rois: trace.rois.filter((r) => ENHANCE_REGIONS.has(r.name)).map(({ name, rgb }) => ({ name, rgb: triples(rgb) })),
  };
}

/** Shown with a result the server could not re-analyse because the device is offline. */
export const NEEDS_CONNECTION = "Re-analysis needs a connection; this result is the phone's own.";

/** The re-analysis was not asked for: the device is offline (the scan itself needs no network). */
export class OfflineError extends Error {
  constructor() {
    super(NEEDS_CONNECTION);
    this.name = 'OfflineError';
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * POSTs the trace as the API's compact binary trace (4 bytes per colour value); offline, it is not sent
 * (an `OfflineError`); any other failure becomes the product's 'AI enhancement service unavailable'.
 */
export async function requestEnhancement(body: EnhanceRequest): Promise<EnhanceResponse> {
  if (isOffline()) throw new OfflineError();
  try {
    const answer: EnhanceAnswer = await answerOf(
      api.POST(ENHANCE_URL, {
        // The compact binary trace, sent as its bytes (the JSON body the route also takes is 2–4× larger).
        body: encodeTrace(body),
        bodySerializer: (bytes) => bytes as Uint8Array<ArrayBuffer>,
        headers: { 'Content-Type': TRACE_CONTENT_TYPE },
      }),
    );
    return answer;
  } catch (e) {
    // The connection may have gone while the request was on its way.
    if (isOffline()) throw new OfflineError();
    throw new Error(ENHANCE_UNAVAILABLE, { cause: e });
  }
}

/** The metrics the server re-analyses (its answer's fields); the browser's other metrics stand as they were. */
const REANALYSED: ReadonlySet<GradedMetric> = new Set<GradedMetric>([
  'heartRate',
  'bloodPressure',
  'confidence',
  'prq',
  'heartRateVariability',
  'breathingRate',
  'oxygenSaturation',
  'sympatheticStress',
  'parasympatheticActivity',
]);

/**
 * What the merged result could not measure: the server's verdict on what it re-analysed, the browser's on
 * the rest (stroke, Parkinson's, ECG and EEG stay the browser's, and so do their reasons).
 */
function mergedWithheld(browser: WithheldMetrics, refined: WithheldMetrics): WithheldMetrics {
  const kept = Object.entries(browser).filter(([metric]) => !REANALYSED.has(metric as GradedMetric));
  return { ...Object.fromEntries(kept), ...refined };
}

/**
 * The browser result refined by the server's answer and tagged 'ai-enhanced'. Fields the server did not
 * re-analyse stay the browser's; without the server's own quality gate, the gate is re-applied here.
 */
export function mergeEnhanced(browser: MeasurementResult, refined: EnhanceResponse): MeasurementResult {
  const { signalQuality: prq, withheld, atLimit, ...vitals } = refined;
  // How exactly the browser read its rate (and its note why not) does not describe the re-analysis.
  const {
    note: _browserNote,
    heartRateOutcome: _browserOutcome,
    heartRateRange: _browserRange,
    heartRateReason: _browserReason,
    ...browserValues
  } = browser as MeasurementResult & { heartRateReason?: unknown };
  const reliable = refined.reliable ?? (prq >= RELIABLE_MIN_PRQ && refined.confidence >= RELIABLE_MIN_CONFIDENCE);
  return {
    ...browserValues,
    ...vitals,
    prq,
    withheld: mergedWithheld(browser.withheld, readWithheld(withheld)),
    // Both clamped metrics are re-analysed, so only the server's walls apply.
    atLimit: readAtLimit(atLimit),
    source: 'ai-enhanced' as const,
    reliable,
    // A server from before ranges existed sends none: its `reliable` says exact or withheld.
    ...heartRateFields({ ...refined, reliable }),
  };
}
