/**
 * One description of every metric a reading shows: its field name (the `data-metric` hook), label,
 * formatted value, evidence grade and, where the product has bands (ADR-20), its status and plain sentence.
 * The results screen, the scanner section, the exported report and the chat all read it, so a metric the
 * scan could not measure is never quoted as a number anywhere, and a clamped one only as a bound (ADR-5).
 */
import {
  type AtLimit,
  atLimitText,
  BP_UNCERTAINTY_MMHG,
  bpCategoryLabel,
  type GradedMetric,
  heartRateReading,
  heartRateText,
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
  type LimitSide,
  type MeasurementResult,
  parkinsonsSeen,
  type RateRange,
  type RiskLevel,
  rateRangeDetail,
  readAtLimit,
  readWithheld,
  unearnedMetrics,
  type WithheldMetrics,
  whatWasSeen,
} from '@ai-doctor/rppg-core/vitals';

/** A saved reading may come from an older version and miss any field but these three. */
export type ReadingLike = Pick<MeasurementResult, 'systolic' | 'diastolic' | 'heartRate'> &
  Partial<Omit<MeasurementResult, 'systolic' | 'diastolic' | 'heartRate'>>;

export interface MetricRow {
  /** The result's field name, e.g. 'heartRate', 'estimatedECG.heartRhythm' (`data-metric`, ADR-18). */
  metric: string;
  label: string;
  /** Shown value with its unit, e.g. '72 bpm'. */
  display: string;
  /**
   * The raw field value (`data-value`, ADR-18): the engine's estimate even when it is not shown (a withheld
   * heart rate's), `withheld` when the core sent no estimate.
   */
  dataValue: string;
  evidence: GradedMetric;
  /** The product's band of the value (ADR-20); absent for metrics without bands and for withheld ones. */
  interpretation?: Interpretation;
  /** Why this scan could not measure the metric; then `display` says so and there is no band. */
  withheldReason?: string;
  /** The value sits at this wall of the product's clamp range (ADR-5); `display` shows it as a bound. */
  atLimit?: LimitSide;
  /** The stated interval of a value read with one (the heart rate), in its unit (`data-range-*`). */
  range?: RateRange;
  /** Why the value is only a range ('about 105–113 bpm'); then `display` is that range. */
  approximateReason?: string;
  /** What a risk prompt saw, in words (ADR-8): its sentence, since it has no band. */
  finding?: string;
}

/** `data-value` of a withheld metric: its field still holds the product's default (ADR-5), which is not a reading. */
export const WITHHELD_DATA_VALUE = 'withheld';
/** The note beside a value at a clamp wall. */
export const AT_LIMIT_NOTE = 'At the edge of what this scan can read.';
/** What a tile shows for an illustrative value that a camera cannot measure (body temperature). */
export const ILLUSTRATION_DISPLAY = 'Not measurable by camera';
/** Why a heart rate is only a range, when the reading does not say. */
export const APPROXIMATE_NOTE = 'This scan could not pin your heart rate to one number.';

interface MetricSpec {
  metric: string;
  label: string;
  evidence: GradedMetric;
  /** The result's `atLimit` key when the product clamps this value to a range. */
  clamped?: keyof AtLimit;
  value(r: ReadingLike): number | string | undefined;
  format(v: never): string;
  interpret?(v: never, r: ReadingLike, limit?: LimitSide): Interpretation;
  /** Adjusts the row of a value read as a range (the heart rate). */
  refine?(row: MetricRow, r: ReadingLike): MetricRow;
}

// The builders below are marked pure: the landing page imports the readings front door in the main bundle,
// and a module whose top level calls a function would be moved there with all it uses.
const rounded = /* @__NO_SIDE_EFFECTS__ */ (unit: string) => (v: number) => `${Math.round(v)}${unit}`;
const text = (v: string) => v;

/* @__NO_SIDE_EFFECTS__ */
function spec<V extends number | string>(s: {
  metric: string;
  label: string;
  evidence: GradedMetric;
  clamped?: keyof AtLimit;
  value(r: ReadingLike): V | undefined;
  format(v: V): string;
  interpret?(v: V, r: ReadingLike, limit?: LimitSide): Interpretation;
  refine?(row: MetricRow, r: ReadingLike): MetricRow;
}): MetricSpec {
  return s as MetricSpec;
}

export const BLOOD_PRESSURE = spec({
  metric: 'bloodPressure',
  label: 'Blood Pressure',
  evidence: 'bloodPressure',
  value: (r) => `${Math.round(r.systolic)}/${Math.round(r.diastolic)}`,
  format: (v) => `${v} ± ${BP_UNCERTAINTY_MMHG.systolic}/${BP_UNCERTAINTY_MMHG.diastolic} mmHg`,
  interpret: (_, r) => interpretBloodPressure(r.systolic, r.diastolic),
});

/**
 * The heart rate's row (ADR-4): an exact rate carries its stated range; an approximate one is shown,
 * banded and quoted as that range, with the reason it is not one number (a withheld one is not measured,
 * `unearnedMetrics`).
 */
function heartRateRow(row: MetricRow, r: ReadingLike): MetricRow {
  const reading = heartRateReading(r);
  if (!reading.range) return row;
  if (reading.outcome === 'exact') return { ...row, range: reading.range };
  const display = heartRateText(reading);
  return {
    ...row,
    display,
    range: reading.range,
    approximateReason: reading.reason ?? APPROXIMATE_NOTE,
    interpretation: interpretHeartRate(reading.bpm, display),
  };
}

const withFinding = (row: MetricRow, finding: string): MetricRow => (finding ? { ...row, finding } : row);

/** The tiles of the results screen (ADR-18), in order; blood pressure leads separately. */
const TILE_SPECS: MetricSpec[] = [
  spec({
    metric: 'heartRate',
    label: 'Heart Rate',
    evidence: 'heartRate',
    value: (r) => r.heartRate,
    format: rounded(' bpm'),
    interpret: (bpm) => interpretHeartRate(bpm),
    refine: heartRateRow,
  }),
  spec({
    metric: 'heartRateVariability',
    label: 'HRV',
    evidence: 'heartRateVariability',
    clamped: 'heartRateVariability',
    value: (r) => r.heartRateVariability,
    format: rounded(' ms'),
    interpret: (ms, _r, limit) => interpretHrv(ms, limit),
  }),
  spec({
    metric: 'breathingRate',
    label: 'Breathing Rate',
    evidence: 'breathingRate',
    clamped: 'breathingRate',
    value: (r) => r.breathingRate,
    format: rounded(' /min'),
    interpret: (perMinute, _r, limit) => interpretBreathing(perMinute, limit),
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
    // An illustration from the heart rate is never quoted in a clinical unit (ADR-27): the field keeps it.
    format: () => ILLUSTRATION_DISPLAY,
    interpret: interpretTemperature,
  }),
  spec({
    metric: 'strokeRiskFactors.riskLevel',
    label: 'Stroke Risk',
    evidence: 'strokeRiskFactors',
    value: (r) => r.strokeRiskFactors?.riskLevel,
    format: text,
    refine: (row, r) => withFinding(row, whatWasSeen(row.dataValue as RiskLevel, r.strokeRiskFactors?.measurements)),
  }),
  spec({
    metric: 'parkinsonsIndicators.riskLevel',
    label: "Parkinson's Indicators",
    evidence: 'parkinsonsIndicators',
    value: (r) => r.parkinsonsIndicators?.riskLevel,
    format: text,
    refine: (row, r) => (r.parkinsonsIndicators ? withFinding(row, parkinsonsSeen(r.parkinsonsIndicators)) : row),
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

/** What the reading says it could not read exactly; an older reading without these measured everything. */
interface Readability {
  /** What the core withheld: its field holds the product's default. */
  withheld: WithheldMetrics;
  /** What a withheld heart rate took with it: its field holds the engine's estimate, never shown (ADR-27). */
  unearned: WithheldMetrics;
  atLimit: AtLimit;
}

function toRow(s: MetricSpec, r: ReadingLike, { withheld, unearned, atLimit }: Readability): MetricRow | null {
  const v = s.value(r);
  if (v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return null;
  const base = { metric: s.metric, label: s.label, evidence: s.evidence };
  const withheldReason = withheld[s.evidence] ?? unearned[s.evidence];
  if (withheldReason) {
    // A class (risk level, rhythm, mental state: shown as its own text) is assessed; a number is measured.
    const display = s.format === text ? 'Not assessed' : 'Not measured';
    const dataValue = withheld[s.evidence] ? WITHHELD_DATA_VALUE : String(v);
    return { ...base, display, dataValue, withheldReason };
  }
  const limit = s.clamped ? atLimit[s.clamped] : undefined;
  const shown = s.format(v as never);
  const row: MetricRow = { ...base, display: limit ? atLimitText(shown, limit) : shown, dataValue: String(v) };
  if (limit) row.atLimit = limit;
  if (s.interpret) row.interpretation = s.interpret(v as never, r, limit);
  return s.refine ? s.refine(row, r) : row;
}

function rows(specs: MetricSpec[], r: ReadingLike): MetricRow[] {
  const readability = {
    withheld: readWithheld(r.withheld),
    unearned: unearnedMetrics(r),
    atLimit: readAtLimit(r.atLimit),
  };
  return specs.map((s) => toRow(s, r, readability)).filter((row): row is MetricRow => row !== null);
}

const ALL_SPECS = [BLOOD_PRESSURE, ...TILE_SPECS];
const BANDED_SPECS = /* @__PURE__ */ ALL_SPECS.filter((s) => s.interpret);

/** Every metric the reading has, blood pressure first. Fields an old reading lacks are left out. */
export function metricRows(r: ReadingLike): MetricRow[] {
  return rows(ALL_SPECS, r);
}

/** The blood-pressure row: the estimate with the model's uncertainty, or 'Not measured' and why. */
export function bloodPressureRow(r: ReadingLike): MetricRow {
  return rows([BLOOD_PRESSURE], r)[0] as MetricRow;
}

/**
 * The category to show beside the blood pressure: the one its whole range supports or a cuff prompt
 * (`bpCategoryLabel`); '' when there is no estimate to categorise.
 */
export function bloodPressureCategoryText(r: ReadingLike): string {
  return bloodPressureRow(r).withheldReason ? '' : bpCategoryLabel(r.systolic, r.diastolic);
}

/** The results screen's tiles: every metric but blood pressure, which leads the screen on its own. */
export function resultTiles(r: ReadingLike): MetricRow[] {
  return metricRows(r).filter((row) => row.metric !== BLOOD_PRESSURE.metric);
}

/** Every metric the product bands, in the results screen's order, including those this scan withheld. */
export function vitalRows(r: ReadingLike): MetricRow[] {
  return rows(BANDED_SPECS, r);
}

/** The metrics with a band in this reading, each with its normal / warning / alert status. */
export function bandedRows(r: ReadingLike): (MetricRow & { interpretation: Interpretation })[] {
  return vitalRows(r).filter((row): row is MetricRow & { interpretation: Interpretation } => !!row.interpretation);
}

/**
 * The plain-language sentence of a row: its band's sentence (a bound says so), what a risk prompt saw, or
 * why the scan could not measure it; '' for a metric without bands.
 */
export function rowSentence(row: MetricRow): string {
  if (row.withheldReason) return `${row.label}: ${row.display.toLowerCase()}. ${row.withheldReason}`;
  const band = row.interpretation?.text ?? row.finding ?? '';
  if (row.approximateReason) return `${band} ${row.approximateReason}`;
  return row.atLimit ? `${band} ${AT_LIMIT_NOTE}` : band;
}

/**
 * The line under a value read with a stated interval: why it is only a range, or the exact rate's
 * range ('90 % range 95–99 bpm'); '' for other values.
 */
export function rangeDetail(row: MetricRow): string {
  if (row.approximateReason) return row.approximateReason;
  return row.range ? rateRangeDetail(row.range) : '';
}
