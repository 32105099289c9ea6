import {
  BP_CATEGORY_UNTOLD,
  BP_UNCERTAINTY_MMHG,
  bpCategory,
  bpCategoryLabel,
  type MeasurementResult,
  supportedBpCategory,
} from '@ai-doctor/rppg-core/vitals';
import { Badge, Card, Stack, Text } from '@mantine/core';
import { EvidenceBadge } from '../../../shared/ui/EvidenceBadge.tsx';

/**
 * Large blood pressure with the model's uncertainty and the category its whole range supports: the results
 * screen's lead tile. Without a supported category the badge asks for a cuff (ADR-6); its `data-value`
 * keeps the field's category of the central estimate (ADR-6, ADR-18), `data-supported` says whether it is shown.
 */
export function BloodPressureHero({ result, dimmed }: { result: MeasurementResult; dimmed: boolean }) {
  const supported = supportedBpCategory(result.systolic, result.diastolic);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed">
          Blood Pressure
        </Text>
        <Text fw={dimmed ? 400 : 800} fz={48} lh={1} c={dimmed ? 'dimmed' : undefined}>
          <span data-metric="systolic" data-value={String(result.systolic)}>
            {Math.round(result.systolic)}
          </span>
          /
          <span data-metric="diastolic" data-value={String(result.diastolic)}>
            {Math.round(result.diastolic)}
          </span>{' '}
          <Text span fz="lg" c="dimmed">
            ± {BP_UNCERTAINTY_MMHG.systolic}/{BP_UNCERTAINTY_MMHG.diastolic} mmHg
          </Text>
        </Text>
        <Badge
          size="lg"
          variant="light"
          color={supported ? undefined : 'gray'}
          data-metric="bloodPressureCategory"
          data-value={bpCategory(result.systolic, result.diastolic)}
          data-supported={String(supported !== null)}
        >
          {bpCategoryLabel(result.systolic, result.diastolic)}
        </Badge>
        {!supported && (
          <Text size="sm" c="dimmed" ta="center">
            The range spans more than one category: the {BP_CATEGORY_UNTOLD}.
          </Text>
        )}
        <EvidenceBadge metric="bloodPressure" caveat />
      </Stack>
    </Card>
  );
}
