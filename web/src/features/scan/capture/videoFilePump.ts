/**
 * Reads a video file's frames into the scan worker with back-pressure: a frame is decoded and sent only
 * when the workers have room for it (`FrameGate.room`), so the file's decoding waits for them instead of
 * running ahead and dropping what they could not take. Every frame of the part read reaches the workers,
 * in order, stamped with its media time, on a fast machine or a loaded one; only the time it takes
 * differs. The camera's pump (`framePump.ts`) drops instead: a live camera cannot wait.
 */
import { MAX_FRAMES_IN_FLIGHT } from '../constants.ts';
import { FrameGate, gateStats } from './frameGate.ts';
import type { CapturedFrame, FramePump } from './framePump.ts';
import type { OpenVideoFile, VideoFileFrame } from './videoFileSource.ts';

/** How a file's read ended: the media time read (the end of the last frame sent) and, if it broke, why. */
export type VideoFileEnd = (readMs: number, error?: unknown) => void;

/**
 * Sends the frames of `file` to `send` until its `readMs` or its end, at most `MAX_FRAMES_IN_FLIGHT` at
 * a time, then, once the last has come back, calls `onEnd` with the media time read. A frame the worker
 * refuses goes to `onError`; a file that stops decoding ends the read with the error.
 */
export async function startVideoFilePump(
  file: OpenVideoFile,
  send: (frame: CapturedFrame) => Promise<unknown>,
  onError: (error: unknown) => void,
  onEnd: VideoFileEnd,
  toBitmap: (image: VideoFileFrame['image']) => Promise<ImageBitmap> = (image) => createImageBitmap(image),
): Promise<FramePump> {
  const gate = new FrameGate(MAX_FRAMES_IN_FLIGHT);
  const startedAt = performance.now();
  let running = true;
  let readMs = 0;

  const stop = () => {
    running = false;
    file.close();
  };

  const sendFrame = (bitmap: ImageBitmap, timestampMs: number) => {
    gate.admit();
    send({ image: bitmap, timestampMs }).then(
      () => gate.release(true),
      (e: unknown) => {
        // Not sent (closing a transferred bitmap does nothing): freed here.
        bitmap.close();
        gate.release(false);
        if (running) onError(e);
      },
    );
  };

  const read = async () => {
    for await (const frame of file.frames()) {
      if (!running) return;
      // The picture is the decoder's until the next frame is asked for: copied out before waiting.
      const bitmap = await toBitmap(frame.image);
      await gate.room();
      if (!running) return bitmap.close();
      sendFrame(bitmap, frame.timestampMs);
      readMs = frame.timestampMs + frame.durationMs;
    }
    await gate.drained();
  };

  void read().then(
    () => {
      if (!running) return;
      stop();
      onEnd(readMs);
    },
    (e: unknown) => {
      if (!running) return;
      stop();
      onEnd(readMs, e);
    },
  );

  return {
    stop,
    // The frames carry media times: the file's start is time 0 on their clock.
    stats: () => gateStats(gate, startedAt, 0),
  };
}
