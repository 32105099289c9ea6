/** The browser flag `ai_doctor_used` (ADR-18): this device has started a scan before. */
import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from './readingsStorage.ts';

export const USED_BEFORE_KEY = 'ai_doctor_used';

export function hasUsedBefore(storage: KeyValueStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(USED_BEFORE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Records that a scan was started; a storage failure only costs the returning-user greeting. */
export function markUsed(storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(USED_BEFORE_KEY, 'true');
  } catch (error) {
    console.error('Could not record that a scan was started', error);
  }
}

const noSubscription = () => () => {};

/**
 * The flag for rendering: false on the server and while a prerendered page hydrates (so the HTML
 * matches), the device's value after that, read again on every render.
 */
export function useUsedBefore(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => hasUsedBefore(),
    () => false,
  );
}
