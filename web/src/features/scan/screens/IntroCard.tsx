import { Alert, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { NumberedSteps } from '../../../shared/ui/NumberedSteps.tsx';

const FIRST_TIME_STEPS = [
  { title: 'Position your face', text: 'Use the front camera in good, even lighting.' },
  { title: 'Stay still', text: 'For about 30 seconds, keep your face centred and motionless.' },
  { title: 'AI analysis', text: 'Your pulse is read from tiny colour changes in your face.' },
];

interface IntroCardProps {
  returning: boolean;
  failed: boolean;
  /** Why the last chosen video could not be measured. */
  videoError?: string | null;
  onStart(): void;
  /** "Measure from a video" (on /app; the landing's flow has the camera only). */
  onVideo?(file: File): void;
}

/** Intro card (ADR-18): first-time users get the three steps; returning users go straight on. */
export function IntroCard({ returning, failed, videoError, onStart, onVideo }: IntroCardProps) {
  // Cleared after each choice, so choosing the same file again measures it again.
  const resetFile = useRef<() => void>(null);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={1}>{returning ? 'Ready to measure?' : 'Facial rPPG Technology'}</Title>
        <Text>
          AI reads the blood-flow patterns in your face through your camera: each heartbeat changes the colour of your
          skin very slightly. The video never leaves your device.
        </Text>
        {failed && (
          <Alert color="red" title="The measurement could not be completed" role="alert">
            Something went wrong while analysing the scan. Please try again.
          </Alert>
        )}
        {!returning && <NumberedSteps steps={FIRST_TIME_STEPS} cols={{ base: 1, sm: 3 }} label="How it works" />}
        {videoError && (
          <Alert color="red" title="This video could not be measured" role="alert" data-testid="video-error">
            {videoError}
          </Alert>
        )}
        {onVideo ? (
          <>
            <Group grow wrap="wrap">
              <Button size="lg" onClick={onStart}>
                Start Measurement
              </Button>
              <FileButton
                accept="video/*"
                resetRef={resetFile}
                onChange={(file) => {
                  resetFile.current?.();
                  if (file) onVideo(file);
                }}
              >
                {(props) => (
                  <Button size="lg" variant="default" {...props}>
                    Measure from a video
                  </Button>
                )}
              </FileButton>
            </Group>
            <Text size="sm" c="dimmed">
              From a video: the first 35 seconds of a recording of one face are measured on this device; the video is
              never uploaded.
            </Text>
          </>
        ) : (
          <Button size="lg" onClick={onStart}>
            Start Measurement
          </Button>
        )}
      </Stack>
    </Card>
  );
}
