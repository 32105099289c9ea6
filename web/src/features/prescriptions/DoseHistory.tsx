import { Stack, Text } from '@mantine/core';
import type { PrescriptionState } from './prescriptionStore.ts';

/** The 'Prescription History' tab: every dose marked taken. */
export function DoseHistory({ state }: { state: PrescriptionState }) {
  if (!state.doses.length) return <Text c="dimmed">Your complete prescription history will appear here.</Text>;
  return (
    <Stack gap="xs">
      {state.doses.map((d) => (
        <Text key={d.id} size="sm">
          {d.date} {d.time} · {d.medicationName} · marked taken {new Date(d.takenAt).toLocaleString('en-GB')}
        </Text>
      ))}
    </Stack>
  );
}
