/** What the web benchmarks share: the real server on a throw-away database, and the `BENCH` line format. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER = fileURLToPath(new URL('../../../api/dist/server.js', import.meta.url));
/** The launcher `npm start` runs the server with (it execs node on SERVER). */
const SERVE = fileURLToPath(new URL('../../../api/bin/serve', import.meta.url));

export interface Figure {
  figure: string;
  /** A number, or why there is none (a budget the machine cannot set). */
  value: number | string;
  unit: string;
  target: string;
}

/** Prints one figure for scripts/bench.mjs's table. */
export function bench(f: Figure): void {
  const value = typeof f.value === 'number' ? Number(f.value.toFixed(2)) : f.value;
  console.log(`BENCH ${JSON.stringify({ ...f, value })}`);
}

/** Starts the built server (app + API) at `port`, with a throw-away database; resolves once it answers. */
export async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(SERVE, [], {
    // A throw-away database, so the bench never touches the app's own data directory.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'web-bench-db-')),
    },
    stdio: 'ignore',
  });
  // Up to 3 minutes: on a busy shared machine the embedded database alone takes over a minute to start.
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('the server did not start');
}
