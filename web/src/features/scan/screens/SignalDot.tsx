import { Box } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { type DotColor, liveTilesView } from './scanScreenModel.ts';

const DOT_LABEL: Record<DotColor, string> = {
  orange: 'no face found',
  red: 'poor',
  yellow: 'fair',
  green: 'good',
};

/** The live signal's dot, by quality; renders only when its colour changes. */
export function SignalDot() {
  const dot = useScanStore((s) => liveTilesView(s.live).dot);
  return (
    <Box
      w={10}
      h={10}
      style={{ borderRadius: '50%', background: `var(--mantine-color-${dot}-6)` }}
      data-testid="signal-dot"
      data-color={dot}
      role="img"
      aria-label={`Signal ${DOT_LABEL[dot]}`}
    />
  );
}
