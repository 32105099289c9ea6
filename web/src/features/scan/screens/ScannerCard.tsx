import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { shownProgress } from '../store/scanStore.ts';
import { useScanStore } from '../store/useScanStore.ts';
import { scannerStage } from './scannerStage.ts';
import { useSaveReading } from './useSaveReading.ts';

/** The scanner card mirrors the real scan: idle, scanning (stage + percent), complete. */
export function ScannerCard({ onStart }: { onStart(): void }) {
  const phase = useScanStore((s) => s.phase);
  // Whole percent only: the store's 100 ms ticks render this card only when its text changes.
  const shown = useScanStore((s) => Math.round(shownProgress(s.progress)));
  const results = useScanStore((s) => s.results);
  const stop = useScanStore((s) => s.stop);
  const { saved, saveReading } = useSaveReading(results);

  if (phase === 'initializing' || phase === 'active')
    return (
      <Stack gap="sm">
        <Text fw={600}>Scanning...</Text>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {scannerStage(shown)}
          </Text>
          <Text size="sm">{shown}%</Text>
        </Group>
        <Progress.Root>
          <Progress.Section value={shown} aria-label="Scan progress" />
        </Progress.Root>
        <Button variant="default" onClick={stop}>
          Stop Scan
        </Button>
      </Stack>
    );
  if (phase === 'complete' && results)
    return (
      <Stack gap="sm">
        <Text fw={600}>Scan Complete!</Text>
        <Group grow>
          <Button variant="default" onClick={onStart}>
            New Scan
          </Button>
          <Button onClick={saveReading} disabled={saved}>
            {saved ? 'Saved!' : 'Save Results'}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Text>Position your face in the frame</Text>
      <Button onClick={onStart}>Start Health Scan</Button>
    </Stack>
  );
}
