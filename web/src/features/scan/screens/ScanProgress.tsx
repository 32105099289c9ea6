import { Group, Stack, Text } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { ScanTimer, ShownPercent, ShownProgressBar } from './ShownProgress.tsx';
import { remainingSeconds } from './scanScreenModel.ts';

/** Seconds left, whole: renders once a second. */
function RemainingSeconds() {
  const seconds = useScanStore((s) => remainingSeconds(s.elapsedMs));
  return (
    <Text size="sm" c="dimmed">
      Scan will complete automatically in {seconds} seconds
    </Text>
  );
}

/** Progress and timer; the parts that change render on their own (ShownProgress.tsx), this frame never does. */
export function ScanProgress() {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600} id="scan-progress-label">
          Analyzing
        </Text>
        <ShownPercent fw={600} data-testid="scan-progress" />
      </Group>
      <ShownProgressBar size="lg" striped sectionLabel={{ 'aria-labelledby': 'scan-progress-label' }} />
      <Group justify="space-between">
        <ScanTimer />
        <RemainingSeconds />
      </Group>
    </Stack>
  );
}
