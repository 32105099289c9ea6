import type { GradedMetric } from '@ai-doctor/rppg-core/vitals';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { EvidenceBadge } from '../../../shared/ui/EvidenceBadge.tsx';

/** One line of a detail block: a label and its value. */
export type Fact = [label: string, value: string];

/** A block's facts (an empty one left out), or with `withheld` only its verdict: the numbers behind it were not measured. */
export function DetailBlock({
  title,
  evidence,
  facts,
  withheld,
}: {
  title: string;
  evidence: GradedMetric;
  facts: Fact[];
  withheld?: { verdict: Fact; reason: string };
}) {
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
