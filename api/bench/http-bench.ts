/**
 * HTTP benchmark of the built server (api/dist/server.js, as `npm start` runs it, logging at info and the
 * rate limits in the request path) on loopback: req/s and p99 latency of `/api/enhance-rppg` (a 35 s trace at
 * 30 fps, half the load from a clinic's API key) and `/api/wellness-diagnosis`, and the server's resident
 * memory. Prints `BENCH {json}` lines; never fails on a missed target.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRppgCoreFromDisk } from '@ai-doctor/rppg-core/node';
import { encodeTrace } from '@ai-doctor/rppg-core/trace-format';
import autocannon from 'autocannon';
import { createKey } from '../src/db/api-keys.ts';
import { openDatabase } from '../src/db/database.ts';
import { traceFromBinary, traceFromRequest } from '../src/measurement/trace-request.ts';
import { syntheticEnhanceBody } from '../test/synthetic-trace.ts';

const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
/** How `npm start` starts it (the launcher execs node on SERVER, so the child's pid is the server's). */
const SERVE = fileURLToPath(new URL('../bin/serve', import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_S = 3;
const CONNECTIONS = 10;
/** Rounds of the diagnosis route against the bare-Fastify baseline, back to back; the median round is reported. */
const SHARE_ROUNDS = 3;

function bench(figure: string, value: number, unit: string, target: string) {
  console.log(`BENCH ${JSON.stringify({ figure, value: Number(value.toFixed(2)), unit, target })}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** CPU time a process has used so far (user + system), µs, from /proc (Linux's clock tick is 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Resident memory now and at its peak (VmHWM), MB, from /proc. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * The machine's ceiling: a bare Fastify process answering a small JSON POST, loaded the same way and run
 * under the same malloc setting as the server (`serveMallocEnv`). On a shared 2-core box the load
 * generator and the server compete for the cores, so read the route figures against this one.
 */
const BASELINE_SERVER = `
  const app = require('fastify')();
  app.post('/', async (req) => ({ ok: true, heartRate: req.body.heartRate }));
  app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * The glibc malloc setting `bin/serve` starts the server with (README, Memory), read from the launcher
 * itself so that the baseline, which does not go through it, runs under the same one: as there, a value
 * already in the environment wins.
 */
function serveMallocEnv(): Record<string, string> {
  const fromServe = readFileSync(SERVE, 'utf8').match(/MALLOC_MMAP_THRESHOLD_:-(\d+)/)?.[1];
  if (!fromServe) throw new Error(`${SERVE} no longer sets MALLOC_MMAP_THRESHOLD_: start the baseline as it does`);
  return { MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || fromServe };
}

async function startServer(
  dataDir: string,
  script?: string,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const [command, args] = script ? [process.execPath, ['-e', script]] : [SERVE, []];
  const ready = script ? '/' : '/api/health';
  const child = spawn(command, args, {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: join(dataDir, 'no-web-app'),
      DATABASE_URL: '',
      // The limiter stays in the request path; only its ceiling is lifted so it measures the routes.
      RATE_LIMIT_MAX: String(1e9),
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(
        `${url}${ready}`,
        script ? { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } } : {},
      );
      return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start within 300 s (a busy machine?)');
}

/**
 * Waits until the server is idle: for a few seconds after it answers, it is still busy starting (V8
 * optimising the embedded database's WebAssembly in the background), which would be counted against
 * whichever route is loaded first.
 */
async function settled(pid: number, maxSeconds = 30): Promise<void> {
  for (let i = 0, before = cpuMicros(pid); i < maxSeconds; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMicros(pid);
    if (now - before < 50_000) return;
    before = now;
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function load(
  url: string,
  path: string,
  body: string | Buffer,
  seconds: number,
  { connections = CONNECTIONS, headers = {} }: { connections?: number; headers?: Record<string, string> } = {},
) {
  const type = typeof body === 'string' ? 'application/json' : 'application/octet-stream';
  return autocannon({
    url: `${url}${path}`,
    method: 'POST',
    headers: { 'content-type': type, ...headers },
    body,
    connections,
    duration: seconds,
  });
}

/**
 * A clinic's API key in the server's database (its limits in the request path, set high enough to measure
 * the route): created while no server holds the embedded database.
 */
async function benchKey(dataDir: string): Promise<string> {
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const limit = 2_000_000_000;
    const spec = { label: 'bench', ratePerMinute: limit, quotaPerDay: limit } as const;
    return (await createKey(db, { ...spec, scope: 'clinic', clinicId: 'bench', doctorIds: ['dr-bench'] })).key;
  } finally {
    await db.close();
  }
}

/**
 * The load with a keyed client among anonymous ones: half the connections send the clinic's key (counted
 * against its limits in the database), half none (the per-IP limit), at the same time. Throughput is the
 * sum; p99 the worse of the two clients'.
 */
async function mixedLoad(url: string, path: string, body: Buffer, seconds: number, key: string) {
  const half = CONNECTIONS / 2;
  const [anonymous, keyed] = await Promise.all([
    load(url, path, body, seconds, { connections: half }),
    load(url, path, body, seconds, { connections: half, headers: { authorization: `Bearer ${key}` } }),
  ]);
  return {
    anonymous,
    keyed,
    requestsPerS: anonymous.requests.average + keyed.requests.average,
    p50: Math.max(anonymous.latency.p50, keyed.latency.p50),
    p99: Math.max(anonymous.latency.p99, keyed.latency.p99),
    failed: [anonymous, keyed].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/** One load run and the server's CPU time per request during it (steadier than req/s on a shared machine). */
async function measuredLoad(server: { child: ChildProcess; url: string }, path: string, body: string) {
  const pid = server.child.pid as number;
  const cpuBefore = cpuMicros(pid);
  const result = await load(server.url, path, body, DURATION_S);
  return { result, cpuPerRequestUs: (cpuMicros(pid) - cpuBefore) / result.requests.total };
}

/**
 * The diagnosis route against the bare Fastify, fairly: both servers run side by side, get the same
 * warm-up and payload, and are loaded alternately, round after round, so a change in the machine's load
 * hits both; each round's share is the route's rate over the baseline's just before it, and the median
 * round is reported (one round alone moves with the shared machine's load: README, Benchmark).
 */
async function diagnosisShare(server: { child: ChildProcess; url: string }, dataDir: string, reading: string) {
  const baselineServer = await startServer(dataDir, BASELINE_SERVER, serveMallocEnv());
  try {
    await settled(baselineServer.child.pid as number);
    await load(baselineServer.url, '/', reading, WARM_UP_S);
    await load(server.url, '/api/wellness-diagnosis', reading, WARM_UP_S);
    const rounds = [];
    for (let i = 0; i < SHARE_ROUNDS; i++) {
      const baseline = await measuredLoad(baselineServer, '/', reading);
      const diagnosis = await measuredLoad(server, '/api/wellness-diagnosis', reading);
      rounds.push({ baseline, diagnosis, share: diagnosis.result.requests.average / baseline.result.requests.average });
    }
    const shares = rounds.map((r) => r.share);
    const middle = rounds.find((r) => r.share === median(shares)) as (typeof rounds)[number];
    console.log(
      `wellness-diagnosis share of the baseline, each round: ${shares.map((x) => `${(100 * x).toFixed(0)} %`).join(', ')}`,
    );
    return {
      ...middle,
      cpuPerRequestUs: median(rounds.map((r) => r.diagnosis.cpuPerRequestUs)),
      baselineCpuPerRequestUs: median(rounds.map((r) => r.baseline.cpuPerRequestUs)),
    };
  } finally {
    await stopServer(baselineServer.child);
  }
}

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

/** What opening the embedded database adds to a process's resident memory, MB (measured in this process). */
async function pgliteCostMb(dataDir: string): Promise<number> {
  const before = rssMb();
  const db = await openDatabase({ databaseUrl: null, dataDir });
  await db.query('SELECT count(*) FROM contact_messages');
  const cost = rssMb() - before;
  await db.close();
  return cost;
}

/**
 * Milliseconds per `analyze(trace, { mode })` in this process ('enhanced-vitals' is the route's floor): the
 * median of `runs` analyses after as many to warm up. An analysis thread serves thousands, so the figure is the
 * core once V8 has optimised it; timed from the first run it moved with when each function was promoted.
 */
async function coreAnalyzeMs(
  body: string,
  mode: 'enhanced' | 'enhanced-vitals',
  runs = 30,
): Promise<{ ms: number; wasmMb: number }> {
  const core = await loadRppgCoreFromDisk();
  const trace = traceFromRequest(JSON.parse(body));
  for (let i = 0; i < runs; i++) core.analyze(trace, { mode });
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    core.analyze(trace, { mode });
    return performance.now() - start;
  });
  return { ms: median(times), wasmMb: core.memoryBytes() / 2 ** 20 };
}

/** Milliseconds to read and check a binary trace into the core's input (what the route does before the pool). */
function binaryParseMs(bytes: Buffer, runs = 200): number {
  for (let i = 0; i < 20; i++) traceFromBinary(bytes);
  const start = performance.now();
  for (let i = 0; i < runs; i++) traceFromBinary(bytes);
  return (performance.now() - start) / runs;
}

/** The same for the JSON body: JSON.parse plus the checks (Fastify's schema validation not included). */
function jsonParseMs(body: string, runs = 200): number {
  for (let i = 0; i < 20; i++) traceFromRequest(JSON.parse(body));
  const start = performance.now();
  for (let i = 0; i < runs; i++) traceFromRequest(JSON.parse(body));
  return (performance.now() - start) / runs;
}

async function main() {
  if (!existsSync(SERVER)) throw new Error('api/dist/server.js is missing: run `pnpm --filter @ai-doctor/api build`');
  const dataDir = mkdtempSync(join(tmpdir(), 'ai-doctor-bench-'));
  try {
    // The first start creates the embedded database (a one-off initdb, in a child process); measure a normal start.
    await stopServer((await startServer(dataDir)).child);
    const key = await benchKey(dataDir);
    const { child, url } = await startServer(dataDir);
    const pid = child.pid as number;
    await settled(pid);
    const idle = memoryMb(pid);

    const body = syntheticEnhanceBody({ seconds: 35, fps: 30 });
    const trace = JSON.stringify(body);
    const binaryTrace = Buffer.from(encodeTrace(body));
    const check = await fetch(`${url}/api/enhance-rppg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: trace,
    });
    if (!check.ok) throw new Error(`enhance-rppg answered ${check.status}: ${await check.text()}`);
    const reading = JSON.stringify({
      systolic: 122,
      diastolic: 79,
      heartRate: 74,
      heartRateVariability: 38,
      breathingRate: 15,
      oxygenSaturation: 97,
      sympatheticStress: 30,
      parasympatheticActivity: 70,
      signalQuality: 84,
      confidence: 0.82,
    });

    console.log(
      `enhance-rppg body: ${(trace.length / 1024).toFixed(0)} KB JSON, ${(binaryTrace.length / 1024).toFixed(0)} KB ` +
        'binary (35 s at 30 fps, face + 3 ROIs)',
    );
    // Each figure is the steady state: a warm-up run lets V8 optimise the hot paths first.
    const share = await diagnosisShare({ child, url }, dataDir, reading);
    const diagnosis = share.diagnosis.result;
    const baseline = share.baseline.result;
    await mixedLoad(url, '/api/enhance-rppg', binaryTrace, WARM_UP_S, key);
    const enhance = await mixedLoad(url, '/api/enhance-rppg', binaryTrace, DURATION_S, key);
    const enhanceJson = await load(url, '/api/enhance-rppg', trace, DURATION_S);
    const mem = memoryMb(pid);
    await stopServer(child);

    // One analysis thread instead of one per core: the difference is what a thread (with its core) costs.
    const oneThread = await startServer(dataDir, undefined, { ANALYSIS_THREADS: '1' });
    await settled(oneThread.child.pid as number);
    const idleOneThread = memoryMb(oneThread.child.pid as number);
    await stopServer(oneThread.child);
    const pgliteMb = await pgliteCostMb(dataDir);

    const analysis = await coreAnalyzeMs(trace, 'enhanced');
    // What the route's threads run: the same analysis without the drawings it does not return.
    const routeAnalysis = await coreAnalyzeMs(trace, 'enhanced-vitals');
    const parseBinaryMs = binaryParseMs(binaryTrace);
    const parseJsonMs = jsonParseMs(trace);
    const [load1, load5] = loadavg();

    for (const [who, r] of [
      ['anonymous', enhance.anonymous],
      ['keyed', enhance.keyed],
    ] as const) {
      console.log(
        `enhance-rppg (binary body), ${who} client: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, ` +
          `p99 ${r.latency.p99} ms, ${CONNECTIONS / 2} connections, ${r.non2xx + r.errors + r.timeouts} failed`,
      );
    }
    console.log(
      `enhance-rppg (binary body), both: ${enhance.requestsPerS.toFixed(0)} req/s, p99 ${enhance.p99} ms, ` +
        `${CONNECTIONS} connections, ${DURATION_S} s, ${enhance.failed} failed`,
    );
    for (const [name, r] of [
      ['enhance-rppg (JSON body)', enhanceJson],
      ['wellness-diagnosis', diagnosis],
      ['bare Fastify baseline', baseline],
    ] as const) {
      const failed = r.non2xx + r.errors + r.timeouts;
      console.log(
        `${name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
          `${CONNECTIONS} connections, ${DURATION_S} s, ${failed} failed`,
      );
    }
    console.log(`machine load average while benchmarking: ${load1?.toFixed(1)} (1 min), ${load5?.toFixed(1)} (5 min)`);
    bench('api enhance-rppg throughput (binary trace, half keyed)', enhance.requestsPerS, 'req/s', '>= 500');
    bench('api enhance-rppg p99 latency (binary trace, half keyed)', enhance.p99, 'ms', '<= 50');
    bench('api enhance-rppg keyed client throughput', enhance.keyed.requests.average, 'req/s', '');
    bench('api enhance-rppg keyed client p99 latency', enhance.keyed.latency.p99, 'ms', '');
    bench('api enhance-rppg throughput (35 s JSON trace)', enhanceJson.requests.average, 'req/s', '');
    bench('api enhance-rppg p99 latency (JSON trace)', enhanceJson.latency.p99, 'ms', '');
    bench('api binary trace parse + checks, 35 s trace', parseBinaryMs, 'ms', '<= 1');
    bench('api JSON trace parse + checks, 35 s trace', parseJsonMs, 'ms', '');
    bench('api wellness-diagnosis share of the bare Fastify baseline (median round)', 100 * share.share, '%', '>= 33');
    bench('api wellness-diagnosis server CPU per request', share.cpuPerRequestUs, 'µs', '');
    bench('api bare Fastify baseline server CPU per request', share.baselineCpuPerRequestUs, 'µs', '');
    bench('api wellness-diagnosis throughput', diagnosis.requests.average, 'req/s', '');
    bench('api wellness-diagnosis p99 latency', diagnosis.latency.p99, 'ms', '');
    bench('api bare Fastify baseline on this machine', baseline.requests.average, 'req/s', '');
    bench('api core analyze (enhanced), 35 s trace, in-process', analysis.ms, 'ms', '<= 5 (core rewrite)');
    bench('api core analyze as the route runs it (enhanced, no drawings), in-process', routeAnalysis.ms, 'ms', '');
    bench('api server RSS idle', idle.rss, 'MB', '');
    bench('api server peak RSS under load', mem.peak, 'MB', '<= 250');
    bench('api memory: embedded database (PGlite) opened', pgliteMb, 'MB', '');
    bench('api memory: one WASM core (linear memory after an enhanced analysis)', analysis.wasmMb, 'MB', '');
    bench('api memory: one more analysis thread (idle server, 2 vs 1 threads)', idle.rss - idleOneThread.rss, 'MB', '');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
