import { bloodPressureText, bpCategoryLabel, heartRateReading, heartRateText } from '@ai-doctor/rppg-core/vitals';
import { Badge, Box, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EvidenceBadge } from '../../shared/ui/EvidenceBadge.tsx';
import { usedBeforeClasses as device, friendlyTime, type SavedReading, useReadingsStore } from '../readings/index.ts';
import { INDICATORS } from './indicators.ts';

/** A phone mock-up showing the user's own latest reading, or empty slots before the first one. */
function PhonePreview({ latest }: { latest: SavedReading | null }) {
  const cells: [string, string][] = [
    ['Blood Pressure', latest ? `${Math.round(latest.systolic)}/${Math.round(latest.diastolic)}` : '--/--'],
    ['Heart Rate', latest ? heartRateText(heartRateReading(latest)) : '-- bpm'],
    ['Oxygen', latest?.oxygenSaturation !== undefined ? `${Math.round(latest.oxygenSaturation)}%` : '--%'],
    ['Signal', latest?.prq !== undefined ? `${Math.round(latest.prq)}%` : '--%'],
  ];
  return (
    <Paper
      withBorder
      radius={32}
      p="md"
      maw={260}
      mx="auto"
      shadow="md"
      style={{ borderWidth: 6 }}
      role="img"
      aria-label={latest ? 'Phone preview showing your latest reading' : 'Phone preview of the results screen'}
    >
      <Stack gap="xs" aria-hidden="true">
        <Text size="xs" ta="center" c="dimmed">
          {latest ? `Your latest reading · ${friendlyTime(latest.timestamp)}` : 'Your results appear here'}
        </Text>
        <Box
          style={{
            aspectRatio: '1 / 1',
            borderRadius: 16,
            border: '3px solid var(--mantine-color-teal-5)',
            display: 'grid',
            placeItems: 'center',
            background: 'var(--mantine-color-default-hover)',
          }}
        >
          <Text size="sm" c="dimmed">
            Face in frame
          </Text>
        </Box>
        <SimpleGrid cols={2} spacing={6}>
          {cells.map(([label, value]) => (
            <Paper key={label} withBorder p={6} radius="md">
              <Text size="10px" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={700}>
                {value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** 'Welcome back', on a device that has started a scan before (shown by CSS from the first paint). */
function ReturningUserSection({ latest, onStart }: { latest: SavedReading | null; onStart(): void }) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="welcome-back"
      data-testid="returning-user"
      className={device.returning}
    >
      <Title order={2} id="welcome-back">
        Welcome back
      </Title>
      <Text mt="xs">
        {latest
          ? `Your last saved reading was ${bloodPressureText(latest.systolic, latest.diastolic)} (${bpCategoryLabel(latest.systolic, latest.diastolic)}), heart rate ${heartRateText(heartRateReading(latest))}, ${friendlyTime(latest.timestamp).toLowerCase()}.`
          : 'Ready for another scan? Regular readings at the same time of day show the clearest trends.'}
      </Text>
      <Button mt="md" variant="light" onClick={onStart}>
        Start New Scan
      </Button>
    </Card>
  );
}

/** The landing view (ADR-18): hero, phone preview, indicator cards, returning-user section, CTA. */
export function LandingHome({ onStart }: { onStart(): void }) {
  const latest = useReadingsStore((s) => s.readings[0] ?? null);
  const learnMore = () => document.getElementById('indicators')?.scrollIntoView({ behavior: 'smooth' });
  return (
    <Stack gap={48}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" component="section" aria-labelledby="hero-title">
        <Stack gap="md" justify="center">
          <Badge variant="light" size="lg" w="fit-content">
            Contactless · in your browser
          </Badge>
          <Title order={1} id="hero-title">
            Your vital signs from a 35-second face scan
          </Title>
          <Text size="lg">
            AI Doctor reads your pulse from tiny colour changes in your face using your phone or laptop camera, then
            explains what the numbers mean in plain language. The video never leaves your device.
          </Text>
          <Text size="sm" c="dimmed">
            For information only — not a replacement for a doctor.
          </Text>
          <Group>
            <Button size="md" onClick={onStart}>
              Request a Demo
            </Button>
            <Button size="md" variant="default" onClick={learnMore}>
              Learn More
            </Button>
          </Group>
        </Stack>
        <PhonePreview latest={latest} />
      </SimpleGrid>

      <ReturningUserSection latest={latest} onStart={onStart} />

      <Stack gap="md" component="section" id="indicators" aria-labelledby="indicators-title">
        <Title order={2} id="indicators-title">
          What one scan tells you
        </Title>
        <Text c="dimmed">
          Each indicator says how it is obtained: measured, derived, experimental or illustrative. None is clinically
          validated.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {INDICATORS.map((indicator) => (
            <Card key={indicator.title} withBorder padding="md" radius="md">
              <Stack gap="xs">
                <Title order={3} size="h5">
                  {indicator.title}
                </Title>
                <Text size="sm">{indicator.text}</Text>
                <EvidenceBadge metric={indicator.evidence} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Card
        padding="xl"
        radius="md"
        bg="var(--mantine-color-teal-light)"
        component="section"
        aria-labelledby="cta-title"
      >
        <Stack align="center" gap="sm" ta="center">
          <Title order={2} id="cta-title">
            Check in with your body in under a minute
          </Title>
          <Text>All you need is a camera, good light and 35 seconds of keeping still.</Text>
          <Button size="lg" onClick={onStart}>
            Begin Health Scan Now
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
