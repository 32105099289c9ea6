import { heartRateReading, heartRateText, supportedBpCategory } from '@ai-doctor/rppg-core/vitals';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { EvidenceBadge } from '../../shared/ui/EvidenceBadge.tsx';
import { friendlyTime } from './friendlyTime.ts';
import type { SavedReading } from './readingsStorage.ts';
import { bloodPressureCategoryText, bloodPressureRow } from './resultMetrics.ts';

/**
 * One saved reading in a list: blood pressure with its grade and the category its range supports (grey
 * when it asks for a cuff, as on the results screen), heart rate (a range when it was read as one) and a
 * friendly time. A reading whose pulse was withheld shows neither number (ADR-27).
 */
export function ReadingSummary({ reading }: { reading: SavedReading }) {
  const heartRate = heartRateReading(reading);
  const bloodPressure = bloodPressureRow(reading);
  const category = bloodPressureCategoryText(reading);
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700}>
          {bloodPressure.withheldReason
            ? `Blood pressure ${bloodPressure.display.toLowerCase()}`
            : bloodPressure.display}
        </Text>
        <EvidenceBadge metric="bloodPressure" />
        {category && (
          <Badge
            size="sm"
            variant="light"
            color={supportedBpCategory(reading.systolic, reading.diastolic) ? undefined : 'gray'}
          >
            {category}
          </Badge>
        )}
        {heartRate.outcome === 'withheld' && (
          <Badge size="sm" variant="outline" color="red">
            Unreliable
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Heart rate {heartRateText(heartRate)} · {friendlyTime(reading.timestamp)}
      </Text>
    </Stack>
  );
}
