import { SimpleGrid } from '@mantine/core';
import { useScanStore } from '../store/useScanStore.ts';
import { LiveTile } from './LiveTile.tsx';
import { SignalDot } from './SignalDot.tsx';
import { SubscribedText } from './SubscribedText.tsx';
import { liveTilesView } from './scanScreenModel.ts';

// The tiles' values, from the store's live output (refreshed every 500 ms).
const useLiveHeartRate = () => useScanStore((s) => liveTilesView(s.live).heartRate);
const useLiveQuality = () => useScanStore((s) => liveTilesView(s.live).quality);

/** The live Heart Rate and Signal Quality tiles; only the value or dot that changed renders. */
export function LiveTiles() {
  return (
    <SimpleGrid cols={2}>
      <LiveTile
        label="Heart Rate"
        value={<SubscribedText read={useLiveHeartRate} width="9ch" />}
        testId="live-heart-rate"
      />
      <LiveTile
        label="Signal Quality"
        value={<SubscribedText read={useLiveQuality} width="5ch" />}
        testId="live-signal-quality"
      >
        <SignalDot />
      </LiveTile>
    </SimpleGrid>
  );
}
