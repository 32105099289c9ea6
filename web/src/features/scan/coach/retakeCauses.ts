/**
 * Why a scan's heart rate could not be read, in causes a person can fix (ADR-29): what the coach saw on a
 * large share of the scan, and a head the core found moving too much to measure. Nothing when the rate
 * was read exactly, or when no cause stood out (the screen then gives the general advice).
 */
import { type HeartRateFields, heartRateReading, type QualityDetails } from '@ai-doctor/rppg-core/vitals';
import { CAUSE_ADVICE, CAUSE_LABEL, CAUSE_PRIORITY, type ScanCause } from './causes.ts';

/**
 * The core's head motion (0 still … 1 too much to measure) from which the scan counts as moving: its
 * full scale, a quarter of the eye distance in half a second on a tenth of the scan — the coach's own
 * limit (0.6 eye distances a second) held that long.
 */
export const CORE_MOTION_MOVING = 0.95;
/** At most this many causes are named: the first to fix, and the next. */
export const MAX_CAUSES = 2;

type Verdict = HeartRateFields & { quality?: Pick<QualityDetails, 'motion'> };

/** The causes to name for `result`, given the coach's causes of the whole scan, in the order to fix them. */
export function retakeCauses(result: Verdict, coached: readonly ScanCause[]): ScanCause[] {
  if (heartRateReading(result).outcome === 'exact') return [];
  const causes = new Set(coached);
  if ((result.quality?.motion ?? 0) >= CORE_MOTION_MOVING) causes.add('moving');
  return CAUSE_PRIORITY.filter((c) => causes.has(c)).slice(0, MAX_CAUSES);
}

/** The general advice, when no cause stood out. */
export const GENERAL_ADVICE =
  'The pulse signal was too weak to read, so nothing read from it is shown. Sit still, face the camera in steady, even light, and measure again.';

/** What the results screen says about a retake: the causes seen and what to do about each, or the general advice. */
export function retakeAdvice(causes: readonly ScanCause[]): string {
  if (!causes.length) return GENERAL_ADVICE;
  const seen = causes.map((c) => CAUSE_LABEL[c].toLowerCase()).join(', and ');
  return `What got in the way: ${seen}. ${causes.map((c) => CAUSE_ADVICE[c]).join(' ')}`;
}
