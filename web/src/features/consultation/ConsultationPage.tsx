import { Button, Container, Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useStore } from 'zustand';
import { answerOf, api } from '../../shared/api/http.ts';
import { OfflineNotice } from '../../shared/network/OfflineNotice.tsx';
import { InfoCards } from '../../shared/ui/InfoCards.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { BookingForm } from './BookingForm.tsx';
import { type BookingCalls, createBookingStore, visibleDoctors } from './bookingStore.ts';
import { Confirmation } from './Confirmation.tsx';
import { DoctorCard } from './DoctorCard.tsx';
import { SPECIALTIES } from './doctors.ts';
import { Summary } from './Summary.tsx';

const INFO = [
  {
    title: 'Secure & Private',
    text: 'Your booking details are sent over HTTPS and used only to arrange the consultation.',
  },
  { title: 'Available 24/7', text: 'Book any time; consultations run in the listed morning and afternoon slots.' },
  { title: 'Top Rated Doctors', text: 'Profiles show each doctor’s rating, reviews and experience.' },
];

const bookingCalls: BookingCalls = {
  send: (request) => answerOf(api.POST('/api/bookings', { body: request })),
  cancel: ({ id, cancelToken }) =>
    answerOf(api.DELETE('/api/bookings/{id}', { params: { path: { id }, header: { 'cancel-token': cancelToken } } })),
};

/** `/consultation` (ADR-23, ADR-14): doctors by specialty, then the booking form that posts to `/api/bookings`. */
export function ConsultationPage() {
  const [store] = useState(() => createBookingStore(bookingCalls));
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
                <Confirmation
                  confirmation={state.confirmation}
                  doctor={doctor}
                  cancel={state.cancel}
                  onCancel={state.cancelBooking}
                  onBack={state.back}
                />
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
