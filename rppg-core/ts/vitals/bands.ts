/**
 * The product's interpretation rules (ADR-20): blood-pressure category, the plain-language
 * band of each metric, risk levels, the landing variant's rhythm class and the mental-state rule.
 * Pure functions: the results screen, the scanner section, the report and the API all read these.
 */
import { METRIC_EVIDENCE } from './evidence.ts';
import type { BpCategory, LimitSide, RiskLevel } from './types.ts';
import { atLimitText } from './withheld.ts';

/** A band's verdict; 'neutral' is no verdict: an estimate a camera cannot judge (illustrative, or too uncertain). */
export type BandStatus = 'normal' | 'warning' | 'alert' | 'neutral';

export type InterpretedMetric =
  | 'bloodPressure'
  | 'heartRate'
  | 'heartRateVariability'
  | 'breathingRate'
  | 'oxygenSaturation'
  | 'sympatheticStress'
  | 'parasympatheticActivity'
  | 'prq'
  | 'estimatedTemperature';

export interface Interpretation {
  metric: InterpretedMetric;
  /** The band's name, e.g. 'normal', 'slightly elevated'. */
  band: string;
  /** One plain-language sentence for the user. */
  text: string;
  status: BandStatus;
}

/**
 * The verdict a metric's evidence supports (ADR-27): a measured metric keeps its band's status; a derived
 * one (read from the measured pulse through a further step whose error on a short scan is as wide as its
 * bands) may say it is typical but never warns; an experimental or illustrative one gives no verdict.
 */
export function supportedStatus(metric: InterpretedMetric, status: BandStatus): BandStatus {
  const { grade } = METRIC_EVIDENCE[metric];
  if (grade === 'measured') return status;
  if (grade === 'derived' && status === 'normal') return status;
  return 'neutral';
}

const round = (x: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** Normal < 120/80; Elevated < 130 with diastolic < 80; High Stage 1 < 140 or diastolic < 90; else Stage 2. */
export function bpCategory(systolic: number, diastolic: number): BpCategory {
  if (systolic < 120 && diastolic < 80) return 'Normal';
  if (systolic < 130 && diastolic < 80) return 'Elevated';
  if (systolic < 140 || diastolic < 90) return 'High Stage 1';
  return 'High Stage 2';
}

/**
 * The blood-pressure model's uncertainty, mmHg (one standard deviation of error either side). The model
 * (rppg-core/src/estimates/blood_pressure.rs) has chosen population sensitivities and is fitted to no one,
 * so it can do no better than the best camera estimate tested blind on people it never saw: the winner of
 * the blood-pressure track of the 3rd RePSS challenge (IJCAI 2024, facial video against a reference
 * monitor), RMSE 12.95 mmHg over systolic and diastolic (Liu et al. 2024, "Ensemble deep learning for blood
 * pressure estimation using facial videos", CEUR-WS vol. 3750). Smaller published errors come from tests on
 * people like the training set (docs/findings/24-bp-and-temperature-labels.md).
 */
export const BP_UNCERTAINTY_MMHG = { systolic: 13, diastolic: 13 } as const;

/**
 * The category a camera estimate supports: the one that holds over its whole uncertainty range, or null
 * when the range spans two. Each category's rule only loosens as pressure falls, so the range lies in
 * one category exactly when its lowest and highest corners do.
 */
export function supportedBpCategory(systolic: number, diastolic: number): BpCategory | null {
  const { systolic: ds, diastolic: dd } = BP_UNCERTAINTY_MMHG;
  const low = bpCategory(systolic - ds, diastolic - dd);
  return low === bpCategory(systolic + ds, diastolic + dd) ? low : null;
}

/** '136/87 ± 13/13 mmHg': an estimate with the model's uncertainty. */
export function bloodPressureText(systolic: number, diastolic: number): string {
  const { systolic: ds, diastolic: dd } = BP_UNCERTAINTY_MMHG;
  return `${round(systolic)}/${round(diastolic)} ± ${ds}/${dd} mmHg`;
}

/** What is said where a camera estimate's range spans two categories. */
export const BP_CATEGORY_UNTOLD = 'category cannot be told from a camera estimate';

/** The category to show beside an estimate (badges, lists, reports): the supported one, or that none can be told. */
export function bpCategoryLabel(systolic: number, diastolic: number): string {
  return supportedBpCategory(systolic, diastolic) ?? 'Category: not told by a camera';
}

/** What every blood-pressure sentence says the number is. */
const BP_NATURE = 'an experimental camera estimate, not a cuff reading';

/**
 * The estimate with its uncertainty, and a category only when the whole range lies in one. Always a
 * neutral band (ADR-27): the model is experimental, so no category of it is a verdict or an alarm.
 */
export function interpretBloodPressure(systolic: number, diastolic: number): Interpretation {
  const category = supportedBpCategory(systolic, diastolic);
  const reading = bloodPressureText(systolic, diastolic);
  const text =
    category === null
      ? `Your estimated blood pressure is ${reading}: ${BP_NATURE}, and its range spans more than one category.`
      : `Your estimated blood pressure is ${reading}, in the ${category} range: ${BP_NATURE}.`;
  return { metric: 'bloodPressure', band: category ?? BP_CATEGORY_UNTOLD, text, status: 'neutral' };
}

/** One band of a metric: when it applies, its name and status, and the sentence for a shown value. */
type BandRule = readonly [
  applies: (x: number) => boolean,
  band: string,
  status: BandStatus,
  text: (v: string) => string,
];

const otherwise = () => true;

/**
 * A value clamped to a wall of the product's range lies beyond that wall: it is banded as just past it
 * (breathing ≥ 25 /min is 'elevated', not 'slightly elevated') and quoted as a bound ('≥ 25 …'), since the
 * number itself is not a reading.
 */
const BEYOND_WALL = 1e-6;

/** The first band whose rule applies (each list ends with an `otherwise` band). */
function interpret(
  metric: InterpretedMetric,
  value: number,
  shown: string,
  rules: readonly BandRule[],
  limit?: LimitSide,
): Interpretation {
  const judged = limit === 'max' ? value + BEYOND_WALL : limit === 'min' ? value - BEYOND_WALL : value;
  const [, band, status, text] = rules.find(([applies]) => applies(judged)) ?? (rules.at(-1) as BandRule);
  return {
    metric,
    band,
    status: supportedStatus(metric, status),
    text: text(limit ? atLimitText(shown, limit) : shown),
  };
}

/**
 * Under 60 low; 60–100 normal; up to 120 slightly elevated; above, significantly elevated. `shown` is how
 * the sentence quotes the rate ('about 105–113 bpm' for a rate read only as a range).
 */
export function interpretHeartRate(bpm: number, shown = `${round(bpm)} bpm`): Interpretation {
  return interpret('heartRate', bpm, shown, [
    [
      (x) => x < 60,
      'low',
      'warning',
      (v) => `Your heart rate of ${v} is below the typical resting range (60–100 bpm); common in fit people.`,
    ],
    [
      (x) => x <= 100,
      'normal',
      'normal',
      (v) => `Your heart rate of ${v} is in the normal resting range (60–100 bpm).`,
    ],
    [
      (x) => x <= 120,
      'slightly elevated',
      'warning',
      (v) => `Your heart rate of ${v} is slightly elevated; rest for a few minutes and measure again.`,
    ],
    [
      otherwise,
      'significantly elevated',
      'alert',
      (v) => `Your heart rate of ${v} is significantly elevated for someone at rest.`,
    ],
  ]);
}

/** 50+ excellent; 30–49 good; 20–29 moderate; under 20 low. */
export function interpretHrv(ms: number, limit?: LimitSide): Interpretation {
  return interpret(
    'heartRateVariability',
    ms,
    `${round(ms)} ms`,
    [
      [
        (x) => x >= 50,
        'excellent',
        'normal',
        (v) => `Heart rate variability of ${v} is excellent, a sign of good recovery.`,
      ],
      [(x) => x >= 30, 'good', 'normal', (v) => `Heart rate variability of ${v} is good.`],
      [
        (x) => x >= 20,
        'moderate',
        'warning',
        (v) => `Heart rate variability of ${v} is moderate; stress, poor sleep or caffeine can lower it.`,
      ],
      [
        otherwise,
        'low',
        'alert',
        (v) => `Heart rate variability of ${v} is low; rest, sleep and stress all affect it.`,
      ],
    ],
    limit,
  );
}

/** Under 12 slow; 12–20 normal; up to 25 slightly elevated; above, elevated. */
export function interpretBreathing(perMinute: number, limit?: LimitSide): Interpretation {
  return interpret(
    'breathingRate',
    perMinute,
    `${round(perMinute)} breaths per minute`,
    [
      [(x) => x < 12, 'slow', 'warning', (v) => `Breathing at ${v} is slower than the typical 12–20.`],
      [(x) => x <= 20, 'normal', 'normal', (v) => `Breathing at ${v} is normal (12–20).`],
      [(x) => x <= 25, 'slightly elevated', 'warning', (v) => `Breathing at ${v} is slightly faster than typical.`],
      [otherwise, 'elevated', 'alert', (v) => `Breathing at ${v} is faster than typical at rest.`],
    ],
    limit,
  );
}

/**
 * 98+ excellent; 95–97 good; 90–94 low-normal; under 90 low (the product's bands, kept as the band's name).
 * The sentence is the same in every band (ADR-27): an RGB camera is not a pulse oximeter, so an
 * experimental estimate never reads as good news or as a reason to worry.
 */
export function interpretOxygen(percent: number): Interpretation {
  return interpret('oxygenSaturation', percent, `${round(percent)}%`, [
    [(x) => x >= 98, 'excellent', 'normal', oxygenSentence],
    [(x) => x >= 95, 'good', 'normal', oxygenSentence],
    [(x) => x >= 90, 'low-normal', 'warning', oxygenSentence],
    [otherwise, 'low', 'alert', oxygenSentence],
  ]);
}

const oxygenSentence = (v: string) =>
  `Estimated oxygen saturation: ${v}. An experimental camera estimate; a phone camera is not a pulse oximeter.`;

/** Up to 20 low; up to 40 moderate; up to 60 elevated; above, high. */
export function interpretStress(percent: number): Interpretation {
  return interpret('sympatheticStress', percent, `${round(percent)}%`, [
    [(x) => x <= 20, 'low', 'normal', (v) => `Sympathetic stress of ${v} is low.`],
    [(x) => x <= 40, 'moderate', 'normal', (v) => `Sympathetic stress of ${v} is moderate.`],
    [
      (x) => x <= 60,
      'elevated',
      'warning',
      (v) => `Sympathetic stress of ${v} is elevated; a few slow breaths can help.`,
    ],
    [otherwise, 'high', 'alert', (v) => `Sympathetic stress of ${v} is high; take time to rest and recover.`],
  ]);
}

/** 80+ high; 60–79 good; 40–59 moderate; under 40 low. */
export function interpretParasympathetic(percent: number): Interpretation {
  return interpret('parasympatheticActivity', percent, `${round(percent)}%`, [
    [(x) => x >= 80, 'high', 'normal', (v) => `Parasympathetic (rest-and-digest) activity of ${v} is high.`],
    [(x) => x >= 60, 'good', 'normal', (v) => `Parasympathetic activity of ${v} is good.`],
    [(x) => x >= 40, 'moderate', 'warning', (v) => `Parasympathetic activity of ${v} is moderate.`],
    [
      otherwise,
      'low',
      'alert',
      (v) => `Parasympathetic activity of ${v} is low; relaxation and sleep help it recover.`,
    ],
  ]);
}

/** 90+ excellent; 70–89 good; 50–69 moderate; under 50 retake advised. */
export function interpretPrq(percent: number): Interpretation {
  return interpret('prq', percent, `${round(percent)}%`, [
    [(x) => x >= 90, 'excellent', 'normal', (v) => `Signal quality of ${v} is excellent.`],
    [(x) => x >= 70, 'good', 'normal', (v) => `Signal quality of ${v} is good.`],
    [(x) => x >= 50, 'moderate', 'warning', (v) => `Signal quality of ${v} is moderate; results are less certain.`],
    [
      otherwise,
      'retake advised',
      'alert',
      (v) => `Signal quality of ${v} is too low to trust; please retake in steady light and keep still.`,
    ],
  ]);
}

/**
 * °F in, but no temperature out (ADR-7, ADR-27): the number is an illustration drawn from the heart rate,
 * and a camera cannot sense temperature, so the sentence says what it is and quotes no value in a
 * clinical unit. Always neutral.
 */
export function interpretTemperature(_fahrenheit: number): Interpretation {
  return {
    metric: 'estimatedTemperature',
    band: 'illustrative',
    status: 'neutral',
    text: TEMPERATURE_NOT_MEASURABLE,
  };
}

/** What the product says of body temperature instead of a number. */
export const TEMPERATURE_NOT_MEASURABLE =
  'A camera cannot measure body temperature: it sees the colour of your skin, not its heat. The app only draws an illustration from your heart rate, so no temperature is given.';

/** Stroke indicator score → level: 60+ High, 35+ Moderate, 20+ Mild, else Low. */
export function strokeRiskLevel(score: number): RiskLevel {
  if (score >= 60) return 'High';
  if (score >= 35) return 'Moderate';
  if (score >= 20) return 'Mild';
  return 'Low';
}

/** Parkinson's indicator score → level: 70+ High, 45+ Moderate, 25+ Mild, else Low. */
export function parkinsonsRiskLevel(score: number): RiskLevel {
  if (score >= 70) return 'High';
  if (score >= 45) return 'Moderate';
  if (score >= 25) return 'Mild';
  return 'Low';
}

export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}
