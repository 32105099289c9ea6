import { Text } from '@mantine/core';

/** The medical disclaimer shown with every health interpretation (and in exported files). */
export const DISCLAIMER =
  'AI Doctor is for information only and is not a medical device. It does not diagnose, treat or prevent any condition, and its estimates are not clinically validated. Always consult a healthcare professional about your health.';

export function DisclaimerText() {
  return (
    <Text size="xs" c="dimmed">
      {DISCLAIMER}
    </Text>
  );
}
