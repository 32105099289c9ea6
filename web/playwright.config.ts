import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@ai-doctor/fixtures/chromium';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5055);
/**
 * The server's embedded database for this run only: bookings and readings left by earlier runs would
 * otherwise fill the slots a test books. Named once by the runner (workers inherit it through the
 * environment) and removed after the run by `e2e/support/teardown.ts`.
 */
const E2E_DATA_DIR = process.env.AI_DOCTOR_E2E_DATA_DIR ?? join(tmpdir(), `ai-doctor-e2e-${PORT}-${process.pid}`);
process.env.AI_DOCTOR_E2E_DATA_DIR = E2E_DATA_DIR;

/** The browser every browser test drives (Debian's Chromium; `CHROMIUM_PATH` overrides). */
export const chromiumPath = CHROMIUM_PATH;
/** Chromium flags that every browser test needs on these machines (Debian's Chromium, no network). */
export const chromiumArgs = CHROMIUM_ARGS;

// Runs against the real production server (built app + API), exactly what `npm start` serves.
export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  workers: 1,
  // CI shares two cores with the whole suite: one retry, reported as flaky, absorbs a late camera frame.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // The service worker would serve later visits from its cache; e2e/offline.spec.ts allows and tests it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  globalTeardown: './e2e/support/teardown.ts',
  webServer: {
    command: '../api/bin/serve',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: E2E_DATA_DIR },
    reuseExistingServer: false,
    // PGlite's first start took 77 s on the shared 2-core machine at load 16.
    timeout: 180_000,
  },
});
