import { expect, test } from '@playwright/test';
import { LIVE_MIN_SIGNAL_QUALITY } from '../src/features/scan/constants.ts';
import { cameraTrackStates, fakeCameraLaunch, watchCameraTracks } from './support/fakeCamera.ts';
import { gotoHydrated } from './support/hydration.ts';

const { launchOptions } = fakeCameraLaunch('calm-light');
test.use({ launchOptions });

test('the scan worker loads the WASM core (same version as the server) and the face model', async ({
  page,
  request,
}) => {
  const { core } = (await (await request.get('/api/health')).json()) as { core: string };
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  const stats = () => page.evaluate(() => window.__AI_DOCTOR__?.pipelineStats());
  await expect
    .poll(stats, { timeout: 20_000 })
    .toMatchObject({ coreVersion: core, faceMode: 'face-model', faceModelError: null });
  expect((await stats())?.camera).toMatchObject({ width: 640, height: 480 });
});

test('without the face model the scan falls back to the skin-colour face check and still measures', async ({
  page,
  context,
}) => {
  await context.route(/face_detection_short_range.*\.tflite$/, (route) => route.abort());
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  const stats = () => page.evaluate(() => window.__AI_DOCTOR__?.pipelineStats());
  await expect.poll(async () => (await stats())?.faceMode, { timeout: 20_000 }).toBe('skin-colour');
  expect((await stats())?.faceModelError).toBeTruthy();
  await expect.poll(async () => (await stats())?.worker?.faceFrames ?? 0, { timeout: 20_000 }).toBeGreaterThan(30);
  await expect(page.getByText('Face detected! Stay still for accurate measurement')).toBeVisible();
});

test('leaving /app mid-scan stops the camera', async ({ page }) => {
  await watchCameraTracks(page);
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText(/Scan will complete automatically in \d+ seconds/)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => cameraTrackStates(page)).toContain('live');

  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cameraTrackStates(page)).not.toContain('live');
});

test('a scan cancelled with the page hidden stops the camera and explains why', async ({ page }) => {
  await watchCameraTracks(page);
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText(/Scan will complete automatically in \d+ seconds/)).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByText('Camera Access Required')).toBeVisible();
  await expect.poll(() => cameraTrackStates(page)).not.toContain('live');
});

test('the live heart rate shows no number while the live signal quality is at or below its minimum', async ({
  page,
}) => {
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByTestId('scan-timer')).toBeVisible({ timeout: 20_000 });
  const seen: { rate: string; quality: string }[] = [];
  // The first 12 s of a scan: 'reading…' while the signal builds up, then a rate once it is good enough.
  for (let i = 0; i < 60; i++) {
    const tiles = await page.evaluate(() => ({
      rate: document.querySelector('[data-testid="live-heart-rate"]')?.textContent ?? '',
      quality: document.querySelector('[data-testid="live-signal-quality"]')?.textContent ?? '',
    }));
    seen.push(tiles);
    await page.waitForTimeout(200);
  }
  const quality = (text: string) => Number(/(\d+)%/.exec(text)?.[1] ?? Number.NaN);
  const numberBesidePoorSignal = seen.filter(
    (s) => /\d+ bpm/.test(s.rate) && !(quality(s.quality) > LIVE_MIN_SIGNAL_QUALITY),
  );
  expect(numberBesidePoorSignal).toEqual([]);
  expect(seen.some((s) => s.rate.includes('reading…'))).toBe(true);
});
