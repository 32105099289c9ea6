import { expect, test } from '@playwright/test';
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
