import { Group, Stack, Text } from '@mantine/core';
import { RemainingSeconds } from './RemainingSeconds.tsx';
import { ScanTimer } from './ScanTimer.tsx';
import { ShownPercent } from './ShownPercent.tsx';
import { ShownProgressBar } from './ShownProgressBar.tsx';

/** Progress and timer; the parts that change render on their own (ShownPercent, ShownProgressBar, ScanTimer, RemainingSeconds), this frame never does. */
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
