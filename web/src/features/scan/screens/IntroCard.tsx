import { Alert, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';

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
        {!returning && (
          <List
            type="ordered"
            spacing="sm"
            icon={null}
            styles={{ itemWrapper: { alignItems: 'flex-start' } }}
            aria-label="How it works"
          >
            {FIRST_TIME_STEPS.map((step, i) => (
              <List.Item
                key={step.title}
                icon={
                  <ThemeIcon radius="xl" size="md" variant="light" aria-hidden="true">
                    {i + 1}
                  </ThemeIcon>
                }
              >
                <Text fw={600}>{step.title}</Text>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <Button size="lg" onClick={onStart}>
          Start Measurement
        </Button>
      </Stack>
    </Card>
  );
}
