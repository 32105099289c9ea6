/**
 * The app's shared view of saved readings: the Recent Readings card, the history view, the scanner
 * section and the landing flow all read and change readings through this store, so they stay in step.
 */
import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { create } from 'zustand';
import { createReadingsStore, READINGS_KEY, type ReadingsStore, type SavedReading } from './readingsStorage.ts';

export const RECENT_READINGS_SHOWN = 5;

export interface ReadingsState {
  readings: SavedReading[];
  /** Re-reads storage (e.g. after another tab changed it). */
  refresh(): void;
  /**
   * Saves a result; false when it could not be stored (the caller tells the user). Saving the same
   * result again (e.g. from the results screen and the scanner section) keeps a single reading.
   */
  save(result: MeasurementResult): boolean;
  remove(id: number): boolean;
  clear(): boolean;
}

/**
 * The store's initial state is empty and the device's readings are loaded right after: zustand hands
 * React the initial state as the server snapshot, so a prerendered page hydrates with the same (empty)
 * list it was rendered with, and shows the readings in the render after.
 */
export function createReadingsState(storage: ReadingsStore = createReadingsStore()) {
  const savedIds = new WeakMap<MeasurementResult, number>();
  const store = create<ReadingsState>((set, get) => {
    const reload = () => set({ readings: storage.load() });
    const after = (ok: boolean) => {
      reload();
      return ok;
    };
    return {
      readings: [],
      refresh: reload,
      save(result) {
        const id = savedIds.get(result);
        if (id !== undefined && get().readings.some((r) => r.id === id)) return true;
        const saved = storage.save(result);
        if (saved) savedIds.set(result, saved.id);
        return after(saved !== false);
      },
      remove: (id) => after(storage.remove(id)),
      clear: () => after(storage.clear()),
    };
  });
  store.getState().refresh();
  return store;
}

export const useReadingsStore = createReadingsState();

// Another tab saving or clearing readings shows up here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === READINGS_KEY || event.key === null) useReadingsStore.getState().refresh();
  });
}
