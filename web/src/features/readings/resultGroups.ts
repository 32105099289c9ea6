/**
 * A reading's metrics in the order of their evidence (ADR-27): the heart rate with how good its signal
 * was, then what is derived from the pulse, then the experimental estimates, and last, together, the
 * illustrative metrics and whatever this scan did not measure. The results screen and the report read it.
 */
import { METRIC_EVIDENCE } from '@ai-doctor/rppg-core/vitals';
import { type MetricRow, metricRows, type ReadingLike } from './resultMetrics.ts';

/** A class the core gives when it could not tell one: not a reading, so it goes with what was not measured. */
const NO_CLASS: readonly string[] = ['Not assessable', 'Insufficient data', 'Not assessed'];

/** What says how good the heart rate's signal was: shown beside it. */
const SIGNAL_QUALITY: readonly string[] = ['prq', 'confidence'];

export interface ResultGroups {
  /** The lead: absent only from a reading without a heart rate field. */
  heartRate?: MetricRow;
  /** Signal quality and confidence, beside the heart rate. */
  quality: MetricRow[];
  derived: MetricRow[];
  experimental: MetricRow[];
  /** Illustrative metrics and those this scan did not measure: last, collapsed. */
  cannotMeasure: MetricRow[];
}

export function resultGroups(r: ReadingLike): ResultGroups {
  const groups: ResultGroups = { quality: [], derived: [], experimental: [], cannotMeasure: [] };
  for (const row of metricRows(r)) {
    const { grade } = METRIC_EVIDENCE[row.evidence];
    if (row.metric === 'heartRate') groups.heartRate = row;
    else if (SIGNAL_QUALITY.includes(row.metric)) groups.quality.push(row);
    else if (row.withheldReason || NO_CLASS.includes(row.display) || grade === 'illustrative')
      groups.cannotMeasure.push(row);
    else if (grade === 'experimental') groups.experimental.push(row);
    else groups.derived.push(row);
  }
  return groups;
}

/** Each group's heading and the one line that says what kind of evidence it holds. */
export const GROUP_TEXT = {
  derived: {
    title: 'Derived from your pulse',
    intro: 'Computed from the pulse the camera measured; a short scan makes them vary.',
  },
  experimental: {
    title: 'Experimental estimates',
    intro: 'Models a camera can only approximate; not validated, not a diagnosis.',
  },
  cannotMeasure: {
    title: 'What a camera cannot measure yet',
    intro: 'Illustrations the app draws from your pulse, and what this scan could not measure, with why.',
  },
} as const;
