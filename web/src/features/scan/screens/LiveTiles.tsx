import { Box, SimpleGrid } from '@mantine/core';
import { useShallow } from 'zustand/react/shallow';
import { useScanStore } from '../store/useScanStore.ts';
import { LiveTile } from './LiveTile.tsx';
import { type DotColor, liveTilesView } from './scanScreenModel.ts';

const DOT_LABEL: Record<DotColor, string> = {
  orange: 'no face found',
  red: 'poor',
  yellow: 'fair',
  green: 'good',
};

/** The live Heart Rate and Signal Quality tiles: the store refreshes every 500 ms, they render when their text changes. */
export function LiveTiles() {
  const { heartRate, quality, dot } = useScanStore(useShallow((s) => liveTilesView(s.live)));
  return (
    <SimpleGrid cols={2}>
      <LiveTile label="Heart Rate" value={heartRate} testId="live-heart-rate" />
      <LiveTile label="Signal Quality" value={quality} testId="live-signal-quality">
        <Box
          w={10}
          h={10}
          style={{ borderRadius: '50%', background: `var(--mantine-color-${dot}-6)` }}
          data-testid="signal-dot"
          data-color={dot}
          role="img"
          aria-label={`Signal ${DOT_LABEL[dot]}`}
        />
      </LiveTile>
    </SimpleGrid>
  );
}
