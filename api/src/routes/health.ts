import type { FastifyPluginAsync } from 'fastify';

const healthResponse = {
  type: 'object',
  required: ['status', 'core'],
  properties: { status: { type: 'string', const: 'ok' }, core: { type: 'string' } },
} as const;

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
    core: app.rppgCore.version(),
  }));
};
