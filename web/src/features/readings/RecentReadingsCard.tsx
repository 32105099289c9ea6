import { Button, Card, Divider, Group, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { CHART_MIN_READINGS, chartPoints } from './chartData.ts';
import { NoReadingsYet } from './NoReadingsYet.tsx';
import { ReadingSummary } from './ReadingSummary.tsx';
import { ReadingsHistoryModal } from './ReadingsHistoryModal.tsx';
import { RECENT_READINGS_SHOWN, useReadingsStore } from './readingsStore.ts';

// Pure: importing the readings front door from the main bundle must not bring this card into it.
const ReadingsChart = /* @__PURE__ */ lazy(() => import('./ReadingsChart.tsx'));

/** 'Recent Readings' (ADR-13): the 5 newest, 'View All', and from 2 readings the trend chart. */
export function RecentReadingsCard() {
  const readings = useReadingsStore((s) => s.readings);
  const [historyOpen, setHistoryOpen] = useState(false);
  const recent = readings.slice(0, RECENT_READINGS_SHOWN);

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
      {recent.length >= CHART_MIN_READINGS && (
        <Suspense
          fallback={
            <Group justify="center" py="md">
              <Loader size="sm" aria-label="Loading chart" />
            </Group>
          }
        >
          <Divider my="md" />
          <ReadingsChart points={chartPoints(recent)} />
        </Suspense>
      )}
      <ReadingsHistoryModal opened={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Card>
  );
}
