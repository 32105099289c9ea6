import { expect, test } from '@playwright/test';
import { cameraTrackStates, fakeCameraLaunch, watchCameraTracks } from './support/fakeCamera.ts';
import { gotoHydrated } from './support/hydration.ts';

const { launchOptions } = fakeCameraLaunch('calm-light');
test.use({ launchOptions });

test('face tracking failing mid-scan ends the scan at once and asks for a retake, which tracks again', async ({
  page,
}) => {
  await watchCameraTracks(page);
  const faceWorker = page.waitForEvent('worker', (w) => w.url().includes('face.worker'));
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText('Face detected! Stay still for accurate measurement')).toBeVisible({ timeout: 20_000 });

  // The face worker dies with an uncaught error mid-scan: the detection it was asked for never comes back.
  await (await faceWorker).evaluate(() => {
    setTimeout(() => {
      self.close();
      throw new Error('Simulated face worker crash');
    });
  });

  await expect(page.getByRole('alert').filter({ hasText: 'The measurement could not be completed' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByText(/Scan will complete automatically/)).toBeHidden();
  await expect.poll(() => cameraTrackStates(page)).not.toContain('live');
  expect(await page.evaluate(() => window.__AI_DOCTOR__?.lastTrace() ?? null)).toBeNull();

  // The retake starts a new face worker and tracks the face again.
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText('Face detected! Stay still for accurate measurement')).toBeVisible({ timeout: 20_000 });
  const stats = await page.evaluate(() => window.__AI_DOCTOR__?.pipelineStats());
  expect(stats).toMatchObject({ faceMode: 'face-model', faceModelError: null });
});
