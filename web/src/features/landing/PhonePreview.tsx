import { heartRateReading, heartRateText } from '@ai-doctor/rppg-core/vitals';
import { Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { friendlyTime, type SavedReading } from '../readings/index.ts';

/** A phone mock-up showing the user's own latest reading, or empty slots before the first one. */
export function PhonePreview({ latest }: { latest: SavedReading | null }) {
  const cells: [string, string][] = [
    ['Blood Pressure', latest ? `${Math.round(latest.systolic)}/${Math.round(latest.diastolic)}` : '--/--'],
    ['Heart Rate', latest ? heartRateText(heartRateReading(latest)) : '-- bpm'],
    ['Oxygen', latest?.oxygenSaturation !== undefined ? `${Math.round(latest.oxygenSaturation)}%` : '--%'],
    ['Signal', latest?.prq !== undefined ? `${Math.round(latest.prq)}%` : '--%'],
  ];
  return (
    <Paper
      withBorder
      radius={32}
      p="md"
      maw={260}
      mx="auto"
      shadow="md"
      style={{ borderWidth: 6 }}
      role="img"
      aria-label={latest ? 'Phone preview showing your latest reading' : 'Phone preview of the results screen'}
    >
      <Stack gap="xs" aria-hidden="true">
        <Text size="xs" ta="center" c="dimmed">
          {latest ? `Your latest reading · ${friendlyTime(latest.timestamp)}` : 'Your results appear here'}
        </Text>
        <Box
          style={{
            aspectRatio: '1 / 1',
            borderRadius: 16,
            border: '3px solid var(--mantine-color-teal-5)',
            display: 'grid',
            placeItems: 'center',
            background: 'var(--mantine-color-default-hover)',
          }}
        >
          <Text size="sm" c="dimmed">
            Face in frame
          </Text>
        </Box>
        <SimpleGrid cols={2} spacing={6}>
          {cells.map(([label, value]) => (
            <Paper key={label} withBorder p={6} radius="md">
              <Text size="10px" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={700}>
                {value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
