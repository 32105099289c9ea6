import { Text } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { remainingSeconds } from './scanScreenModel.ts';

/** Seconds left, whole: renders once a second. */
export function RemainingSeconds() {
  const seconds = useScanStore((s) => remainingSeconds(s.elapsedMs));
  return (
    <Text size="sm" c="dimmed">
      Scan will complete automatically in {seconds} seconds
    </Text>
  );
}
