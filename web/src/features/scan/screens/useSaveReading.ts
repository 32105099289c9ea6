import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReadingsStore } from '../../readings/index.ts';
import { type SaveOutcome, saveWithIndicator } from './savedIndicator.ts';

export const SAVE_FAILED_TOAST = { title: 'Save Failed', message: 'Unable to save results. Please try again.' };
export const SAVED_TOAST = { title: 'Results Saved', message: 'Your measurement has been saved successfully.' };

/**
 * Saving the shown result: `saved` is true for 2 s after a success; a failure always tells the user
 * (a destructive toast). With `toastOnSuccess` (the landing flow) a success toast appears too.
 */
export function useSaveReading(results: MeasurementResult | null, { toastOnSuccess = false } = {}) {
  const save = useReadingsStore((s) => s.save);
  const [saved, setSaved] = useState(false);
  const pending = useRef<() => void>(() => undefined);
  useEffect(() => () => pending.current(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result resets the 'Saved!' label
  useEffect(() => setSaved(false), [results]);

  const saveReading = useCallback((): SaveOutcome => {
    pending.current();
    const { outcome, cancel } = saveWithIndicator(results, save, setSaved);
    pending.current = cancel;
    // One toast at a time (ADR-19): the newest outcome replaces the last instead of queueing behind it.
    if (outcome !== 'saved' || toastOnSuccess) notifications.clean();
    if (outcome === 'saved' && toastOnSuccess) notifications.show({ ...SAVED_TOAST, color: 'teal' });
    if (outcome !== 'saved') notifications.show({ ...SAVE_FAILED_TOAST, color: 'red' });
    return outcome;
  }, [results, save, toastOnSuccess]);

  return { saved, saveReading };
}
