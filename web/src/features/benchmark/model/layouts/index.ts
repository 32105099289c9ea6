/** Every layout the benchmark reads, and the clips of a folder by them. */
import { type ClipPlan, isVideo, type Layout, type LayoutName, listingOf, type Problem } from '../dataset.ts';
import { generic } from './generic.ts';
import { pure } from './pure.ts';
import { synthetic } from './synthetic.ts';
import { ubfcPhys } from './ubfcPhys.ts';
import { ubfcRppg } from './ubfcRppg.ts';

/** In the order they claim files: the generic pair last, for the videos no dataset's layout took. */
export const LAYOUTS: readonly Layout[] = [ubfcRppg, ubfcPhys, pure, synthetic, generic];

export const layoutNamed = (name: LayoutName): Layout => LAYOUTS.find((l) => l.name === name) as Layout;

/** What the benchmark expects, for a folder it found nothing in. */
export const LAYOUTS_EXPECTED =
  'UBFC-rPPG (vid.* + ground_truth.txt), PURE (<id>/ frames + <id>.json), UBFC-Phys (vid_<id>.avi + bvp_<id>.csv), or a video + <name>.csv of time_s,ppg or time_s,hr';

/**
 * The clips among `paths` (relative, '/'-separated; `rootName` names a clip at the folder's root), sorted
 * by name, and a line for each video no layout could pair with a ground truth.
 */
export function findClips(paths: readonly string[], rootName: string): { clips: ClipPlan[]; problems: Problem[] } {
  const listing = listingOf(paths);
  const claimed = new Set<string>();
  const clips: ClipPlan[] = [];
  const problems: Problem[] = [];
  for (const layout of LAYOUTS) {
    const found = layout.find(
      new Map(
        [...listing].map(([dir, files]) => [dir, files.filter((f) => !claimed.has(dir === '' ? f : `${dir}/${f}`))]),
      ),
      rootName,
    );
    clips.push(...found.clips);
    problems.push(...found.problems);
    for (const path of found.claimed) claimed.add(path);
  }
  for (const path of paths) {
    if (isVideo(path) && !claimed.has(path)) {
      problems.push({ path, message: `no ground truth beside it; expected ${LAYOUTS_EXPECTED}` });
    }
  }
  const names = new Map<string, number>();
  for (const clip of clips) names.set(clip.name, (names.get(clip.name) ?? 0) + 1);
  // Two clips of one name (e.g. two folders' vid.mp4 chosen as files) could not be told apart in the table.
  const unique = clips.map((c) =>
    names.get(c.name) === 1 ? c : { ...c, name: c.video.kind === 'file' ? c.video.path : c.truthPath },
  );
  unique.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return { clips: unique, problems };
}
