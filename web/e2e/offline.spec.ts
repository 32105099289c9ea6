import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { fakeCameraLaunch } from './support/fakeCamera.ts';
import { gotoHydrated } from './support/hydration.ts';

const { launchOptions } = fakeCameraLaunch('calm-light');
// The other specs block service workers (playwright.config.ts); these are about it.
test.use({ launchOptions, serviceWorkers: 'allow' });

/** The built worker script the server sends (`WEB_ROOT`, by default `web/dist`). */
const SERVICE_WORKER = join(process.env.WEB_ROOT ?? join(import.meta.dirname, '..', 'dist'), 'sw.js');

/** Waits until the service worker has installed its precache and is active. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}

test('installable: the page links a manifest with the app start URL, icons and standalone display', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ name: 'AI Doctor', start_url: '/app', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = (manifest.icons as { sizes: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).ok()).toBe(true);
  // A service worker controls the app after the first visit (Chromium's other install criterion).
  await serviceWorkerReady(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('after one online visit, /app reloads offline, a scan completes and saves, and history shows it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') posted.push(new URL(r.url()).pathname);
  });
  await gotoHydrated(page, '/app');
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText('Face detected! Stay still for accurate measurement')).toBeVisible({ timeout: 30_000 });
  const results = page.getByTestId('results');
  await expect(page.getByRole('heading', { name: 'Measurement Complete' })).toBeVisible({ timeout: 120_000 });
  const heartRate = Number(await results.locator('[data-metric="heartRate"]').first().getAttribute('data-value'));
  expect(heartRate).toBeGreaterThan(0);
  // Offline is no failure: the result is the phone's own, with no error.
  await expect(page.getByText('The measurement could not be completed')).toHaveCount(0);
  expect(posted.filter((p) => p === '/api/enhance-rppg')).toEqual([]);

  await results.getByRole('button', { name: 'Save Reading' }).click();
  await expect(results.getByRole('button', { name: 'Saved!' })).toBeVisible();
  const recent = page.getByTestId('recent-readings');
  await expect(recent.getByRole('listitem')).toHaveCount(1);

  // Still offline, a page that needs the server says so instead of failing.
  await gotoHydrated(page, '/contact');
  await expect(page.getByTestId('offline-notice')).toContainText('Sending a message needs a connection');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('a new version is offered and, on "Reload", replaces the old one whole', async ({ page }) => {
  await gotoHydrated(page, '/app');
  await serviceWorkerReady(page);
  // A second visit: this page runs on the installed version.
  await gotoHydrated(page, '/app');
  // The next deployment: the server's worker script gets another precache revision (and a way to ask which
  // it is). Playwright cannot route a service worker's script, so the built file itself changes, and is put
  // back afterwards (the browser tests run one at a time).
  const current = readFileSync(SERVICE_WORKER, 'utf8');
  const next = current
    .replace(/"early-clicks\.js",revision:"[0-9a-f]+"/, '"early-clicks.js",revision:"next"')
    .concat('\nself.addEventListener("message",(e)=>{if(e.data==="version?")e.ports[0].postMessage("next")});\n');
  expect(next).toContain('revision:"next"');
  writeFileSync(SERVICE_WORKER, next);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByText('A new version of AI Doctor is ready');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Until the person chooses, the page keeps the worker it started with.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const version = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (e) => resolve(String(e.data));
          navigator.serviceWorker.controller?.postMessage('version?', [channel.port2]);
        }),
    );
    expect(version).toBe('next');
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      false,
    );
  } finally {
    writeFileSync(SERVICE_WORKER, current);
  }
});
