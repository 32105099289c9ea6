import { useEffect, useState } from 'react';
import {
  DIAGNOSIS_DELAY_MS,
  type DiagnosableReading,
  type DiagnosisState,
  diagnosisInput,
  isScorable,
  scheduleDiagnosis,
  UNSCORED_REASON,
} from './diagnosisClient.ts';

/**
 * The diagnosis of `reading`, requested `delayMs` after it appears; null while there is no reading. A
 * reading whose pulse was withheld is not sent: it is 'unscored'.
 */
export function useWellnessDiagnosis(
  reading: DiagnosableReading | null,
  delayMs = DIAGNOSIS_DELAY_MS,
): DiagnosisState | null {
  const [state, setState] = useState<DiagnosisState | null>(null);
  useEffect(() => {
    if (!reading) {
      setState(null);
      return;
    }
    if (!isScorable(reading)) {
      setState({ status: 'unscored', reason: UNSCORED_REASON });
      return;
    }
    return scheduleDiagnosis(diagnosisInput(reading), setState, delayMs);
  }, [reading, delayMs]);
  return state;
}
