import { Text } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { SubscribedText } from './SubscribedText.tsx';
import { remainingSeconds } from './scanScreenModel.ts';

const useSecondsLeft = () => String(useScanStore((s) => remainingSeconds(s.elapsedMs)));

/** Seconds left, whole: 'Scan will complete automatically in N seconds'; the number renders once a second. */
export function RemainingSeconds() {
  return (
    <Text size="sm" c="dimmed">
      Scan will complete automatically in <SubscribedText read={useSecondsLeft} width="2ch" align="right" /> seconds
    </Text>
  );
}
