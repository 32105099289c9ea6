import { Text } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { elapsedLabel } from './scanScreenModel.ts';

/** The timer, e.g. '12s / 35s': renders once a second. */
export function ScanTimer() {
  const elapsedMs = useScanStore((s) => Math.floor(s.elapsedMs / 1000) * 1000);
  return (
    <Text size="sm" c="dimmed" data-testid="scan-timer">
      {elapsedLabel(elapsedMs)}
    </Text>
  );
}
