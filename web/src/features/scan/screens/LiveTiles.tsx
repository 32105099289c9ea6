import { Box, SimpleGrid } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { LiveTile } from './LiveTile.tsx';
import { type DotColor, liveHeartRateText, signalDotColor } from './scanScreenModel.ts';

const DOT_LABEL: Record<DotColor, string> = {
  orange: 'no face found',
  red: 'poor',
  yellow: 'fair',
  green: 'good',
};

/** The live Heart Rate and Signal Quality tiles, refreshed every 500 ms. */
export function LiveTiles() {
  const live = useScanStore((s) => s.live);
  const dot = signalDotColor(live);
  const quality = live?.faceDetected ? `${Math.round(live.signalQuality)}%` : '--';
  return (
    <SimpleGrid cols={2}>
      <LiveTile label="Heart Rate" value={liveHeartRateText(live)} testId="live-heart-rate" />
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
