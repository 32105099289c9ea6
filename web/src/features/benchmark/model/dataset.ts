/**
 * A benchmark's dataset folder: the clips found in it by their layout, and each clip's ground truth.
 * Everything here works on file names and file text, so the same reading serves the command line
 * (files on disk) and the app's `/benchmark` page (a folder or files chosen on the device).
 */
import { referenceHeartRate } from './reference.ts';

/** The dataset layouts the benchmark reads. `synthetic` is our generated clips (`fixtures/`). */
export type LayoutName = 'UBFC-rPPG' | 'PURE' | 'UBFC-Phys' | 'generic' | 'synthetic';

/** A clip of a folder: its video (a file, or PURE's frames as images) and its ground-truth file, by relative path. */
export interface ClipPlan {
  name: string;
  layout: LayoutName;
  video: { kind: 'file'; path: string } | { kind: 'frames'; paths: string[] };
  truthPath: string;
}

/** What could not be read, as one line naming the file. */
export interface Problem {
  path: string;
  message: string;
}

/**
 * A clip's ground truth, times in seconds from the video's first frame: a contact PPG's samples
 * (`frameAligned`: sample i was taken with video frame i, UBFC-rPPG's convention), heart-rate readings,
 * or beat times (our synthetic clips).
 */
export type GroundTruth =
  | { kind: 'ppg'; timesS: number[]; values: number[]; frameAligned: boolean }
  | { kind: 'hr'; timesS: number[]; bpm: number[] }
  | { kind: 'beats'; timesS: number[] };

/** A folder's files by directory: directory (relative, '' for the folder itself) → its file names. */
export type Listing = ReadonlyMap<string, readonly string[]>;

/** One layout: which clips of a listing it claims (with the files it used), and how it reads a truth file. */
export interface Layout {
  name: LayoutName;
  find(listing: Listing, rootName: string): { clips: ClipPlan[]; claimed: string[]; problems: Problem[] };
  /** The ground truth in `text` (the clip's `truthPath`); throws an error naming what is wrong. */
  readTruth(text: string, plan: ClipPlan): GroundTruth;
}

/** Container extensions ffmpeg and browsers commonly read. */
export const VIDEO_EXTENSIONS = ['.avi', '.mp4', '.m4v', '.mkv', '.mov', '.webm', '.y4m'] as const;

export const isVideo = (name: string): boolean => VIDEO_EXTENSIONS.some((e) => name.toLowerCase().endsWith(e));

/** `dir/name`, or `name` at the folder's root. */
export const joinPath = (dir: string, name: string): string => (dir === '' ? name : `${dir}/${name}`);

/** The last part of a relative directory, or the folder's own name at its root. */
export const dirName = (dir: string, rootName: string): string =>
  dir === '' ? rootName : (dir.split('/').at(-1) as string);

/** What a layout makes of one file of a directory: a clip (its name and the truth file beside it), a problem, or nothing. */
export type Pairing = { name: string; truth: string } | { problem: string } | null;

/**
 * The clips of a layout whose video is one file with its ground truth beside it: `pair` says, for each
 * file of a directory (with the directory's files), which clip it is the video of.
 */
export function pairFiles(
  layout: LayoutName,
  listing: Listing,
  pair: (file: string, files: readonly string[], dir: string) => Pairing,
): ReturnType<Layout['find']> {
  const found: ReturnType<Layout['find']> = { clips: [], claimed: [], problems: [] };
  for (const [dir, files] of listing) {
    for (const file of files) {
      const pairing = pair(file, files, dir);
      if (!pairing) continue;
      const path = joinPath(dir, file);
      found.claimed.push(path);
      if ('problem' in pairing) {
        found.problems.push({ path, message: pairing.problem });
        continue;
      }
      const truthPath = joinPath(dir, pairing.truth);
      found.clips.push({ name: pairing.name, layout, video: { kind: 'file', path }, truthPath });
      found.claimed.push(truthPath);
    }
  }
  return found;
}

/** Groups relative paths ('/'-separated) by directory. */
export function listingOf(paths: readonly string[]): Listing {
  const listing = new Map<string, string[]>();
  for (const path of paths) {
    const cut = path.lastIndexOf('/');
    const dir = cut < 0 ? '' : path.slice(0, cut);
    const files = listing.get(dir) ?? [];
    files.push(path.slice(cut + 1));
    listing.set(dir, files);
  }
  for (const files of listing.values()) files.sort();
  return listing;
}

/**
 * The reference heart rate over the `windowS` seconds from `startS`: 60 / mean inter-beat interval of
 * the contact PPG's beats (frame-aligned samples by frame index at `videoFps`, others by time), the
 * mean of the heart-rate readings, or 60 / mean interval of the known beats.
 */
export function referenceBpm(truth: GroundTruth, startS: number, windowS: number, videoFps: number): number {
  const inWindow = (t: number) => t >= startS && t < startS + windowS;
  switch (truth.kind) {
    case 'ppg': {
      const { timesS, values } = truth;
      const [first, end] = truth.frameAligned
        ? [Math.round(startS * videoFps), Math.round((startS + windowS) * videoFps)].map((i) =>
            Math.min(i, values.length),
          )
        : [timesS.findIndex(inWindow), timesS.filter((t) => t < startS + windowS).length];
      return referenceHeartRate(timesS.slice(first, end), values.slice(first, end)).heartRateBpm;
    }
    case 'hr': {
      const readings = truth.bpm.filter((_, i) => inWindow(truth.timesS[i] as number));
      if (readings.length === 0) throw new Error('no heart-rate reading within the scan');
      return readings.reduce((s, v) => s + v, 0) / readings.length;
    }
    case 'beats': {
      const beats = truth.timesS.filter(inWindow);
      if (beats.length < 3) throw new Error('fewer than 3 beats within the scan');
      return (60 * (beats.length - 1)) / ((beats.at(-1) as number) - (beats[0] as number));
    }
  }
}

/** Numbers of a line of text split at commas, semicolons or white space; null when any is not a number. */
export function numbersOf(line: string): number[] | null {
  const values = line
    .trim()
    .split(/[\s,;]+/)
    .map(Number);
  return values.every(Number.isFinite) ? values : null;
}
