import { Alert, Box, Button, Card, FileButton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { NumberedSteps } from '../../../shared/ui/NumberedSteps.tsx';
import { usedBeforeClasses as device } from '../../readings/index.ts';

const FIRST_TIME_STEPS = [
  { title: 'Position your face', text: 'Use the front camera in good, even lighting.' },
  { title: 'Stay still', text: 'For 35 seconds, keep your face centred and motionless.' },
  { title: 'AI analysis', text: 'Your pulse is read from tiny colour changes in your face.' },
];

interface IntroCardProps {
  /** The greeting to show; by default the device's (`ai_doctor_used`), chosen before the first paint. */
  returning?: boolean;
  failed: boolean;
  /** Why the last chosen video could not be measured. */
  videoError?: string | null;
  onStart(): void;
  /** "Measure from a video" (on /app; the landing's flow has the camera only). */
  onVideo?(file: File): void;
}

/**
 * A part of the greeting: left out when the caller chose the other greeting, else shown by the device's
 * flag through CSS, so a returning device's shorter card does not move the Start button under a tap
 * once the app has loaded.
 */
function greetingPart(returning: boolean | undefined, part: 'firstVisit' | 'returning') {
  if (returning === undefined) return { shown: true, className: device[part] };
  return { shown: returning === (part === 'returning'), className: undefined };
}

/** Intro card (ADR-18): first-time users get the three steps; returning users go straight on. */
export function IntroCard({ returning, failed, videoError, onStart, onVideo }: IntroCardProps) {
  const firstVisit = greetingPart(returning, 'firstVisit');
  const again = greetingPart(returning, 'returning');
  // Cleared after each choice, so choosing the same file again measures it again.
  const resetFile = useRef<() => void>(null);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        {firstVisit.shown && (
          <Title order={1} className={firstVisit.className}>
            Facial rPPG Technology
          </Title>
        )}
        {again.shown && (
          <Title order={1} className={again.className}>
            Ready to measure?
          </Title>
        )}
        <Text>
          AI reads the blood-flow patterns in your face through your camera: each heartbeat changes the colour of your
          skin very slightly. The video never leaves your device.
        </Text>
        {failed && (
          <Alert color="red" title="The measurement could not be completed" role="alert">
            Something went wrong while analysing the scan. Please try again.
          </Alert>
        )}
        {firstVisit.shown && (
          <Box className={firstVisit.className}>
            <NumberedSteps steps={FIRST_TIME_STEPS} cols={{ base: 1, sm: 3 }} label="How it works" />
          </Box>
        )}
        {videoError && (
          <Alert color="red" title="This video could not be measured" role="alert" data-testid="video-error">
            {videoError}
          </Alert>
        )}
        {onVideo ? (
          <>
            {/* Side by side where both labels fit, stacked on a phone: never a label cut off. */}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button size="lg" fullWidth onClick={onStart}>
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
                  <Button size="lg" variant="default" fullWidth {...props}>
                    Measure from a video
                  </Button>
                )}
              </FileButton>
            </SimpleGrid>
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
