import { expect, test } from '@playwright/test';
import { fakeCameraLaunch } from './support/fakeCamera.ts';

const { launchOptions } = fakeCameraLaunch('calm-light');
test.use({ launchOptions });

test('a tap on a prerendered button before the app has loaded is not lost', async ({ page }) => {
  // A slow phone: the app's code arrives 2 s after the page.
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/app', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  // Nothing could react yet: the page is still the server's HTML.
  await expect(page.getByText('Contactless BP Measurement')).toHaveCount(0);
  release();
  await expect(page.getByText('Contactless BP Measurement')).toBeVisible({ timeout: 20_000 });
});
