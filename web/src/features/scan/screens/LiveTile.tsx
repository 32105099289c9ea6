import { Group, Paper, Text } from '@mantine/core';

interface LiveTileProps {
  label: string;
  value: React.ReactNode;
  testId?: string;
  children?: React.ReactNode;
}

/** One live tile of the scan screen: a label (after an optional marker) over its value. */
export function LiveTile({ label, value, testId, children }: LiveTileProps) {
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
