import { shownProgress } from '../store/scanStore.ts';
import { useScanStore } from '../store/useScanStore.ts';

/**
 * Shown progress (ADR-19), whole percent. The parts of the scan's progress that change while it runs
 * each read only what they show: the store ticks every 100 ms, and a tick renders the piece whose text
 * changed, not the card around it (main-thread time a slow phone needs for its camera frames).
 */
export const useShownPercent = () => useScanStore((s) => Math.round(shownProgress(s.progress)));
