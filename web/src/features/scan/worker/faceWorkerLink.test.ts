import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACE_TRACKING_LOST } from '../constants.ts';
import type { FaceWorkerApi } from './face.worker.ts';
import { linkFaceWorker } from './faceWorkerLink.ts';

type FakeApi = Partial<Record<keyof FaceWorkerApi, (...args: unknown[]) => unknown>>;

const never = () => new Promise<never>(() => undefined);
const frame = { frame: {} as ImageBitmap, timestampMs: 0 };

/**
 * A face worker stand-in: `api` served by Comlink over a MessageChannel, as a worker serves it, and
 * failing as a worker does, with an `error` or `messageerror` event on the Worker object.
 */
class FakeWorker extends EventTarget {
  static open: FakeWorker[] = [];
  readonly #channel = new MessageChannel();
  terminated = false;

  constructor(api: FakeApi) {
    super();
    Comlink.expose(api, this.#channel.port2);
    this.#channel.port1.addEventListener('message', (e) =>
      this.dispatchEvent(new MessageEvent('message', { data: e.data })),
    );
    this.#channel.port1.start();
    FakeWorker.open.push(this);
  }

  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.#channel.port1.postMessage(message, transfer);
  }

  terminate() {
    this.terminated = true;
    this.close();
  }

  close() {
    this.#channel.port1.close();
    this.#channel.port2.close();
  }

  /** An uncaught error in the worker, as its Worker object reports it. */
  throwUncaught(message: string) {
    this.dispatchEvent(Object.assign(new Event('error'), { message }));
  }

  asWorker(): Worker {
    return this as unknown as Worker;
  }
}

afterEach(() => {
  for (const w of FakeWorker.open.splice(0)) w.close();
});

describe('linkFaceWorker', () => {
  it('ends a detection the face worker never answers when the worker fails, drops it and refuses later calls', async () => {
    const detect = vi.fn(never);
    const worker = new FakeWorker({ load: () => undefined, detect });
    const onLost = vi.fn();
    const link = await linkFaceWorker(worker.asWorker(), onLost);

    const waiting = link.ask((api) => api.detect(frame));
    await vi.waitFor(() => expect(detect).toHaveBeenCalledTimes(1));
    worker.throwUncaught('Uncaught RuntimeError: memory access out of bounds');

    await expect(waiting).rejects.toThrow(FACE_TRACKING_LOST);
    expect(worker.terminated).toBe(true);
    expect(onLost).toHaveBeenCalledTimes(1);
    // The next frame is refused at once, and not sent to the dead worker.
    await expect(link.ask((api) => api.detect(frame))).rejects.toThrow(FACE_TRACKING_LOST);
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('ends the wait on a messageerror too (an answer that could not be read never arrives)', async () => {
    const worker = new FakeWorker({ load: () => undefined, stats: never });
    const link = await linkFaceWorker(worker.asWorker(), () => undefined);
    const waiting = link.ask((api) => api.stats());
    worker.dispatchEvent(new Event('messageerror'));
    await expect(waiting).rejects.toThrow(FACE_TRACKING_LOST);
    expect(worker.terminated).toBe(true);
  });

  it('passes answers and ordinary errors through and keeps a worker that did not fail', async () => {
    const worker = new FakeWorker({
      load: () => undefined,
      stats: () => ({ msMedian: 7, msP95: 9 }),
      detect: () => {
        throw new Error('No face input');
      },
    });
    const onLost = vi.fn();
    const link = await linkFaceWorker(worker.asWorker(), onLost);
    await expect(link.ask((api) => api.stats())).resolves.toEqual({ msMedian: 7, msP95: 9 });
    await expect(link.ask((api) => api.detect(frame))).rejects.toThrow('No face input');
    expect(worker.terminated).toBe(false);
    expect(onLost).not.toHaveBeenCalled();
  });

  it('rejects with the reason and terminates the worker when the detector cannot load', async () => {
    const failing = new FakeWorker({ load: () => Promise.reject(new Error('Model not found')) });
    await expect(linkFaceWorker(failing.asWorker(), () => undefined)).rejects.toThrow('Model not found');
    expect(failing.terminated).toBe(true);

    // A worker whose script never ran answers nothing: its error event is the reason.
    const broken = new FakeWorker({ load: never });
    const loading = linkFaceWorker(broken.asWorker(), () => undefined);
    broken.throwUncaught('');
    await expect(loading).rejects.toThrow('The face worker did not start');
    expect(broken.terminated).toBe(true);
  });
});
