import { symptomById } from '@ai-doctor/content/symptoms';
import { Button, Chip, Container, Grid, Group, Progress, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { DisclaimerText } from '../../shared/ui/DisclaimerText.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { CHIP_GROUPS, canAnalyze, createDiagnosisAssistant } from './diagnosisStore.ts';
import { TriageFindings } from './TriageFindings.tsx';

const NEXT_STEPS = [
  { label: 'Find Specialists', to: '/consultation' },
  { label: 'Schedule Appointment', to: '/consultation' },
  { label: 'Health Report', to: '/app' },
];

/** `/diagnosis` (ADR-23, ADR-14): describe or pick symptoms, a short analysis, then triage guidance. */
export function DiagnosisAssistantPage() {
  const [store] = useState(createDiagnosisAssistant);
  const state = useStore(store);
  useEffect(() => () => store.getState().dispose(), [store]);
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Diagnosis Assistant">
        Describe how you feel or choose symptoms below. You get guidance on where to seek care, based on NHS advice; it
        does not tell you what condition you have.
      </PageIntro>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {state.phase === 'idle' && (
            <SectionCard title="Your symptoms">
              <Textarea
                label="Describe your symptoms"
                placeholder="e.g. I have had a headache and feel dizzy since this morning"
                autosize
                minRows={3}
                maxLength={2000}
                value={state.text}
                onChange={(e) => state.setText(e.currentTarget.value)}
              />
              {CHIP_GROUPS.map((group) => (
                <div key={group.title}>
                  <Text fw={600} size="sm" mt="md" mb={6} id={`chips-${group.title}`}>
                    {group.title}
                  </Text>
                  <Group gap="xs" role="group" aria-labelledby={`chips-${group.title}`}>
                    {group.ids.map((id) => (
                      <Chip key={id} size="sm" checked={state.chips.includes(id)} onChange={() => state.toggleChip(id)}>
                        {symptomById.get(id)?.name}
                      </Chip>
                    ))}
                  </Group>
                </div>
              ))}
              <Button mt="lg" fullWidth disabled={!canAnalyze(state)} onClick={state.analyze}>
                Analyze Symptoms
              </Button>
            </SectionCard>
          )}
          {state.phase === 'analyzing' && (
            <SectionCard title="Analyzing your symptoms">
              <Progress value={state.progress} aria-label="Analysis progress" size="lg" />
              <Text mt="xs" size="sm" c="dimmed" aria-live="polite">
                {state.progress}% · matching your symptoms against the guidance rules
              </Text>
            </SectionCard>
          )}
          {state.phase === 'results' && (
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h3">
                  Guidance
                </Title>
                <Button variant="light" onClick={state.reset}>
                  New Analysis
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {state.considered.length
                  ? `Based on: ${state.considered.join(', ')}.`
                  : 'We did not recognise a symptom in your text. Try choosing from the list, or ask a pharmacist or GP.'}
              </Text>
              <TriageFindings findings={state.findings} />
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SectionCard title="Medical disclaimer">
              <DisclaimerText />
              <Text size="xs" mt="xs" fw={600}>
                If you think you are having an emergency, call emergency services now.
              </Text>
            </SectionCard>
            <SectionCard title="Next Steps">
              <Stack gap="xs">
                {NEXT_STEPS.map((step) => (
                  <Button key={step.label} component={Link} to={step.to} variant="light">
                    {step.label}
                  </Button>
                ))}
              </Stack>
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
