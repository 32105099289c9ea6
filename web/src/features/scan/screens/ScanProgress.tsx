import { Group, Progress, Stack, Text } from '@mantine/core';
import { shownProgress } from '../store/scanStore.ts';
import { useScanStore } from '../store/useScanStore.ts';
import { elapsedLabel, remainingSeconds } from './scanScreenModel.ts';

/**
 * Progress and timer. The store ticks every 100 ms; this reads only what it shows (whole percent, whole
 * seconds), so it renders when those change, not on every tick: main-thread time a slow phone needs for
 * its camera frames.
 */
export function ScanProgress() {
  const shown = useScanStore((s) => Math.round(shownProgress(s.progress)));
  const elapsedMs = useScanStore((s) => Math.floor(s.elapsedMs / 1000) * 1000);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600} id="scan-progress-label">
          Analyzing
        </Text>
        <Text fw={600} data-testid="scan-progress">
          {shown}%
        </Text>
      </Group>
      <Progress.Root size="lg">
        <Progress.Section value={shown} striped aria-labelledby="scan-progress-label" />
      </Progress.Root>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="scan-timer">
          {elapsedLabel(elapsedMs)}
        </Text>
        <Text size="sm" c="dimmed">
          Scan will complete automatically in {remainingSeconds(elapsedMs)} seconds
        </Text>
      </Group>
    </Stack>
  );
}
