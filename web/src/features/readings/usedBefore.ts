/** The browser flag `ai_doctor_used` (ADR-18): this device has started a scan before. */
import { browserStorage, type KeyValueStorage } from './readingsStorage.ts';

export const USED_BEFORE_KEY = 'ai_doctor_used';
/**
 * The flag as an attribute of <html>, set before the first paint by `public/used-before.js`: what differs
 * for a returning device is shown by CSS (`usedBefore.module.css`), so the page does not move once the
 * app has loaded.
 */
export const USED_BEFORE_ATTRIBUTE = 'data-used-before';

/**
 * Records that a scan was started, and shows this page the returning greeting from now on; a storage
 * failure only costs the greeting on later visits.
 */
export function markUsed(
  storage: KeyValueStorage | null = browserStorage(),
  root: Element | null = typeof document === 'undefined' ? null : document.documentElement,
): void {
  root?.setAttribute(USED_BEFORE_ATTRIBUTE, '');
  try {
    storage?.setItem(USED_BEFORE_KEY, 'true');
  } catch (error) {
    console.error('Could not record that a scan was started', error);
  }
}
