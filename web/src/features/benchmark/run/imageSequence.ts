/**
 * PURE's frames as a video the scan can read: its PNG files decoded one after another by the browser, each
 * stamped with its own time from the session's `/Image` list, the first `SCAN_DURATION_MS` of them (as
 * "Measure from a video" reads a file's first seconds).
 */
import { type OpenVideoFile, SCAN_DURATION_MS } from '../../scan/index.ts';

export function openImageSequence(frames: readonly Blob[], timesMs: readonly number[]): OpenVideoFile {
  const t0 = timesMs[0] ?? 0;
  const count = timesMs.filter((t) => t - t0 < SCAN_DURATION_MS).length;
  const lastMs = (timesMs[count - 1] ?? t0) - t0;
  const frameMs = count > 1 ? lastMs / (count - 1) : 0;
  let open = true;
  return {
    readMs: Math.min(SCAN_DURATION_MS, lastMs + frameMs),
    async *frames() {
      for (let i = 0; i < count && open; i++) {
        const image = await createImageBitmap(frames[i] as Blob);
        try {
          yield { image, timestampMs: (timesMs[i] as number) - t0, durationMs: frameMs };
        } finally {
          image.close();
        }
      }
    },
    preview: null,
    close: () => {
      open = false;
    },
  };
}
