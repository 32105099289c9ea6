import { Text } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { elapsedLabel } from './scanScreenModel.ts';

/** The timer's text alone: renders once a second, not the Mantine `Text` around it. */
function ElapsedText() {
  return elapsedLabel(useScanStore((s) => Math.floor(s.elapsedMs / 1000) * 1000));
}

/** The timer, e.g. '12s / 35s'. */
export function ScanTimer() {
  return (
    <Text size="sm" c="dimmed" data-testid="scan-timer">
      <ElapsedText />
    </Text>
  );
}
