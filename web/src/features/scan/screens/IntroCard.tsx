import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { NumberedSteps } from '../../../shared/ui/NumberedSteps.tsx';

const FIRST_TIME_STEPS = [
  { title: 'Position your face', text: 'Use the front camera in good, even lighting.' },
  { title: 'Stay still', text: 'For about 30 seconds, keep your face centred and motionless.' },
  { title: 'AI analysis', text: 'Your pulse is read from tiny colour changes in your face.' },
];

interface IntroCardProps {
  returning: boolean;
  failed: boolean;
  onStart(): void;
}

/** Intro card (spec 01 §2.1): first-time users get the three steps; returning users go straight on. */
export function IntroCard({ returning, failed, onStart }: IntroCardProps) {
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
        <Button size="lg" onClick={onStart}>
          Start Measurement
        </Button>
      </Stack>
    </Card>
  );
}
