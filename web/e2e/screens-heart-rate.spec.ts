import { REASON_TEXT } from '@ai-doctor/rppg-core/vitals';
import { expect, test } from '@playwright/test';
import { axeViolations } from './screens-support.ts';
import { fakeCameraLaunch } from './support/fakeCamera.ts';
import { patchFinalAnalysis } from './support/finalAnalysis.ts';
import { gotoHydrated } from './support/hydration.ts';

const { launchOptions } = fakeCameraLaunch('calm-light');
test.use({ launchOptions });

const RANGE = { low: 105.2, high: 112.6 };
const REASON = REASON_TEXT['pulse-weak'];

test('a heart rate read only as a range is shown as that range with its reason, and saved as one (issue 28)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A fake-camera clip that reliably ends approximate would depend on the machine's load, so the core's
  // verdict on the rate is fixed; the camera, the scan, the WASM core and every screen run for real.
  await patchFinalAnalysis(page, {
    values: {
      heartRate: 109.4,
      reliable: false,
      heartRateOutcome: 'approximate',
      heartRateRange: RANGE,
      note: REASON,
      heartRateReason: 'pulse-weak',
    } as object,
    withheld: { heartRateVariability: REASON_TEXT['pulse-unreliable'] },
  });
  // Without the server's re-analysis the browser's reading stands.
  await page.route('**/api/enhance-rppg', (route) => route.abort());
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).click();

  const results = page.getByTestId('results');
  await expect(results.getByRole('heading', { name: 'Measurement Complete' })).toBeVisible({ timeout: 90_000 });
  await expect(results).toHaveAttribute('data-heart-rate-outcome', 'approximate');
  const heartRate = results.locator('[data-metric="heartRate"]');
  await expect(heartRate).toHaveText('about 105–113 bpm');
  await expect(heartRate).toHaveAttribute('data-value', '109.4');
  await expect(heartRate).toHaveAttribute('data-range-low', String(RANGE.low));
  await expect(heartRate).toHaveAttribute('data-range-high', String(RANGE.high));
  await expect(results.locator('[data-range-detail="heartRate"]')).toHaveText(REASON);
  await expect(results.getByText(/Your heart rate of about 105–113 bpm is slightly elevated/)).toBeVisible();
  // Not an alarm: the retake banner is for a withheld rate.
  await expect(results.getByText('This measurement is not reliable — please retake')).toHaveCount(0);
  await expect(results.getByText('109 bpm')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Saved, it keeps the outcome and the range, and every list quotes the range.
  await results.getByRole('button', { name: 'Save Reading' }).click();
  await expect(results.getByRole('button', { name: 'Saved!' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bp_measurements') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ heartRateOutcome: 'approximate', heartRateRange: RANGE, reliable: false });
  await expect(page.getByTestId('recent-readings').getByRole('listitem').first()).toContainText('about 105–113 bpm');
  await expect(page.getByTestId('scanner-metrics')).toContainText('about 105–113 bpm');
  await expect(page.getByTestId('scanner-section').getByText(/109 bpm/)).toHaveCount(0);
  await expect(page.getByTestId('overall-status')).toContainText('Heart rate read as a range: about 105–113 bpm.');
});
