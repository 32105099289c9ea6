import { expect, test } from '@playwright/test';
import { seedStorage, storedReadings, axeViolations as violations } from './screens-support.ts';
import { gotoHydrated } from './support/hydration.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('/ has no axe violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('/app has no axe violations, with and without saved readings', async ({ page }) => {
      await gotoHydrated(page, '/app');
      await expect(page.getByRole('heading', { name: 'Facial rPPG Technology' })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.evaluate(
        (readings) => localStorage.setItem('bp_measurements', JSON.stringify(readings)),
        storedReadings({ minutesAgo: 1 }, { minutesAgo: 90, result: { heartRate: 112 } }),
      );
      await page.reload();
      await expect(page.getByTestId('readings-chart')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test('the returning-user landing page has no axe violations', async ({ page }) => {
  await seedStorage(page, {
    ai_doctor_used: 'true',
    bp_measurements: JSON.stringify(storedReadings({ minutesAgo: 3 })),
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
