import { Alert, Button, Group, Text } from '@mantine/core';
import type { BookingConfirmation, BookingState } from './bookingStore.ts';
import { CONSULTATION_TYPE_LABELS, type Doctor } from './doctors.ts';

/**
 * Shown once the server confirms a booking: what was booked, its reference, a way to cancel it (which
 * frees the slot), and the way back to the doctors.
 */
export function Confirmation({
  confirmation,
  doctor,
  cancel,
  onCancel,
  onBack,
}: {
  confirmation: BookingConfirmation;
  doctor: Doctor;
  cancel: BookingState['cancel'];
  onCancel(): void;
  onBack(): void;
}) {
  const booked = `${CONSULTATION_TYPE_LABELS[confirmation.consultationType]} with ${doctor.name} on ${confirmation.date} at ${confirmation.timeSlot}`;
  const cancelled = cancel.status === 'cancelled';
  return (
    <Alert
      color={cancelled ? 'gray' : 'teal'}
      title={cancelled ? 'Booking cancelled' : 'Booking confirmed'}
      role="status"
    >
      <Text>
        {cancelled ? `${booked} is cancelled; the slot is free again.` : `${booked}. Reference: ${confirmation.id}.`}
      </Text>
      {cancel.error && (
        <Text c="red" mt="xs" role="alert">
          {cancel.error}
        </Text>
      )}
      <Group mt="md">
        <Button variant="light" onClick={onBack}>
          ← Back to Doctors
        </Button>
        {!cancelled && (
          <Button variant="subtle" color="red" loading={cancel.status === 'cancelling'} onClick={onCancel}>
            Cancel this booking
          </Button>
        )}
      </Group>
    </Alert>
  );
}
