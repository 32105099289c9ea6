import type { Symptom } from '@ai-doctor/content/symptoms';
import { Card, Checkbox, Group, Text } from '@mantine/core';

/** Causes shown on a card (ADR-23: two, then an ellipsis). */
const CAUSES_SHOWN = 2;

/** A symptom as a selectable card: name, description, category, severity, urgency and its first common causes. */
export function SymptomCard({
  symptom,
  selected,
  onToggle,
}: {
  symptom: Symptom;
  selected: boolean;
  onToggle(): void;
}) {
  const causes = symptom.commonCauses.slice(0, CAUSES_SHOWN).join(', ');
  return (
    <Card
      component="label"
      withBorder
      radius="md"
      padding="md"
      style={{ cursor: 'pointer', borderColor: selected ? 'var(--mantine-color-blue-filled)' : undefined }}
      data-selected={selected}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox checked={selected} onChange={onToggle} aria-label={symptom.name} mt={2} />
        <div>
          <Text fw={600}>{symptom.name}</Text>
          <Text size="sm" c="dimmed">
            {symptom.description}
          </Text>
          <Text size="xs" mt={4}>
            {symptom.category} · {symptom.severity} · {symptom.urgency} urgency
          </Text>
          <Text size="xs" c="dimmed">
            Common causes: {causes}
            {symptom.commonCauses.length > CAUSES_SHOWN ? '…' : ''}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
