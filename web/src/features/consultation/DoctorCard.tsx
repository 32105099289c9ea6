import { Avatar, Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { type Doctor, SPECIALIZATIONS_SHOWN } from './doctors.ts';
import { useNextAvailable } from './useNextAvailable.ts';

/** The avatar's letters: the specialty's initials ('General Practice' → 'GP'), no invented person's (ADR-15). */
const initials = (specialty: string) =>
  specialty
    .split(' ')
    .map((part) => part[0])
    .join('');

/** A doctor's profile card: specialty, rating, next free slot, specializations, price and the Book button. */
export function DoctorCard({ doctor, onBook }: { doctor: Doctor; onBook(): void }) {
  const more = doctor.specializations.length - SPECIALIZATIONS_SHOWN;
  const nextAvailable = useNextAvailable(doctor);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group wrap="nowrap" align="flex-start">
        <Avatar color="blue" radius="xl" size="lg">
          {initials(doctor.specialty)}
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
