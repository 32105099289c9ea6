import type { CareLevel } from '@ai-doctor/content/triage-rules';
import { Alert, Anchor, Badge, Card, Group, List, type MantineColor, Stack, Text, Title } from '@mantine/core';
import type { TriageFinding } from './triage.ts';

const LEVEL: Record<CareLevel, { label: string; color: MantineColor }> = {
  emergency: { label: 'Emergency', color: 'red' },
  urgent: { label: 'Get help today', color: 'orange' },
  soon: { label: 'See a GP', color: 'yellow' },
  'self-care': { label: 'Self-care', color: 'teal' },
};

/** Recommendations shown per finding (ADR-23: the first two). */
export const RECOMMENDATIONS_SHOWN = 2;

/** Triage guidance cards, most urgent first; an emergency finding is announced at once. */
export function TriageFindings({
  findings,
  headingOrder = 3,
}: {
  findings: readonly TriageFinding[];
  headingOrder?: 2 | 3;
}) {
  return (
    <Stack gap="md">
      {findings.map((f) => (
        <Card key={f.id} withBorder radius="md" padding="lg" data-level={f.level}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Title order={headingOrder} size="h4">
              {f.title}
            </Title>
            <Badge color={LEVEL[f.level].color} variant="light" style={{ flexShrink: 0 }}>
              {LEVEL[f.level].label}
            </Badge>
          </Group>
          {f.level === 'emergency' ? (
            <Alert color="red" mt="sm" role="alert" title="Call emergency services">
              {f.advice}
            </Alert>
          ) : (
            <Text mt="sm">{f.advice}</Text>
          )}
          <List mt="sm" size="sm" spacing={4}>
            {f.recommendations.slice(0, RECOMMENDATIONS_SHOWN).map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed" mt="sm">
            Based on:{' '}
            <Anchor href={f.source.url} target="_blank" rel="noopener noreferrer" size="xs">
              {f.source.name}
            </Anchor>
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
