/**
 * The scan store (ADR-18): the product's measurement lifecycle — idle → initializing → active
 * → complete — as thin glue over the camera, the frame pump, the scan worker and the completion rules.
 * Everything it touches comes in through `ScanDeps`, so tests drive it with fakes and no DOM.
 *
 * The scan waits for a face (ADR-9): its 35 s count only time with a face in view (the last frame's
 * report), so a scan is 35 s of face. After `FACE_WAIT_NOTICE_MS` without one `waitingForFace` is set
 * (the screen says what to do and offers to stop); after `FACE_WAIT_LIMIT_MS` in a row the scan ends,
 * and with less than `MIN_FACE_TIME_MS` of face it ends on `noFaceFound`: no result, nothing to save.
 * Without a signal service there are no frame reports, and the count runs on the clock as the product's.
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { CAMERA_UNAVAILABLE, cameraErrorMessage } from '../capture/camera.ts';
import type { CapturedFrame } from '../capture/framePump.ts';
import {
  MIN_VIDEO_MS,
  VIDEO_FACE_DEADLINE_MS,
  VIDEO_INTERRUPTED,
  VIDEO_NO_FACE,
  VIDEO_TOO_SHORT,
  VIDEO_UNREADABLE,
  VideoFileError,
} from '../capture/videoFileSource.ts';
import {
  FACE_TRACKING_LOST,
  FACE_WAIT_LIMIT_MS,
  FACE_WAIT_NOTICE_MS,
  LIVE_REFRESH_MS,
  MIN_FACE_TIME_MS,
  PROGRESS_TICK_MS,
  SCAN_DURATION_MS,
} from '../constants.ts';
import { GUIDANCE_TEXT, type ScanGuidance } from '../face/guidance.ts';
import { completeMeasurement } from '../measurement/completion.ts';
import type { PipelineInfo } from '../worker/scan.worker.ts';
import { FrameBatch } from './frameBatch.ts';
import { newRun, type Run } from './scanRun.ts';
import type { ScanDeps, ScanMeta, ScanService, ScanState, ScanStoreExtras, TraceWithMeta } from './scanTypes.ts';

/** The share of the 35 s scan done, 0–100 % (ADR-28: the real share, not twice it). */
export function shownProgress(progress: number): number {
  return Math.min(100, Math.max(0, progress));
}

/** The status chip's text. */
export function statusText(guidance: ScanGuidance): string {
  return GUIDANCE_TEXT[guidance];
}

const RESET = { progress: 0, elapsedMs: 0, waitingForFace: false, live: null, guidance: 'looking' as ScanGuidance };
/** What every new run clears. */
const STARTING = {
  results: null,
  coach: null,
  noFaceFound: false,
  cameraError: null,
  videoError: null,
  reanalysisOffline: false,
  stream: null,
};

/** A video's own message for the user; anything else it threw means the browser could not play it. */
function videoErrorMessage(error: unknown): string {
  return error instanceof VideoFileError ? error.message : VIDEO_UNREADABLE;
}

export function createScanStore(deps: ScanDeps): UseBoundStore<StoreApi<ScanState>> & ScanStoreExtras {
  let runs = 0;
  let current: Run | null = null;
  let lastRun: Run | null = null;
  let lastTrace: TraceWithMeta | null = null;
  let video: HTMLVideoElement | null = null;
  let service: ScanService | null = null;
  // What a run's timers change on screen is shown with the page's next frame, together.
  const shown = new FrameBatch<Run, ScanState>(deps.nextFrame, (run, state) => {
    if (current === run) store.setState(state);
  });

  /** The worker, loaded (core and face model); null, logged, when it cannot start. */
  const prepareService = async (): Promise<{ service: ScanService; info: PipelineInfo } | null> => {
    try {
      service ??= deps.service();
      return { service, info: await service.prepare() };
    } catch (e) {
      deps.log('The rPPG signal service could not start', e);
      return null;
    }
  };

  const showPreview = (stream: MediaStream | null) => {
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined);
  };

  const stopTimers = (run: Run) => {
    for (const t of run.timers) clearInterval(t);
    run.timers = [];
  };

  /** Releases a run's camera, pump, timers and listeners. */
  const release = (run: Run) => {
    shown.drop(run);
    run.pump?.stop();
    stopTimers(run);
    run.unsubscribeHidden?.();
    if (run.camera) deps.stopCamera(run.camera.stream);
    run.file?.close();
    if (current === run) current = null;
    showPreview(null);
  };

  const meta = async (run: Run | null): Promise<Omit<ScanMeta, 'resultSource'>> => ({
    coreVersion: run?.info?.coreVersion ?? null,
    faceMode: run?.info?.faceMode ?? null,
    faceModelError: run?.info?.faceModelError ?? null,
    camera: run?.camera?.settings ?? null,
    pump: run?.pump?.stats() ?? null,
    worker: run?.service ? await run.service.stats().catch(() => null) : null,
  });

  const store = create<ScanState>()((set, get) => {
    /** Ends a run because the camera went away or the page was hidden. */
    const abort = (run: Run, message: string) => {
      if (current !== run) return;
      release(run);
      set({ ...RESET, phase: 'idle', stream: null, cameraError: message });
    };

    /** Ends a run that cannot be measured any further: no result, and the page asks for a retake. */
    const fail = (run: Run, noFaceFound = false) => {
      if (current !== run) return;
      release(run);
      lastRun = run;
      set({ ...RESET, phase: 'complete', results: null, noFaceFound, stream: null });
    };

    /** Ends a run that waited too long for a face: measured with enough face time, else nothing was. */
    const endWithoutFace = (run: Run) => {
      if (run.faceMs >= MIN_FACE_TIME_MS) void complete(run);
      else fail(run, true);
    };

    const complete = async (run: Run) => {
      if (current !== run) return;
      // The last live refresh counts for the completion (its limited-data fallback), shown or not yet.
      shown.flush(run);
      // No second completion from a tick while the stats below are read.
      stopTimers(run);
      const pumpStats = run.pump?.stats() ?? null;
      const partial = await meta(run);
      release(run);
      lastRun = run;
      set({ progress: 100, elapsedMs: SCAN_DURATION_MS, stream: null });
      const { result, trace, reanalysisOffline } = await completeMeasurement({
        service: run.service,
        facePresentShare: run.frames > 0 ? run.faceFrames / run.frames : 0,
        live: get().live,
        enhance: deps.enhance,
        log: deps.log,
      });
      lastTrace = trace && { ...trace, meta: { ...partial, pump: pumpStats, resultSource: result?.source ?? null } };
      if (runs === run.id) set({ phase: 'complete', results: result, reanalysisOffline: reanalysisOffline === true });
    };

    /** Ends a video run that cannot give a reading: back to the start, with the reason; nothing saved. */
    const failVideo = (run: Run, message: string) => {
      if (current !== run) return;
      release(run);
      set({ ...RESET, phase: 'idle', stream: null, videoError: message });
    };

    /** A video read to its end (or to the scan's length): measured, unless it held too little or no face. */
    const videoEnded = (run: Run, readMs: number, error?: unknown) => {
      if (error !== undefined) {
        deps.log('The video stopped decoding', error);
        failVideo(run, videoErrorMessage(error));
      } else if (readMs < MIN_VIDEO_MS) failVideo(run, VIDEO_TOO_SHORT);
      else if (run.faceFrames === 0) failVideo(run, VIDEO_NO_FACE);
      else void complete(run);
    };

    const tickProgress = (run: Run) => {
      if (run.file) {
        const elapsedMs = Math.min(run.durationMs, run.checkedMs);
        shown.add(run, { elapsedMs, progress: (elapsedMs / run.durationMs) * 100 });
        // A video ends when its frames do (`videoEnded`); one whose checked first seconds hold no face ends now.
        if (elapsedMs >= VIDEO_FACE_DEADLINE_MS && run.faceFrames === 0) failVideo(run, VIDEO_NO_FACE);
        return;
      }
      const now = deps.now();
      if (run.faceInView || !run.service) {
        run.faceMs += now - run.tickedAt;
        run.faceSeenAt = now;
      }
      run.tickedAt = now;
      const elapsedMs = Math.min(SCAN_DURATION_MS, run.faceMs);
      const missingMs = now - run.faceSeenAt;
      shown.add(run, {
        elapsedMs,
        progress: (elapsedMs / SCAN_DURATION_MS) * 100,
        waitingForFace: missingMs >= FACE_WAIT_NOTICE_MS,
      });
      if (elapsedMs >= SCAN_DURATION_MS) void complete(run);
      else if (missingMs >= FACE_WAIT_LIMIT_MS) endWithoutFace(run);
    };

    const refreshLive = async (run: Run) => {
      if (!run.service) return;
      try {
        const report = await run.service.live();
        if (current === run) shown.add(run, { live: report.live, guidance: report.guidance, coach: report.coach });
      } catch (e) {
        deps.log('Live analysis failed', e);
      }
    };

    const sendFrame = (run: Run) => async (frame: CapturedFrame) => {
      const report = await (run.service as ScanService).processFrame(frame);
      run.frames += 1;
      if (report.faceDetected) run.faceFrames += 1;
      run.faceInView = report.faceDetected;
      run.checkedMs = frame.timestampMs;
    };

    const frameFailed = (run: Run) => (e: unknown) => {
      // One line per scan is enough: a broken frame path fails on every frame.
      if (run.frameErrors++ === 0) deps.log('Frame processing failed', e);
      // Without face tracking no later frame is measured: the scan ends now, not when its time is up.
      if (e instanceof Error && e.message === FACE_TRACKING_LOST) fail(run);
    };

    /** Starts the run's progress and live timers and shows it as active. */
    const activate = (run: Run, stream: MediaStream | null) => {
      run.tickedAt = run.faceSeenAt = deps.now();
      run.timers.push(
        setInterval(() => tickProgress(run), PROGRESS_TICK_MS),
        setInterval(() => void refreshLive(run), LIVE_REFRESH_MS),
      );
      set({ phase: 'active', stream });
      showPreview(stream);
    };

    /** A new run from `source`, shown as initializing; `null` while another is under way. */
    const beginRun = (source: ScanState['source']): Run | null => {
      const phase = get().phase;
      if (phase === 'initializing' || phase === 'active') return null;
      const run = newRun(++runs);
      current = run;
      set({ ...RESET, ...STARTING, phase: 'initializing', source });
      return run;
    };

    return {
      phase: 'idle',
      ...RESET,
      ...STARTING,
      source: 'camera',

      async start() {
        const run = beginRun('camera');
        if (!run) return;
        // The worker loads its core and face model while the camera opens.
        const ready = prepareService();
        try {
          run.camera = await deps.openCamera();
        } catch (e) {
          if (current === run) {
            current = null;
            set({ phase: 'idle', cameraError: cameraErrorMessage(e) });
          }
          return;
        }
        if (current !== run) return deps.stopCamera(run.camera.stream);
        for (const track of run.camera.stream.getVideoTracks()) {
          track.addEventListener('ended', () => abort(run, CAMERA_UNAVAILABLE));
        }
        run.unsubscribeHidden = deps.onHidden(() => abort(run, CAMERA_UNAVAILABLE));
        const prepared = await ready;
        if (prepared) {
          try {
            await prepared.service.begin('camera');
            run.info = prepared.info;
            run.service = prepared.service;
          } catch (e) {
            deps.log('The rPPG signal service could not start', e);
          }
        }
        if (current !== run) return release(run);
        const { stream } = run.camera;
        if (run.service) {
          try {
            run.pump = await deps.startPump(stream, sendFrame(run), frameFailed(run));
          } catch (e) {
            if (current === run) abort(run, cameraErrorMessage(e));
            return;
          }
          if (current !== run) return release(run);
        }
        activate(run, stream);
      },

      async startFromVideo(file) {
        const run = beginRun('video');
        if (!run) return;
        const ready = prepareService();
        try {
          run.file = await deps.openVideoFile(file);
        } catch (e) {
          failVideo(run, videoErrorMessage(e));
          return;
        }
        if (current !== run) return release(run);
        run.durationMs = run.file.readMs;
        // As a camera scan, a video's stops when the page is hidden: a hidden page may be frozen at any time.
        run.unsubscribeHidden = deps.onHidden(() => failVideo(run, VIDEO_INTERRUPTED));
        const prepared = await ready;
        try {
          if (!prepared) throw new Error('no signal service');
          await prepared.service.begin('video');
          run.info = prepared.info;
          run.service = prepared.service;
        } catch (e) {
          deps.log('The rPPG signal service could not start', e);
          return fail(run);
        }
        if (current !== run) return release(run);
        try {
          run.pump = await deps.startVideoPump(run.file, sendFrame(run), frameFailed(run), (readMs, error) =>
            videoEnded(run, readMs, error),
          );
        } catch (e) {
          failVideo(run, videoErrorMessage(e));
          return;
        }
        if (current !== run) return release(run);
        activate(run, run.file.preview);
      },

      stop() {
        runs += 1;
        if (current) release(current);
        current = null;
        set({ ...RESET, phase: 'idle', noFaceFound: false, stream: null });
      },

      attachVideo(el) {
        video = el;
        showPreview(get().stream);
      },
    };
  });

  return Object.assign(store, {
    lastTrace: () => lastTrace,
    pipelineStats: () => meta(current ?? lastRun),
  });
}
