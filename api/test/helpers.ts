import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';

/**
 * An API-only app with a generous rate limit. Unless a database is given, it gets its own fresh PGlite
 * directory (a copy of the run's initialised template), removed when the app closes.
 */
export async function testApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const ownDatabase = !opts.databaseUrl && !opts.dataDir;
  const dir = ownDatabase ? mkdtempSync(join(tmpdir(), 'ai-doctor-test-db-')) : null;
  if (dir) cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  const app = await buildApp({
    webRoot: null,
    databaseUrl: null,
    rateLimitMax: 10_000,
    ...opts,
    dataDir: dir ?? opts.dataDir,
  });
  if (dir) app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }));
  return app;
}

/**
 * Waits for the next minute when this one ends within 10 s: a test that counts requests against a key's
 * per-minute limit must not straddle the start of a new window (which resets the count).
 */
export async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 200));
}
