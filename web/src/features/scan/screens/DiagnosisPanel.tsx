import type { WellnessLevel } from '@ai-doctor/rppg-core/vitals';
import { Accordion, Badge, Card, Group, List, Loader, type MantineColor, Stack, Text, Title } from '@mantine/core';
import { DisclaimerText } from '../../../shared/ui/DisclaimerText.tsx';
import type { DiagnosisState } from '../../diagnosis/index.ts';
import { Section } from './Section.tsx';

/**
 * The score adds experimental estimates (blood pressure, oxygen) to the measured rate, so no level of it
 * wears a warning colour (ADR-27): the areas for attention name what the measured rate shows.
 */
const LEVEL_COLOR: Record<WellnessLevel, MantineColor> = {
  Excellent: 'teal',
  Good: 'blue',
  Fair: 'gray',
  'Needs Attention': 'gray',
};

/** 'AI Wellness Diagnosis' (ADR-18): score, level, summary, attention areas, recommendations. */
export function DiagnosisPanel({ state, headingOrder = 2 }: { state: DiagnosisState | null; headingOrder?: 2 | 3 }) {
  const sub = headingOrder === 2 ? 3 : 4;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      data-testid="diagnosis"
      data-source={state?.status === 'ready' ? state.source : undefined}
      data-status={state?.status}
    >
      <Stack gap="sm" aria-live="polite" aria-busy={state === null || state.status === 'loading'}>
        <Title order={headingOrder} size="h3">
          AI Wellness Diagnosis
        </Title>
        {state?.status === 'unscored' ? (
          <Text size="sm">{state.reason}</Text>
        ) : state?.status !== 'ready' ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>Analyzing your health metrics...</Text>
          </Group>
        ) : (
          <>
            <Group gap="md" align="baseline">
              <Text fw={700} fz={36} lh={1} data-testid="diagnosis-score">
                {state.diagnosis.overallScore}
                <Text span c="dimmed" fz="md">
                  /100
                </Text>
              </Text>
              <Badge size="lg" color={LEVEL_COLOR[state.diagnosis.wellnessLevel] ?? 'gray'}>
                {state.diagnosis.wellnessLevel}
              </Badge>
            </Group>
            {state.source === 'device' && (
              <Text size="xs" c="dimmed" data-testid="diagnosis-fallback">
                The diagnosis service could not be reached, so this was computed on your device with the same rules.
              </Text>
            )}
            <Text size="sm">{state.diagnosis.summary}</Text>
            <Section
              title="Areas for Attention"
              items={state.diagnosis.riskFactors}
              empty="Nothing in this reading stands out."
              order={sub}
            />
            <Section
              title="Personalized Recommendations"
              items={state.diagnosis.recommendations}
              empty="Keep measuring at the same time of day to follow your trends."
              order={sub}
            />
            {state.diagnosis.reasons.length > 0 && (
              <Accordion variant="contained" radius="md" order={sub}>
                <Accordion.Item value="reasons">
                  <Accordion.Control>How the score was reached</Accordion.Control>
                  <Accordion.Panel>
                    <List size="xs" spacing={2}>
                      {state.diagnosis.reasons.map((r) => (
                        <List.Item key={r.metric} data-defaulted={r.defaulted ? 'true' : undefined}>
                          {r.points}/{r.maxPoints} — {r.why}{' '}
                          <Text span c="dimmed" size="xs">
                            ({r.grade}
                            {/* A default scores like a reading; the label keeps it from looking like one. */}
                            {r.defaulted ? ' · default, not measured' : ''})
                          </Text>
                        </List.Item>
                      ))}
                    </List>
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
            )}
            <DisclaimerText />
          </>
        )}
      </Stack>
    </Card>
  );
}
