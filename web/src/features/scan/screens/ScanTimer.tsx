import { Text } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { SubscribedText } from './SubscribedText.tsx';
import { elapsedLabel } from './scanScreenModel.ts';

const useElapsedLabel = () => elapsedLabel(useScanStore((s) => Math.floor(s.elapsedMs / 1000) * 1000));

/** The timer, e.g. '12s / 35s': its text renders once a second. */
export function ScanTimer() {
  return (
    <Text size="sm" c="dimmed" data-testid="scan-timer">
      <SubscribedText read={useElapsedLabel} width="9ch" />
    </Text>
  );
}
