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
import { bloodPressureRow } from '../../readings/index.ts';

/**
 * Large blood pressure with the model's uncertainty and the category its whole range supports. Without a
 * supported category the badge asks for a cuff (ADR-6); its `data-value` keeps the field's category of
 * the central estimate (ADR-6, ADR-18), `data-supported` says whether it is shown. Without an estimate (a
 * withheld pulse, ADR-26) it says so and why: the hooks keep the engine's numbers, the text shows none.
 */
export function BloodPressureHero({ result }: { result: MeasurementResult }) {
  const { withheldReason } = bloodPressureRow(result);
  const shown = withheldReason === undefined;
  const supported = supportedBpCategory(result.systolic, result.diastolic);
  // An estimate not shown keeps its hooks on empty elements: nothing of it reaches the page's text.
  const hook = (metric: string, value: number | string, text: string) => (
    <span data-metric={metric} data-value={String(value)}>
      {shown ? text : null}
    </span>
  );
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed">
          Blood Pressure
        </Text>
        <Text
          fw={shown ? 800 : 400}
          fz={shown ? 48 : 'lg'}
          lh={1}
          c={shown ? undefined : 'dimmed'}
          data-testid="blood-pressure-text"
        >
          {shown ? '' : 'Not measured'}
          {hook('systolic', result.systolic, String(Math.round(result.systolic)))}
          {shown && '/'}
          {hook('diastolic', result.diastolic, String(Math.round(result.diastolic)))}
          {shown && (
            <Text span fz="lg" c="dimmed">
              {' '}
              ± {BP_UNCERTAINTY_MMHG.systolic}/{BP_UNCERTAINTY_MMHG.diastolic} mmHg
            </Text>
          )}
        </Text>
        {shown ? (
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
        ) : (
          hook('bloodPressureCategory', bpCategory(result.systolic, result.diastolic), '')
        )}
        {shown && !supported && (
          <Text size="sm" c="dimmed" ta="center">
            The range spans more than one category: the {BP_CATEGORY_UNTOLD}.
          </Text>
        )}
        <EvidenceBadge metric="bloodPressure" caveat={withheldReason ?? true} />
      </Stack>
    </Card>
  );
}
