/**
 * One description of every metric a reading shows: its spec field (the `data-metric` hook), label,
 * formatted value, evidence grade and, where spec 01 §5 has bands, its status and plain sentence.
 * The results screen, the scanner section and the exported report all read it.
 */
import {
  type BandStatus,
  fahrenheitToCelsius,
  type GradedMetric,
  type Interpretation,
  interpretBloodPressure,
  interpretBreathing,
  interpretHeartRate,
  interpretHrv,
  interpretOxygen,
  interpretParasympathetic,
  interpretPrq,
  interpretStress,
  interpretTemperature,
  type MeasurementResult,
} from '@ai-doctor/rppg-core/vitals';

/** A saved reading may come from an older version and miss any field but these three. */
export type ReadingLike = Pick<MeasurementResult, 'systolic' | 'diastolic' | 'heartRate'> &
  Partial<Omit<MeasurementResult, 'systolic' | 'diastolic' | 'heartRate'>>;

export interface MetricRow {
  /** Spec field name, e.g. 'heartRate', 'estimatedECG.heartRhythm' (contract §5 `data-metric`). */
  metric: string;
  label: string;
  /** Shown value with its unit, e.g. '72 bpm'. */
  display: string;
  /** The raw field value (contract §5 `data-value`). */
  dataValue: string;
  evidence: GradedMetric;
  interpretation?: Interpretation;
}

interface MetricSpec {
  metric: string;
  label: string;
  evidence: GradedMetric;
  value(r: ReadingLike): number | string | undefined;
  format(v: never): string;
  interpret?(v: never, r: ReadingLike): Interpretation;
}

const rounded = (unit: string) => (v: number) => `${Math.round(v)}${unit}`;
const text = (v: string) => v;

function spec<V extends number | string>(s: {
  metric: string;
  label: string;
  evidence: GradedMetric;
  value(r: ReadingLike): V | undefined;
  format(v: V): string;
  interpret?(v: V, r: ReadingLike): Interpretation;
}): MetricSpec {
  return s as MetricSpec;
}

export const BLOOD_PRESSURE = spec({
  metric: 'bloodPressure',
  label: 'Blood Pressure',
  evidence: 'bloodPressure',
  value: (r) => `${Math.round(r.systolic)}/${Math.round(r.diastolic)}`,
  format: (v) => `${v} mmHg`,
  interpret: (_, r) => interpretBloodPressure(r.systolic, r.diastolic),
});

/** The tiles of the results screen (spec 01 §2), in order; blood pressure leads separately. */
const TILE_SPECS: MetricSpec[] = [
  spec({
    metric: 'heartRate',
    label: 'Heart Rate',
    evidence: 'heartRate',
    value: (r) => r.heartRate,
    format: rounded(' bpm'),
    interpret: interpretHeartRate,
  }),
  spec({
    metric: 'heartRateVariability',
    label: 'HRV',
    evidence: 'heartRateVariability',
    value: (r) => r.heartRateVariability,
    format: rounded(' ms'),
    interpret: interpretHrv,
  }),
  spec({
    metric: 'breathingRate',
    label: 'Breathing Rate',
    evidence: 'breathingRate',
    value: (r) => r.breathingRate,
    format: rounded(' /min'),
    interpret: interpretBreathing,
  }),
  spec({
    metric: 'oxygenSaturation',
    label: 'Oxygen Saturation',
    evidence: 'oxygenSaturation',
    value: (r) => r.oxygenSaturation,
    format: rounded('%'),
    interpret: interpretOxygen,
  }),
  spec({
    metric: 'sympatheticStress',
    label: 'Sympathetic Stress',
    evidence: 'sympatheticStress',
    value: (r) => r.sympatheticStress,
    format: rounded('%'),
    interpret: interpretStress,
  }),
  spec({
    metric: 'parasympatheticActivity',
    label: 'Parasympathetic Activity',
    evidence: 'parasympatheticActivity',
    value: (r) => r.parasympatheticActivity,
    format: rounded('%'),
    interpret: interpretParasympathetic,
  }),
  spec({
    metric: 'prq',
    label: 'PRQ Quality',
    evidence: 'prq',
    value: (r) => r.prq,
    format: rounded('%'),
    interpret: interpretPrq,
  }),
  spec({
    metric: 'estimatedTemperature',
    label: 'Body Temperature',
    evidence: 'estimatedTemperature',
    value: (r) => r.estimatedTemperature,
    format: (f) => `${f.toFixed(1)} °F / ${fahrenheitToCelsius(f).toFixed(1)} °C`,
    interpret: interpretTemperature,
  }),
  spec({
    metric: 'strokeRiskFactors.riskLevel',
    label: 'Stroke Risk',
    evidence: 'strokeRiskFactors',
    value: (r) => r.strokeRiskFactors?.riskLevel,
    format: text,
  }),
  spec({
    metric: 'parkinsonsIndicators.riskLevel',
    label: "Parkinson's Indicators",
    evidence: 'parkinsonsIndicators',
    value: (r) => r.parkinsonsIndicators?.riskLevel,
    format: text,
  }),
  spec({
    metric: 'estimatedECG.heartRhythm',
    label: 'ECG Rhythm',
    evidence: 'heartRhythm',
    value: (r) => r.estimatedECG?.heartRhythm,
    format: text,
  }),
  spec({
    metric: 'estimatedEEG.mentalState',
    label: 'EEG Mental State',
    evidence: 'estimatedEEG',
    value: (r) => r.estimatedEEG?.mentalState,
    format: text,
  }),
  spec({
    metric: 'confidence',
    label: 'Confidence',
    evidence: 'confidence',
    value: (r) => r.confidence,
    format: (c) => `${Math.round(c * 100)}%`,
  }),
];

function toRow(s: MetricSpec, r: ReadingLike): MetricRow | null {
  const v = s.value(r);
  if (v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return null;
  const row: MetricRow = {
    metric: s.metric,
    label: s.label,
    display: s.format(v as never),
    dataValue: String(v),
    evidence: s.evidence,
  };
  if (s.interpret) row.interpretation = s.interpret(v as never, r);
  return row;
}

/** Every metric the reading has, blood pressure first. Fields an old reading lacks are left out. */
export function metricRows(r: ReadingLike): MetricRow[] {
  return [BLOOD_PRESSURE, ...TILE_SPECS].map((s) => toRow(s, r)).filter((row): row is MetricRow => row !== null);
}

/** The results screen's tiles: every metric but blood pressure, which leads the screen on its own. */
export function resultTiles(r: ReadingLike): MetricRow[] {
  return metricRows(r).filter((row) => row.metric !== BLOOD_PRESSURE.metric);
}

/** The metrics with spec bands, each with its normal / warning / alert status. */
export function bandedRows(r: ReadingLike): (MetricRow & { interpretation: Interpretation })[] {
  return metricRows(r).filter((row): row is MetricRow & { interpretation: Interpretation } => !!row.interpretation);
}

export type HealthStatusLevel = 'healthy' | 'attention' | 'consult' | 'retake';

export interface OverallHealthStatus {
  level: HealthStatusLevel;
  badge: string;
  status: BandStatus;
  message: string;
}

/**
 * 'Overall Health Status' of a reading (DECISIONS.md D3): derived from its banded metrics; an unreliable
 * reading gets a retake prompt instead of a verdict (principle 2).
 */
export function overallHealthStatus(r: ReadingLike): OverallHealthStatus {
  if (r.reliable === false)
    return {
      level: 'retake',
      badge: 'Retake Advised',
      status: 'warning',
      message: 'The signal in this reading was too weak to trust. Take a new measurement in steady light.',
    };
  const rows = bandedRows(r);
  const names = (status: BandStatus) =>
    rows
      .filter((row) => row.interpretation.status === status)
      .map((row) => row.label.toLowerCase())
      .join(', ');
  const alerts = names('alert');
  if (alerts)
    return {
      level: 'consult',
      badge: 'Consult a Doctor',
      status: 'alert',
      message: `Outside the typical range: ${alerts}. Check with a medical device or a doctor.`,
    };
  const warnings = names('warning');
  if (warnings)
    return {
      level: 'attention',
      badge: 'Needs Attention',
      status: 'warning',
      message: `Worth keeping an eye on: ${warnings}. Measure again after a few minutes of rest.`,
    };
  return {
    level: 'healthy',
    badge: 'Healthy',
    status: 'normal',
    message: 'All vital signs are within normal ranges. Keep up the great work!',
  };
}
