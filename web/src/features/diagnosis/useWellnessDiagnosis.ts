import { useEffect, useState } from 'react';
import { DIAGNOSIS_DELAY_MS, type DiagnosisState, diagnosisInput, scheduleDiagnosis } from './diagnosisClient.ts';

type Reading = Parameters<typeof diagnosisInput>[0];

/** The diagnosis of `reading`, requested `delayMs` after it appears; null while there is no reading. */
export function useWellnessDiagnosis(reading: Reading | null, delayMs = DIAGNOSIS_DELAY_MS): DiagnosisState | null {
  const [state, setState] = useState<DiagnosisState | null>(null);
  useEffect(() => {
    if (!reading) {
      setState(null);
      return;
    }
    return scheduleDiagnosis(diagnosisInput(reading), setState, delayMs);
  }, [reading, delayMs]);
  return state;
}
