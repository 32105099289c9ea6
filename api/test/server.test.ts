import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServer } from './server-process.ts';

/** The real entry point (`src/server.ts`) in its own process: listen, serve, shut down on a signal. */
describe('the server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-server-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves, then on SIGTERM finishes, closes the database and exits 0', async () => {
    const server = startServer({ DATA_DIR: join(dir, 'db'), WEB_ROOT: join(dir, 'no-web') });
    const health = await fetch(`${await server.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).database).toEqual({ kind: 'pglite', ok: true });

    expect(await stopServer(server)).toBe(0);
    const messages = server.log.map((line) => JSON.parse(line).msg);
    expect(messages).toContain('shutting down');
    expect(messages).toContain('database closed');
  });
});
