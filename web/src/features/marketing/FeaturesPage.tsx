import { Badge, Container, Stack, Table, Text, Title } from '@mantine/core';
import { DisclaimerText } from '../../shared/ui/DisclaimerText.tsx';
import { type InfoCard, InfoCards } from '../../shared/ui/InfoCards.tsx';
import { LinkButtons } from '../../shared/ui/LinkButtons.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';

const HOW_IT_WORKS: readonly InfoCard[] = [
  {
    title: 'Contactless',
    text: 'Your front camera is the only sensor. No cuff, no clip, no wearable.',
  },
  {
    title: 'Private by design',
    text: 'The video is analysed in your browser and never leaves your device. Readings are kept on your device.',
  },
  {
    title: 'About a minute',
    text: 'A 35-second recording of your face, then plain-language results with what each number means.',
  },
  {
    title: 'Honest about quality',
    text: 'Every scan gets a signal-quality score. When the signal is too weak, the app asks for a retake instead of guessing.',
  },
  {
    title: 'Works on cheap phones',
    text: 'The signal processing runs as fast WebAssembly in a background worker, so older phones keep up.',
  },
  {
    title: 'Your history',
    text: 'Save readings on your device and see trends over days and weeks in a chart.',
  },
];

/** Indicators and how each is obtained, matching the evidence grades shown with results (ADR-2, ADR-15). */
const INDICATORS: readonly [name: string, grade: string, how: string][] = [
  ['Heart rate', 'Measured', 'Pulse wave from colour changes in the skin of your face'],
  ['Signal quality (PRQ)', 'Measured', 'How clean the pulse wave is, computed from the signal itself'],
  ['Heart rate variability', 'Derived', 'Beat-to-beat intervals of the pulse wave'],
  ['Breathing rate', 'Derived', 'The slow rhythm breathing adds to the pulse, plus small head movements'],
  ['Stress and recovery', 'Derived', 'Autonomic indices from heart rate variability'],
  ['Blood pressure', 'Experimental', 'A population model from pulse-wave shape and heart rate; not a cuff'],
  ['Oxygen saturation', 'Experimental', 'Red/blue colour ratios; an ordinary camera is not a pulse oximeter'],
];

/** `/features`: what a scan gives you, how each number is obtained, and what it is not. */
export function FeaturesPage() {
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Features">
        AI Doctor uses remote photoplethysmography (rPPG) to estimate vital signs from a short video of your face, in
        your browser.
      </PageIntro>
      <Stack gap={48}>
        <section aria-labelledby="how-title">
          <Title order={2} id="how-title" mb="md">
            How it works for you
          </Title>
          <InfoCards cards={HOW_IT_WORKS} />
        </section>
        <section aria-labelledby="indicators-title">
          <Title order={2} id="indicators-title">
            What a scan estimates
          </Title>
          <Text c="dimmed" mt="xs" mb="md">
            Each result carries a label saying how it was obtained. Further indicators (such as hemoglobin and HbA1c
            risk) are under research and not offered.
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Indicator</Table.Th>
                  <Table.Th scope="col">Evidence</Table.Th>
                  <Table.Th scope="col">How it is obtained</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {INDICATORS.map(([name, grade, how]) => (
                  <Table.Tr key={name}>
                    <Table.Th scope="row">{name}</Table.Th>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {grade}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{how}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
        <Stack align="center" gap="sm">
          <DisclaimerText />
          <LinkButtons
            actions={[
              { label: 'Begin Health Scan', to: '/app' },
              { label: 'See Pricing', to: '/pricing' },
            ]}
          />
        </Stack>
      </Stack>
    </Container>
  );
}
