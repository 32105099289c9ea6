import { Text } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { remainingSeconds } from './scanScreenModel.ts';

/** The number alone: renders once a second, not the sentence around it. */
function SecondsLeft() {
  return useScanStore((s) => remainingSeconds(s.elapsedMs));
}

/** Seconds left, whole: 'Scan will complete automatically in N seconds'. */
export function RemainingSeconds() {
  return (
    <Text size="sm" c="dimmed">
      Scan will complete automatically in <SecondsLeft /> seconds
    </Text>
  );
}
