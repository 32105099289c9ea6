import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app.ts';

/** An API-only app on an in-memory database; closed by the caller. */
export function testApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  return buildApp({ webRoot: null, dataDir: null, databaseUrl: null, rateLimitMax: 10_000, ...opts });
}
