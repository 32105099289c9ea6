/**
 * The scan store's real dependencies in the browser: camera, frame pump, video files, worker, server,
 * page visibility.
 */
import { openFrontCamera, stopCamera } from '../capture/camera.ts';
import { startFramePump } from '../capture/framePump.ts';
import { startVideoFilePump } from '../capture/videoFilePump.ts';
import { openVideoFile } from '../capture/videoFileSource.ts';
import { requestEnhancement } from '../measurement/enhancement.ts';
import { scanService, startScanWorker } from '../worker/client.ts';
import type { ScanDeps } from './scanTypes.ts';

export function browserScanDeps(): ScanDeps {
  return {
    openCamera: () => openFrontCamera(),
    stopCamera,
    service: () => scanService(startScanWorker().api),
    startPump: startFramePump,
    openVideoFile,
    startVideoPump: startVideoFilePump,
    enhance: requestEnhancement,
    nextFrame: (callback) => {
      requestAnimationFrame(() => callback());
    },
    onHidden(callback) {
      const onChange = () => {
        if (document.visibilityState === 'hidden') callback();
      };
      document.addEventListener('visibilitychange', onChange);
      // A page hidden while the camera was opening sends no further event: look now too.
      onChange();
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    now: () => performance.now(),
    log: (message, error) => console.error(message, error ?? ''),
  };
}
