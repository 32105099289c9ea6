import { readFileSync } from 'node:fs';
import { createApiClient } from '@ai-doctor/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SCHEMA_FILE, clientSchemaSource } from '../scripts/client-schema.ts';
import { createKey } from '../src/db/api-keys.ts';
import { contractFetch } from './contract.ts';
import { testApp } from './helpers.ts';

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await testApp();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('@ai-doctor/client', () => {
  it("has the types of the server's live OpenAPI document (run `generate:client` after changing a route)", async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    expect(readFileSync(CLIENT_SCHEMA_FILE, 'utf8')).toBe(await clientSchemaSource(doc));
  });

  it('calls the real server, anonymously and with a key, and hands back its errors', async () => {
    const fetch = await contractFetch(baseUrl);
    const api = createApiClient({ baseUrl, fetch });
    const health = await api.GET('/api/health');
    expect(health.data?.status).toBe('ok');

    const subscribed = await api.POST('/api/subscriptions', { body: { email: 'client@example.org' } });
    expect(subscribed.response.status).toBe(201);
    expect(subscribed.data).toEqual({ email: 'client@example.org', status: 'subscribed' });

    const refused = await api.POST('/api/subscriptions', { body: { email: 'not an address' } });
    expect(refused.data).toBeUndefined();
    expect(refused.error).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'body.email must match format "email"',
    });

    const { key } = await createKey(app.db, {
      scope: 'clinic',
      clinicId: 'client-test',
      doctorIds: ['dr-client-test'],
      label: null,
      ratePerMinute: 100,
      quotaPerDay: 1000,
    });
    const keyed = createApiClient({ baseUrl, fetch, apiKey: key });
    const diagnosis = await keyed.POST('/api/wellness-diagnosis', {
      body: { systolic: 118, diastolic: 76, heartRate: 64 },
    });
    expect(diagnosis.data?.wellnessLevel).toMatch(/Excellent|Good|Fair|Needs Attention/);
    expect(diagnosis.response.headers.get('ratelimit-policy')).toBe('100;w=60, 1000;w=86400');
  });
});
