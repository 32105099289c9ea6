/** The Symptom Checker's state (ADR-23): search, category, selection, the Filters flag and the triage result. */

import { SYMPTOMS } from '@ai-doctor/content/symptoms';
import { createStore } from 'zustand/vanilla';
import { type CategoryFilter, filterSymptoms } from './symptomFilter.ts';
import { type TriageFinding, triage } from './triage.ts';

export interface SymptomCheckerState {
  query: string;
  category: CategoryFilter;
  /** Selected symptom ids, in the order they were chosen. */
  selected: string[];
  /** The product's 'Filters' button toggles this flag and nothing else. */
  showFilters: boolean;
  /** The guidance for the selection last analysed; null before Analyze, cleared when the selection changes. */
  findings: TriageFinding[] | null;
  setQuery(query: string): void;
  setCategory(category: CategoryFilter): void;
  toggle(id: string): void;
  remove(id: string): void;
  toggleFilters(): void;
  analyze(): void;
}

export function createSymptomChecker() {
  return createStore<SymptomCheckerState>((set, get) => ({
    query: '',
    category: 'all',
    selected: [],
    showFilters: false,
    findings: null,
    setQuery: (query) => set({ query }),
    setCategory: (category) => set({ category }),
    toggle: (id) =>
      set((s) => ({
        selected: s.selected.includes(id) ? s.selected.filter((x) => x !== id) : [...s.selected, id],
        findings: null,
      })),
    remove: (id) => set((s) => ({ selected: s.selected.filter((x) => x !== id), findings: null })),
    toggleFilters: () => set((s) => ({ showFilters: !s.showFilters })),
    analyze: () => set({ findings: triage(get().selected) }),
  }));
}

/** The symptoms the search and category leave visible. */
export const visibleSymptoms = (s: Pick<SymptomCheckerState, 'query' | 'category'>, symptoms = SYMPTOMS) =>
  filterSymptoms(symptoms, s.query, s.category);
