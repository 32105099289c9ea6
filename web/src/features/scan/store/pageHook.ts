/**
 * `window.__AI_DOCTOR__`: read-only hooks for the end-to-end tests, benchmarks and the evaluation
 * runner. Local only: nothing here sends anything anywhere.
 */
import type { ScanStoreExtras } from './scanTypes.ts';

declare global {
  interface Window {
    __AI_DOCTOR__?: ScanStoreExtras;
  }
}

export function installPageHook(store: ScanStoreExtras): void {
  if (typeof window === 'undefined') return;
  window.__AI_DOCTOR__ = { lastTrace: () => store.lastTrace(), pipelineStats: () => store.pipelineStats() };
}
