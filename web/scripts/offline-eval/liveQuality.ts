/**
 * `pnpm eval:live -- <clip dir> [--every S]`: is the live heart rate's quality minimum right? Each clip is
 * replayed as scans from every S seconds (the offline loop's replay of the app's scan session), and at
 * every live refresh the core's live rate and its quality are kept with the contact-PPG rate over the
 * seconds the live rate reads (its last `LIVE_ESTIMATE_WINDOW_S`, or the scan so far, at least
 * `MIN_REFERENCE_S`). For each candidate
 * minimum the screen's rule is replayed on them (a rate read only above the minimum, the mean of the
 * last `HEART_RATE_AVERAGE_WINDOW` read rates shown) and scored: how often a rate is shown, and how often
 * a shown rate lies within `WITHIN_BPM` of the reference. The minimum is chosen leave one subject out:
 * for each subject, the lowest candidate whose shown rates on the other subjects meet the criterion
 * (`MIN_SHARES_WITHIN`: that share of them within `WITHIN_BPM`), then scored on the held-out subject.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cacheDir, discoverClips, evalArgs, REFERENCE_WINDOW_S, scanStartsEvery } from '@ai-doctor/fixtures/eval';
import { loadRppgCoreFromDisk } from '@ai-doctor/rppg-core/node';
import { HEART_RATE_AVERAGE_WINDOW, LIVE_MIN_SIGNAL_QUALITY } from '../../src/features/scan/constants.ts';
import { probeClip } from './clipFrames.ts';
import { cachedFaceTrack, trackFaces } from './faceTracks.ts';
import { replayScan } from './replay.ts';

const { dir, values } = evalArgs('pnpm eval:live -- <clip dir> [--every S] [--ticks FILE]', {
  every: { type: 'string' },
  ticks: { type: 'string' },
});
const everyS = Number(values.every ?? 5);
/** The stretch the core's live estimate reads (`LIVE_WINDOW_S` in rppg-core/src/live.rs), s. */
const LIVE_ESTIMATE_WINDOW_S = 10;
/** The shortest stretch of the reference a rate is taken from (the first seconds of a scan), s. */
const MIN_REFERENCE_S = 5;
/** The criterion: a shown live rate within this of the reference… */
const WITHIN_BPM = 5;
/** …for at least this share of the shown rates (each is tried). */
const MIN_SHARES_WITHIN = [0.9, 0.95];
const CANDIDATES = [0, 10, 20, 25, 30, 35, 40, 45, 50, 55, 60, 70];

interface Tick {
  subject: string;
  scan: string;
  tS: number;
  faceDetected: boolean;
  quality: number;
  coreBpm: number;
  referenceBpm: number;
}

/**
 * The live refreshes of every scan: replayed, or read from `--ticks FILE` when it exists (written there
 * after a replay), so the minimum can be judged again without decoding the clips.
 */
async function replayTicks(): Promise<Tick[]> {
  const core = await loadRppgCoreFromDisk();
  const faceCache = cacheDir('offline-faces');
  const clips = discoverClips(dir).map((clip) => ({ ...clip, info: probeClip(clip.videoPath) }));
  await trackFaces(faceCache, clips);
  const out: Tick[] = [];
  for (const clip of clips) {
    const faces = cachedFaceTrack(faceCache, clip.name, clip.videoPath);
    if (!faces) throw new Error(`${clip.name}: no face track`);
    for (const startS of scanStartsEvery(clip.info.frames / clip.info.fps, everyS, REFERENCE_WINDOW_S)) {
      const { liveTicks } = await replayScan(core, clip.videoPath, clip.info, faces, startS, null);
      for (const { tMs, live, coreBpm } of liveTicks) {
        const tS = tMs / 1000;
        // The live rate reads its last 10 s, or the scan so far; the reference needs a few beats.
        const readS = Math.min(Math.max(tS, MIN_REFERENCE_S), LIVE_ESTIMATE_WINDOW_S);
        out.push({
          subject: clip.name,
          scan: `${clip.name}@${startS}`,
          tS,
          faceDetected: live.faceDetected,
          quality: live.signalQuality,
          coreBpm,
          referenceBpm: clip.referenceFrom(startS + Math.max(0, tS - readS), readS),
        });
      }
      console.log(`  ${clip.name} from ${startS} s: ${liveTicks.length} live refreshes`);
    }
  }
  return out;
}

const ticksFile = typeof values.ticks === 'string' ? values.ticks : null;
const ticks: Tick[] =
  ticksFile && existsSync(ticksFile) ? (JSON.parse(readFileSync(ticksFile, 'utf8')) as Tick[]) : await replayTicks();
if (ticksFile && !existsSync(ticksFile)) writeFileSync(ticksFile, JSON.stringify(ticks));

/** What the screen shows at each tick under a minimum: the session's rule (`liveRateRead`, mean of the last read rates). */
function shownUnder(minimum: number, scanTicks: Tick[]): (number | null)[] {
  const read: number[] = [];
  return scanTicks.map((t) => {
    if (!(t.faceDetected && t.coreBpm > 0 && Math.round(t.quality) > minimum)) return null;
    read.push(t.coreBpm);
    const recent = read.slice(-HEART_RATE_AVERAGE_WINDOW);
    return recent.reduce((s, x) => s + x, 0) / recent.length;
  });
}

interface Score {
  ticks: number;
  shown: number;
  within: number;
  worst: number;
  /** Shown rates more than twice `WITHIN_BPM` off, in the scan's first 10 s and after. */
  farEarly: number;
  farLate: number;
  scans: number;
  shownAtEnd: number;
}

function score(minimum: number, subjects: (s: string) => boolean): Score {
  const byScan = new Map<string, Tick[]>();
  for (const t of ticks.filter((t) => subjects(t.subject))) byScan.set(t.scan, [...(byScan.get(t.scan) ?? []), t]);
  const s: Score = {
    ticks: 0,
    shown: 0,
    within: 0,
    worst: 0,
    farEarly: 0,
    farLate: 0,
    scans: byScan.size,
    shownAtEnd: 0,
  };
  for (const scanTicks of byScan.values()) {
    const shown = shownUnder(minimum, scanTicks);
    shown.forEach((bpm, i) => {
      s.ticks += 1;
      if (bpm === null) return;
      const error = Math.abs(bpm - (scanTicks[i] as Tick).referenceBpm);
      s.shown += 1;
      if (error <= WITHIN_BPM) s.within += 1;
      s.worst = Math.max(s.worst, error);
      if (error > 2 * WITHIN_BPM) {
        if ((scanTicks[i] as Tick).tS < LIVE_ESTIMATE_WINDOW_S) s.farEarly += 1;
        else s.farLate += 1;
      }
    });
    if (shown.at(-1) != null) s.shownAtEnd += 1;
  }
  return s;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');
const meets = (s: Score, share: number) => s.shown > 0 && s.within / s.shown >= share;

console.log(`\n${ticks.length} live refreshes over ${new Set(ticks.map((t) => t.scan)).size} scans`);
console.log(
  `\nall subjects: minimum, refreshes showing a rate, shown within ${WITHIN_BPM} bpm, worst, scans showing one at the end`,
);
for (const minimum of CANDIDATES) {
  const s = score(minimum, () => true);
  const mark = minimum === LIVE_MIN_SIGNAL_QUALITY ? '  (the app’s)' : '';
  console.log(
    `  ${`${minimum}`.padStart(3)}  shown ${pct(s.shown, s.ticks).padStart(7)}  within ${pct(s.within, s.shown).padStart(7)}  worst ${s.worst.toFixed(1).padStart(5)} bpm (>${2 * WITHIN_BPM}: ${s.farEarly} in the first ${LIVE_ESTIMATE_WINDOW_S} s, ${s.farLate} after)  at end ${s.shownAtEnd}/${s.scans}${mark}`,
  );
}

const subjects = [...new Set(ticks.map((t) => t.subject))];
for (const share of MIN_SHARES_WITHIN) {
  console.log(
    `\nleave one subject out: the lowest minimum whose shown rates on the other subjects are ≥ ${100 * share} % within ${WITHIN_BPM} bpm, on the held-out subject`,
  );
  let heldShown = 0;
  let heldWithin = 0;
  let heldTicks = 0;
  for (const held of subjects) {
    const chosen = CANDIDATES.find((m) =>
      meets(
        score(m, (s) => s !== held),
        share,
      ),
    );
    if (chosen === undefined) {
      console.log(`  ${held.padEnd(10)} no candidate meets the criterion on the others`);
      continue;
    }
    const s = score(chosen, (s) => s === held);
    heldShown += s.shown;
    heldWithin += s.within;
    heldTicks += s.ticks;
    console.log(
      `  ${held.padEnd(10)} minimum ${chosen}: shown ${pct(s.shown, s.ticks)}, within ${pct(s.within, s.shown)}, worst ${s.worst.toFixed(1)} bpm, at end ${s.shownAtEnd}/${s.scans}`,
    );
  }
  console.log(`  held-out subjects together: shown ${pct(heldShown, heldTicks)}, within ${pct(heldWithin, heldShown)}`);
}
