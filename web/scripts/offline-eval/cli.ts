/**
 * `pnpm eval:offline -- <clip dir> [--start S | --like-scans | --every S] [--json out.json]`: the fast real-video
 * loop. Each clip is decoded by ffmpeg in Node, its faces tracked by the app's detector (in Chromium,
 * once, cached), and replayed through the app's own scan session and WASM core, with the real server's
 * re-analysis where the app would ask for it (a local `api/dist/server.js`); the result is scored
 * against the clip's reference pulse over the same 35 s. `--like-scans` starts each clip where the
 * last full browser scan of it (`pnpm eval`) began, on the 30 fps y4m that scan played, to compare the
 * two paths on the same frames with the browser's frame times (replayed again on the frames the browser
 * showed when its recorded start was a few frames off or it missed frames: `frameLag.ts`).
 * `--every S` replays a scan from every S seconds of each clip while a whole scan fits: several
 * scans per subject, so the quality gate's curve rests on more than one scan each (leave-one-out
 * still holds out a whole clip, i.e. a subject).
 * `--save-traces DIR` keeps each replayed scan's trace, for `pnpm eval:traces -- DIR` to re-analyse
 * without decoding the videos again.
 */

import { writeFileSync } from 'node:fs';
import {
  APP_GATE,
  AppServer,
  cacheDir,
  clipAsY4m,
  discoverClips,
  ensureAppBuilt,
  evalArgs,
  formatGateReport,
  formatRangeReport,
  formatTable,
  type GateSample,
  gateSampleOf,
  loadRecords,
  type RangeSample,
  REFERENCE_WINDOW_S,
  type Row,
  rangeReport,
  rangeSampleOf,
  rowFields,
  saveRecord,
  scanStartsEvery,
  summarise,
} from '@ai-doctor/fixtures/eval';
import { loadRppgCoreFromDisk } from '@ai-doctor/rppg-core/node';
import {
  ENHANCE_URL,
  type EnhanceRequest,
  type EnhanceResponse,
} from '../../src/features/scan/measurement/enhancement.ts';
import { probeClip } from './clipFrames.ts';
import { cachedFaceTrack, trackFaces } from './faceTracks.ts';
import { browserFrameOffsets, regionChannel } from './frameLag.ts';
import { replayScan } from './replay.ts';

const { dir, values } = evalArgs(
  'pnpm eval:offline -- <clip dir> [--start S | --like-scans | --every S] [--filter VF] [--gate] [--json out.json] [--save-traces DIR]',
  {
    filter: { type: 'string' },
    start: { type: 'string' },
    every: { type: 'string' },
    'like-scans': { type: 'boolean' },
    gate: { type: 'boolean' },
    'save-traces': { type: 'string' },
  },
);
/**
 * `--filter`: an ffmpeg filter chain applied to every decoded frame (harder conditions made from the same
 * clips: sensor noise `noise=alls=12:allf=t`, shadow `eq=brightness=-0.18:contrast=0.55`). The face track
 * stays the clean clip's, so the figures say how the signal core copes, not the face detector.
 */
const filter = typeof values.filter === 'string' ? values.filter : undefined;
if (filter !== undefined && (values['like-scans'] || /\bfps\b|select|framestep/.test(filter)))
  throw new Error('--filter takes a chain that keeps every frame, without --like-scans');
const chosenStarts = [values.start !== undefined, values['like-scans'], values.every !== undefined].filter(Boolean);
if (chosenStarts.length > 1) throw new Error('choose one of --start, --like-scans and --every');
/** Where in each clip the replayed scan begins; a scan in the app begins about 1 s after the camera opens. */
const fixedStartS = Number(values.start ?? 0);
if (!(fixedStartS >= 0)) throw new Error('--start takes seconds ≥ 0');
const browserScans = new Map(values['like-scans'] ? loadRecords(dir).map((r) => [r.clip, r] as const) : []);
const everyS = values.every === undefined ? null : Number(values.every);
/** Where the scans of a clip begin: every `--every` seconds while a whole scan fits, else one start. */
function startsOf(clip: string, durationS: number): number[] {
  if (everyS !== null) return scanStartsEvery(durationS, everyS, REFERENCE_WINDOW_S);
  if (!values['like-scans']) return [fixedStartS];
  const start = browserScans.get(clip)?.scanStartS;
  if (start == null) throw new Error(`${clip}: no browser scan with a known start; run \`pnpm eval -- ${dir}\` first`);
  return [start];
}

/** `--like-scans`: the frame times of the browser scan of `clip`, to replay its timing (stalls too). */
function browserStamps(clip: string): number[] | undefined {
  const stamps = (browserScans.get(clip)?.trace as { timestampsMs?: number[] } | null)?.timestampsMs;
  return stamps ? Array.from(stamps) : undefined;
}

/**
 * `--like-scans`: which frame of `replayed` (a replay of `clip` over the browser's frame times) each
 * frame of the browser scan showed ([`browserFrameOffsets`] on the face region's red channel), or
 * null without a browser scan to copy.
 */
function browserFrames(clip: string, replayed: unknown, stampsMs: readonly number[], fps: number): number[] | null {
  const browser = regionChannel(browserScans.get(clip)?.trace, 'face', 0);
  const replay = regionChannel(replayed, 'face', 0);
  return browser && replay ? browserFrameOffsets(browser, replay, stampsMs, 1000 / fps) : null;
}

/** The stretch the core's live estimate reads (`LIVE_WINDOW_S` in rppg-core/src/live.rs), s. */
const LIVE_ESTIMATE_WINDOW_S = 10;

/**
 * `--like-scans` replays what the browser's fake camera played: the clip converted to a whole 30 fps
 * y4m (`pnpm eval`'s own conversion), so the two paths differ only in the app's browser half (decoding,
 * colour conversion, frame timing, the detector on every second frame), not in which frames they saw.
 */
const clips = discoverClips(dir).map((clip) => {
  const videoPath = values['like-scans'] ? clipAsY4m(clip) : clip.videoPath;
  return { ...clip, videoPath, info: probeClip(videoPath) };
});
const faceCache = cacheDir('offline-faces');
await trackFaces(faceCache, clips);
const core = await loadRppgCoreFromDisk();
ensureAppBuilt();
const server = new AppServer();
await server.start();
/** The app's enhancement call, to the real server. */
async function enhance(body: EnhanceRequest): Promise<EnhanceResponse> {
  const res = await fetch(`${server.baseUrl}${ENHANCE_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${ENHANCE_URL} answered ${res.status}`);
  return (await res.json()) as EnhanceResponse;
}
const rows: (Row & { detail: Record<string, number | string | boolean | null> })[] = [];
/** The gate's view of each scan: its confidence, and whether a hard rule (PRQ < 50, rate clamped) withholds it. */
const gateSamples: GateSample[] = [];
const rangeSamples: RangeSample[] = [];
try {
  for (const clip of clips) {
    const faces = cachedFaceTrack(faceCache, clip.name, clip.videoPath);
    if (!faces) throw new Error(`${clip.name}: no face track`);
    const starts = startsOf(clip.name, clip.info.frames / clip.info.fps);
    if (starts.length === 0) console.warn(`  ${clip.name}: shorter than one ${REFERENCE_WINDOW_S} s scan, skipped`);
    for (const plannedStartS of starts) {
      const started = performance.now();
      /** The scan's name in the table and the saved traces; its gate sample keeps the clip's (the subject's). */
      const scanName = everyS === null ? clip.name : `${clip.name}@${Number(plannedStartS.toFixed(2))}s`;
      const stamps = browserStamps(clip.name);
      let startS = plannedStartS;
      let replayed = await replayScan(
        core,
        clip.videoPath,
        clip.info,
        faces,
        startS,
        enhance,
        stamps,
        undefined,
        filter,
      );
      // The browser scan's start is known to a few frames, and the page can miss frames the camera
      // plays: replay again on the frames the browser showed.
      const offsets = stamps && browserFrames(clip.name, replayed.trace, stamps, clip.info.fps);
      if (offsets?.some((o, i) => o !== i)) {
        const first = offsets[0] as number;
        startS += first / clip.info.fps;
        const shownFrames = offsets.map((o) => o - first);
        replayed = await replayScan(core, clip.videoPath, clip.info, faces, startS, enhance, stamps, shownFrames);
        const skipped = (shownFrames.at(-1) as number) + 1 - shownFrames.length;
        console.log(
          `  ${scanName}: replayed from ${first} frame(s) later, skipping ${skipped} frame(s) the browser missed`,
        );
      }
      const { result, shown, lastLiveBpm, trace } = replayed;
      const referenceBpm = clip.referenceFrom(startS);
      const traceDir = values['save-traces'];
      if (typeof traceDir === 'string') {
        saveRecord(
          traceDir,
          {
            format: 'ai-doctor-scan/1',
            clip: clip.name,
            condition: filter ?? clip.condition,
            referenceBpm,
            scanStartS: startS,
            app: { heartRateBpm: shown.heartRate, reliable: shown.reliable },
            trace,
          },
          scanName,
        );
      }
      const reference = clip.referenceStatsFrom(startS);
      // The live rate is the last seconds' rate: score it against those seconds, not the scan's mean.
      const liveReferenceBpm = clip.referenceFrom(
        startS + REFERENCE_WINDOW_S - LIVE_ESTIMATE_WINDOW_S,
        LIVE_ESTIMATE_WINDOW_S,
      );
      const round = (x: number | null | undefined) =>
        x == null || !Number.isFinite(x) ? null : Math.round(x * 10) / 10;
      const row = {
        clip: scanName,
        condition: clip.condition,
        referenceBpm,
        ...rowFields(shown),
        detail: {
          source: shown === result ? 'browser' : 'server',
          startS: round(startS),
          spectralBpm: round(result.heartRateSpectral),
          beatsBpm: round(result.heartRateBeats),
          liveBpm: round(lastLiveBpm),
          refLiveBpm: round(liveReferenceBpm),
          prq: round(result.prq),
          confidence: result.confidence,
          spreadBpm: round(result.heartRateSpreadBpm),
          rmssdMs: round(result.hrv.rmssdMs),
          refRmssdMs: round(reference.rmssdMs),
          sdnnMs: round(result.hrv.sdnnMs),
          refSdnnMs: round(reference.sdnnMs),
          breathing: 'breathingRate' in result.withheld ? 'withheld' : round(result.breathingRate),
          refBreathing: clip.breathingPerMin ?? null,
          hrvShown: !('heartRateVariability' in result.withheld),
          hrvWithheldBecause: result.withheld.heartRateVariability ?? null,
          stroke: result.strokeRiskFactors.riskLevel,
          parkinsons: result.parkinsonsIndicators.riskLevel,
          method: result.method,
        },
      };
      rows.push(row);
      gateSamples.push(gateSampleOf(clip.name, shown, referenceBpm));
      // The range is calibrated on the browser core's own analysis (the server's merge may move the rate).
      const rangeSample = rangeSampleOf(clip.name, result, referenceBpm);
      if (rangeSample) rangeSamples.push(rangeSample);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `  ${scanName}: reference ${referenceBpm.toFixed(1)}, estimate ${result.heartRate.toFixed(1)}${row.withheld ? ' (withheld)' : ''}  ${JSON.stringify(row.detail)}  [${seconds} s]`,
      );
    }
  }
} finally {
  await server.stop();
}
const summary = summarise(rows);
console.log(`\n${formatTable(rows, summary)}`);
console.log(`\n${liveSummary(rows.map((r) => [r.detail.liveBpm, r.detail.refLiveBpm]))}`);
if (values.gate) {
  console.log(`\n${formatGateReport(gateSamples, APP_GATE.minConfidence)}`);
  console.log(`\n${formatRangeReport(rangeReport(rangeSamples))}`);
}
if (typeof values.json === 'string') {
  writeFileSync(values.json, `${JSON.stringify({ what: `offline loop over ${dir}`, rows, summary }, null, 2)}\n`);
}

/** The last live rate each scan showed against the reference over the seconds it read. */
function liveSummary(pairs: (readonly [unknown, unknown])[]): string {
  const errors = pairs.flatMap(([live, ref]) =>
    typeof live === 'number' && typeof ref === 'number' && live > 0 ? [Math.abs(live - ref)] : [],
  );
  if (errors.length === 0) return 'live heart rate: no scan showed one';
  const mae = errors.reduce((sum, e) => sum + e, 0) / errors.length;
  const within = errors.filter((e) => e <= 5).length;
  return `live heart rate (last shown) against the reference over the scan's last ${LIVE_ESTIMATE_WINDOW_S} s: MAE ${mae.toFixed(2)} bpm, within 5 bpm ${within}/${errors.length}`;
}
