import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { gotoHydrated } from './support/hydration.ts';

// A fake camera exists but no permission is granted (no fake-UI auto-accept): getUserMedia is refused.
test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--use-fake-device-for-media-stream'] },
  permissions: [],
});

test("a refused camera shows 'Camera Access Required', and 'Go Back' cancels", async ({ page }) => {
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText('Camera Access Required')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByText('Camera Access Required')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start Measurement' }).first()).toBeVisible();
});
