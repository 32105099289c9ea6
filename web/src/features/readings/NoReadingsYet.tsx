import { Stack, Text } from '@mantine/core';

/** Empty state of the readings lists (ADR-13). */
export function NoReadingsYet() {
  return (
    <Stack gap={4} py="md" ta="center">
      <Text fw={600}>No readings yet</Text>
      <Text size="sm" c="dimmed">
        Take your first measurement to see trends
      </Text>
    </Stack>
  );
}
