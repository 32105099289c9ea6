/**
 * `pnpm measure -- <video> [--start S] [--json]`: the reading of any video file, for engineers. The
 * offline loop's path (`pnpm eval:offline`) on one file with no reference: decoded by ffmpeg, its face
 * tracked by the app's detector in headless Chromium (cached), replayed through the app's scan session and
 * the built WASM core. The result is the phone's own (the server's re-analysis is not asked for). Prints
 * the rate, its range and the reason where the core gives them, and how long each stage took.
 */
import { existsSync, statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cacheDir } from '@ai-doctor/fixtures/eval';
import { loadRppgCoreFromDisk } from '@ai-doctor/rppg-core/node';
import { SCAN_DURATION_MS } from '../../src/features/scan/constants.ts';
import { type ClipInfo, probeClip } from './clipFrames.ts';
import { cachedFaceTrack, trackFaces } from './faceTracks.ts';
import { replayScan } from './replay.ts';

const USAGE = 'usage: pnpm measure -- <video> [--start S] [--json]';

/** A mistake in the command or its input: printed as one line, without a stack. */
class UsageError extends Error {}

function parse(): { video: string; startS: number; json: boolean } {
  const options = { start: { type: 'string' }, json: { type: 'boolean' } } as const;
  let parsed: { values: { start?: string; json?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options, allowPositionals: true });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [video] = positionals;
  if (!video || positionals.length > 1) throw new UsageError(USAGE);
  const startS = Number(values.start ?? 0);
  if (!(startS >= 0)) throw new UsageError(`--start takes seconds ≥ 0\n${USAGE}`);
  return { video: resolve(video), startS, json: values.json === true };
}

/** ffprobe's view of the file, or a plain error when it is missing or not a video. */
function probeVideo(path: string): ClipInfo {
  if (!existsSync(path)) throw new UsageError(`${path}: no such file`);
  if (!statSync(path).isFile()) throw new UsageError(`${path}: not a file`);
  try {
    return probeClip(path);
  } catch (e) {
    const reason = (e as Error).message.split('\n').at(-1)?.replace(`${path}: `, '') ?? '';
    throw new UsageError(`${path}: not a video ffmpeg can read (${reason.replace(/^ffprobe .*?: /, '')})`);
  }
}

/** Runs `fn`, adding its wall time to `timings` under `stage`. */
async function timed<T>(timings: Record<string, number>, stage: string, fn: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    timings[stage] = Math.round(performance.now() - started);
  }
}

async function main(): Promise<void> {
  const { video, startS, json } = parse();
  const timings: Record<string, number> = {};
  const info = await timed(timings, 'probeMs', () => probeVideo(video));
  const durationS = info.frames / info.fps;
  if (startS >= durationS)
    throw new UsageError(`${video}: --start ${startS} is past the video's end (${durationS.toFixed(1)} s)`);
  // Only the frames the scan reads are tracked (the detector sees each frame on its own, as in the app).
  const tracked = {
    ...info,
    frames: Math.min(info.frames, Math.ceil((startS + SCAN_DURATION_MS / 1000) * info.fps) + 1),
  };
  const name = `${basename(video, extname(video))}-${tracked.frames}f`;
  const faceCache = cacheDir('offline-faces');
  const faces = await timed(timings, 'faceTrackMs', async () => {
    await trackFaces(faceCache, [{ name, videoPath: video, info: tracked }]);
    return cachedFaceTrack(faceCache, name, video);
  });
  if (!faces) throw new Error(`${video}: the face tracker wrote no track`);
  const core = await timed(timings, 'coreLoadMs', () => loadRppgCoreFromDisk());
  const { result, trace } = await timed(timings, 'replayMs', () => replayScan(core, video, info, faces, startS, null));
  const times = Array.from(trace.timestampsMs);
  const scannedS = times.length > 1 ? ((times.at(-1) as number) - (times[0] as number)) / 1000 : 0;
  const facesFound = Array.from(trace.facePresent ?? []).filter((f) => f === 1).length;
  // The lead's core may add a rate range and a reason for withholding; print them when it does.
  const extra = result as typeof result & { heartRateRangeBpm?: [number, number]; heartRateReason?: string };
  const reading = {
    video,
    startS,
    scannedS: Math.round(scannedS * 10) / 10,
    frames: times.length,
    framesWithFace: facesFound,
    format: { width: info.width, height: info.height, fps: info.fps, durationS: Math.round(durationS * 10) / 10 },
    heartRateBpm: result.heartRate,
    shown: result.reliable,
    range: extra.heartRateRangeBpm ?? null,
    reason: extra.heartRateReason ?? result.note ?? null,
    confidence: result.confidence,
    prq: result.prq,
    spectralBpm: result.heartRateSpectral,
    beatsBpm: result.heartRateBeats,
    method: result.method,
    timings,
  };
  if (json) {
    console.log(JSON.stringify(reading, null, 2));
    return;
  }
  const short = scannedS * 1000 < SCAN_DURATION_MS - 1000 ? ` (shorter than a ${SCAN_DURATION_MS / 1000} s scan)` : '';
  console.log(`${video}`);
  console.log(
    `  video      ${info.width}×${info.height} @ ${info.fps.toFixed(2)} fps, ${durationS.toFixed(1)} s; read from ${startS} s, ${scannedS.toFixed(1)} s${short}`,
  );
  console.log(`  face       on ${facesFound} of ${times.length} frames`);
  console.log(
    `  heart rate ${result.heartRate.toFixed(1)} bpm${result.reliable ? '' : ' (withheld: the app would not show it)'}`,
  );
  if (reading.range) console.log(`  range      ${reading.range[0].toFixed(1)}–${reading.range[1].toFixed(1)} bpm`);
  if (reading.reason) console.log(`  reason     ${reading.reason}`);
  console.log(
    `  quality    confidence ${result.confidence.toFixed(2)}, PRQ ${result.prq.toFixed(0)}; spectral ${result.heartRateSpectral.toFixed(1)}, beats ${result.heartRateBeats?.toFixed(1) ?? '–'} bpm (${result.method})`,
  );
  console.log(
    `  timings    probe ${timings.probeMs} ms, face track ${timings.faceTrackMs} ms (cached after the first run), core load ${timings.coreLoadMs} ms, decode + replay ${timings.replayMs} ms`,
  );
}

try {
  await main();
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(e.message);
  process.exit(1);
}
