/**
 * Chromium's fake camera fed from a fixture clip, and page-side probes of the camera and the network.
 */
import { type ClipTruth, ensureFixture, type FixtureName } from '@ai-doctor/fixtures';
import type { Page, Request } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';

/** Flags that make getUserMedia deliver `y4mPath` (looped, 640×480 @ 30) without a permission prompt. */
export function fakeCameraArgs(y4mPath: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${y4mPath}`,
  ];
}

/** Launch options for a spec file whose camera shows `clip`; returns them with the clip's truth. */
export function fakeCameraLaunch(clip: FixtureName): {
  truth: ClipTruth;
  launchOptions: { executablePath: string; args: string[] };
} {
  const fixture = ensureFixture(clip);
  return {
    truth: fixture.truth,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeCameraArgs(fixture.y4mPath)] },
  };
}

/** Keeps every camera track the page opens in `window.__cameraTracks`, to check later that they stopped. */
export async function watchCameraTracks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { __cameraTracks: MediaStreamTrack[] }).__cameraTracks = tracks;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
}

/** readyState of every camera track the page has opened. */
export function cameraTrackStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __cameraTracks: MediaStreamTrack[] }).__cameraTracks.map((t) => t.readyState),
  );
}

/** Does a request carry image or video data (a data URL, binary image type, or a long base64 run)? */
export function carriesImageData(request: Request): boolean {
  const type = request.headers()['content-type'] ?? '';
  if (/^(image|video)\/|multipart\/form-data|application\/octet-stream/.test(type)) return true;
  const body = request.postDataBuffer();
  if (!body || body.length === 0) return false;
  const text = body.toString('latin1');
  return (
    /data:(image|video)\//.test(text) || /[A-Za-z0-9+/]{512,}/.test(text) || /\x89PNG|\xff\xd8\xff|RIFF/.test(text)
  );
}
