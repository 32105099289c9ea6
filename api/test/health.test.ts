import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('answers with the version of the WASM core loaded in Node and the database status', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      core: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      database: { kind: 'pglite', ok: true },
    });
  });

  it('reports the database as down once it is closed, instead of failing', async () => {
    const other = await testApp();
    await other.db.close();
    const res = await other.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().database).toEqual({ kind: 'pglite', ok: false });
    await other.close();
  });
});
