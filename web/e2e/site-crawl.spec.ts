import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../src/app/siteRoutes.ts';
import { pageTitle } from '../src/features/site/pageTitle.ts';
import { seedStorage, storedReadings } from './screens-support.ts';
import { hasReactFiber } from './support/hydration.ts';

/** Routes whose social card is an og-image (articles and solution pages, ADR-22). */
const withCard = (path: string) => path.startsWith('/blog/') || path.startsWith('/solutions/');

test.describe('as a crawler sees it, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public route is served as HTML with its own head tags and text', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page, route.path).toHaveTitle(pageTitle(route.title));
      // A route in the list without its <Route> would be prerendered as the 404 page.
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(/^(?!404 Page Not Found$)\S/);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]'), route.path).toHaveAttribute('content', route.description);
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname, route.path).toBe(route.path);
      await expect(head.locator('meta[property="og:title"]'), route.path).toHaveAttribute(
        'content',
        pageTitle(route.title),
      );
      if (withCard(route.path)) {
        const image = await head.locator('meta[property="og:image"]').getAttribute('content');
        expect(new URL(image ?? '').pathname, route.path).toMatch(/^\/api\/og-image\/[a-z-]+$/);
        await expect(head.locator('meta[name="twitter:card"]'), route.path).toHaveAttribute(
          'content',
          'summary_large_image',
        );
      }
    }
  });

  test('an unknown path is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });

  test('robots.txt, the sitemap and the icons are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    );
    expect(listed.sort()).toEqual(PUBLIC_ROUTES.map((r) => r.path).sort());

    for (const [path, type] of [
      ['/favicon.ico', 'image/vnd.microsoft.icon'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icon-192.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
    ] as const) {
      const icon = await request.get(path);
      expect(icon.status(), path).toBe(200);
      expect(icon.headers()['content-type'], path).toContain(type);
    }
    // An ICO file: reserved 0, type 1 (icon), one image, which is a PNG.
    const ico = await (await request.get('/favicon.ico')).body();
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + 4).toString('latin1')).toBe('\x89PNG');
  });
});

/** Collects what would show that a page broke: console errors, uncaught errors and failed requests. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every public route hydrates its server HTML with no error, no failed request and no sideways scroll', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    // Keeps the server-rendered h1, so the test can tell hydration (same element) from a re-render.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
      });
    });
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, route.path).toHaveCount(1);
      // Hydrated in place: the server's own h1 gets React's fiber; a thrown-away server page would be a new h1.
      await expect.poll(() => h1.evaluate(hasReactFiber), `${route.path} hydrates`).toBe(true);
      const sameH1 = await h1.evaluate((el) => el === (window as unknown as { serverH1: Element | null }).serverH1);
      expect(sameH1, `${route.path}: the server's h1 is kept`).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route.path).toBeLessThanOrEqual(0);
      expect(problems, route.path).toEqual([]);
    }
  });

  test('a returning device (flag and saved readings) hydrates / and /app with no error', async ({ page }) => {
    const problems = watchProblems(page);
    await seedStorage(page, {
      ai_doctor_used: 'true',
      bp_measurements: JSON.stringify(storedReadings({ minutesAgo: 5 }, { minutesAgo: 90 })),
    });
    for (const path of ['/', '/app']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const h1 = page.locator('main').getByRole('heading', { level: 1 });
      await expect.poll(() => h1.evaluate(hasReactFiber), `${path} hydrates`).toBe(true);
      expect(problems, path).toEqual([]);
    }
    // What only this device has shows once hydrated: the returning greeting and the saved readings.
    await page.goto('/');
    await expect(page.getByTestId('returning-user')).toBeVisible();
  });

  test('the 404 page hydrates with no error other than its own 404 status', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page).toHaveTitle(pageTitle('Page Not Found'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The document's own 404 is what the route promises; Chromium logs it as a console error.
    expect(problems.filter((p) => !p.includes('/no-such-page'))).toEqual([]);
  });
});
