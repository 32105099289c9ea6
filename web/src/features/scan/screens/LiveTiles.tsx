import { Box, SimpleGrid } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { LiveTile } from './LiveTile.tsx';
import { type DotColor, type LiveTilesView, liveTilesView } from './scanScreenModel.ts';

const DOT_LABEL: Record<DotColor, string> = {
  orange: 'no face found',
  red: 'poor',
  yellow: 'fair',
  green: 'good',
};

/** One part of what the tiles show, from the store's live output (refreshed every 500 ms). */
const useLiveTile = <K extends keyof LiveTilesView>(part: K) => useScanStore((s) => liveTilesView(s.live)[part]);

/** A tile's value alone: a change renders this text, not the tiles around it. */
function LiveValue({ of }: { of: 'heartRate' | 'quality' }) {
  return useLiveTile(of);
}

function SignalDot() {
  const dot = useLiveTile('dot');
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

/** The live Heart Rate and Signal Quality tiles; only the value or dot that changed renders. */
export function LiveTiles() {
  return (
    <SimpleGrid cols={2}>
      <LiveTile label="Heart Rate" value={<LiveValue of="heartRate" />} testId="live-heart-rate" />
      <LiveTile label="Signal Quality" value={<LiveValue of="quality" />} testId="live-signal-quality">
        <SignalDot />
      </LiveTile>
    </SimpleGrid>
  );
}
