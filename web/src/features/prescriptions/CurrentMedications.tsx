import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { MedicationCard } from './MedicationCard.tsx';
import { searchMedications } from './medicationForm.ts';
import type { PrescriptionState } from './prescriptionStore.ts';

/** The 'Current Medications' tab: search, add, and a card per medication. */
export function CurrentMedications({ state }: { state: PrescriptionState }) {
  const shown = useMemo(() => searchMedications(state.medications, state.search), [state.medications, state.search]);
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput
          label="Search medications"
          type="search"
          style={{ flex: 1, minWidth: 200 }}
          value={state.search}
          onChange={(e) => state.setSearch(e.currentTarget.value)}
        />
        <Button onClick={state.openModal}>Add Medication</Button>
        <Button variant="default" disabled title="Prescription scanning is not available yet">
          Scan Prescription
        </Button>
      </Group>
      {state.medications.length === 0 && state.phase === 'ready' && (
        <Card withBorder radius="md" padding="lg">
          <Text>No medications saved on this device yet. Add your own, or load three examples to try the manager.</Text>
          <Button variant="light" mt="sm" onClick={() => void state.addExamples()}>
            Load example medications
          </Button>
        </Card>
      )}
      {state.medications.length > 0 && shown.length === 0 && <Text c="dimmed">No medications match your search.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {shown.map((m) => (
          <MedicationCard
            key={m.id}
            med={m}
            onReminders={() => state.setTab('reminders')}
            onStatus={(status) => void state.setStatus(m, status)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
