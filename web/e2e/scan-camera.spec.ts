import { expect, test } from '@playwright/test';
import { cameraTrackStates, fakeCameraLaunch, watchCameraTracks } from './support/fakeCamera.ts';

const { launchOptions } = fakeCameraLaunch('calm-light');
test.use({ launchOptions });

test('leaving /app mid-scan stops the camera', async ({ page }) => {
  await watchCameraTracks(page);
  await page.goto('/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText(/Scan will complete automatically in \d+ seconds/)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => cameraTrackStates(page)).toContain('live');

  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cameraTrackStates(page)).not.toContain('live');
});

test('a scan cancelled with the page hidden stops the camera and explains why', async ({ page }) => {
  await watchCameraTracks(page);
  await page.goto('/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText(/Scan will complete automatically in \d+ seconds/)).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByText('Camera Access Required')).toBeVisible();
  await expect.poll(() => cameraTrackStates(page)).not.toContain('live');
});
