import { Text } from '@mantine/core';
import { shownProgress } from '../store/scanStore.ts';
import { useScanStore } from '../store/useScanStore.ts';
import { scannerStage } from './scannerStage.ts';

/** The stage label: renders when the stage moves on, not on every percent. */
export function ScannerStage() {
  const stage = useScanStore((s) => scannerStage(Math.round(shownProgress(s.progress))));
  return (
    <Text size="sm" c="dimmed">
      {stage}
    </Text>
  );
}
