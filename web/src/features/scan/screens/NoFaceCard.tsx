import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useFocusOnMount } from '../../../shared/ui/useFocusOnMount.ts';
import { NO_FACE_ADVICE } from './noFaceAdvice.ts';

/**
 * A scan that ended without enough time with a face in view (ADR-9): nothing was measured, so there
 * are no numbers, no tiles and nothing to save; only what to change and a new try.
 */
export function NoFaceCard({ onRetry, onBack }: { onRetry(): void; onBack(): void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card withBorder padding="lg" radius="md" role="alert" data-testid="no-face">
      <Stack gap="md">
        <Title order={1} ref={heading} tabIndex={-1}>
          No face was found — nothing was measured
        </Title>
        <Text>
          The camera did not see a face for long enough to read a pulse, so this scan has no results and nothing to
          save. Before you try again:
        </Text>
        <List spacing="xs">
          {NO_FACE_ADVICE.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
        <Group>
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
