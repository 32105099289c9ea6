/**
 * How many frames a replayed scan is off from the browser scan it copies. The browser's scan start is
 * read from the stream clock of its first frame callback, which can be a few frames off the frame the
 * fake camera actually delivered first; an odd offset also puts the detector (every second frame) on
 * the other frames, and the two traces then differ by more than decoding. The frame-to-frame changes
 * of a region's colour are the clip's own fingerprint: they line up at the true offset.
 */

/** Frame-to-frame changes of `x`. */
function changes(x: readonly number[]): number[] {
  return x.slice(1).map((v, i) => v - (x[i] as number));
}

/**
 * The lag (frames, within ±`maxLag`) at which `replayed`'s changes best match `browser`'s over the
 * first `span` frames: browser frame i is replayed frame i + lag. 0 when nothing correlates.
 */
export function frameLag(browser: readonly number[], replayed: readonly number[], maxLag = 10, span = 450): number {
  const a = changes(browser.slice(0, span + 1));
  const b = changes(replayed);
  let best = { lag: 0, r: 0 };
  for (let lag = -maxLag; lag <= maxLag; lag++) {
    let ab = 0;
    let aa = 0;
    let bb = 0;
    a.forEach((v, i) => {
      const w = b[i + lag];
      if (w === undefined) return;
      ab += v * w;
      aa += v * v;
      bb += w * w;
    });
    const r = aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
    if (r > best.r) best = { lag, r };
  }
  return best.lag;
}

/** One colour channel (0 R, 1 G, 2 B) of a trace's region `name`, or null when the trace lacks it. */
export function regionChannel(trace: unknown, name: string, channel: number): number[] | null {
  const rois = (trace as { rois?: { name: string; rgb: ArrayLike<number> }[] } | null)?.rois;
  const roi = rois?.find((r) => r.name === name);
  return roi ? Array.from(roi.rgb).filter((_, i) => i % 3 === channel) : null;
}
