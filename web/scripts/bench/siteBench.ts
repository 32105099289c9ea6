/**
 * Site benchmark: the built app served by the real server, opened in Debian's Chromium. Prints `BENCH {json}`
 * lines: the JavaScript each route loads on first load (gzip size of the built files it fetched), what the
 * service worker adds to the landing's first load (`landingServiceWorker.ts`), and Lighthouse's four
 * scores (mobile preset) for a few routes. Benchmarks print; they never fail.
 * Build first: `node scripts/build.mjs`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { bench, SERVER, startServer } from './benchServer.ts';
import { type LandingServiceWorkerCost, landingServiceWorkerCost } from './landingServiceWorker.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5067);
const BASE = `http://127.0.0.1:${PORT}`;
/** Chromium's DevTools port for Lighthouse. */
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9347);
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const KB = 1024;
const ARTICLE = '/blog/the-science-behind-remote-photoplethysmography-technology';
/** Issue 13: the landing page's first-load budget; the other routes are reported for comparison. */
const LANDING_BUDGET_KB = 150;
const LIGHTHOUSE_ROUTES = ['/', '/app', '/pricing', ARTICLE];
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE_TARGET = 95;

/** Gzip size of a built file, as the server's compression would send it (zlib's default level). */
const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

/** The scripts a route fetches until the network is idle, with each one's gzip size from `dist/`. */
async function firstLoadScripts(browser: Browser, path: string): Promise<{ file: string; gzip: number }[]> {
  const page = await browser.newPage();
  const files = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname);
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  return [...files].map((file) => ({ file, gzip: gzipBytes(join(DIST, file)) }));
}

/** Lighthouse's four scores (0–100) for one URL, or why it could not run. */
async function lighthouseScores(url: string): Promise<Record<string, number> | string> {
  try {
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    const categories = result?.lhr.categories ?? {};
    const runtimeError = result?.lhr.runtimeError;
    if (runtimeError) return `${runtimeError.code}: ${runtimeError.message}`;
    return Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? Number.NaN) * 100)]),
    );
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Issue 30: the service worker adds nothing to the landing's first load but its registration, after `load`. */
function printServiceWorkerCost(cost: LandingServiceWorkerCost): void {
  const added = cost.beforeLoad.with.filter((p) => !cost.beforeLoad.without.includes(p));
  const { files, mb, beforeLoad } = cost.precache;
  console.log(
    `landing with the service worker: before load, ${added.length ? `also ${added.join(', ')}` : 'the same requests as a browser without one'}; after load, its registration (${cost.registration.join(', ')}: ${cost.registrationKb.toFixed(1)} KB gzip), then the worker${cost.installed ? '' : ' (not installed!)'} precaches ${files} files (${mb.toFixed(1)} MB gzip), ${beforeLoad} of them before load`,
  );
  bench({ figure: 'landing requests before load the service worker adds', value: added.length, unit: '', target: '0' });
  bench({ figure: 'landing precache requests before load', value: beforeLoad, unit: '', target: '0' });
  bench({
    figure: 'landing: service worker registration after load, gzip',
    value: cost.registrationKb,
    unit: 'KB',
    target: '',
  });
  bench({ figure: 'landing: precache downloaded after load, gzip', value: mb, unit: 'MB', target: '' });
}

async function main(): Promise<void> {
  if (!existsSync(SERVER) || !existsSync(join(DIST, 'index.html'))) {
    console.log('site bench: build first (node scripts/build.mjs); skipped.');
    return;
  }
  // Lighthouse's performance score simulates a phone from measured timings: it moves with the machine's load.
  console.log(`machine load average (1 min): ${loadavg()[0]?.toFixed(1)}`);
  const server = await startServer(PORT);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    for (const path of ['/', '/app', ARTICLE]) {
      const scripts = await firstLoadScripts(browser, path);
      const kb = scripts.reduce((sum, s) => sum + s.gzip, 0) / KB;
      console.log(`first-load JS ${path}: ${kb.toFixed(1)} KB gzip in ${scripts.map((s) => s.file).join(', ')}`);
      bench({
        figure: `first-load JS, gzip (${path === ARTICLE ? 'an article' : path})`,
        value: kb,
        unit: 'KB',
        target: path === '/' ? `<= ${LANDING_BUDGET_KB}` : '',
      });
    }
    printServiceWorkerCost(await landingServiceWorkerCost(browser, BASE, DIST));
    for (const path of LIGHTHOUSE_ROUTES) {
      const scores = await lighthouseScores(`${BASE}${path}`);
      const name = path === ARTICLE ? 'an article' : path;
      if (typeof scores === 'string') {
        console.log(`lighthouse ${path}: could not run (${scores})`);
        continue;
      }
      console.log(`lighthouse ${path} (mobile): ${JSON.stringify(scores)}`);
      for (const category of LIGHTHOUSE_CATEGORIES) {
        bench({
          figure: `lighthouse ${category} (${name})`,
          value: scores[category] ?? Number.NaN,
          unit: '',
          target: `>= ${LIGHTHOUSE_TARGET}`,
        });
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
