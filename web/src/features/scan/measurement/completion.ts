/**
 * How a scan ends (ADR-18): the final result from the signal service; below confidence 0.7, with a
 * time series, the server's enhancement is tried and on failure (or a less confident answer) the browser
 * result stands; if the final analysis throws, the limited-data result from what was read live (no
 * result when no live rate passed the live minimum: a 0 never stands in for a reading); if the service
 * is missing, an error is logged and there is no result. ADR-3 judges the quality gate after enhancement, so a
 * confident result that the gate would still withhold (PRQ under 50, or a clamped rate) gets the
 * re-analysis too. The server's answer refines the browser's: it is taken when at least as confident or
 * when it reads the rate more exactly (exact over a range, a range over nothing; ADR-4), never when it
 * reads it less exactly, never when it comes with a note (read out of range, or withheld) and the
 * browser's did not, and never when it reads another rate than the browser's in-range reading. The
 * server sees only colour, not the head's landmarks, so it cannot tell a head's rhythm from a pulse (it once read
 * a head's sway as the rate: docs/findings/18-late-starts-and-head-sway.md); a re-analysis that moves the rate
 * measured something else. Offline, the
 * browser result stands and the completion says so (`reanalysisOffline`): a plain note, not an error.
 */
import {
  type HeartRateOutcome,
  heartRateReading,
  type LiveOutput,
  type MeasurementResult,
} from '@ai-doctor/rppg-core/vitals';
import { ENHANCE_BELOW_CONFIDENCE, RATE_AGREEMENT_BPM, REPORTED_HR_RANGE_BPM } from '../constants.ts';
import type { RecordedTrace } from '../worker/traceRecorder.ts';
import {
  type EnhanceRequest,
  type EnhanceResponse,
  enhanceRequest,
  mergeEnhanced,
  OfflineError,
} from './enhancement.ts';
import { limitedDataResult } from './limitedDataResult.ts';
import { liveRateRead } from './liveRate.ts';

/** The signal service as the completion sees it (the scan worker). */
export interface SignalService {
  finish(): Promise<MeasurementResult>;
  trace(): Promise<RecordedTrace | null>;
}

export interface CompletionInput {
  service: SignalService | null;
  /** Share of frames with a face, 0–1 (for the limited-data result). */
  facePresentShare: number;
  /** The last live output, if any (for the limited-data result). */
  live: LiveOutput | null;
  enhance(body: EnhanceRequest): Promise<EnhanceResponse>;
  log(message: string, error?: unknown): void;
}

export interface Completion {
  result: MeasurementResult | null;
  trace: RecordedTrace | null;
  /** The result would have been re-analysed by the server, but the device is offline. */
  reanalysisOffline?: true;
}

/** How much a reading says about the heart rate: an exact rate over a range over nothing. */
const EXACTNESS: Record<HeartRateOutcome, number> = { withheld: 0, approximate: 1, exact: 2 };
const exactness = (r: MeasurementResult) => EXACTNESS[heartRateReading(r).outcome];

export async function completeMeasurement(input: CompletionInput): Promise<Completion> {
  const { service, log } = input;
  if (!service) {
    log('Scan completed but the rPPG signal service is missing; no results.');
    return { result: null, trace: null };
  }
  const trace = await service.trace().catch((e: unknown) => {
    log('Could not read the scan trace', e);
    return null;
  });
  let browser: MeasurementResult;
  try {
    browser = await service.finish();
  } catch (e) {
    const live = input.live;
    // The limited-data result carries only what was read live; with nothing read there is no result.
    if (!live || !liveRateRead(live) || live.bloodPressure.systolic <= 0) {
      log('Final analysis failed and nothing was read live; no results', e);
      return { result: null, trace };
    }
    log('Final analysis failed; reporting limited data', e);
    return {
      result: limitedDataResult({
        facePresentShare: input.facePresentShare,
        heartRate: live.heartRate,
        systolic: live.bloodPressure.systolic,
        diastolic: live.bloodPressure.diastolic,
      }),
      trace,
    };
  }
  const worthEnhancing = browser.confidence < ENHANCE_BELOW_CONFIDENCE || !browser.reliable;
  if (worthEnhancing && trace && trace.timeSeriesData.length > 0) {
    try {
      const refined = await input.enhance(enhanceRequest(trace));
      // A re-analysis less sure of itself than the browser's own is no refinement, unless it reads the
      // rate more exactly than the browser's result; one that reads it less exactly never is. One that came with a note (the rate read outside
      // the reported range, or withheld as uncertain) has no rate to refine a reading without one with;
      // one that reads another rate than the browser's in-range reading measured another rhythm.
      const merged = mergeEnhanced(browser, refined);
      const [lowest, highest] = REPORTED_HR_RANGE_BPM;
      const browserMeasured = browser.heartRate > lowest && browser.heartRate < highest;
      if (exactness(merged) < exactness(browser)) {
        log('AI enhancement read the rate less exactly than the scan; keeping the browser result');
      } else if (refined.note !== undefined && browser.note === undefined) {
        log('AI enhancement read the rate outside the reported range; keeping the browser result');
      } else if (browserMeasured && Math.abs(refined.heartRate - browser.heartRate) > RATE_AGREEMENT_BPM) {
        log('AI enhancement read another rate than the scan; keeping the browser result');
      } else if (refined.confidence >= browser.confidence || exactness(merged) > exactness(browser)) {
        return { result: merged, trace };
      } else {
        log('AI enhancement was less confident; keeping the browser result');
      }
    } catch (e) {
      if (e instanceof OfflineError) return { result: browser, trace, reanalysisOffline: true };
      log('AI enhancement failed; keeping the browser result', e);
    }
  }
  return { result: browser, trace };
}
