import { Button, Group, Stack, Text } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { ScannerStage } from './ScannerStage.tsx';
import { ShownPercent } from './ShownPercent.tsx';
import { ShownProgressBar } from './ShownProgressBar.tsx';
import { useSaveReading } from './useSaveReading.ts';

/**
 * The scanner card mirrors the real scan: idle, scanning (stage + percent), complete. The scan's ticks
 * render only the stage, percent and bar (ScannerStage, ShownPercent, ShownProgressBar), not the card.
 */
export function ScannerCard({ onStart }: { onStart(): void }) {
  const phase = useScanStore((s) => s.phase);
  const results = useScanStore((s) => s.results);
  const stop = useScanStore((s) => s.stop);
  const { saved, saveReading } = useSaveReading(results);

  if (phase === 'initializing' || phase === 'active')
    return (
      <Stack gap="sm">
        <Text fw={600}>Scanning...</Text>
        <Group justify="space-between">
          <ScannerStage />
          <ShownPercent size="sm" />
        </Group>
        <ShownProgressBar sectionLabel={{ 'aria-label': 'Scan progress' }} />
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
