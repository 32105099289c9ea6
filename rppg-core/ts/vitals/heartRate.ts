/**
 * How a reading's heart rate may be said (ADR-4): one number ('97 bpm'), a range ('about 105–113
 * bpm') with the reason it is not one number, or nothing ('please retake'). Every screen, store and
 * reply that shows or uses the heart rate reads it through `heartRateReading`, so an approximate rate is
 * never quoted, saved or charted as an exact number. Readings saved before ranges existed carry only
 * `reliable`: then the rate was exact when it was reliable, and withheld otherwise.
 */
import { reasonText } from './reasons.ts';
import type { HeartRateOutcome, MeasurementResult, RateRange } from './types.ts';

/** The stated coverage of `heartRateRange`, percent (the core's `RANGE_COVERAGE`). */
export const RATE_RANGE_COVERAGE_PERCENT = 90;

/** What `heartRateReading` reads: a result, a saved reading of any version, or the server's answer. */
export type HeartRateFields = Pick<MeasurementResult, 'heartRate'> &
  Partial<Pick<MeasurementResult, 'reliable' | 'heartRateOutcome' | 'heartRateRange' | 'note'>> & {
    /** The core's reason code (kept on results straight from the core; `note` holds its words). */
    heartRateReason?: unknown;
  };

export interface HeartRateReading {
  outcome: HeartRateOutcome;
  /** The core's estimate, bpm: the number shown when exact, the range's anchor when approximate. */
  bpm: number;
  /** The stated interval, bpm: always with an approximate rate, with an exact one when the core sent it. */
  range?: RateRange;
  /** Why the rate is not exact, in words; absent when it is. */
  reason?: string;
}

const OUTCOMES: ReadonlySet<unknown> = new Set<HeartRateOutcome>(['exact', 'approximate', 'withheld']);

function readRange(raw: unknown): RateRange | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { low, high } = raw as Record<string, unknown>;
  const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
  return finite(low) && finite(high) && low <= high ? { low, high } : undefined;
}

/**
 * The heart rate of `r`, as it may be said. A saved outcome that is unknown, or an approximate one
 * without a usable range, is read as withheld: nothing is said rather than a number the reading does
 * not support.
 */
export function heartRateReading(r: HeartRateFields): HeartRateReading {
  const range = readRange(r.heartRateRange);
  const saved = OUTCOMES.has(r.heartRateOutcome) ? (r.heartRateOutcome as HeartRateOutcome) : undefined;
  let outcome: HeartRateOutcome = saved ?? (r.reliable === false ? 'withheld' : 'exact');
  if (outcome === 'approximate' && !range) outcome = 'withheld';
  if (!Number.isFinite(r.heartRate)) outcome = 'withheld';
  const reading: HeartRateReading = { outcome, bpm: r.heartRate };
  if (range && outcome !== 'withheld') reading.range = range;
  const reason = outcome === 'exact' ? undefined : (reasonText(r.heartRateReason) ?? reasonText(r.note));
  if (reason) reading.reason = reason;
  return reading;
}

/** A range in words, e.g. '105–113 bpm' (whole beats, the low end down and the high end up). */
export function rateRangeText(range: RateRange): string {
  return `${Math.floor(range.low)}–${Math.ceil(range.high)} bpm`;
}

/** The rate as a person reads it: '97 bpm', 'about 105–113 bpm', or 'not measured'. */
export function heartRateText(reading: HeartRateReading): string {
  if (reading.outcome === 'approximate' && reading.range) return `about ${rateRangeText(reading.range)}`;
  if (reading.outcome === 'withheld') return 'not measured';
  return `${Math.round(reading.bpm)} bpm`;
}

/** A stated interval with its coverage, e.g. '90 % range 95–99 bpm' (the detail under an exact rate). */
export function rateRangeDetail(range: RateRange): string {
  return `${RATE_RANGE_COVERAGE_PERCENT} % range ${rateRangeText(range)}`;
}

/**
 * The fields a result keeps about its heart rate, normalised: an older reading gains the outcome it
 * implies, so it is stored (and later read) as exactly what it was.
 */
export function heartRateFields(
  r: HeartRateFields,
): Pick<MeasurementResult, 'heartRateOutcome'> & Partial<Pick<MeasurementResult, 'heartRateRange'>> {
  const { outcome, range } = heartRateReading(r);
  return range ? { heartRateOutcome: outcome, heartRateRange: range } : { heartRateOutcome: outcome };
}
