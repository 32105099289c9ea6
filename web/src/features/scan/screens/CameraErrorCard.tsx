import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useFocusOnMount } from '../../../shared/ui/useFocusOnMount.ts';

/** Shown when the camera could not start (ADR-18); 'Go Back' cancels the scan. */
export function CameraErrorCard({ error, onGoBack }: { error: string; onGoBack(): void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card withBorder padding="lg" radius="md" role="alert">
      <Stack gap="md">
        <Title order={1} ref={heading} tabIndex={-1}>
          Camera Access Required
        </Title>
        <Text>
          The measurement needs your front camera. Allow camera access in your browser's settings, make sure no other
          app is using the camera, and try again.
        </Text>
        <Text size="sm" c="dimmed">
          {error}
        </Text>
        <Button variant="default" onClick={onGoBack}>
          Go Back
        </Button>
      </Stack>
    </Card>
  );
}
