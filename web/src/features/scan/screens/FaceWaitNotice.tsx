import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { NO_FACE_ADVICE } from './noFaceAdvice.ts';

/** Shown while the scan has waited a while for a face: its count is paused; what to do, or stop. */
export function FaceWaitNotice({ onStop }: { onStop(): void }) {
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
