import { bloodPressureText, bpCategoryLabel, heartRateReading, heartRateText } from '@ai-doctor/rppg-core/vitals';
import { Button, Card, Text, Title } from '@mantine/core';
import { usedBeforeClasses as device, friendlyTime, type SavedReading } from '../readings/index.ts';

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
          ? `Your last saved reading was ${bloodPressureText(latest.systolic, latest.diastolic)} (${bpCategoryLabel(latest.systolic, latest.diastolic)}), heart rate ${heartRateText(heartRateReading(latest))}, ${friendlyTime(latest.timestamp).toLowerCase()}.`
          : 'Ready for another scan? Regular readings at the same time of day show the clearest trends.'}
      </Text>
      <Button mt="md" variant="light" onClick={onStart}>
        Start New Scan
      </Button>
    </Card>
  );
}
