/**
 * The schema every content file is checked against (by this package's tests): a small set of checks,
 * each returning what is wrong with a value, `[]` when nothing is. Types catch a TypeScript mistake; these
 * catch what a JSON or Markdown file can get wrong: a missing or misspelt field, an empty text, a level
 * or slug that does not exist.
 */
import { SOLUTION_SLUGS } from './solutions/types.ts';
import { SEVERITIES, URGENCIES } from './symptoms/index.ts';
import { CARE_LEVELS } from './triage/index.ts';

/** What is wrong with `value`, found at `at` (e.g. `gyms.json sections[2].items[0].title`). */
export type Schema = (value: unknown, at: string) => string[];

export const text: Schema = (v, at) => (typeof v === 'string' && v.trim() !== '' ? [] : [`${at}: expected text`]);

export const matching =
  (pattern: RegExp, what: string): Schema =>
  (v, at) =>
    typeof v === 'string' && pattern.test(v) ? [] : [`${at}: expected ${what}, got ${JSON.stringify(v)}`];

export const oneOf =
  (values: readonly unknown[]): Schema =>
  (v, at) =>
    values.includes(v) ? [] : [`${at}: expected one of ${values.join(', ')}, got ${JSON.stringify(v)}`];

export const positiveInteger: Schema = (v, at) =>
  Number.isInteger(v) && (v as number) > 0 ? [] : [`${at}: expected a whole number above 0`];

/** A list of at least one item. */
export const listOf =
  (item: Schema): Schema =>
  (v, at) => {
    if (!Array.isArray(v) || v.length === 0) return [`${at}: expected a list of at least one item`];
    return v.flatMap((x, i) => item(x, `${at}[${i}]`));
  };

/** An object with exactly these fields; `optional` ones may be left out. */
export const object =
  (required: Record<string, Schema>, optional: Record<string, Schema> = {}): Schema =>
  (v, at) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return [`${at}: expected an object`];
    const o = v as Record<string, unknown>;
    const unknownFields = Object.keys(o)
      .filter((k) => !(k in required) && !(k in optional))
      .map((k) => `${at}.${k}: unknown field`);
    const missing = Object.keys(required)
      .filter((k) => !(k in o))
      .map((k) => `${at}.${k}: missing`);
    const wrong = Object.entries({ ...required, ...optional }).flatMap(([k, check]) =>
      k in o ? check(o[k], `${at}.${k}`) : [],
    );
    return [...unknownFields, ...missing, ...wrong];
  };

/** The first of `shapes` that fits: an object whose `key` field is present picks its shape. */
export const oneShapeOf =
  (shapes: Record<string, Schema>): Schema =>
  (v, at) => {
    const key = Object.keys(shapes).find((k) => typeof v === 'object' && v !== null && k in v);
    const shape = key === undefined ? undefined : shapes[key];
    return shape ? shape(v, at) : [`${at}: expected one of the fields ${Object.keys(shapes).join(', ')}`];
  };

const boolean: Schema = (v, at) => (typeof v === 'boolean' ? [] : [`${at}: expected true or false`]);
export const slug = matching(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case slug like "chest-pain"');
const isoDate = matching(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date like 2024-12-01');
const texts = listOf(text);

export const articleSchema = object(
  {
    slug,
    ogSlug: slug,
    title: text,
    excerpt: text,
    category: oneOf(['Technology', 'Science', 'Health', 'Research']),
    date: isoDate,
    readTimeMinutes: positiveInteger,
  },
  { author: object({ name: text, role: text }) },
);

export const symptomSchema = object(
  {
    id: slug,
    name: text,
    severity: oneOf(SEVERITIES),
    urgency: oneOf(URGENCIES),
    description: text,
    commonCauses: texts,
  },
  { aliases: listOf(matching(/^[^A-Z]+$/, 'lower-case words')) },
);

const guidanceFields = {
  id: slug,
  level: oneOf(CARE_LEVELS),
  title: text,
  advice: text,
  recommendations: texts,
  source: object({ nhsPage: text, nhsPath: matching(/^[a-z0-9/-]+\/$/, 'an nhs.uk path ending in /') }),
};
export const triageRuleSchema = object({ ...guidanceFields, requires: listOf(listOf(slug)) });
export const urgencyGuidanceSchema = object(Object.fromEntries(URGENCIES.map((u) => [u, object(guidanceFields)])));

const contactAction = object({ label: text, contact: text });
const infoCard = object({ title: text, text }, { points: texts });
const pricedPlan = object({ name: text, price: text, period: text, features: texts }, { popular: boolean });

export const solutionSummarySchema = object({
  slug: oneOf(SOLUTION_SLUGS),
  card: object({ title: text, description: text, features: texts }),
  search: object({ description: text, keywords: texts }),
});

export const solutionPageSchema = object({
  banner: object({ title: text, text }, { actions: listOf(contactAction) }),
  sections: listOf(
    oneShapeOf({
      cards: object({ cards: text, items: listOf(infoCard) }),
      metrics: object({ metrics: text, items: listOf(object({ value: text, label: text })) }),
      stories: object({ stories: text, items: listOf(infoCard) }),
      pricing: object({
        pricing: contactAction,
        plans: listOf(pricedPlan),
        custom: object({ name: text, description: text, features: texts }),
      }),
    }),
  ),
  closing: object({ heading: text, text }, { actions: listOf(contactAction) }),
});
