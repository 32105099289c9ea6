import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { Accordion, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MetricRow } from '../../readings/index.ts';
import { BloodPressureCategory } from './BloodPressureCategory.tsx';
import { MetricItem } from './MetricItem.tsx';

interface MetricGroupProps {
  id: string;
  title: string;
  intro: string;
  rows: MetricRow[];
  result: MeasurementResult;
  /** Collapsed by default behind its title (ADR-27: what a camera cannot measure). */
  collapsed?: boolean;
  /** Shown below the metrics. */
  children?: ReactNode;
}

/**
 * One evidence group of the results (ADR-27): its heading, the line saying what kind of evidence it holds,
 * its metrics, and `children` below them. Nothing when it holds nothing.
 */
export function MetricGroup({ id, title, intro, rows, result, collapsed = false, children }: MetricGroupProps) {
  if (!rows.length && !children) return null;
  const body = (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <MetricItem key={row.metric} row={row}>
            {row.metric === 'bloodPressure' && <BloodPressureCategory result={result} shown={!row.withheldReason} />}
          </MetricItem>
        ))}
      </Stack>
      {children}
    </>
  );
  if (collapsed)
    return (
      <Accordion variant="contained" radius="md" order={2} data-testid={id}>
        <Accordion.Item value={id}>
          <Accordion.Control>
            <Text fw={700}>{title}</Text>
          </Accordion.Control>
          <Accordion.Panel>{body}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    );
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {body}
    </Card>
  );
}
