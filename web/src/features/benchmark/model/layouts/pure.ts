/**
 * PURE (Stricker, Müller & Gross, "Non-contact video-based pulse rate measurement on a mobile service
 * robot", IEEE RO-MAN 2014): a session `<id>` is a folder of PNG frames `<id>/Image<ns>.png` beside
 * `<id>.json`, whose `/FullPackage` holds the pulse oximeter's samples (`Value.waveform`, 60 Hz) and
 * `/Image` the frames' timestamps, both in nanoseconds.
 */
import { joinPath, type Layout, type Problem } from '../dataset.ts';

interface PureJson {
  '/FullPackage'?: { Timestamp?: unknown; Value?: { waveform?: unknown } }[];
  '/Image'?: { Timestamp?: unknown }[];
}

/** The number in a frame's name (`Image1392643993642815000.png`), for ordering. */
const frameNumber = (name: string): bigint => BigInt(/\d+/.exec(name)?.[0] ?? '0');

export const pure: Layout = {
  name: 'PURE',
  find(listing) {
    const clips = [];
    const claimed: string[] = [];
    const problems: Problem[] = [];
    for (const [dir, files] of listing) {
      for (const json of files.filter((f) => f.endsWith('.json'))) {
        const id = json.slice(0, -'.json'.length);
        const framesDir = joinPath(dir, id);
        const frames = (listing.get(framesDir) ?? []).filter((f) => f.toLowerCase().endsWith('.png'));
        if (frames.length === 0) continue;
        const paths = [...frames]
          .sort((a, b) => {
            const [x, y] = [frameNumber(a), frameNumber(b)];
            return x < y ? -1 : x > y ? 1 : 0;
          })
          .map((f) => joinPath(framesDir, f));
        const truthPath = joinPath(dir, json);
        clips.push({ name: id, layout: 'PURE' as const, video: { kind: 'frames' as const, paths }, truthPath });
        claimed.push(truthPath, ...paths);
      }
    }
    return { clips, claimed, problems };
  },
  readTruth(text, plan) {
    let data: PureJson;
    try {
      data = JSON.parse(text) as PureJson;
    } catch {
      throw new Error('not JSON');
    }
    const ns = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);
    const images = (data['/Image'] ?? []).map((i) => ns(i.Timestamp));
    const pulse = (data['/FullPackage'] ?? []).map((p) => [ns(p.Timestamp), ns(p.Value?.waveform)] as const);
    if (images.length === 0 || pulse.length === 0) throw new Error('no /Image timestamps or no /FullPackage pulse');
    if (images.some(Number.isNaN) || pulse.some(([t, v]) => Number.isNaN(t) || Number.isNaN(v))) {
      throw new Error('a /Image or /FullPackage entry without a numeric Timestamp or waveform');
    }
    if (plan.video.kind === 'frames' && plan.video.paths.length !== images.length) {
      throw new Error(`${images.length} /Image timestamps for ${plan.video.paths.length} frames`);
    }
    const t0 = images[0] as number;
    return {
      kind: 'ppg',
      timesS: pulse.map(([t]) => (t - t0) / 1e9),
      values: pulse.map(([, v]) => v),
      frameAligned: false,
    };
  },
};

/** The frames' times from a PURE JSON's `/Image` list, ms from the first frame. */
export function pureFrameTimesMs(text: string): number[] {
  const images = ((JSON.parse(text) as PureJson)['/Image'] ?? []).map((i) => Number(i.Timestamp));
  const t0 = images[0] ?? 0;
  return images.map((t) => (t - t0) / 1e6);
}
