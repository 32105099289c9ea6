import type { BandStatus } from '@ai-doctor/rppg-core/vitals';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { friendlyTime, overallHealthStatus, type SavedReading, vitalRows } from '../../readings/index.ts';

const STATUS_COLOR: Record<BandStatus, string> = { normal: 'teal', warning: 'yellow', alert: 'red', neutral: 'gray' };

/** The scanner section's latest saved reading: its metrics with their status and the overall health status. */
export function LatestReading({ reading }: { reading: SavedReading }) {
  const status = overallHealthStatus(reading);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder padding="md" radius="md">
        <Title order={3} size="h4">
          Health Metrics
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          Your latest reading · {friendlyTime(reading.timestamp)}
        </Text>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="scanner-metrics">
          {vitalRows(reading).map((row) => (
            <Group key={row.metric} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <StatusIcon status={row.interpretation?.status ?? 'withheld'} />
                <Text size="sm">{row.label}</Text>
              </Group>
              <Text size="sm" fw={600} ta="right">
                {row.display}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="md" radius="md" data-testid="overall-status">
        <Title order={3} size="h4" mb="xs">
          Overall Health Status
        </Title>
        <Badge color={STATUS_COLOR[status.status]} size="lg" mb="xs">
          {status.badge}
        </Badge>
        <Text size="sm">{status.message}</Text>
      </Card>
    </SimpleGrid>
  );
}
