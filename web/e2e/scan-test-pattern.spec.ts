import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { gotoHydrated } from './support/hydration.ts';

// Chromium's own fake camera picture (no file): a moving test pattern, no face, which the face detector
// can still take for one on some frames. Such detections hold no skin, so they are no face time.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a camera showing a test pattern ends on "nothing was measured", not on an error', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByTestId('face-wait')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('scan-timer')).toHaveText('0s / 35s');
  const noFace = page.getByTestId('no-face');
  await expect(noFace).toBeVisible({ timeout: 75_000 });
  await expect(page.getByText('The measurement could not be completed')).toHaveCount(0);
  await expect(page.locator('[data-metric]')).toHaveCount(0);
});
