/**
 * `/benchmark` on two development clips chosen as files (each video beside a `time_s,ppg` CSV made from its
 * ground truth), offline after one visit: the page runs them through the scan worker on this browser and
 * its table matches `pnpm benchmark`'s rows for the same files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devClipsDir, repoRoot } from '@ai-doctor/fixtures/paths';
import { expect, type Page, test } from '@playwright/test';
import { parseUbfcGroundTruth } from '../src/features/benchmark/model/layouts/ubfcRppg.ts';
import type { BenchmarkResult } from '../src/features/benchmark/model/rows.ts';
import { axeViolations } from './screens-support.ts';
import { gotoHydrated } from './support/hydration.ts';

// The other specs block service workers (playwright.config.ts); this one runs offline through it.
test.use({ serviceWorkers: 'allow' });

const SUBJECTS = ['subject5', 'subject12'];
const dev = devClipsDir();
const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-benchmark-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The clip as a generic pair in `dir`: its video (a link) and its contact PPG as `time_s,ppg`. */
function genericPair(subject: string): string[] {
  const video = join(dir, `${subject}.mp4`);
  const csv = join(dir, `${subject}.csv`);
  symlinkSync(join(dev, subject, 'vid.mp4'), video);
  const { ppg, timesS } = parseUbfcGroundTruth(readFileSync(join(dev, subject, 'ground_truth.txt'), 'utf8'));
  const t0 = timesS[0] ?? 0;
  writeFileSync(csv, `time_s,ppg\n${timesS.map((t, i) => `${t - t0},${ppg[i]}`).join('\n')}\n`);
  return [video, csv];
}

/** The per-scan table on the page: clip → method → its cell. */
async function pageRows(page: Page): Promise<Map<string, Map<string, string>>> {
  const table = page.locator('table', { has: page.locator('caption', { hasText: 'Per scan' }) });
  const cells = await table
    .locator('tr')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent ?? '')));
  const [header = [], ...rows] = cells;
  return new Map(rows.map((row) => [row[0] as string, new Map(header.map((h, i) => [h, row[i] as string]))]));
}

/** The spacing of a classic method's rates: a 35 s scan at 30 Hz has a 2048-point periodogram. */
const PERIODOGRAM_BIN_BPM = (60 * 30) / 2048;

/** The rate in a cell such as `94.1 (+0.3)`; null for `—`. */
const rateIn = (cell: string | undefined) => (cell && cell !== '—' ? Number.parseFloat(cell) : null);

test('/benchmark runs two development clips chosen as files, offline, and matches the command line', async ({
  page,
  context,
}) => {
  test.skip(!existsSync(join(dev, SUBJECTS[0] as string)), `the development clips are not at ${dev}`);
  test.setTimeout(20 * 60_000);
  const files = SUBJECTS.flatMap(genericPair);
  const json = join(dir, 'cli.json');
  const run = spawnSync('pnpm', ['benchmark', '--', dir, '--json', json], { cwd: repoRoot, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const cli = JSON.parse(readFileSync(json, 'utf8')) as BenchmarkResult;
  expect(cli.rows.map((r) => r.clip)).toEqual(SUBJECTS);

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
  });
  await gotoHydrated(page, '/benchmark');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await context.setOffline(true);
  await gotoHydrated(page, '/benchmark');
  await page.getByLabel('Dataset files').setInputFiles(files);
  await expect(page.getByText('4 files: subject5 (generic), subject12 (generic)')).toBeVisible();
  await page.getByRole('button', { name: 'Run on this device' }).click();
  const results = page.getByRole('region', { name: 'Benchmark results' });
  await expect(results).toBeVisible({ timeout: 15 * 60_000 });
  await expect(page.getByText('The benchmark stopped')).toHaveCount(0);

  const rows = await pageRows(page);
  const report: string[] = [];
  for (const row of cli.rows) {
    const onPage = rows.get(row.clip);
    expect(onPage, row.clip).toBeDefined();
    expect(rateIn(onPage?.get('reference'))).toBeCloseTo(row.referenceBpm, 1);
    for (const method of cli.methods) {
      const bpm = row.estimates[method]?.bpm ?? null;
      const shown = rateIn(onPage?.get(method));
      report.push(`${row.clip} ${method}: cli ${bpm?.toFixed(1)} page ${shown}`);
    }
  }
  console.log(report.join('\n'));
  for (const row of cli.rows) {
    const onPage = rows.get(row.clip) as Map<string, string>;
    expect(onPage.get('shown as'), row.clip).toBe(row.estimates.engine?.status);
    for (const method of cli.methods) {
      const bpm = row.estimates[method]?.bpm as number;
      // The same frames, decoded by the browser (WebCodecs, drawn to a canvas) rather than by ffmpeg and the
      // app's 4:2:0 conversion: the engine's rate within 1 bpm, a classic method's within three of its
      // periodogram's bins (a pulse with two near-equal peaks can tip to the other); the page shows one decimal.
      const tolerance = method === 'engine' ? 1 : 3 * PERIODOGRAM_BIN_BPM;
      const diff = Math.abs((rateIn(onPage.get(method)) as number) - bpm);
      expect(diff, `${row.clip} ${method}`).toBeLessThanOrEqual(tolerance + 0.05);
    }
  }
  // The page's own figures for this device.
  const device = results.locator('table', { has: page.locator('caption', { hasText: 'On this device' }) });
  await expect(device.locator('tbody tr')).toHaveCount(2);
  console.log(
    await device.evaluate((t: HTMLTableElement) =>
      Array.from(t.rows, (r) => Array.from(r.cells, (c) => c.textContent).join(' | ')).join('\n'),
    ),
  );
  await expect(results.locator('[data-method="engine"] svg[role="img"]')).toHaveCount(3);
  // Off the button it clicked: the theme's hover shade of a filled button is lighter than its own.
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  expect(sent).toEqual([]);
});
