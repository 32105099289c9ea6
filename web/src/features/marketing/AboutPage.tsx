import { Container, Stack, Text, Title } from '@mantine/core';
import { type InfoCard, InfoCards } from '../../shared/ui/InfoCards.tsx';
import { LinkButtons } from '../../shared/ui/LinkButtons.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';

const VALUES: readonly InfoCard[] = [
  {
    title: 'Honesty',
    text: 'We say how every number was obtained and where it stops being reliable. If the signal is poor, we ask for a retake rather than guess.',
  },
  {
    title: 'Privacy',
    text: 'Your face video never leaves your device, and your readings stay in your browser unless you choose otherwise.',
  },
  {
    title: 'Accessibility',
    text: 'A phone you already own should be enough. We build for cheap devices, small screens and everyone who uses them.',
  },
  {
    title: 'Care',
    text: 'We explain results in plain language and always point to a healthcare professional for decisions about your health.',
  },
];

/** `/about`: mission, four values and the story (ADR-24). */
export function AboutPage() {
  return (
    <Container size="lg" py="xl">
      <PageIntro title="About AI Doctor">
        A London-based team making everyday health checks possible with nothing more than a phone camera.
      </PageIntro>
      <Stack gap={48}>
        <section aria-labelledby="mission-title">
          <Title order={2} id="mission-title">
            Our mission
          </Title>
          <Text mt="sm" maw={760}>
            To give everyone a quick, private and honest look at their vital signs, at home, without special equipment,
            and to be clear about what such a look can and cannot tell them.
          </Text>
        </section>
        <section aria-labelledby="values-title">
          <Title order={2} id="values-title" mb="md">
            What we value
          </Title>
          <InfoCards cards={VALUES} columns={4} />
        </section>
        <section aria-labelledby="story-title">
          <Title order={2} id="story-title">
            Our story
          </Title>
          <Stack gap="sm" mt="sm" maw={760}>
            <Text>
              Since 2008, research groups have shown that an ordinary camera can see the pulse in a person’s face: each
              heartbeat changes the skin’s colour by a tiny amount. The method is called remote photoplethysmography, or
              rPPG.
            </Text>
            <Text>
              We started AI Doctor in London to take that research out of the lab and into the browser, where anyone can
              use it. The whole analysis runs on your own device, so the video never has to be uploaded.
            </Text>
            <Text>
              We work with clinics, employers and sports organisations who want quick, contact-free check-ins, and we
              are open about the limits: AI Doctor gives information, not diagnoses, and it does not replace a doctor.
            </Text>
          </Stack>
        </section>
        <LinkButtons
          actions={[
            { label: 'Try a Scan', to: '/app' },
            { label: 'Contact Us', to: '/contact' },
          ]}
        />
      </Stack>
    </Container>
  );
}
