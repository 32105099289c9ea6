import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration.ts';

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | AI Doctor');
});

test('the header highlights the active page and the footer carries the links', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current', 'page');
  for (const name of ['Features', 'Solutions', 'Pricing', 'FAQ', 'Contact'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const href of ['/about', '/blog', '/terms', '/privacy', '/cookies'])
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(footer.getByText('Made in London, UK')).toBeVisible();
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  await expect(page).toHaveTitle('Contactless Health Scan | AI Doctor');

  for (const path of ['/solutions', '/solutions/gyms']) {
    await page.goto(path);
    await expect(nav.getByRole('link', { name: 'Solutions' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  }

  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('every route change starts at the top of the page', async ({ page }) => {
  await gotoHydrated(page, '/app');
  await page.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation collapses into a burger menu', async ({ page }) => {
    await gotoHydrated(page, '/app');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('the colour-scheme toggle switches to dark mode and remembers it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

test('keyboard users can skip the navigation to the page content', async ({ page }) => {
  await gotoHydrated(page, '/app');
  // React may commit its first render after the load event: tab only once the page is there.
  await expect(page.getByRole('button', { name: 'Start Measurement' })).toBeVisible();
  // Keyboard focus needs the page to be the active one (earlier tests' pages may still hold it),
  // and sequential navigation must start from the top of the document.
  await page.bringToFront();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Start Measurement' })).toBeFocused();
});
