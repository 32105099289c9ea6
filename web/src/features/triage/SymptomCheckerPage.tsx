import { SYMPTOMS, symptomById } from '@ai-doctor/content/symptoms';
import {
  ActionIcon,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useStore } from 'zustand';
import { DisclaimerText } from '../../shared/ui/DisclaimerText.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { SymptomCard } from './SymptomCard.tsx';
import { createSymptomChecker, visibleSymptoms } from './symptomCheckerStore.ts';
import { categoryCounts } from './symptomFilter.ts';
import { TriageFindings } from './TriageFindings.tsx';

const COUNTS = categoryCounts(SYMPTOMS);

const STATS = [
  { value: '45+', label: 'Common Symptoms' },
  { value: '24/7', label: 'Health Guidance' },
  { value: 'AI Powered', label: 'Analysis', note: 'Rules from NHS guidance, named on each result' },
];

/** `/symptoms` (ADR-23, ADR-14): search, categories with counts, cards, the selected panel and triage guidance. */
export function SymptomCheckerPage() {
  const [store] = useState(createSymptomChecker);
  const state = useStore(store);
  const shown = visibleSymptoms(state);
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Symptom Checker">
        Choose your symptoms to see where to get care. This is guidance from public health advice, not a diagnosis.
      </PageIntro>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="xl">
        {STATS.map((s) => (
          <Paper key={s.label} withBorder radius="md" p="md" ta="center">
            <Text fw={700} size="xl">
              {s.value}
            </Text>
            <Text size="sm">{s.label}</Text>
            {s.note && (
              <Text size="xs" c="dimmed">
                {s.note}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label="Search symptoms"
                placeholder="e.g. headache"
                type="search"
                style={{ flex: 1 }}
                value={state.query}
                onChange={(e) => state.setQuery(e.currentTarget.value)}
              />
              <Button variant="default" aria-pressed={state.showFilters} onClick={state.toggleFilters}>
                Filters
              </Button>
            </Group>
            <Group gap="xs" role="group" aria-label="Categories">
              {COUNTS.map(({ category, count }) => (
                <Button
                  key={category}
                  size="xs"
                  variant={state.category === category ? 'filled' : 'light'}
                  aria-pressed={state.category === category}
                  onClick={() => state.setCategory(category)}
                >
                  {category === 'all' ? 'All' : category} ({count})
                </Button>
              ))}
            </Group>
            {shown.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {shown.map((s) => (
                  <SymptomCard
                    key={s.id}
                    symptom={s}
                    selected={state.selected.includes(s.id)}
                    onToggle={() => state.toggle(s.id)}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <Paper withBorder radius="md" p="xl" ta="center">
                <Title order={2} size="h4">
                  No symptoms found
                </Title>
                <Text c="dimmed" mt="xs">
                  Try adjusting your search terms or category filters.
                </Text>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SectionCard title={`Selected Symptoms (${state.selected.length})`}>
              {state.selected.length === 0 && (
                <Text size="sm" c="dimmed">
                  Select the symptoms you have.
                </Text>
              )}
              <Stack gap={4}>
                {state.selected.map((id) => (
                  <Group key={id} justify="space-between" wrap="nowrap">
                    <Text size="sm">{symptomById.get(id)?.name}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove ${symptomById.get(id)?.name}`}
                      onClick={() => state.remove(id)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
              <Button mt="md" fullWidth disabled={!state.selected.length} onClick={state.analyze}>
                Analyze Selected Symptoms
              </Button>
            </SectionCard>
            {state.findings && (
              <section aria-label="Guidance">
                <TriageFindings findings={state.findings} />
              </section>
            )}
            <DisclaimerText />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
