/**
 * Scan pipeline benchmark: the built app served by the real server, Debian's Chromium with the fake
 * camera playing a fixture clip, a scan started through the UI. Prints `BENCH {json}` lines per CPU
 * budget: frames the camera delivered to the page and frames processed per second, the scan worker's
 * own p95 per frame, the face worker's p95 per detection and a frame's p95 through both, the longest
 * main-thread task and the count over 50 ms, the machine's load average, the CPU the browser used;
 * unthrottled also the page's JS heap and the core's WebAssembly memory.
 * Benchmarks print; they never fail. Build first: `node scripts/build.mjs`.
 *
 * A budget is a devtools throttling rate of the page's main thread (CDP; it reaches no worker), alone or
 * with the rest of the browser held to a share of a core by a cgroup (`cpuQuota.ts`; workers, compositor,
 * GPU and camera threads): a cheap phone is slow on every thread. The main thread runs apart from the
 * quota, slowed by the throttle, which spins it (docs/benchmarking-the-scan.md). Where the machine cannot
 * set a quota the bench says so and prints no figure for that budget.
 *
 * Options: `--throttle 4` (repeatable; default 1 and 4: the main thread alone), `--cores 0.5`
 * (repeatable; default 1 and 0.5: the rest of the browser held to that many cores, its main thread
 * slowed by `--cores-throttle`, default 4), `--main-thread inside` (the main thread, and its throttle's
 * spinning, inside the quota too), `--period-ms 10` (the quota's period), `--weight 8` (the browser's
 * groups weigh that many times a task's default, `BUDGET_WEIGHT`: a busy machine's other work cannot
 * starve them below their budget; 1 is the kernel's default), `--seconds 15` measured per budget, `--profile` (also where the main thread's time goes at each budget: a Chrome trace and a JS
 * profile of the measured seconds; the tracing itself costs time, so its frame rates are not the bench's).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from '@ai-doctor/fixtures/chromium';
import { type Browser, chromium, type Page } from '@playwright/test';
import { fakeCameraLaunch } from '../../e2e/support/fakeCamera.ts';
import { gotoHydrated } from '../../e2e/support/hydration.ts';
import { bench, SERVER, startServer } from './benchServer.ts';
import { BUDGET_WEIGHT, type CpuQuota, openCpuQuota, threadUse } from './cpuQuota.ts';
import { printRows, startMainThreadProfile } from './mainThreadProfile.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5066);
const BASE = `http://127.0.0.1:${PORT}`;
const WEB_DIST = join(process.env.WEB_ROOT ?? fileURLToPath(new URL('../../dist', import.meta.url)), 'index.html');
const { values: options } = parseArgs({
  options: {
    throttle: { type: 'string', multiple: true, default: ['1', '4'] },
    cores: { type: 'string', multiple: true, default: ['1', '0.5'] },
    'cores-throttle': { type: 'string', default: '4' },
    'main-thread': { type: 'string', default: 'apart' },
    'period-ms': { type: 'string', default: '10' },
    weight: { type: 'string', default: String(BUDGET_WEIGHT) },
    seconds: { type: 'string', default: '15' },
    profile: { type: 'boolean', default: false },
  },
});
/** Seconds of scanning before measuring (first detections, JIT) and measured seconds. */
const WARM_UP_S = 3;
const MEASURE_S = Number(options.seconds);
/** On a busy shared machine the worker and the face model take long to load; the scan waits for them. */
const START_TIMEOUT_MS = 120_000;
/** A main-thread task longer than this is a long task (the Long Tasks API's own line). */
const LONG_TASK_MS = 50;
const MB = 1024 * 1024;

/**
 * A CPU budget: the page's main thread slowed `throttle` times by the devtools throttle, the browser held
 * to `cores` (null: unheld), its main threads apart from that quota or inside it.
 */
interface Budget {
  throttle: number;
  cores: number | null;
  mainApart: boolean;
}

function budgetTag({ throttle, cores, mainApart }: Budget): string {
  const slowed = throttle === 1 ? '' : `CPU ×${throttle}`;
  if (cores === null) return slowed || 'unthrottled';
  const held = cores === 1 ? 'one core' : cores === 0.5 ? 'half a core' : `${cores} cores`;
  if (!slowed) return held;
  return mainApart ? `${held} + main thread ×${throttle}` : `${held} + CPU ×${throttle} inside`;
}

type Stats = NonNullable<Awaited<ReturnType<NonNullable<Window['__AI_DOCTOR__']>['pipelineStats']>>>;
type LongTasks = { __longTasks: number[] };

const pipelineStats = (page: Page) =>
  page.evaluate(() => (window.__AI_DOCTOR__ as NonNullable<Window['__AI_DOCTOR__']>).pipelineStats()) as Promise<Stats>;

const load1 = () => loadavg()[0] ?? Number.NaN;

/**
 * One scan on a CPU budget (the quota set up by the caller, and `keepApart` keeping the main threads out
 * of it); returns frame rates, worker times, long tasks, CPU, heap and wasm memory.
 */
async function measureScan(
  browser: Browser,
  page: Page,
  throttle: number,
  quota: CpuQuota | null,
  keepApart: (() => () => void) | null,
) {
  const stop = keepApart?.();
  try {
    return await scanFigures(browser, page, throttle, quota);
  } finally {
    stop?.();
  }
}

async function scanFigures(browser: Browser, page: Page, throttle: number, quota: CpuQuota | null) {
  const cdp = await page.context().newCDPSession(page);
  await page.addInitScript(() => {
    const w = window as unknown as LongTasks;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  // The page is prerendered: a click before React has hydrated the button is not seen.
  await gotoHydrated(page, `${BASE}/app`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  // Measure the scan, not the start-up (worker, core and model loading): from its first frames on.
  for (const t0 = Date.now(); ((await pipelineStats(page)).pump?.processed ?? 0) === 0; ) {
    if (Date.now() - t0 > START_TIMEOUT_MS) throw new Error('the scan did not start');
    await page.waitForTimeout(500);
  }
  await page.waitForTimeout(WARM_UP_S * 1000);
  const profiling = options.profile ? await startMainThreadProfile(browser, page, cdp) : null;
  await page.evaluate(() => {
    (window as unknown as LongTasks).__longTasks = [];
  });
  const loadBefore = load1();
  const before = await pipelineStats(page);
  const cpuBefore = quota?.usedSeconds() ?? Number.NaN;
  const threadsBefore = quota?.threads();
  const periodsBefore = quota?.periods();
  const t0 = Date.now();
  await page.waitForTimeout(MEASURE_S * 1000);
  const after = await pipelineStats(page);
  const seconds = (Date.now() - t0) / 1000;
  const cpuAfter = quota?.usedSeconds() ?? Number.NaN;
  const threads = quota && threadsBefore ? threadUse(threadsBefore, quota.threads()) : [];
  const periodsAfter = quota?.periods();
  const longTasks = await page.evaluate(() => (window as unknown as LongTasks).__longTasks);
  const profile = profiling ? await profiling() : null;
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const delta = (k: 'processed' | 'delivered' | 'dropped' | 'missed') =>
    (after.pump?.[k] ?? 0) - (before.pump?.[k] ?? 0);
  return {
    seconds,
    processedFps: delta('processed') / seconds,
    // Frames the camera delivered to the page's video: with a callback, and those shown while the main
    // thread was too busy for one.
    cameraFps: (delta('delivered') + delta('missed')) / seconds,
    missed: delta('missed'),
    dropped: delta('dropped'),
    workerP95: after.worker?.workerMsP95 ?? Number.NaN,
    workerMedian: after.worker?.workerMsMedian ?? Number.NaN,
    frameP95: after.worker?.frameMsP95 ?? Number.NaN,
    detectorP95: after.worker?.detectorMsP95 ?? Number.NaN,
    detectorMedian: after.worker?.detectorMsMedian ?? Number.NaN,
    detectionsPerSecond: ((after.worker?.detections ?? 0) - (before.worker?.detections ?? 0)) / seconds,
    detectionInterval: after.worker?.detectionInterval ?? Number.NaN,
    wasmBytes: after.worker?.wasmMemoryBytes ?? Number.NaN,
    faceMode: after.faceMode,
    longestTaskMs: Math.max(0, ...longTasks),
    longTasks: longTasks.filter((ms) => ms > LONG_TASK_MS).length,
    heapBytes: heap.usedSize,
    load: (loadBefore + load1()) / 2,
    // The browser's CPU over the measured seconds, in cores, and the share of the quota's periods it was held back.
    cores: (cpuAfter - cpuBefore) / seconds,
    threads: threads.map((t) => ({ name: t.name, cores: t.seconds / seconds })),
    heldBack:
      periodsBefore && periodsAfter && periodsAfter.periods > periodsBefore.periods
        ? (periodsAfter.throttled - periodsBefore.throttled) / (periodsAfter.periods - periodsBefore.periods)
        : Number.NaN,
    profile,
  };
}

async function main(): Promise<void> {
  if (!existsSync(SERVER) || !existsSync(WEB_DIST)) {
    console.log('scan bench: build first (node scripts/build.mjs); skipped.');
    return;
  }
  // Frame rates and task lengths are wall-clock figures: on a shared machine they move with its load.
  console.log(`machine load average (1 min): ${load1().toFixed(1)}`);
  // The devtools throttle slows the main thread by spinning it (a busy wait in a signal handler, idle or
  // not: about 0.65 of a core at ×4). Inside a quota that spinning takes the workers' time, which no
  // phone's slow core does; so by default the main threads run apart, slowed by the throttle, and
  // everything else of the browser shares the quota (`--main-thread inside`: the spinning inside it).
  const mainApart = options['main-thread'] !== 'inside';
  const budgets: Budget[] = [
    ...options.throttle.map((t) => ({ throttle: Number(t), cores: null, mainApart: false })),
    ...options.cores.map((c) => ({ throttle: Number(options['cores-throttle']), cores: Number(c), mainApart })),
  ];
  const periodUs = Math.round(Number(options['period-ms']) * 1000);
  const { launchOptions } = fakeCameraLaunch('calm-light');
  const server = await startServer(PORT);
  try {
    for (const budget of budgets) {
      const tag = budgetTag(budget);
      // An unheld browser is put in a group without a limit where one can be made, to measure its CPU.
      const quota = openCpuQuota(
        budget.cores ?? Number.POSITIVE_INFINITY,
        periodUs,
        CHROMIUM_PATH,
        Number(options.weight),
      );
      const held = 'reason' in quota ? null : quota;
      const mainHold = held && budget.mainApart ? held.mainThreadsApart() : null;
      const unmet = 'reason' in quota ? quota.reason : mainHold && 'reason' in mainHold ? mainHold.reason : null;
      if (unmet && budget.cores !== null) {
        console.log(`scan (${tag}): not measured: ${unmet}; the devtools throttle alone is not this budget`);
        bench({
          figure: `scan frames processed per second (${tag})`,
          value: 'not measured',
          unit: '',
          target: '>= 25',
        });
        await held?.close();
        continue;
      }
      const keepApart = mainHold && 'keepApart' in mainHold ? mainHold.keepApart : null;
      if (held && budget.cores !== null)
        console.log(
          `scan (${tag}): the browser held by ${held.how}${mainHold && 'how' in mainHold ? `, ${mainHold.how}` : ''}`,
        );
      const browser = await chromium.launch({
        ...launchOptions,
        executablePath: held?.executable ?? launchOptions.executablePath,
        headless: true,
      });
      try {
        const context = await browser.newContext();
        const page = await context.newPage();
        const r = await measureScan(browser, page, budget.throttle, held, keepApart);
        await context.close();
        report(tag, budget, r);
      } finally {
        await browser.close();
        await held?.close();
      }
    }
  } finally {
    server.kill();
  }
}

/** Prints one budget's figures: a line to read, and the `BENCH` rows of the table. */
function report(tag: string, budget: Budget, r: Awaited<ReturnType<typeof measureScan>>): void {
  console.log(
    `scan (${tag}, ${r.faceMode}, load ${r.load.toFixed(1)}): camera ${r.cameraFps.toFixed(1)} fps ` +
      `(${r.missed} shown without a frame callback), processed ${r.processedFps.toFixed(1)} fps, ` +
      `${r.dropped} dropped at the worker gate; scan worker median ${r.workerMedian.toFixed(1)} ms, ` +
      `p95 ${r.workerP95.toFixed(1)} ms; face worker per detection median ${r.detectorMedian.toFixed(1)} ms, ` +
      `p95 ${r.detectorP95.toFixed(1)} ms, ${r.detectionsPerSecond.toFixed(1)} detections a second ` +
      `(every ${r.detectionInterval} frames at the end); a frame from arrival to report p95 ${r.frameP95.toFixed(1)} ms; ` +
      `main-thread tasks over ${LONG_TASK_MS} ms: ${r.longTasks}, longest ${r.longestTaskMs.toFixed(0)} ms` +
      (Number.isFinite(r.cores) ? `; the browser used ${r.cores.toFixed(2)} cores` : '') +
      (Number.isFinite(r.heldBack) ? `, held back in ${(r.heldBack * 100).toFixed(0)} % of the quota's periods` : ''),
  );
  if (r.threads.length > 0)
    console.log(
      `scan (${tag}): the browser's CPU by thread (cores): ${r.threads
        .slice(0, 8)
        .map((t) => `${t.name} ${t.cores.toFixed(3)}`)
        .join(', ')}`,
    );
  if (r.faceMode === null || r.processedFps === 0)
    console.log(`scan (${tag}): the scan was not running through the measured seconds; its figures say nothing`);
  if (r.profile) {
    printRows(`main thread by timeline event, self time (${tag})`, r.profile.timeline.rows, r.seconds);
    printRows(`main thread JS by function, self time (${tag})`, r.profile.js, r.seconds);
    const tasks = r.profile.timeline.tasks.sort((a, b) => b.ms - a.ms);
    console.log('\nlongest main-thread tasks in the trace, with where their time went (ms):');
    for (const t of tasks.slice(0, 10))
      console.log(
        `  ${t.ms.toFixed(1).padStart(7)}  ${t.parts
          .slice(0, 4)
          .map((p) => `${p.what} ${p.ms.toFixed(1)}`)
          .join('; ')}`,
      );
  }
  // Every frame the camera delivers should reach the workers; on the half-core budget, at least 25 a second.
  const held = budget.cores !== null;
  bench({ figure: `scan camera frames delivered per second (${tag})`, value: r.cameraFps, unit: 'fps', target: '30' });
  bench({
    figure: `scan frames processed per second (${tag})`,
    value: r.processedFps,
    unit: 'fps',
    target: held ? '>= 25' : '>= 29',
  });
  bench({
    figure: `scan worker time per frame p95 (${tag})`,
    value: r.workerP95,
    unit: 'ms',
    target: held ? '' : '<= 12',
  });
  // The detector runs in the face worker beside the scan worker, as often as its cost allows: its time and
  // rate are reported apart, and so is a frame's time in the scan worker from arrival to report.
  bench({ figure: `face worker time per detection p95 (${tag})`, value: r.detectorP95, unit: 'ms', target: '' });
  bench({ figure: `face detections per second (${tag})`, value: r.detectionsPerSecond, unit: '/s', target: '' });
  bench({ figure: `scan frame time from arrival to report p95 (${tag})`, value: r.frameP95, unit: 'ms', target: '' });
  bench({ figure: `scan longest main-thread task (${tag})`, value: r.longestTaskMs, unit: 'ms', target: '<= 50' });
  bench({ figure: `scan main-thread tasks over 50 ms (${tag})`, value: r.longTasks, unit: '', target: '0' });
  if (Number.isFinite(r.cores))
    bench({ figure: `browser CPU during the scan (${tag})`, value: r.cores, unit: 'cores', target: '' });
  bench({ figure: `machine load average during the scan (${tag})`, value: r.load, unit: '', target: '' });
  if (budget.throttle === 1 && !held) {
    bench({ figure: 'scan page JS heap', value: r.heapBytes / MB, unit: 'MB', target: '<= 150' });
    bench({ figure: 'scan core WASM memory', value: r.wasmBytes / MB, unit: 'MB', target: '<= 32' });
  }
}

await main();
