import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { syntheticEnhanceBody } from './synthetic-trace.ts';

/** The re-analysis runs on worker threads behind a bounded queue; the event loop stays free meanwhile. */
describe('the re-analysis pool', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // One thread and room for two waiting traces: a burst of eight must overflow it.
    app = await testApp({ analysisThreads: 1, analysisQueueMax: 2 });
  });
  afterAll(() => app.close());

  const scan = syntheticEnhanceBody();
  const enhance = () => app.inject({ method: 'POST', url: '/api/enhance-rppg', payload: scan });

  it('refuses what its queue cannot hold with a 503 and Retry-After, and answers the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, enhance));
    const codes = answers.map((res) => res.statusCode);
    // One running, two waiting: the other five are refused at once.
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 503)).toHaveLength(5);
    const refused = answers.find((res) => res.statusCode === 503);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Every re-analysis thread is busy and 2 traces are waiting; retry in 1 s',
    });
    const answered = answers.filter((res) => res.statusCode === 200).map((res) => res.body);
    expect(new Set(answered).size).toBe(1);
  });

  it('answers a health check while the threads analyse', async () => {
    const busy = [enhance(), enhance(), enhance()];
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().core).toMatch(/^\d+\.\d+\.\d+/);
    expect((await Promise.all(busy)).map((res) => res.statusCode)).toEqual([200, 200, 200]);
  });
});
