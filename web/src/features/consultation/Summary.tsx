import { Group, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { type BookingState, bookingDate } from './bookingStore.ts';
import { CONSULTATION_TYPE_LABELS, type Doctor } from './doctors.ts';

/** The booking page's side column: the chosen doctor and the booking so far (type, date, time, total). */
export function Summary({ state, doctor }: { state: BookingState; doctor: Doctor }) {
  const date = state.dateChoice ? bookingDate(state.dateChoice, new Date()) : '—';
  return (
    <Stack gap="md">
      <SectionCard title="Doctor Information">
        <Text fw={600}>{doctor.name}</Text>
        <Text size="sm" c="dimmed">
          {doctor.specialty} · {doctor.location}
        </Text>
        <Text size="sm">Languages: {doctor.languages.join(', ')}</Text>
      </SectionCard>
      <SectionCard title="Booking Summary">
        <Stack gap={4} component="dl" m={0}>
          {[
            ['Type', CONSULTATION_TYPE_LABELS[state.consultationType]],
            ['Date', date],
            ['Time', state.timeSlot ?? '—'],
            ['Total', `$${doctor.priceUsd}`],
          ].map(([label, value]) => (
            <Group key={label} justify="space-between">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
