/**
 * A scan replayed in Node: the browser's own `ScanSession` (face → regions → core.sampleFrame → trace →
 * live and final analysis) over a clip's decoded frames, with the face track recorded by the browser's
 * detector, then the app's own completion (the server's re-analysis of a withheld or unsure result).
 * Only the image source and the clock differ from a scan in the app.
 */
import type { AnalysisResult, RppgCore } from '@ai-doctor/rppg-core';
import type { LiveOutput, MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import {
  LIVE_ANALYSIS_SAMPLES,
  LIVE_REFRESH_MS,
  MIN_LIVE_SAMPLES,
  SCAN_DURATION_MS,
} from '../../src/features/scan/constants.ts';
import { completeMeasurement } from '../../src/features/scan/measurement/completion.ts';
import type { EnhanceRequest, EnhanceResponse } from '../../src/features/scan/measurement/enhancement.ts';
import {
  type DetectedFace,
  type FrameImage,
  type PixelRect,
  ScanSession,
} from '../../src/features/scan/worker/scanSession.ts';
import type { RecordedTrace } from '../../src/features/scan/worker/traceRecorder.ts';
import { type ClipInfo, decodeFrames } from './clipFrames.ts';

/** A decoded RGBA frame. */
class DecodedFrame implements FrameImage {
  constructor(
    readonly rgba: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}

  pixels({ x, y, width, height }: PixelRect): Uint8ClampedArray {
    const out = new Uint8ClampedArray(width * height * 4);
    for (let row = 0; row < height; row++) {
      const from = ((y + row) * this.width + x) * 4;
      out.set(this.rgba.subarray(from, from + width * 4), row * width * 4);
    }
    return out;
  }
}

export interface Replay {
  /** The worker's final analysis. */
  result: AnalysisResult;
  /** What the results screen shows: the final analysis, or the server's re-analysis merged into it. */
  shown: MeasurementResult;
  trace: RecordedTrace;
  /** The live heart rate the scan screen showed last (0 when it never had one). */
  lastLiveBpm: number;
  /** Every live refresh of the scan screen, in order. */
  liveTicks: LiveTick[];
}

/** One live refresh: what the screen showed, and the core's live rate before the screen's minimum. */
export interface LiveTick {
  /** Since the scan began, ms. */
  tMs: number;
  live: LiveOutput;
  /** The core's live heart rate over the same samples whatever its quality (0 without an estimate). */
  coreBpm: number;
}

/**
 * Replays the scan over seconds [startS, startS + 35) of the clip, then completes it as the app does
 * with `enhance` as the server (without it, the phone's own result is shown); frame i is stamped i / fps, as the
 * fake camera plays it. With `stampsMs` (a browser scan's frame times) the frames from `startS` on are
 * stamped with those instead, one each, and the replay ends with them: the browser's timing, stalls
 * included, on the clip's frames. `shownFrames` then says which frame each stamp showed (offsets from the
 * first frame at `startS`, rising; [`browserFrameOffsets`]): the frames between are skipped, as the
 * browser missed them. `filter` is applied to every decoded frame ([`decodeFrames`]).
 */
export async function replayScan(
  core: RppgCore,
  videoPath: string,
  info: ClipInfo,
  faces: readonly (DetectedFace | null)[],
  startS: number,
  enhance: ((body: EnhanceRequest) => Promise<EnhanceResponse>) | null,
  stampsMs?: readonly number[],
  shownFrames?: readonly number[],
  filter?: string,
): Promise<Replay> {
  const session = new ScanSession<DecodedFrame>(core, 'face-model');
  const frameMs = 1000 / info.fps;
  let nextLiveMs = LIVE_REFRESH_MS;
  let lastLive: LiveOutput | null = null;
  const liveTicks: LiveTick[] = [];
  let index = 0;
  let replayed = 0;
  let sinceStart = 0;
  for await (const rgba of decodeFrames(videoPath, info, filter)) {
    const sinceStartMs = index * frameMs - startS * 1000;
    if (stampsMs ? replayed >= stampsMs.length : sinceStartMs >= SCAN_DURATION_MS) break;
    const browserShowedIt = sinceStartMs >= 0 && (shownFrames === undefined || shownFrames[replayed] === sinceStart);
    if (sinceStartMs >= 0) sinceStart += 1;
    if (browserShowedIt) {
      const stampMs = stampsMs ? (stampsMs[replayed] as number) : index * frameMs;
      const t = stampsMs ? stampMs - (stampsMs[0] as number) : sinceStartMs;
      const detection = session.detectionDue ? (faces[index] ?? null) : undefined;
      session.processFrame(new DecodedFrame(rgba, info.width, info.height), stampMs, detection);
      replayed += 1;
      if (t >= nextLiveMs) {
        lastLive = session.live().live;
        liveTicks.push({ tMs: t, live: lastLive, coreBpm: coreLiveBpm(session) });
        nextLiveMs += LIVE_REFRESH_MS;
      }
    }
    index += 1;
  }
  const result = session.finish();
  const trace = session.trace();
  const lastLiveBpm = lastLive?.heartRate ?? 0;
  if (!enhance) return { result, shown: result, trace, lastLiveBpm, liveTicks };
  const { frames, faceFrames } = session.counts;
  const { result: shown } = await completeMeasurement({
    service: { finish: async () => result, trace: async () => trace },
    facePresentShare: frames > 0 ? faceFrames / frames : 0,
    live: lastLive,
    enhance,
    log: (message, error) => console.warn(`  ${message}`, error ?? ''),
  });
  return { result, shown: shown ?? result, trace, lastLiveBpm, liveTicks };
}

/**
 * The core's live rate over the samples the session's `live()` just read, before the screen's quality
 * minimum hides it: what a lower minimum would have shown (`pnpm eval:live`).
 */
function coreLiveBpm(session: ScanSession<DecodedFrame>): number {
  if (session.recorder.liveTrace().timestampsMs.length < MIN_LIVE_SAMPLES) return 0;
  try {
    return session.core.analyzeLive(session.recorder.liveTrace(LIVE_ANALYSIS_SAMPLES)).heartRate;
  } catch {
    return 0;
  }
}
