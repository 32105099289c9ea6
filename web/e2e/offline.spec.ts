import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { fakeCameraLaunch } from './support/fakeCamera.ts';
import { gotoHydrated } from './support/hydration.ts';

const { launchOptions } = fakeCameraLaunch('calm-light');
// The other specs block service workers (playwright.config.ts); these are about it.
test.use({ launchOptions, serviceWorkers: 'allow' });

/** The built site the server sends (`WEB_ROOT`, by default `web/dist`), and its worker script. */
const DIST = process.env.WEB_ROOT ?? join(import.meta.dirname, '..', 'dist');
const SERVICE_WORKER = join(DIST, 'sw.js');

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
  // The next deployment: a page and a script change, and the worker's precache list carries their new
  // revisions (and a way to ask which version it is). Playwright cannot route a service worker's script,
  // so the built files themselves change, and are put back afterwards (the browser tests run one at a time).
  const stamp = '<meta name="ai-doctor-build" content="next">';
  const deployment: [file: string, next: (current: string) => string][] = [
    [
      'sw.js',
      (sw) =>
        sw
          .replace(/\{url:"app",revision:"[0-9a-f]+"\}/, '{url:"app",revision:"next"}')
          .replace(/"early-clicks\.js",revision:"[0-9a-f]+"/, '"early-clicks.js",revision:"next"')
          .concat('\nself.addEventListener("message",(e)=>{if(e.data==="version?")e.ports[0].postMessage("next")});\n'),
    ],
    [join('app', 'index.html'), (html) => html.replace('<head>', `<head>${stamp}`)],
    ['early-clicks.js', (script) => `${script}\n/* build next */\n`],
  ];
  const previous = deployment.map(([file]) => [file, readFileSync(join(DIST, file), 'utf8')] as const);
  /** The page and the script as this page's worker serves them: which deployment each is from. */
  const served = () =>
    page.evaluate(async () => ({
      page: (await (await fetch('/app')).text()).includes('ai-doctor-build'),
      script: (await (await fetch('/early-clicks.js')).text()).includes('build next'),
    }));
  try {
    for (const [file, next] of deployment) {
      const current = readFileSync(join(DIST, file), 'utf8');
      expect(next(current), `the next ${file} differs`).not.toBe(current);
      writeFileSync(join(DIST, file), next(current));
    }
    expect(readFileSync(SERVICE_WORKER, 'utf8').match(/revision:"next"/g)).toHaveLength(2);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByText('A new version of AI Doctor is ready');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Until the person chooses, the page keeps the worker it started with, and all of the old version.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );
    expect(await served()).toEqual({ page: false, script: false });

    const responses: { url: string; status: number; fromWorker: boolean }[] = [];
    page.on('response', (r) => responses.push({ url: r.url(), status: r.status(), fromWorker: r.fromServiceWorker() }));
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
    // The reloaded page is the new deployment's, and every file it loaded came whole from the new
    // worker's precache, none missing.
    await expect(page.locator('meta[name="ai-doctor-build"]')).toHaveAttribute('content', 'next');
    const files = responses.filter((r) => {
      const url = new URL(r.url);
      return url.origin === new URL(page.url()).origin && !url.pathname.startsWith('/api/');
    });
    expect(files.map((r) => new URL(r.url).pathname)).toEqual(expect.arrayContaining(['/app', '/early-clicks.js']));
    expect(files.filter((r) => r.status !== 200 || !r.fromWorker)).toEqual([]);
    expect(await served()).toEqual({ page: true, script: true });
  } finally {
    for (const [file, content] of previous) writeFileSync(join(DIST, file), content);
  }
});
