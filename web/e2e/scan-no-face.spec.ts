import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration.ts';
import { plainWallLaunch } from './support/plainWall.ts';

test.use({ launchOptions: plainWallLaunch() });

test('a camera that never shows a face: the scan waits, says why, and ends on "nothing was measured" with nothing to save', async ({
  page,
}) => {
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  const notice = page.getByTestId('face-wait');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('No face in view — the scan is paused');
  await expect(notice).toContainText(/Light:.*Distance:.*Camera:/s);
  await expect(notice.getByRole('button', { name: 'Stop scan' })).toBeVisible();
  // The count does not run without a face, and no live number shows.
  await expect(page.getByTestId('scan-timer')).toHaveText('0s / 35s');
  await expect(page.getByTestId('scan-progress')).toHaveText('0%');
  await expect(page.getByTestId('live-heart-rate')).toContainText('--');

  const noFace = page.getByTestId('no-face');
  await expect(noFace).toBeVisible({ timeout: 60_000 });
  await expect(noFace.getByRole('heading')).toHaveText('No face was found — nothing was measured');
  await expect(page.getByText('Measurement Complete')).toHaveCount(0);
  await expect(page.locator('[data-metric]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bp_measurements'))).toBeNull();

  await noFace.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Contactless BP Measurement')).toBeVisible({ timeout: 20_000 });
});

test('"Stop scan" on the no-face notice ends the scan', async ({ page }) => {
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await page.getByTestId('face-wait').getByRole('button', { name: 'Stop scan' }).click({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Start Measurement' }).first()).toBeVisible();
  await expect(page.getByTestId('scan-screen')).toHaveCount(0);
});
