import { CONSULTATION_TYPES } from '@ai-doctor/content/consultation';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { BookingState } from './bookingStore.ts';
import { CONSULTATION_TYPE_LABELS, type Doctor, SLOTS } from './doctors.ts';

/** The booking form: consultation type, date, time slot and contact details, submitted through the booking store. */
export function BookingForm({ state, doctor }: { state: BookingState; doctor: Doctor }) {
  const field = (name: keyof BookingState['fields']) => ({
    value: state.fields[name],
    error: state.errors[name],
    onChange: (e: { currentTarget: { value: string } }) => state.setField(name, e.currentTarget.value),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label="Consultation type"
          value={state.consultationType}
          onChange={(v) => state.setType(v as BookingState['consultationType'])}
          data={CONSULTATION_TYPES.map((t) => ({ value: t, label: CONSULTATION_TYPE_LABELS[t] }))}
        />
        <div>
          <Text fw={600} size="sm" mb={6} id="date-label">
            Date
          </Text>
          <Group gap="xs" role="group" aria-labelledby="date-label">
            {(['today', 'tomorrow'] as const).map((d) => (
              <Button
                key={d}
                variant={state.dateChoice === d ? 'filled' : 'default'}
                aria-pressed={state.dateChoice === d}
                onClick={() => state.chooseDate(d)}
              >
                {d === 'today' ? 'Today' : 'Tomorrow'}
              </Button>
            ))}
          </Group>
          {state.errors.date && (
            <Text size="sm" c="var(--mantine-color-error)" mt={4}>
              {state.errors.date}
            </Text>
          )}
        </div>
        {state.dateChoice && (
          <div>
            <Text fw={600} size="sm" mb={6} id="time-label">
              Time
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" role="group" aria-labelledby="time-label">
              {SLOTS.map((slot) => (
                <Button
                  key={slot.time}
                  size="xs"
                  variant={state.timeSlot === slot.time ? 'filled' : 'default'}
                  aria-pressed={state.timeSlot === slot.time}
                  disabled={!slot.available}
                  onClick={() => state.chooseSlot(slot.time)}
                >
                  {slot.time}
                </Button>
              ))}
            </SimpleGrid>
          </div>
        )}
        {state.errors.timeSlot && (
          <Text size="sm" c="var(--mantine-color-error)">
            {state.errors.timeSlot}
          </Text>
        )}
        <TextInput label="Full Name" required autoComplete="name" maxLength={100} {...field('fullName')} />
        <TextInput label="Email" type="email" required autoComplete="email" maxLength={254} {...field('email')} />
        <TextInput label="Phone Number" type="tel" required autoComplete="tel" maxLength={20} {...field('phone')} />
        <Textarea label="Reason for Consultation" required autosize minRows={3} maxLength={1000} {...field('reason')} />
        <div aria-live="polite">
          {state.serverError && (
            <Alert color="red" title="Your booking was not confirmed">
              {state.serverError} Your details are still here, so you can try again.
            </Alert>
          )}
        </div>
        <Button type="submit" size="md" loading={state.sending}>
          Confirm Booking - ${doctor.priceUsd}
        </Button>
      </Stack>
    </form>
  );
}
