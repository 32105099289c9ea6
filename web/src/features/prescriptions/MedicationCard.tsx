import { Alert, Badge, Button, Card, Group, type MantineColor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type Medication, type MedicationStatus, needsRefill, SIDE_EFFECTS_SHOWN } from './medications.ts';

const STATUS_COLOR: Record<MedicationStatus, MantineColor> = { active: 'green', completed: 'gray', paused: 'yellow' };

const STATUS_ACTIONS: Record<MedicationStatus, { label: string; status: MedicationStatus }[]> = {
  active: [
    { label: 'Pause', status: 'paused' },
    { label: 'Mark Completed', status: 'completed' },
  ],
  paused: [
    { label: 'Resume', status: 'active' },
    { label: 'Mark Completed', status: 'completed' },
  ],
  completed: [{ label: 'Restart', status: 'active' }],
};

/** One medication: its dose, refills and status, with its details and status actions behind 'Details'. */
export function MedicationCard({
  med,
  onReminders,
  onStatus,
}: {
  med: Medication;
  onReminders(): void;
  onStatus(status: MedicationStatus): void;
}) {
  const [details, setDetails] = useState(false);
  const [refillHelp, setRefillHelp] = useState(false);
  const refill = needsRefill(med);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="medication-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h4">
            {med.name}
          </Title>
          <Text size="sm" c="dimmed">
            {med.dosage} · {med.frequency} · {med.category}
          </Text>
        </div>
        {/* The dot carries the status colour; the text keeps the page's text colour, so it reads in both schemes. */}
        <Badge color={STATUS_COLOR[med.status]} variant="dot" style={{ flexShrink: 0 }}>
          {med.status}
        </Badge>
      </Group>
      {med.instructions && (
        <Text size="sm" mt="xs">
          {med.instructions}
        </Text>
      )}
      {med.sideEffects.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          Side effects: {(details ? med.sideEffects : med.sideEffects.slice(0, SIDE_EFFECTS_SHOWN)).join(', ')}
        </Text>
      )}
      {med.refillsRemaining !== null && (
        <Text size="sm" mt="xs" c={refill ? 'var(--mantine-color-error)' : undefined} fw={refill ? 700 : undefined}>
          Refills remaining: {med.refillsRemaining}
        </Text>
      )}
      {details && (
        <Stack gap={2} mt="xs">
          <Text size="xs">Started: {med.dateStarted}</Text>
          <Text size="xs">Duration: {med.duration}</Text>
          {med.prescribedBy && <Text size="xs">Prescribed by: {med.prescribedBy}</Text>}
          <Group gap="xs" mt={4}>
            {STATUS_ACTIONS[med.status].map((a) => (
              <Button key={a.label} size="compact-xs" variant="default" onClick={() => onStatus(a.status)}>
                {a.label}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {refillHelp && (
        <Alert color="red" mt="sm" title="Time to order a refill">
          Ask your pharmacy or prescriber for a repeat prescription before your supply runs out.
        </Alert>
      )}
      <Group gap="xs" mt="md">
        <Button size="xs" variant="light" aria-expanded={details} onClick={() => setDetails((d) => !d)}>
          Details
        </Button>
        <Button size="xs" variant="light" onClick={onReminders}>
          Reminders
        </Button>
        {refill && (
          <Button size="xs" color="red" onClick={() => setRefillHelp(true)}>
            Refill
          </Button>
        )}
      </Group>
    </Card>
  );
}
