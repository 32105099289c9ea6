/**
 * Lighthouse's verdict that the app installs: Lighthouse 11 (installed as `lighthouse-11`), the last with
 * the PWA audits; 12 dropped them. Its `installable-manifest` audit is Chromium's own installability
 * check (CDP `Page.getInstallabilityErrors`): the manifest, its icons and the start URL. The service
 * worker that makes the installed app work offline is tested in `offline.spec.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse-11';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';

/** The manifest audits of Lighthouse 11's PWA category (the rest are manual checks). */
const MANIFEST_AUDITS = [
  'installable-manifest',
  'splash-screen',
  'themed-omnibox',
  'maskable-icon',
  'viewport',
  'content-width',
];

test('Lighthouse 11 reports the app installable, with a splash screen, a themed address bar and a maskable icon', async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  // A browser of its own, with DevTools on a free port (Chromium writes it into the profile) for Lighthouse.
  const profile = mkdtempSync(join(tmpdir(), 'ai-doctor-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, '--remote-debugging-port=0'],
  });
  try {
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const result = await lighthouse(`${baseURL}/`, { port, logLevel: 'error', onlyCategories: ['pwa'] });
    expect(result?.lhr.runtimeError).toBeUndefined();
    const audits = result?.lhr.audits ?? {};
    for (const id of MANIFEST_AUDITS) {
      const audit = audits[id];
      expect(audit?.score, `${id}: ${JSON.stringify(audit?.details ?? audit?.explanation)}`).toBe(1);
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
