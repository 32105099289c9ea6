import { type EvidenceGrade, type GradedMetric, METRIC_EVIDENCE } from '@ai-doctor/rppg-core/vitals';
import { Badge, Group, type MantineColor, Text } from '@mantine/core';

const GRADE_COLOR: Record<EvidenceGrade, MantineColor> = {
  measured: 'teal',
  derived: 'blue',
  experimental: 'grape',
  illustrative: 'gray',
};

/**
 * A metric's evidence grade as a small badge (ADR-2). With `caveat`, its one-line caveat too; a
 * string `caveat` replaces that line (why this scan could not measure the metric).
 */
export function EvidenceBadge({ metric, caveat = false }: { metric: GradedMetric; caveat?: boolean | string }) {
  const evidence = METRIC_EVIDENCE[metric];
  const badge = (
    <Badge
      size="xs"
      variant="light"
      color={GRADE_COLOR[evidence.grade]}
      data-grade={evidence.grade}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {evidence.grade}
    </Badge>
  );
  if (!caveat) return badge;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {badge}
      <Text size="xs" c="dimmed" lh={1.3} data-caveat>
        {caveat === true ? evidence.caveat : caveat}
      </Text>
    </Group>
  );
}
