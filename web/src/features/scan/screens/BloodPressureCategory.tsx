import { bpCategory, bpCategoryLabel, type MeasurementResult, supportedBpCategory } from '@ai-doctor/rppg-core/vitals';
import { Badge } from '@mantine/core';

/**
 * Blood pressure's hooks (ADR-18) and, when it was estimated, the category its whole range supports (ADR-6):
 * grey when the range spans two. `data-value` keeps the central estimate's category, `data-supported` says
 * whether one is shown. An estimate not shown (ADR-27) keeps the hooks on empty elements.
 */
export function BloodPressureCategory({ result, shown }: { result: MeasurementResult; shown: boolean }) {
  const supported = supportedBpCategory(result.systolic, result.diastolic);
  const category = bpCategory(result.systolic, result.diastolic);
  return (
    <div>
      <span data-metric="systolic" data-value={String(result.systolic)} />
      <span data-metric="diastolic" data-value={String(result.diastolic)} />
      {shown ? (
        <Badge
          size="sm"
          variant="light"
          color={supported ? undefined : 'gray'}
          data-metric="bloodPressureCategory"
          data-value={category}
          data-supported={String(supported !== null)}
        >
          {bpCategoryLabel(result.systolic, result.diastolic)}
        </Badge>
      ) : (
        <span data-metric="bloodPressureCategory" data-value={category} data-supported="false" />
      )}
    </div>
  );
}
