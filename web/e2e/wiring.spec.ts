import { expect, test } from '@playwright/test';

test('the app loads the WASM signal core in its worker', async ({ page, request }) => {
  const health = await request.get('/api/health');
  const { core } = (await health.json()) as { core: string };
  await page.goto('/app');
  await expect(page.getByTestId('core-version')).toHaveText(`Signal core ${core} ready`);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
