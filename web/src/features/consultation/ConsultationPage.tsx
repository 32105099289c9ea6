import { CONSULTATION_TYPES } from '@ai-doctor/content/consultation';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useStore } from 'zustand';
import { apiRequest } from '../../shared/api/http.ts';
import { OfflineNotice } from '../../shared/network/OfflineNotice.tsx';
import { InfoCards } from '../../shared/ui/InfoCards.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import {
  type BookingConfirmation,
  type BookingRequest,
  type BookingState,
  bookingDate,
  createBookingStore,
  visibleDoctors,
} from './bookingStore.ts';
import { CONSULTATION_TYPE_LABELS, type Doctor, SLOTS, SPECIALIZATIONS_SHOWN, SPECIALTIES } from './doctors.ts';
import { useNextAvailable } from './useNextAvailable.ts';

const INFO = [
  {
    title: 'Secure & Private',
    text: 'Your booking details are sent over HTTPS and used only to arrange the consultation.',
  },
  { title: 'Available 24/7', text: 'Book any time; consultations run in the listed morning and afternoon slots.' },
  { title: 'Top Rated Doctors', text: 'Profiles show each doctor’s rating, reviews and experience.' },
];

const initials = (name: string) =>
  name
    .replace('Dr. ', '')
    .split(' ')
    .map((part) => part[0])
    .join('');

const sendBooking = (request: BookingRequest) => apiRequest<BookingConfirmation>('POST', '/api/bookings', request);

function DoctorCard({ doctor, onBook }: { doctor: Doctor; onBook(): void }) {
  const more = doctor.specializations.length - SPECIALIZATIONS_SHOWN;
  const nextAvailable = useNextAvailable(doctor);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group wrap="nowrap" align="flex-start">
        <Avatar color="blue" radius="xl" size="lg">
          {initials(doctor.name)}
        </Avatar>
        <div>
          <Title order={2} size="h4">
            {doctor.name}
          </Title>
          <Text size="sm" c="dimmed">
            {doctor.specialty} · {doctor.experienceYears} years · {doctor.location}
          </Text>
          <Text size="sm">
            ★ {doctor.rating} ({doctor.reviews} reviews) · {doctor.languages.join(', ')}
          </Text>
          {nextAvailable && (
            <Text size="sm" c="teal" data-testid="next-available">
              {nextAvailable}
            </Text>
          )}
        </div>
      </Group>
      <Group gap={6} mt="sm">
        {doctor.specializations.slice(0, SPECIALIZATIONS_SHOWN).map((s) => (
          <Badge key={s} variant="light">
            {s}
          </Badge>
        ))}
        {more > 0 && (
          <Badge variant="outline" color="gray">
            +{more} more
          </Badge>
        )}
      </Group>
      <Group justify="space-between" mt="md">
        <Text fw={700}>${doctor.priceUsd}</Text>
        <Button
          onClick={onBook}
          disabled={!doctor.available}
          aria-label={doctor.available ? `Book Consultation with ${doctor.name}` : `Unavailable: ${doctor.name}`}
        >
          {doctor.available ? 'Book Consultation' : 'Unavailable'}
        </Button>
      </Group>
    </Card>
  );
}

function Summary({ state, doctor }: { state: BookingState; doctor: Doctor }) {
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

function BookingForm({ state, doctor }: { state: BookingState; doctor: Doctor }) {
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

function Confirmation({
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

/** `/consultation` (ADR-23, ADR-14): doctors by specialty, then the booking form that posts to `/api/bookings`. */
export function ConsultationPage() {
  const [store] = useState(() => createBookingStore(sendBooking));
  const state = useStore(store);
  const { doctor } = state;
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Online Consultation">
        Book a video, chat or phone consultation. The doctors listed are sample profiles of this demo service.
      </PageIntro>
      <OfflineNotice what="Booking a consultation" />
      {doctor ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <div>
                <Button variant="subtle" onClick={state.back} px={0}>
                  ← Back to Doctors
                </Button>
              </div>
              {state.confirmation ? (
                <Confirmation confirmation={state.confirmation} doctor={doctor} onBack={state.back} />
              ) : (
                <SectionCard title={`Book with ${doctor.name}`}>
                  <BookingForm state={state} doctor={doctor} />
                </SectionCard>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Summary state={state} doctor={doctor} />
          </Grid.Col>
        </Grid>
      ) : (
        <Stack gap="md">
          <Group gap="xs" role="group" aria-label="Specialty">
            {SPECIALTIES.map((s) => (
              <Button
                key={s}
                size="xs"
                variant={state.specialty === s ? 'filled' : 'light'}
                aria-pressed={state.specialty === s}
                onClick={() => state.setSpecialty(s)}
              >
                {s}
              </Button>
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {visibleDoctors(state.specialty).map((d) => (
              <DoctorCard key={d.id} doctor={d} onBook={() => state.chooseDoctor(d.id)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack mt="xl">
        <InfoCards cards={INFO} headingOrder={2} />
      </Stack>
    </Container>
  );
}
