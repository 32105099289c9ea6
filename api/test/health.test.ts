import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ webRoot: null });
  });
  afterAll(() => app.close());

  it('answers with the version of the WASM core loaded in Node', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', core: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
  });
});
