/**
 * The symptom catalogue of the Symptom Checker and Diagnosis Assistant (ADR-23): 45
 * symptoms in four categories, one file a category, counted as the product's filter shows them
 * (Cardiovascular 12, Neurological 8, Respiratory 10, General 15). Descriptions are plain-language
 * summaries, not diagnoses.
 */
import cardiovascular from './cardiovascular.json' with { type: 'json' };
import general from './general.json' with { type: 'json' };
import neurological from './neurological.json' with { type: 'json' };
import respiratory from './respiratory.json' with { type: 'json' };

export const SYMPTOM_CATEGORIES = ['Cardiovascular', 'Neurological', 'Respiratory', 'General'] as const;
export type SymptomCategory = (typeof SYMPTOM_CATEGORIES)[number];

export const SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export const URGENCIES = ['low', 'medium', 'high'] as const;

export interface Symptom {
  id: string;
  name: string;
  category: SymptomCategory;
  severity: (typeof SEVERITIES)[number];
  urgency: (typeof URGENCIES)[number];
  description: string;
  commonCauses: readonly string[];
  /** Other words people type for it, lower case (the Diagnosis Assistant's free text). */
  aliases?: readonly string[];
}

/** A symptom as its category's file writes it; checked against its schema by the package's tests. */
export type SymptomEntry = Omit<Symptom, 'category'>;

/** Each category's file, in the order of {@link SYMPTOM_CATEGORIES}. */
export const SYMPTOM_FILES: Record<SymptomCategory, readonly unknown[]> = {
  Cardiovascular: cardiovascular,
  Neurological: neurological,
  Respiratory: respiratory,
  General: general,
};

export const SYMPTOMS: readonly Symptom[] = SYMPTOM_CATEGORIES.flatMap((category) =>
  (SYMPTOM_FILES[category] as SymptomEntry[]).map((entry) => ({ ...entry, category })),
);

export type SymptomId = string;

export const symptomById = new Map(SYMPTOMS.map((s) => [s.id, s]));
