import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServer } from './server-process.ts';

/**
 * The embedded database belongs to one server process, and keeps every form it acknowledged. Each test
 * starts real server processes, which takes long on a busy machine.
 */
describe('the embedded database (PGlite) on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-embedded-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = (name: string) => ({
    DATA_DIR: join(dir, name),
    WEB_ROOT: join(dir, 'no-web'),
    RATE_LIMIT_MAX: '100000',
    FORM_RATE_LIMIT_MAX: '100000',
  });
  const post = (base: string, path: string, payload: object) =>
    fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });

  it('refuses a second server on the same folder with a clear message; the first keeps serving its data', async () => {
    const first = startServer(env('shared'));
    const base = await first.url;
    expect((await post(base, 'subscriptions', { email: 'first@example.org' })).status).toBe(201);

    const second = startServer(env('shared'));
    expect(await second.exited).toBe(1);
    expect(second.stderr.join('')).toContain(
      `AI Doctor API did not start: The embedded database in ${join(dir, 'shared')} is already in use by another ` +
        `server (pid ${first.child.pid}).`,
    );

    const again = await post(base, 'subscriptions', { email: 'first@example.org' });
    expect(await again.json()).toMatchObject({ status: 'already-subscribed' });
    expect((await post(base, 'subscriptions', { email: 'later@example.org' })).status).toBe(201);
    expect(await stopServer(first)).toBe(0);
  }, 300_000);

  it('loses no form it answered 2xx when killed (SIGKILL) mid-load, and starts again on the same folder', async () => {
    const server = startServer(env('killed'));
    const base = await server.url;
    const answered: string[] = [];
    let killed = false;
    /** One client sending messages back to back until the server is gone. */
    const client = async (c: number) => {
      for (let i = 0; ; i++) {
        try {
          const res = await post(base, 'contact', {
            name: `Client ${c}`,
            email: `client${c}@example.org`,
            subject: `Message ${i}`,
            message: 'Kept after a crash?',
          });
          if (res.status === 201) answered.push((await res.json()).id);
        } catch {
          return; // the connection died with the server
        }
        if (!killed && answered.length >= 60) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5].map(client));
    expect(await server.exited).toBe('SIGKILL');
    expect(answered.length).toBeGreaterThanOrEqual(60);

    // The killed server's lock is stale: a new server takes the folder over and serves.
    const restarted = startServer(env('killed'));
    const health = await fetch(`${await restarted.url}/api/health`);
    expect((await health.json()).database).toEqual({ kind: 'pglite', ok: true });
    expect(await stopServer(restarted)).toBe(0);

    const db = await PGlite.create({ dataDir: join(dir, 'killed') });
    const rows = (await db.query<{ id: string }>('SELECT id FROM contact_messages')).rows.map((r) => r.id);
    await db.close();
    const stored = new Set(rows);
    expect(answered.filter((id) => !stored.has(id))).toEqual([]);
  }, 300_000);
});
