import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EvidenceBadge } from '../../shared/ui/EvidenceBadge.tsx';
import { useReadingsStore } from '../readings/index.ts';
import { INDICATORS } from './indicators.ts';
import { PhonePreview } from './PhonePreview.tsx';
import { ReturningUserSection } from './ReturningUserSection.tsx';

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
