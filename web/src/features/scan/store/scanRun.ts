/**
 * One running scan as the scan store keeps it: the camera or file it reads, the worker and pump, its
 * timers, and its counts (face time, frames). A run that is no longer the store's current one is over:
 * whatever it still receives is ignored.
 */
import type { OpenCamera } from '../capture/camera.ts';
import type { FramePump } from '../capture/framePump.ts';
import type { OpenVideoFile } from '../capture/videoFileSource.ts';
import { SCAN_DURATION_MS } from '../constants.ts';
import type { PipelineInfo } from '../worker/scan.worker.ts';
import type { ScanService } from './scanTypes.ts';

/** One running scan's resources. */
export interface Run {
  id: number;
  camera: OpenCamera | null;
  service: ScanService | null;
  info: PipelineInfo | null;
  pump: FramePump | null;
  /** A video run's file; its clock is `checkedMs`, so a slow device cannot run it down (a camera's: `faceMs`). */
  file: OpenVideoFile | null;
  /** The timestamp of the last frame the workers answered: for a video, the media time checked. */
  checkedMs: number;
  /** How long the run reads: the scan's length, or a shorter video's. */
  durationMs: number;
  timers: ReturnType<typeof setInterval>[];
  unsubscribeHidden: (() => void) | null;
  /** Clock time of the last progress tick. */
  tickedAt: number;
  /** Scan time so far (time with a face in view). */
  faceMs: number;
  /** Whether the last frame's report saw a face. */
  faceInView: boolean;
  /** Clock time a face was last in view (the start, before the first). */
  faceSeenAt: number;
  frames: number;
  faceFrames: number;
  frameErrors: number;
}

/** A new run, numbered `id`, with nothing open yet. */
export function newRun(id: number): Run {
  return {
    id,
    camera: null,
    service: null,
    info: null,
    pump: null,
    file: null,
    checkedMs: 0,
    durationMs: SCAN_DURATION_MS,
    timers: [],
    unsubscribeHidden: null,
    tickedAt: 0,
    faceMs: 0,
    faceInView: false,
    faceSeenAt: 0,
    frames: 0,
    faceFrames: 0,
    frameErrors: 0,
  };
}
