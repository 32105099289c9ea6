import { SYMPTOMS } from '@ai-doctor/content/symptoms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canAnalyze, createDiagnosisAssistant, PROGRESS_TICK_MS } from './diagnosisStore.ts';
import { createSymptomChecker, visibleSymptoms } from './symptomCheckerStore.ts';
import { categoryCounts, filterSymptoms, symptomsInText } from './symptomFilter.ts';

describe('symptom filters and counts', () => {
  it("has the spec's category counts", () => {
    expect(categoryCounts(SYMPTOMS)).toEqual([
      { category: 'all', count: 45 },
      { category: 'Cardiovascular', count: 12 },
      { category: 'Neurological', count: 8 },
      { category: 'Respiratory', count: 10 },
      { category: 'General', count: 15 },
    ]);
  });

  it('searches name and description case-insensitively, within the category', () => {
    expect(filterSymptoms(SYMPTOMS, 'CHEST PAIN', 'all').map((s) => s.id)).toEqual(['chest-pain', 'breathing-pain']);
    expect(filterSymptoms(SYMPTOMS, 'whistling', 'all').map((s) => s.id)).toEqual(['wheezing']);
    expect(filterSymptoms(SYMPTOMS, 'chest', 'Respiratory').map((s) => s.id)).toEqual(['cough', 'breathing-pain']);
    expect(filterSymptoms(SYMPTOMS, '  ', 'Neurological')).toHaveLength(8);
    expect(filterSymptoms(SYMPTOMS, 'zzz', 'all')).toEqual([]);
  });

  it('recognises symptoms named in free text by name or alias', () => {
    expect(symptomsInText(SYMPTOMS, 'I feel dizzy and have a Headache').map((s) => s.id)).toEqual([
      'headache',
      'dizziness',
    ]);
    expect(symptomsInText(SYMPTOMS, '   ')).toEqual([]);
  });
});

describe('symptom checker store', () => {
  it('toggles by card or checkbox, removes with ×, and analyses the selection', () => {
    const store = createSymptomChecker();
    const s = () => store.getState();
    s().toggle('chest-pain');
    s().toggle('shortness-of-breath');
    s().toggle('cough');
    s().toggle('cough');
    expect(s().selected).toEqual(['chest-pain', 'shortness-of-breath']);
    s().analyze();
    expect(s().findings?.[0]?.id).toBe('heart-attack-signs');
    s().remove('shortness-of-breath');
    expect(s().selected).toEqual(['chest-pain']);
    expect(s().findings).toBeNull();
  });

  it('the Filters button only flips its flag; search and category narrow the list', () => {
    const store = createSymptomChecker();
    store.getState().toggleFilters();
    expect(store.getState().showFilters).toBe(true);
    store.getState().setCategory('Respiratory');
    store.getState().setQuery('cough');
    expect(visibleSymptoms(store.getState()).map((s) => s.id)).toEqual(['cough', 'coughing-blood', 'phlegm']);
  });
});

describe('diagnosis assistant store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('needs text or a chip to analyse', () => {
    expect(canAnalyze({ text: '  ', chips: [] })).toBe(false);
    expect(canAnalyze({ text: 'headache', chips: [] })).toBe(true);
    expect(canAnalyze({ text: '', chips: ['fever'] })).toBe(true);
    const store = createDiagnosisAssistant();
    store.getState().analyze();
    expect(store.getState().phase).toBe('idle');
  });

  it('rises 3 % every 100 ms, then shows guidance for chips and text; New Analysis resets', () => {
    const store = createDiagnosisAssistant();
    const s = () => store.getState();
    s().toggleChip('fever');
    s().setText('My neck is a stiff neck');
    s().analyze();
    expect(s()).toMatchObject({ phase: 'analyzing', progress: 0 });
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 10);
    expect(s().progress).toBe(30);
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 23);
    expect(s().phase).toBe('analyzing');
    vi.advanceTimersByTime(PROGRESS_TICK_MS);
    expect(s()).toMatchObject({ phase: 'results', progress: 100 });
    expect(s().findings[0]?.id).toBe('meningitis-signs');
    expect(s().considered).toEqual(['Fever', 'Stiff Neck']);
    s().reset();
    expect(s()).toMatchObject({ phase: 'idle', progress: 0, text: '', chips: [], findings: [] });
  });
});
