import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../http/errors.ts';
import { ANYONE } from '../http/security-docs.ts';

const healthResponse = {
  type: 'object',
  required: ['status', 'core', 'database'],
  properties: {
    status: { type: 'string', const: 'ok' },
    core: { type: 'string', description: 'Version of the WebAssembly signal core loaded by the server' },
    database: {
      type: 'object',
      required: ['kind', 'ok'],
      properties: { kind: { type: 'string', enum: ['pglite', 'postgres'] }, ok: { type: 'boolean' } },
    },
  },
} as const;

/** Liveness for load balancers and the test suite; never rate limited, so a throttled client can still probe. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        operationId: 'getHealth',
        security: ANYONE,
        summary: 'Server health',
        response: { 200: healthResponse, ...errorResponses },
      },
    },
    async () => ({
      status: 'ok' as const,
      core: app.coreVersion,
      database: { kind: app.db.kind, ok: await app.db.ping() },
    }),
  );
};
