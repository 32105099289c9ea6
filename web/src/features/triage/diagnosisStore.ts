/**
 * The Diagnosis Assistant's state (ADR-23): free text and chips; Analyze runs a progress of 3 % every
 * 100 ms, then shows triage guidance for the symptoms chosen or named in the text; New Analysis resets.
 */

import { SYMPTOMS } from '@ai-doctor/content/symptoms';
import { createStore } from 'zustand/vanilla';
import { symptomsInText } from './symptomFilter.ts';
import { type TriageFinding, triage } from './triage.ts';

export const PROGRESS_STEP_PERCENT = 3;
export const PROGRESS_TICK_MS = 100;

export interface DiagnosisState {
  text: string;
  chips: string[];
  phase: 'idle' | 'analyzing' | 'results';
  progress: number;
  findings: TriageFinding[];
  /** Names of the symptoms the analysis used (chips and those recognised in the text). */
  considered: string[];
  setText(text: string): void;
  toggleChip(id: string): void;
  analyze(): void;
  reset(): void;
  dispose(): void;
}

/** Analyze is enabled with non-blank text or at least one chip. */
export const canAnalyze = (s: Pick<DiagnosisState, 'text' | 'chips'>) => s.text.trim().length > 0 || s.chips.length > 0;

export function createDiagnosisAssistant() {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const idle = (): Pick<DiagnosisState, 'text' | 'chips' | 'phase' | 'progress' | 'findings' | 'considered'> => ({
    text: '',
    chips: [],
    phase: 'idle',
    progress: 0,
    findings: [],
    considered: [],
  });

  return createStore<DiagnosisState>((set, get) => ({
    ...idle(),
    setText: (text) => set({ text }),
    toggleChip: (id) =>
      set((s) => ({ chips: s.chips.includes(id) ? s.chips.filter((c) => c !== id) : [...s.chips, id] })),
    analyze() {
      const s = get();
      if (!canAnalyze(s) || s.phase === 'analyzing') return;
      const ids = new Set([...s.chips, ...symptomsInText(SYMPTOMS, s.text).map((x) => x.id)]);
      set({ phase: 'analyzing', progress: 0 });
      timer = setInterval(() => {
        const progress = Math.min(100, get().progress + PROGRESS_STEP_PERCENT);
        if (progress < 100) {
          set({ progress });
          return;
        }
        stop();
        set({
          progress,
          phase: 'results',
          findings: triage(ids),
          considered: SYMPTOMS.filter((x) => ids.has(x.id)).map((x) => x.name),
        });
      }, PROGRESS_TICK_MS);
    },
    reset() {
      stop();
      set(idle());
    },
    dispose: stop,
  }));
}

/** The four chip groups: common symptoms of each category. */
export const CHIP_GROUPS: readonly { title: string; ids: readonly string[] }[] = [
  {
    title: 'Heart & Circulation',
    ids: ['chest-pain', 'palpitations', 'irregular-heartbeat', 'swollen-ankles', 'high-bp-reading', 'fainting'],
  },
  {
    title: 'Brain & Nerves',
    ids: ['headache', 'dizziness', 'one-sided-weakness', 'facial-droop', 'speech-difficulty', 'confusion'],
  },
  {
    title: 'Breathing',
    ids: ['shortness-of-breath', 'cough', 'wheezing', 'coughing-blood', 'sore-throat', 'severe-breathlessness'],
  },
  { title: 'General', ids: ['fever', 'fatigue', 'nausea', 'stiff-neck', 'trouble-sleeping', 'feeling-anxious'] },
];
