import type { BandStatus } from '@ai-doctor/rppg-core/vitals';
import { ThemeIcon, VisuallyHidden } from '@mantine/core';

/** A band's status, or 'withheld' for a metric the scan could not measure (neither normal nor a concern). */
export type RowStatus = BandStatus | 'withheld';

const LOOK: Record<RowStatus, { color: string; glyph: string; label: string }> = {
  normal: { color: 'green', glyph: '✓', label: 'Normal' },
  warning: { color: 'yellow', glyph: '!', label: 'Worth watching' },
  alert: { color: 'red', glyph: '✕', label: 'Outside the typical range' },
  neutral: { color: 'blue', glyph: 'i', label: 'No verdict: a camera cannot judge this estimate' },
  withheld: { color: 'gray', glyph: '–', label: 'Not measured' },
};

/** Normal (green check), warning (yellow), alert (red), no verdict (blue) or not measured (grey) — with a text label for screen readers. */
export function StatusIcon({ status }: { status: RowStatus }) {
  const look = LOOK[status];
  return (
    <ThemeIcon color={look.color} radius="xl" size="sm" data-status={status}>
      <span aria-hidden="true" style={{ fontSize: 11, fontWeight: 700, color: status === 'warning' ? '#000' : '#fff' }}>
        {look.glyph}
      </span>
      <VisuallyHidden>{look.label}</VisuallyHidden>
    </ThemeIcon>
  );
}
