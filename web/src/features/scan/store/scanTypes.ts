/**
 * The scan store's shapes: its state, the dependencies it is built from (`ScanDeps`, fakes in tests, the
 * browser's in `browserDeps.ts`) and what it records for tests and the evaluation runner. A module of its
 * own, so the store, its dependencies and the page hook all import it and none imports another in a circle.
 */
import type { LiveOutput, MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import type { CameraSettings, OpenCamera } from '../capture/camera.ts';
import type { PumpStats } from '../capture/frameGate.ts';
import type { CapturedFrame, FramePump } from '../capture/framePump.ts';
import type { VideoFileEnd } from '../capture/videoFilePump.ts';
import type { OpenVideoFile } from '../capture/videoFileSource.ts';
import type { CoachReport } from '../coach/scanCoach.ts';
import type { ScanGuidance } from '../face/guidance.ts';
import type { SignalService } from '../measurement/completion.ts';
import type { EnhanceRequest, EnhanceResponse } from '../measurement/enhancement.ts';
import type { PipelineInfo, ScanSource, WorkerStats } from '../worker/scan.worker.ts';
import type { FrameReport, LiveReport } from '../worker/scanSession.ts';
import type { RecordedTrace } from '../worker/traceRecorder.ts';

export type { ScanGuidance } from '../face/guidance.ts';
export type { ScanSource } from '../worker/scan.worker.ts';
export type ScanPhase = 'idle' | 'initializing' | 'active' | 'complete';

export interface ScanState {
  phase: ScanPhase;
  /** 0–100 raw scan progress (elapsed / 35 000 ms), updated every 100 ms. */
  progress: number;
  /** Scan time so far: time with a face in view. */
  elapsedMs: number;
  /** No face in view for `FACE_WAIT_NOTICE_MS` or more: the count is paused and the screen says why. */
  waitingForFace: boolean;
  /** The last scan ended without enough time with a face: nothing was measured (no result). */
  noFaceFound: boolean;
  /** Refreshed every 500 ms. */
  live: LiveOutput | null;
  guidance: ScanGuidance;
  /** The scan coach's last word (ADR-29): kept after the scan, so the results can name its causes. */
  coach: CoachReport | null;
  results: MeasurementResult | null;
  cameraError: string | null;
  /** Why the chosen video could not be measured (too short, not playable, no face); nothing was saved. */
  videoError: string | null;
  source: ScanSource;
  /** The server's re-analysis was wanted but the device is offline: the result is the phone's own. */
  reanalysisOffline: boolean;
  stream: MediaStream | null;
  start(): Promise<void>;
  /** Measures a video file instead of the camera, through the same worker and completion. */
  startFromVideo(file: Blob): Promise<void>;
  stop(): void;
  attachVideo(el: HTMLVideoElement | null): void;
}

/** The scan worker as the store uses it (its Comlink interface). */
export interface ScanService extends SignalService {
  prepare(): Promise<PipelineInfo>;
  /** Starts a scan of `source`: a camera's frames cannot wait for the face detector, a file's can. */
  begin(source: ScanSource): Promise<void>;
  processFrame(frame: CapturedFrame): Promise<FrameReport>;
  live(): Promise<LiveReport>;
  stats(): Promise<WorkerStats>;
}

export interface ScanDeps {
  openCamera(): Promise<OpenCamera>;
  stopCamera(stream: MediaStream): void;
  /** The scan worker; throws when it cannot be started. */
  service(): ScanService;
  startPump(
    stream: MediaStream,
    send: (frame: CapturedFrame) => Promise<unknown>,
    onError: (e: unknown) => void,
  ): Promise<FramePump>;
  openVideoFile(file: Blob): Promise<OpenVideoFile>;
  startVideoPump(
    file: OpenVideoFile,
    send: (frame: CapturedFrame) => Promise<unknown>,
    onError: (e: unknown) => void,
    onEnd: VideoFileEnd,
  ): Promise<FramePump>;
  enhance(body: EnhanceRequest): Promise<EnhanceResponse>;
  /** Calls back once, just before the page draws its next frame (`requestAnimationFrame`). */
  nextFrame(callback: () => void): void;
  /** Calls back when the page is hidden (at once when it already is); returns the unsubscribe. */
  onHidden(callback: () => void): () => void;
  now(): number;
  log(message: string, error?: unknown): void;
}

/** What the last scan recorded, for tests and the evaluation runner (`window.__AI_DOCTOR__`). */
export interface ScanMeta {
  coreVersion: string | null;
  faceMode: PipelineInfo['faceMode'] | null;
  faceModelError: string | null;
  camera: CameraSettings | null;
  pump: PumpStats | null;
  worker: WorkerStats | null;
  resultSource: MeasurementResult['source'] | null;
}

export type TraceWithMeta = RecordedTrace & { meta: ScanMeta };

export interface ScanStoreExtras {
  /** The trace of the last completed scan. */
  lastTrace(): TraceWithMeta | null;
  /** Figures of the scan in progress (or the last one): frame rates, worker time, memory. */
  pipelineStats(): Promise<Omit<ScanMeta, 'resultSource'>>;
}
