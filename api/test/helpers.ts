import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { Contract, type OpenApiDocument } from './contract.ts';

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
  holdToContract(app);
  return app;
}

const contracts = new WeakMap<FastifyInstance, Contract>();

/** The contract an app's answers were checked against, with what it has seen (`testApp` apps only). */
export const contractOf = (app: FastifyInstance) => contracts.get(app);

/**
 * Every answer of `app.inject` is checked against the app's own OpenAPI document (test/contract.ts); a
 * response that breaks it fails the test that received it.
 */
function holdToContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  app.inject = (async (opts: InjectOptions | string) => {
    const res = await inject(opts);
    const { method = 'GET', url = '/' } = typeof opts === 'string' ? { url: opts } : opts;
    let contract = contracts.get(app);
    if (!contract) {
      contract = new Contract(app.swagger() as unknown as OpenApiDocument);
      contracts.set(app, contract);
    }
    contract.check({
      method,
      url: typeof url === 'string' ? url : String(url.pathname),
      statusCode: res.statusCode,
      contentType: res.headers['content-type'] as string | undefined,
      body: res.body,
    });
    return res;
  }) as typeof app.inject;
}

/**
 * Waits for the next minute when this one ends within 10 s: a test that counts requests against a key's
 * per-minute limit must not straddle the start of a new window (which resets the count).
 */
export async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 200));
}
