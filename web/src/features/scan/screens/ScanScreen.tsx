import { Button, Card, Stack, Title } from '@mantine/core';
import { useFocusOnMount } from '../../../shared/ui/useFocusOnMount.ts';
import { useScanStore } from '../store/useScanStore.ts';
import { CameraPreview } from './CameraPreview.tsx';
import { CoachLine } from './CoachLine.tsx';
import { FaceWaitNotice } from './FaceWaitNotice.tsx';
import { LiveTiles } from './LiveTiles.tsx';
import { ScanProgress } from './ScanProgress.tsx';
import { StatusChip } from './StatusChip.tsx';

/**
 * The scan screen (ADR-18): preview, status chip, progress, timer and live tiles. Each part reads
 * its own slice of the store, so a progress tick does not render the preview or the tiles.
 */
export function ScanScreen({ onCancel }: { onCancel?: () => void }) {
  const waitingForFace = useScanStore((s) => s.waitingForFace);
  const stop = useScanStore((s) => s.stop);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  return (
    <Card withBorder padding="lg" radius="md" data-testid="scan-screen">
      <Stack gap="md">
        <Title order={1} ref={heading} tabIndex={-1}>
          Contactless BP Measurement
        </Title>
        <CameraPreview />
        <StatusChip />
        <CoachLine />
        {waitingForFace && <FaceWaitNotice onStop={onCancel ?? stop} />}
        <ScanProgress />
        <LiveTiles />
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Stack>
    </Card>
  );
}
