import type { EvidenceGrade, GradedMetric } from './types.ts';

/** One row of ADR-2's grade table: the grade of a metric and the plain caveat shown beside it. */
export interface Evidence {
  grade: EvidenceGrade;
  caveat: string;
}

/** The single source of every metric's evidence grade and caveat (ADR-2). */
export const METRIC_EVIDENCE: Record<GradedMetric, Evidence> = {
  heartRate: { grade: 'measured', caveat: 'Pulse read from colour changes in your skin; not a medical device.' },
  confidence: { grade: 'measured', caveat: 'How clean the pulse signal was during this scan.' },
  prq: { grade: 'measured', caveat: 'Signal quality of this scan, from the pulse signal itself.' },
  heartRateVariability: {
    grade: 'derived',
    caveat: 'Computed from beat-to-beat timing of the camera pulse; short scans vary.',
  },
  breathingRate: {
    grade: 'derived',
    caveat: 'Inferred from how breathing modulates the pulse and head motion.',
  },
  sympatheticStress: { grade: 'derived', caveat: 'An index computed from heart-rate variability, not a stress test.' },
  parasympatheticActivity: {
    grade: 'derived',
    caveat: 'An index computed from heart-rate variability, not a nerve measurement.',
  },
  heartRhythm: { grade: 'derived', caveat: 'Rhythm class from beat intervals; not an ECG and not a diagnosis.' },
  arrhythmiaRisk: { grade: 'derived', caveat: 'From beat-interval irregularity only; not a diagnosis.' },
  oxygenSaturation: {
    grade: 'experimental',
    caveat: 'Experimental: a phone camera is not a pulse oximeter.',
  },
  bloodPressure: {
    grade: 'experimental',
    caveat: 'Experimental estimate from pulse shape and heart rate; use a cuff for real readings.',
  },
  strokeRiskFactors: {
    grade: 'experimental',
    caveat:
      'Experimental prompt from face symmetry and pulse rhythm; the camera sees a drooping mouth poorly. Not a diagnosis.',
  },
  parkinsonsIndicators: {
    grade: 'experimental',
    caveat: 'Experimental: head tremor and facial movement only; not a diagnosis.',
  },
  estimatedTemperature: {
    grade: 'illustrative',
    caveat: 'Illustrative: a camera cannot sense temperature; this is a proxy from heart rate.',
  },
  estimatedECG: {
    grade: 'illustrative',
    caveat: 'Illustrative: ECG-style labels for your detected beats; no electrical signal is measured.',
  },
  estimatedEEG: {
    grade: 'illustrative',
    caveat: 'Illustrative: mapped from heart-rate variability; no brain signal is measured.',
  },
};

/** The grade of every metric, as carried by a result. */
export function metricGrades(): Record<GradedMetric, EvidenceGrade> {
  const out = {} as Record<GradedMetric, EvidenceGrade>;
  for (const key of Object.keys(METRIC_EVIDENCE) as GradedMetric[]) out[key] = METRIC_EVIDENCE[key].grade;
  return out;
}
