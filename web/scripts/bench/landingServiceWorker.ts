/**
 * What the service worker costs the landing page's first visit. The page registers it once loaded
 * (`src/app/serviceWorker.tsx`), and Workbox downloads the precache in the worker's `install`, after
 * that: until `load` the visit should fetch exactly what a browser without service workers fetches.
 * This loads `/` in two fresh profiles, one without service workers and one with them, and sorts every
 * request by who made it (the page or the worker) and when (before or after the page's `load`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request as PlaywrightRequest } from '@playwright/test';

export interface LandingServiceWorkerCost {
  /** The page's requests before `load` in a browser without service workers, and with them. */
  beforeLoad: { without: string[]; with: string[] };
  /** What registering costs after `load`: the scripts a browser without workers does not fetch, and `sw.js`. */
  registration: string[];
  /** Gzip KB of the registration's scripts. */
  registrationKb: number;
  /** The worker's own requests (its precache), their gzip MB, and how many started before `load`. */
  precache: { files: number; mb: number; beforeLoad: number };
  /** Whether the worker had installed by the time the network went idle. */
  installed: boolean;
}

interface Request {
  path: string;
  byWorker: boolean;
  beforeLoad: boolean;
}

/**
 * Every request of one first visit to `url` (in a fresh profile), with who made it and when: the page's
 * from its own resource timing (the same clock as its `load`), the worker's from the browser's network
 * events (the context sees them; `serviceWorker()` names the worker that made one).
 */
async function firstVisit(browser: Browser, url: string, serviceWorkers: boolean) {
  const context = await browser.newContext({ serviceWorkers: serviceWorkers ? 'allow' : 'block' });
  // Without them, as in a browser that has none: the page then skips registering altogether.
  if (!serviceWorkers) await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
  const page = await context.newPage();
  const workerRequests: PlaywrightRequest[] = [];
  context.on('request', (r) => {
    if (r.serviceWorker()) workerRequests.push(r);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const installed =
    serviceWorkers && (await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)));
  await page.waitForLoadState('networkidle');
  const timeline = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadStart = navigation?.loadEventStart ?? 0;
    return {
      loadAt: performance.timeOrigin + loadStart,
      document: location.pathname,
      resources: performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, beforeLoad: e.startTime < loadStart })),
    };
  });
  await context.close();
  const requests: Request[] = [
    { path: timeline.document, byWorker: false, beforeLoad: true },
    ...timeline.resources.map((r) => ({ ...r, byWorker: false })),
    ...workerRequests.map((r) => ({
      path: new URL(r.url()).pathname,
      byWorker: true,
      beforeLoad: r.timing().startTime < timeline.loadAt,
    })),
  ];
  return { requests, installed };
}

/** The built file an address is served from (a page's `index.html`), or null for none. */
function builtFile(dist: string, path: string): string | null {
  const file = join(dist, path);
  if (existsSync(file) && statSync(file).isFile()) return file;
  const page = join(file, 'index.html');
  return existsSync(page) ? page : null;
}

/** Gzip size of a built file, as the server's compression would send it. */
function gzipBytes(dist: string, path: string): number {
  const file = builtFile(dist, path);
  return file ? gzipSync(readFileSync(file)).length : 0;
}

export async function landingServiceWorkerCost(
  browser: Browser,
  base: string,
  dist: string,
): Promise<LandingServiceWorkerCost> {
  const none = await firstVisit(browser, `${base}/`, false);
  const allowed = await firstVisit(browser, `${base}/`, true);
  const pageRequests = (visit: { requests: Request[] }, beforeLoad: boolean) =>
    visit.requests.filter((r) => !r.byWorker && r.beforeLoad === beforeLoad).map((r) => r.path);
  const afterLoadWithout = new Set(pageRequests(none, false));
  // Scripts only: the browser's favicon fetch lands after `load` in one visit's timeline or the other. The
  // browser fetches the worker's own script outside the page's resource timing.
  const registration = [
    ...pageRequests(allowed, false).filter((p) => p.endsWith('.js') && !afterLoadWithout.has(p)),
    '/sw.js',
  ];
  const byWorker = allowed.requests.filter((r) => r.byWorker);
  const gzipKb = (paths: string[]) => paths.reduce((sum, p) => sum + gzipBytes(dist, p), 0) / 1024;
  return {
    beforeLoad: { without: pageRequests(none, true), with: pageRequests(allowed, true) },
    registration,
    registrationKb: gzipKb(registration),
    precache: {
      files: byWorker.length,
      mb: gzipKb(byWorker.map((r) => r.path)) / 1024,
      beforeLoad: byWorker.filter((r) => r.beforeLoad).length,
    },
    installed: allowed.installed,
  };
}
