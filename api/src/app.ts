import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import { rppgCorePlugin } from './plugins/rppg-core.ts';
import { healthRoutes } from './routes/health.ts';

export interface BuildOptions extends Partial<AppConfig> {
  logger?: boolean;
}

/** Builds the Fastify app; `server.ts` listens on it and tests call `app.inject()`. */
export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ? { level: opts.logLevel ?? 'info' } : false });
  await app.register(rppgCorePlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  if (opts.webRoot && existsSync(opts.webRoot)) {
    await app.register(fastifyStatic, { root: opts.webRoot, wildcard: false });
    // Client-side routes: any non-API path gets the app, which renders its own 404 page.
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/')) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: `No route ${req.method} ${req.url}` });
      }
      return reply.sendFile('index.html');
    });
  }
  return app;
}
