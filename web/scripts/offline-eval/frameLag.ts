/**
 * Which of a clip's frames a browser scan showed, found by lining a replay of the clip up with it. The
 * browser's scan start is read from the stream clock of its first frame callback, which can be a few
 * frames off the frame the fake camera actually delivered first (an odd offset also puts the detector,
 * every second frame, on the other frames), and under load the page can miss frames the camera goes
 * on playing. The frame-to-frame changes of a region's colour are the clip's own fingerprint: they
 * line up at the true offset.
 */

/** Frame-to-frame changes of `x`. */
function changes(x: readonly number[]): number[] {
  return x.slice(1).map((v, i) => v - (x[i] as number));
}

/**
 * The lag (frames, within ±`maxLag`) at which `replayed`'s changes `b` best match the browser's
 * changes `a` over browser frames `from`…`to`: browser frame i is replayed frame i + lag. 0 when
 * nothing correlates.
 */
function bestLag(a: readonly number[], b: readonly number[], from: number, to: number, maxLag: number): number {
  let best = { lag: 0, r: 0 };
  for (let lag = -maxLag; lag <= maxLag; lag++) {
    let ab = 0;
    let aa = 0;
    let bb = 0;
    for (let i = from; i < Math.min(to, a.length); i++) {
      const w = b[i + lag];
      if (w === undefined) continue;
      const v = a[i] as number;
      ab += v * w;
      aa += v * v;
      bb += w * w;
    }
    const r = aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
    if (r > best.r) best = { lag, r };
  }
  return best.lag;
}

/** The shortest stretch between two gaps in the browser's frame times whose lag is measured, frames. */
const MIN_STRETCH_FRAMES = 30;

/**
 * Which frame of the replay each browser frame showed (an offset from the replay's first frame,
 * rising, possibly negative at the start). Where the browser's frame times leave a gap (more than
 * 1.5 frames), the page may have missed frames the fake camera went on playing, or the camera may
 * have paused with it: the two look alike in the times, so each stretch between gaps is lined up by
 * its own colour changes. A stretch too short to measure keeps the lag before it. Replaying the
 * browser's frames one after another instead fell 1–3 frames behind after such a gap, and the two
 * paths then read the same scan up to 1.7 bpm apart.
 */
export function browserFrameOffsets(
  browser: readonly number[],
  replayed: readonly number[],
  stampsMs: readonly number[],
  frameMs: number,
  maxLag = 10,
): number[] {
  const a = changes(browser);
  const b = changes(replayed);
  const offsets: number[] = [];
  let lag = 0;
  let from = 0;
  while (from < browser.length) {
    let to = from + 1;
    while (to < browser.length && (stampsMs[to] as number) - (stampsMs[to - 1] as number) <= 1.5 * frameMs) to++;
    // Changes within the stretch only: the one across the gap spans frames the two may not share.
    if (to - from >= MIN_STRETCH_FRAMES) lag = bestLag(a, b, from, to - 1, maxLag);
    for (let i = from; i < to; i++) {
      const previous = offsets[i - 1];
      offsets.push(previous === undefined ? i + lag : Math.max(i + lag, previous + 1));
    }
    from = to;
  }
  return offsets;
}

/** One colour channel (0 R, 1 G, 2 B) of a trace's region `name`, or null when the trace lacks it. */
export function regionChannel(trace: unknown, name: string, channel: number): number[] | null {
  const rois = (trace as { rois?: { name: string; rgb: ArrayLike<number> }[] } | null)?.rois;
  const roi = rois?.find((r) => r.name === name);
  return roi ? Array.from(roi.rgb).filter((_, i) => i % 3 === channel) : null;
}
