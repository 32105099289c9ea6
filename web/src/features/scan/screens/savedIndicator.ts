/** 'Save Reading' turns into 'Saved!' for this long after a successful save (ADR-18). */
export const SAVED_INDICATOR_MS = 2000;

export type SaveOutcome = 'saved' | 'failed' | 'refused';

/**
 * One press of a save button: refused without results (ADR-18), otherwise the store's answer.
 * `onSaved(false)` fires SAVED_INDICATOR_MS after a success to switch the label back.
 */
export function saveWithIndicator<R>(
  results: R | null,
  save: (r: R) => boolean,
  onSaved: (saved: boolean) => void,
  delayMs = SAVED_INDICATOR_MS,
): { outcome: SaveOutcome; cancel(): void } {
  if (!results) return { outcome: 'refused', cancel: () => undefined };
  if (!save(results)) return { outcome: 'failed', cancel: () => undefined };
  onSaved(true);
  const timer = setTimeout(() => onSaved(false), delayMs);
  return { outcome: 'saved', cancel: () => clearTimeout(timer) };
}
