import { Alert, Box, Button, Card, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFocusOnMount } from '../../../shared/ui/useFocusOnMount.ts';
import { shownProgress, statusText } from '../store/scanStore.ts';
import { useScanStore } from '../store/useScanStore.ts';
import { NO_FACE_ADVICE } from './noFaceAdvice.ts';
import { type DotColor, elapsedLabel, liveHeartRateText, remainingSeconds, signalDotColor } from './scanScreenModel.ts';

const DOT_LABEL: Record<DotColor, string> = {
  orange: 'no face found',
  red: 'poor',
  yellow: 'fair',
  green: 'good',
};

interface LiveTileProps {
  label: string;
  value: string;
  testId?: string;
  children?: React.ReactNode;
}

function LiveTile({ label, value, testId, children }: LiveTileProps) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Group gap={6} wrap="nowrap">
        {children}
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The live camera preview: the store plays its stream in this <video>; mirrored, square-framed. */
function CameraPreview() {
  const attachVideo = useScanStore((s) => s.attachVideo);
  const video = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    attachVideo(video.current);
    return () => attachVideo(null);
  }, [attachVideo]);
  return (
    <Box
      pos="relative"
      mx="auto"
      w="100%"
      maw={420}
      style={{
        aspectRatio: '1 / 1',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        background: '#000',
        border: '3px solid var(--mantine-color-teal-5)',
      }}
    >
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Camera preview"
        style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
      />
    </Box>
  );
}

/** Shown while the scan has waited a while for a face: its count is paused; what to do, or stop. */
function FaceWaitNotice({ onStop }: { onStop(): void }) {
  return (
    <Alert color="orange" variant="light" title="No face in view — the scan is paused" data-testid="face-wait">
      <Stack gap="xs">
        <Text size="sm">The timer runs only while the camera sees your face.</Text>
        <List size="sm" spacing={4}>
          {NO_FACE_ADVICE.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
        <Group>
          <Button variant="default" size="xs" onClick={onStop}>
            Stop scan
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The status chip: the store's guidance, refreshed every 500 ms. */
function StatusChip() {
  const guidance = useScanStore((s) => s.guidance);
  return (
    <Group justify="center">
      <Text
        role="status"
        aria-live="polite"
        data-testid="scan-status"
        fw={600}
        size="sm"
        ta="center"
        px="md"
        py={6}
        bg="var(--mantine-color-teal-light)"
        c="var(--mantine-color-teal-light-color)"
        style={{ borderRadius: 'var(--mantine-radius-xl)' }}
      >
        {statusText(guidance)}
      </Text>
    </Group>
  );
}

/**
 * Progress and timer. The store ticks every 100 ms; this reads only what it shows (whole percent, whole
 * seconds), so it renders when those change, not on every tick: main-thread time a slow phone needs for
 * its camera frames.
 */
function ScanProgress() {
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

/** The live Heart Rate and Signal Quality tiles, refreshed every 500 ms. */
function LiveTiles() {
  const live = useScanStore((s) => s.live);
  const dot = signalDotColor(live);
  const quality = live?.faceDetected ? `${Math.round(live.signalQuality)}%` : '--';
  return (
    <SimpleGrid cols={2}>
      <LiveTile label="Heart Rate" value={liveHeartRateText(live)} testId="live-heart-rate" />
      <LiveTile label="Signal Quality" value={quality} testId="live-signal-quality">
        <Box
          w={10}
          h={10}
          style={{ borderRadius: '50%', background: `var(--mantine-color-${dot}-6)` }}
          data-testid="signal-dot"
          data-color={dot}
          role="img"
          aria-label={`Signal ${DOT_LABEL[dot]}`}
        />
      </LiveTile>
    </SimpleGrid>
  );
}

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
