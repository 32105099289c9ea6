import { Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { CHART_MIN_READINGS, chartPoints } from './chartData.ts';
import { NoReadingsYet } from './NoReadingsYet.tsx';
import { ReadingSummary } from './ReadingSummary.tsx';
import { ReadingsHistoryModal } from './ReadingsHistoryModal.tsx';
import { RECENT_READINGS_SHOWN, useReadingsStore } from './readingsStore.ts';

// Pure: importing the readings front door from the main bundle must not bring this card into it.
const ReadingsChart = /* @__PURE__ */ lazy(() => import('./ReadingsChart.tsx'));

/** 'Recent Readings' (ADR-13): the 5 newest, 'View All', and from 2 readings with a blood-pressure estimate the trend chart. */
export function RecentReadingsCard() {
  const readings = useReadingsStore((s) => s.readings);
  const [historyOpen, setHistoryOpen] = useState(false);
  const recent = readings.slice(0, RECENT_READINGS_SHOWN);
  const points = chartPoints(recent);

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      data-testid="recent-readings"
      component="section"
      aria-labelledby="recent-readings-title"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="recent-readings-title">
          Recent Readings
        </Title>
        <Button variant="light" size="xs" onClick={() => setHistoryOpen(true)}>
          View All
        </Button>
      </Group>
      {recent.length === 0 ? (
        <NoReadingsYet />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {recent.map((reading, i) => (
            <li key={reading.id}>
              {i > 0 && <Divider mb="xs" />}
              <ReadingSummary reading={reading} />
            </li>
          ))}
        </Stack>
      )}
      {points.length >= CHART_MIN_READINGS && (
        <Suspense
          fallback={
            <Group justify="center" py="md">
              <Loader size="sm" aria-label="Loading chart" />
            </Group>
          }
        >
          <Divider my="md" />
          <ReadingsChart points={points} />
          {points.length < recent.length && (
            <Text size="xs" c="dimmed" mt={4}>
              Left out: {recent.length - points.length} of these readings had no blood-pressure estimate.
            </Text>
          )}
        </Suspense>
      )}
      <ReadingsHistoryModal opened={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Card>
  );
}
