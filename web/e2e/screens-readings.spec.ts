import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { breakStorage, seedStorage, storedReadings } from './screens-support.ts';
import { gotoHydrated } from './support/hydration.ts';

const twoReadings = storedReadings(
  { minutesAgo: 5, result: { systolic: 124, diastolic: 79, heartRate: 75 } },
  { minutesAgo: 60 * 24 * 3, result: { systolic: 116, diastolic: 74, heartRate: 68 } },
);

test('Recent Readings lists saved readings and loads the trend chart on demand from 2 readings', async ({ page }) => {
  const chartChunks: string[] = [];
  page.on('request', (r) => {
    if (/ReadingsChart-.*\.js$/.test(r.url())) chartChunks.push(r.url());
  });
  await seedStorage(page, { bp_measurements: JSON.stringify(twoReadings.slice(1)) });
  await gotoHydrated(page, '/app');
  const card = page.getByTestId('recent-readings');
  await expect(card.getByText('116/74 ± 13/13 mmHg')).toBeVisible();
  await expect(card.getByTestId('readings-chart')).toHaveCount(0);
  expect(chartChunks).toEqual([]);

  await page.evaluate((readings) => localStorage.setItem('bp_measurements', JSON.stringify(readings)), twoReadings);
  await page.reload();
  await expect(card.getByText('124/79 ± 13/13 mmHg')).toBeVisible();
  await expect(card.getByText(/75 bpm · Today, \d\d:\d\d/)).toBeVisible();
  // 124/79 ± 13/13 spans Normal to Stage 1: no category is named (issue 29).
  await expect(card.getByText('Category: not told by a camera').last()).toBeVisible();
  const chart = card.getByTestId('readings-chart');
  await expect(chart.locator('svg[role="img"]')).toHaveAttribute(
    'aria-label',
    'Blood pressure trend, mmHg. Reading 1: 116/74; Reading 2: 124/79',
  );
  await expect(chart.getByText('Reading 2')).toBeVisible();
  // The plot takes real space on the page (not clipped to the legend's height).
  expect((await chart.boundingBox())?.height).toBeGreaterThan(200);
  await expect(chart.getByText('160')).toBeVisible();
  await expect(chart.getByText('60', { exact: true })).toBeVisible();
  expect(chartChunks).toHaveLength(1);
});

test('the history view deletes one reading and, after confirmation, all of them', async ({ page }) => {
  await seedStorage(page, { bp_measurements: JSON.stringify(twoReadings) });
  await gotoHydrated(page, '/app');
  await page.getByTestId('recent-readings').getByRole('button', { name: 'View All' }).click();
  const dialog = page.getByRole('dialog', { name: 'All Readings' });
  const items = dialog.getByTestId('history-list').getByRole('listitem');
  await expect(items).toHaveCount(2);

  await dialog.getByRole('button', { name: /Delete reading from Today/ }).click();
  await expect(items).toHaveCount(1);
  await expect(dialog.getByText('116/74 ± 13/13 mmHg')).toBeVisible();

  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await dialog.getByRole('button', { name: 'Delete All' }).click();
  await expect(dialog.getByText('No readings yet')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bp_measurements'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(
    page.getByTestId('recent-readings').getByText('Take your first measurement to see trends'),
  ).toBeVisible();
});

test('corrupt stored readings show an empty list and are kept in a backup key', async ({ page }) => {
  await seedStorage(page, { bp_measurements: '[{"id":1,"systolic":' });
  await gotoHydrated(page, '/app');
  await expect(page.getByTestId('recent-readings').getByText('No readings yet')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bp_measurements_backup'))).toBe('[{"id":1,"systolic":');
});

test('a returning user is greeted with "Ready to measure?"', async ({ page }) => {
  await gotoHydrated(page, '/app');
  await expect(page.getByRole('heading', { name: 'Facial rPPG Technology' })).toBeVisible();
  await expect(page.getByText('Stay still', { exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('ai_doctor_used', 'true'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ready to measure?' })).toBeVisible();
  await expect(page.getByText('Stay still', { exact: true })).toBeHidden();
});

test.describe('the scanner section', () => {
  test.beforeEach(async ({ page }) => {
    await seedStorage(page, {
      bp_measurements: JSON.stringify(
        storedReadings({ minutesAgo: 2, result: { heartRate: 108, systolic: 118, diastolic: 76 } }),
      ),
    });
  });

  test('shows the latest reading with band icons and its overall status', async ({ page }) => {
    await gotoHydrated(page, '/app');
    const section = page.getByTestId('scanner-section');
    await expect(section.getByRole('heading', { name: 'AI Health Scanner' })).toBeVisible();
    const metrics = section.getByTestId('scanner-metrics');
    await expect(metrics.getByRole('listitem').filter({ hasText: 'Heart Rate' })).toContainText('108 bpm');
    await expect(metrics.locator('[data-status="warning"]')).toHaveCount(1);
    await expect(section.getByTestId('overall-status')).toContainText('Needs Attention');
    await expect(section.getByTestId('overall-status')).toContainText('heart rate');
    for (const step of ['Position Camera', 'Stay Still', 'Good Lighting', 'Get Results'])
      await expect(section.getByText(step, { exact: true })).toBeVisible();
  });

  test("'AI Analysis' asks the server for the latest reading's diagnosis", async ({ page }) => {
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/wellness-diagnosis')) bodies.push(r.postDataJSON());
    });
    await gotoHydrated(page, '/app');
    await page.getByRole('button', { name: 'AI Analysis' }).click();
    const panel = page.getByRole('dialog').getByTestId('diagnosis');
    await expect(panel).toHaveAttribute('data-source', 'server');
    await expect(panel.getByText('Areas for Attention')).toBeVisible();
    await expect(panel.getByText('Slightly elevated heart rate')).toBeVisible();
    await expect(panel.getByText('Personalized Recommendations')).toBeVisible();
    expect(bodies[0]).toMatchObject({ heartRate: 108, systolic: 118, signalQuality: 82, confidence: 0.84 });
  });

  test('the diagnosis falls back to the on-device rules when the API is down', async ({ page }) => {
    await page.route('**/api/wellness-diagnosis', (r) => r.abort());
    await gotoHydrated(page, '/app');
    await page.getByRole('button', { name: 'AI Analysis' }).click();
    const panel = page.getByRole('dialog').getByTestId('diagnosis');
    await expect(panel).toHaveAttribute('data-source', 'device');
    await expect(panel.getByTestId('diagnosis-fallback')).toBeVisible();
    // 20 (Normal BP) + 0 (heart rate 108) + 15 + 15 + 15 + 10 + 10 (PRQ 82) on the device's own rules.
    await expect(panel.getByTestId('diagnosis-score')).toHaveText('85/100');
    await expect(panel.getByText('Excellent', { exact: true })).toBeVisible();
  });

  test("'Export Report' downloads a printable report with grades and caveats", async ({ page }) => {
    await gotoHydrated(page, '/app');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ai-doctor-report-\d{4}-\d\d-\d\d-\d{4}\.html$/);
    const html = await readFile(await download.path(), 'utf8');
    expect(html).toContain('<h2>Heart rate: 108 bpm</h2>');
    expect(html).toContain('Blood pressure (experimental): 118/76 ± 13/13 mmHg (Category: not told by a camera)');
    expect(html).toContain('a phone camera is not a pulse oximeter');
    expect(html).toContain('illustrative');
  });

  test("'View History' opens the full list", async ({ page }) => {
    await gotoHydrated(page, '/app');
    await page.getByTestId('scanner-section').getByRole('button', { name: 'View History' }).click();
    await expect(page.getByRole('dialog', { name: 'All Readings' }).getByText('118/76 ± 13/13 mmHg')).toBeVisible();
  });
});

test('a toast is reached with F8 and dismissed by a 50 px swipe to the right', async ({ page }) => {
  await seedStorage(page, { bp_measurements: JSON.stringify(twoReadings) });
  await gotoHydrated(page, '/app');
  await page.getByTestId('recent-readings').getByRole('button', { name: 'View All' }).click();
  const dialog = page.getByRole('dialog', { name: 'All Readings' });
  await breakStorage(page, true);
  await dialog.getByRole('button', { name: /Delete reading from Today/ }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Could not delete' });
  await expect(toast).toContainText('Browser storage refused the change. Please try again.');
  // Under the mouse a toast stays past its 5 s, so a busy machine cannot time it out mid-test.
  await toast.hover();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast.getByRole('button')).toBeFocused();
  // With focus inside the region the toast also stays: away from the mouse, past its display time.
  await page.mouse.move(0, 300);
  await page.waitForTimeout(5_500);
  await expect(toast).toBeVisible();

  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const swipe = async (dx: number) => {
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40 + dx, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(30);
  await expect(toast).toBeVisible();
  await swipe(-80);
  await expect(toast).toBeVisible();
  // Well inside the 5 s display time: the swipe, not the timer, dismisses it.
  await swipe(60);
  await expect(toast).toHaveCount(0, { timeout: 2_000 });
});
