import { SYMPTOM_CATEGORIES, type Symptom, type SymptomCategory } from '@ai-doctor/content/symptoms';

export type CategoryFilter = 'all' | SymptomCategory;

/** Symptoms whose name or description contains the query (case-insensitive), in the chosen category. */
export function filterSymptoms(symptoms: readonly Symptom[], query: string, category: CategoryFilter): Symptom[] {
  const q = query.trim().toLowerCase();
  return symptoms.filter(
    (s) =>
      (category === 'all' || s.category === category) &&
      (!q || s.name.toLowerCase().includes(q) || s.description.toLowerCase().includes(q)),
  );
}

/** The category list with how many symptoms each holds, 'all' first. */
export function categoryCounts(symptoms: readonly Symptom[]): { category: CategoryFilter; count: number }[] {
  return [
    { category: 'all', count: symptoms.length },
    ...SYMPTOM_CATEGORIES.map((category) => ({
      category,
      count: symptoms.filter((s) => s.category === category).length,
    })),
  ];
}

/** Symptoms named in free text, by name or alias (the Diagnosis Assistant's text box). */
export function symptomsInText(symptoms: readonly Symptom[], text: string): Symptom[] {
  const t = text.toLowerCase();
  if (!t.trim()) return [];
  return symptoms.filter((s) => [s.name.toLowerCase(), ...(s.aliases ?? [])].some((word) => t.includes(word)));
}
