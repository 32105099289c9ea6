import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractFetch } from './contract.ts';
import { startServer, stopServer } from './server-process.ts';

/** The real entry point (`src/server.ts`) in its own process: listen, serve, shut down on a signal. */
describe('the server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-server-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves, then on SIGTERM finishes, closes the database and exits 0', async () => {
    const server = startServer({ DATA_DIR: join(dir, 'db'), WEB_ROOT: join(dir, 'no-web') });
    const base = await server.url;
    const health = await (await contractFetch(base))(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).database).toEqual({ kind: 'pglite', ok: true });

    expect(await stopServer(server)).toBe(0);
    // The log is written in blocks: whole lines, the last ones written at exit.
    const lines = server.log.map((line) => JSON.parse(line));
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('shutting down');
    expect(messages).toContain('database closed');
    const completed = lines.find((line) => line.msg === 'request completed' && line.req.path === '/api/health');
    expect(completed?.req).toEqual({ method: 'GET', path: '/api/health', ip: '127.0.0.1' });
    expect(completed?.res).toEqual({ statusCode: 200 });
  });
});
