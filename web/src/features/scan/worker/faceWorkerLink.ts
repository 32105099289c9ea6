/**
 * The scan worker's link to the face worker. Comlink never settles a call to a worker that died or threw
 * an uncaught error, so every call also waits for the worker's first `error` or `messageerror` event,
 * and whichever comes first ends the wait. While the detector loads, that event is why it could not load
 * (the scan then uses the skin-colour check). Once it has loaded, the event means face tracking has
 * stopped: the worker is terminated, and the call that is waiting and every later one are refused with
 * FACE_TRACKING_LOST. A scan can't be measured honestly without face tracking, so the page ends it.
 */
import * as Comlink from 'comlink';
import { FACE_TRACKING_LOST } from '../constants.ts';
import type { FaceWorkerApi } from './face.worker.ts';

export interface FaceWorkerLink {
  /** The face worker's answer to `call`; refused with FACE_TRACKING_LOST once the worker has failed. */
  ask<T>(call: (api: Comlink.Remote<FaceWorkerApi>) => Promise<T>): Promise<T>;
}

/**
 * Loads the detector in `worker`. Rejects with the reason, and terminates the worker, if it can't load.
 * `onLost` is called once the worker fails after loading.
 */
export async function linkFaceWorker(worker: Worker, onLost: () => void): Promise<FaceWorkerLink> {
  const api = Comlink.wrap<FaceWorkerApi>(worker);
  const failed = new Promise<never>((_, reject) => {
    const fail = (e: Event) => reject(new Error((e as ErrorEvent).message || 'The face worker did not start'));
    worker.addEventListener('error', fail, { once: true });
    worker.addEventListener('messageerror', fail, { once: true });
  });
  try {
    await Promise.race([api.load(), failed]);
  } catch (e) {
    worker.terminate();
    throw e;
  }
  let lost = false;
  const gone = failed.catch(() => {
    lost = true;
    worker.terminate();
    onLost();
  });
  const refuse = () => Promise.reject(new Error(FACE_TRACKING_LOST));
  return {
    // A call is not sent to a worker that has already failed: it could never answer.
    ask: (call) => (lost ? refuse() : Promise.race([call(api), gone.then(refuse)])),
  };
}
