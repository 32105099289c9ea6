import { expect, test } from '@playwright/test';
import { breakStorage } from './screens-support.ts';
import { cameraTrackStates, fakeCameraLaunch, watchCameraTracks } from './support/fakeCamera.ts';
import { gotoHydrated } from './support/hydration.ts';

const { launchOptions } = fakeCameraLaunch('calm-light');
test.use({ launchOptions });

test('Request a Demo → onboarding → measuring; cancel returns to the landing view and stops the camera', async ({
  page,
}) => {
  await watchCameraTracks(page);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Learn More' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What one scan tells you' })).toBeVisible();

  await page.getByRole('button', { name: 'Request a Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Facial rPPG Technology' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ai_doctor_used'))).toBe('true');
  expect(await cameraTrackStates(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start Measurement' }).click();
  await expect(page.getByRole('heading', { name: 'Contactless BP Measurement' })).toBeVisible();
  await expect.poll(() => cameraTrackStates(page), { timeout: 20_000 }).toContain('live');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Request a Demo' })).toBeVisible();
  await expect.poll(() => cameraTrackStates(page)).not.toContain('live');

  // The device has now started a scan: the landing view greets a returning user.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a landing measurement ends on its results; saving shows one toast at a time', async ({ page }) => {
  test.setTimeout(180_000);
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Begin Health Scan Now' }).click();
  await page.getByRole('button', { name: 'Start Measurement' }).click();
  await expect(page.getByRole('heading', { name: 'Measurement Complete' })).toBeVisible({ timeout: 90_000 });
  const results = page.getByTestId('results');
  await expect(results.locator('[data-metric="heartRate"]')).toHaveAttribute('data-value', /\d/);

  await breakStorage(page, true);
  await results.getByRole('button', { name: 'Save Results' }).click();
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts.filter({ hasText: 'Save Failed' })).toContainText('Unable to save results. Please try again.');
  expect(await page.evaluate(() => localStorage.getItem('bp_measurements'))).toBeNull();

  await breakStorage(page, false);
  await results.getByRole('button', { name: 'Save Results' }).click();
  await expect(toasts.filter({ hasText: 'Results Saved' })).toContainText(
    'Your measurement has been saved successfully.',
  );
  await expect(toasts).toHaveCount(1);
  await expect(results.getByRole('button', { name: 'Saved!' })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('bp_measurements'))) ?? '[]')).toHaveLength(1);

  await results.getByRole('button', { name: 'New Measurement' }).click();
  await expect(page.getByRole('heading', { name: 'Contactless BP Measurement' })).toBeVisible();
});
