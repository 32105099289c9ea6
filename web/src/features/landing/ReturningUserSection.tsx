import { heartRateReading, heartRateText } from '@ai-doctor/rppg-core/vitals';
import { Button, Card, Text, Title } from '@mantine/core';
import {
  bloodPressureCategoryText,
  bloodPressureRow,
  usedBeforeClasses as device,
  friendlyTime,
  type SavedReading,
} from '../readings/index.ts';

/** The last reading in a sentence; a blood pressure the scan did not estimate is said so, not quoted (ADR-27). */
function lastReadingText(latest: SavedReading): string {
  const bp = bloodPressureRow(latest);
  const category = bloodPressureCategoryText(latest);
  const bloodPressure = bp.withheldReason
    ? 'blood pressure not measured'
    : `${bp.display}${category ? ` (${category})` : ''}`;
  return `Your last saved reading was ${bloodPressure}, heart rate ${heartRateText(heartRateReading(latest))}, ${friendlyTime(latest.timestamp).toLowerCase()}.`;
}

/** 'Welcome back', on a device that has started a scan before (shown by CSS from the first paint). */
export function ReturningUserSection({ latest, onStart }: { latest: SavedReading | null; onStart(): void }) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="welcome-back"
      data-testid="returning-user"
      className={device.returning}
    >
      <Title order={2} id="welcome-back">
        Welcome back
      </Title>
      <Text mt="xs">
        {latest
          ? lastReadingText(latest)
          : 'Ready for another scan? Regular readings at the same time of day show the clearest trends.'}
      </Text>
      <Button mt="md" variant="light" onClick={onStart}>
        Start New Scan
      </Button>
    </Card>
  );
}
