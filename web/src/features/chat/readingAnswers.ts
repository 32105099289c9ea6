/**
 * What the chats can say about the user's own saved readings (ADR-14): averages, a trend and
 * what a band means, each number with its evidence grade. Only stored readings are used; with none the
 * answer says so and offers a scan. Values are quoted as the results screen shows them, so a metric the
 * scan could not measure is never quoted as a number and a clamped one only as a bound (ADR-5), and a
 * heart rate read only as a range is quoted as a range (ADR-4).
 */
import {
  bloodPressureText,
  type GradedMetric,
  heartRateReading,
  interpretBloodPressure,
  interpretHeartRate,
  type RateRange,
  rateRangeText,
} from '@ai-doctor/rppg-core/vitals';
import { metricRows, type SavedReading } from '../readings/index.ts';

/** A number quoted in a reply, with the metric whose evidence grade it carries. */
export interface QuotedValue {
  label: string;
  value: string;
  metric: GradedMetric;
}

/** A part of a reply that comes from the readings. */
export interface ReadingsAnswer {
  text: string;
  quoted: QuotedValue[];
  /** True when there was nothing reliable to quote, so the reply offers a scan. */
  offerScan: boolean;
}

/** How many of the newest readings an average covers ("your last three readings"). */
export const AVERAGED_READINGS = 3;
/**
 * A change smaller than this between the oldest and newest reading is reported as steady: camera blood
 * pressure is experimental and varies by several mmHg between back-to-back scans.
 */
export const TREND_STEADY_MMHG = 5;
/** Heart rate varies more from scan to scan; the same idea in beats per minute. */
export const TREND_STEADY_BPM = 5;

const COUNT_WORDS = ['no', 'one', 'two', 'three'];
const countWord = (n: number) => COUNT_WORDS[n] ?? String(n);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Readings whose heart rate was read, exactly or as a range, newest first; the others asked for a retake. */
export function answeredReadings(readings: readonly SavedReading[]): SavedReading[] {
  return readings.filter((r) => heartRateReading(r).outcome !== 'withheld');
}

/** Readings whose heart rate is one exact number: only these make a heart-rate trend. */
const exactRates = (readings: SavedReading[]) => readings.filter((r) => heartRateReading(r).outcome === 'exact');

/** Where a reading's heart rate lies: its range when read as one, else its number at both ends. */
function rateSpan(r: SavedReading): RateRange {
  const { outcome, range, bpm } = heartRateReading(r);
  return outcome === 'approximate' && range ? range : { low: bpm, high: bpm };
}

/**
 * The mean heart rate of `readings` as it may be quoted: a number, or when any of them was read as a range
 * the mean of their spans ('about 98–104 bpm'), which holds the mean of the true rates.
 */
function meanRate(readings: SavedReading[]): { bpm: number; text: string } {
  const spans = readings.map(rateSpan);
  const low = mean(spans.map((x) => x.low));
  const high = mean(spans.map((x) => x.high));
  const bpm = mean(readings.map((r) => r.heartRate));
  return { bpm, text: low === high ? `${Math.round(bpm)} bpm` : `about ${rateRangeText({ low, high })}` };
}

const NO_READINGS: ReadingsAnswer = {
  text: 'You have no saved readings on this device yet, so I cannot comment on your own numbers. A 35-second face scan gives you a first reading.',
  quoted: [],
  offerScan: true,
};

function averages(readings: SavedReading[]) {
  const recent = readings.slice(0, AVERAGED_READINGS);
  return {
    count: recent.length,
    systolic: Math.round(mean(recent.map((r) => r.systolic))),
    diastolic: Math.round(mean(recent.map((r) => r.diastolic))),
    heartRate: meanRate(recent),
  };
}

function lead(count: number): string {
  return count === 1 ? 'Your last reading shows' : `Your last ${countWord(count)} readings average`;
}

/** The direction of a value from the oldest to the newest reading, in words. */
function trendWords(readings: SavedReading[], pick: (r: SavedReading) => number, steady: number, unit: string) {
  const newest = readings[0];
  const oldest = readings.at(-1);
  if (!newest || !oldest || readings.length < 2) return null;
  const change = Math.round(pick(newest) - pick(oldest));
  if (Math.abs(change) < steady) return `steady across your ${readings.length} saved readings`;
  const direction = change > 0 ? 'up' : 'down';
  return `${direction} ${Math.abs(change)} ${unit} from your oldest to your newest of ${readings.length} saved readings`;
}

function skippedNote(all: readonly SavedReading[], used: SavedReading[]): string {
  const skipped = all.length - used.length;
  if (!skipped) return '';
  return ` ${skipped === 1 ? 'One reading was' : `${skipped} readings were`} left out because the scan asked for a retake.`;
}

/** Blood pressure: the average of the newest readings, what its band means, and the trend. */
export function bloodPressureAnswer(all: readonly SavedReading[]): ReadingsAnswer {
  const readings = answeredReadings(all);
  if (!readings.length) return NO_READINGS;
  const avg = averages(readings);
  const band = interpretBloodPressure(avg.systolic, avg.diastolic);
  const trend = trendWords(readings, (r) => r.systolic, TREND_STEADY_MMHG, 'mmHg systolic');
  const text = [
    `${lead(avg.count)} ${avg.systolic}/${avg.diastolic} mmHg, heart rate ${avg.heartRate.text}.`,
    // The band's sentence quotes the estimate with its uncertainty, and a category only when the range supports one.
    band.text,
    trend ? `Your blood pressure is ${trend}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    text: text + skippedNote(all, readings),
    quoted: [
      { label: 'Blood pressure', value: bloodPressureText(avg.systolic, avg.diastolic), metric: 'bloodPressure' },
      { label: 'Heart rate', value: avg.heartRate.text, metric: 'heartRate' },
    ],
    offerScan: false,
  };
}

/** Heart rate: the average of the newest readings, its band and its trend. */
export function heartRateAnswer(all: readonly SavedReading[]): ReadingsAnswer {
  const readings = answeredReadings(all);
  if (!readings.length) return NO_READINGS;
  const avg = averages(readings);
  const band = interpretHeartRate(avg.heartRate.bpm, avg.heartRate.text);
  const trend = trendWords(exactRates(readings), (r) => r.heartRate, TREND_STEADY_BPM, 'bpm');
  const text = [
    `${lead(avg.count)} a heart rate of ${avg.heartRate.text}. ${band.text}`,
    trend ? `Your heart rate is ${trend}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    text: text + skippedNote(all, readings),
    quoted: [{ label: 'Heart rate', value: avg.heartRate.text, metric: 'heartRate' }],
    offerScan: false,
  };
}

/** How the stress answer names its two values in a sentence. */
const STRESS_VALUES = [
  { metric: 'sympatheticStress', label: 'Stress index', has: 'a sympathetic stress index', name: 'The stress index' },
  { metric: 'heartRateVariability', label: 'HRV', has: 'heart rate variability', name: 'Heart rate variability' },
] as const;

/** Stress: the newest reading's HRV-based stress index and HRV, or why that scan could not measure them. */
export function stressAnswer(all: readonly SavedReading[]): ReadingsAnswer {
  const newest = answeredReadings(all).find(
    (r) => typeof r.sympatheticStress === 'number' && typeof r.heartRateVariability === 'number',
  );
  if (!newest) return NO_READINGS;
  const rows = metricRows(newest);
  const values = STRESS_VALUES.flatMap((v) => {
    const row = rows.find((r) => r.metric === v.metric);
    return row ? [{ ...v, row }] : [];
  });
  const measured = values.filter((v) => !v.row.withheldReason);
  const shown = (v: (typeof values)[number]) =>
    `${v.has} of ${v.row.display}${v.row.atLimit ? ' (at the edge of what the scan can read)' : ''}`;
  const basis =
    measured.length === 2
      ? 'Both are computed from beat-to-beat timing and change'
      : 'It is computed from beat-to-beat timing and changes';
  const text = [
    measured.length ? `Your newest reading has ${measured.map(shown).join(' and ')}.` : '',
    ...values
      .filter((v) => v.row.withheldReason)
      .map((v) => `${v.name} was not measured in your newest scan. ${v.row.withheldReason}`),
    measured.length
      ? `${basis} with sleep, caffeine and the moment you scanned.`
      : 'A scan sitting still in steady, even light gives the camera cleaner beat timing.',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    text,
    quoted: measured.map((v) => ({ label: v.label, value: v.row.display, metric: v.metric })),
    offerScan: measured.length === 0,
  };
}

/** A summary of everything saved: blood pressure, then the heart rate's band and trend. */
export function readingsSummary(all: readonly SavedReading[]): ReadingsAnswer {
  const readings = answeredReadings(all);
  if (!readings.length) return NO_READINGS;
  const bp = bloodPressureAnswer(all);
  const { heartRate } = averages(readings);
  const heartBand = interpretHeartRate(heartRate.bpm, heartRate.text);
  const trend = trendWords(exactRates(readings), (r) => r.heartRate, TREND_STEADY_BPM, 'bpm');
  return {
    text: [bp.text, heartBand.text, trend ? `Your heart rate is ${trend}.` : ''].filter(Boolean).join(' '),
    quoted: bp.quoted,
    offerScan: false,
  };
}
