import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { retakeCauses } from '../coach/retakeCauses.ts';
import { useScanStore } from '../store/useScanStore.ts';

/** Why the scan behind `result` could not read the heart rate exactly, in causes to fix (ADR-29); [] when it could. */
export function useRetakeCauses(result: MeasurementResult) {
  const coached = useScanStore((s) => s.coach?.causes);
  return retakeCauses(result, coached ?? []);
}
