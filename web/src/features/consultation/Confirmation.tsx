import { Alert, Button, Text } from '@mantine/core';
import type { BookingConfirmation } from './bookingStore.ts';
import { CONSULTATION_TYPE_LABELS, type Doctor } from './doctors.ts';

/** Shown once the server confirms a booking: what was booked, its reference, and the way back to the doctors. */
export function Confirmation({
  confirmation,
  doctor,
  onBack,
}: {
  confirmation: BookingConfirmation;
  doctor: Doctor;
  onBack(): void;
}) {
  return (
    <Alert color="teal" title="Booking confirmed" role="status">
      <Text>
        {CONSULTATION_TYPE_LABELS[confirmation.consultationType]} with {doctor.name} on {confirmation.date} at{' '}
        {confirmation.timeSlot}. Reference: {confirmation.id}.
      </Text>
      <Button variant="light" mt="md" onClick={onBack}>
        ← Back to Doctors
      </Button>
    </Alert>
  );
}
