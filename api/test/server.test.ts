import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real entry point (`src/server.ts`) in its own process: listen, serve, shut down on a signal. */
describe('the server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-server-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function start(): { child: ChildProcess; log: string[]; url: Promise<string> } {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'db'), WEB_ROOT: join(dir, 'no-web') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const log: string[] = [];
    const url = new Promise<string>((resolve, reject) => {
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        for (const line of chunk.split('\n').filter(Boolean)) {
          log.push(line);
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
          if (listening) resolve(listening[1] as string);
        }
      });
      child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    });
    return { child, log, url };
  }

  it('serves, then on SIGTERM finishes, closes the database and exits 0', async () => {
    const { child, log, url } = start();
    const base = await url;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).database).toEqual({ kind: 'pglite', ok: true });

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const messages = log.map((line) => JSON.parse(line).msg);
    expect(messages).toContain('shutting down');
    expect(messages).toContain('database closed');
  });
});
