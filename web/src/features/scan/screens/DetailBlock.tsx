import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { EvidenceBadge } from '../../../shared/ui/EvidenceBadge.tsx';
import type { DetailBlockModel } from '../../readings/index.ts';

/** A block's facts (an empty one left out), or with `withheld` only its verdict: the numbers behind it were not measured. */
export function DetailBlock({ title, evidence, facts, withheld }: DetailBlockModel) {
  const shown = withheld ? [withheld.verdict] : facts.filter(([, value]) => value !== '');
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <EvidenceBadge metric={evidence} caveat={withheld?.reason ?? true} />
        <Stack gap={2} component="dl" m={0}>
          {shown.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0} ta="right">
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
