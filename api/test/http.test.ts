import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../src/db/api-keys.ts';
import { testApp } from './helpers.ts';

const reading = { systolic: 133.7, diastolic: 86.4, heartRate: 97.3 };

/** Every header helmet sets (with its default middlewares), whatever their values. */
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('the HTTP surface', () => {
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'ai-doctor-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Home</title><div id="root"></div>');
    writeFileSync(join(webRoot, '404.html'), '<!doctype html><title>Not found</title><h1>404 Page Not Found</h1>');
    mkdirSync(join(webRoot, 'blog', 'an-article'), { recursive: true });
    writeFileSync(join(webRoot, 'blog', 'index.html'), '<title>Blog</title>');
    writeFileSync(join(webRoot, 'blog', 'an-article', 'index.html'), '<title>An article</title>');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'index-3f2a9c.js'), 'export {};');
    app = await testApp({ webRoot });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  describe('not found', () => {
    it('answers unknown API paths with a JSON 404 in the error format', async () => {
      for (const [method, url] of [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/wellness-diagnosis/extra'],
        ['GET', '/api'],
        ['DELETE', '/api/contact'],
      ] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `No route ${method} ${url}` });
      }
    });

    it('serves each prerendered page at its path', async () => {
      for (const [url, title] of [
        ['/', 'Home'],
        ['/blog', 'Blog'],
        ['/blog/an-article', 'An article'],
        ['/blog/an-article?ref=x', 'An article'],
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain(`<title>${title}</title>`);
      }
    });

    it('answers unknown page paths with the 404 page and status 404', async () => {
      for (const url of ['/no-such-page', '/blog/no-such-article', '/app?x=1']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<h1>404 Page Not Found</h1>');
      }
    });

    it('lets browsers keep content-hashed assets for a year, but always revalidate the page', async () => {
      const asset = await app.inject({ url: '/assets/index-3f2a9c.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
      expect((await app.inject({ url: '/blog' })).headers['cache-control']).toBe('no-cache');
    });

    it('answers a missing file with a 404, not with the page', async () => {
      for (const url of ['/assets/index-old.js', '/favicon-missing.ico']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('Not Found');
      }
    });

    it('does not answer non-GET requests to app paths with the page', async () => {
      const res = await app.inject({ method: 'POST', url: '/no-such-page' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Not Found');
    });
  });

  describe('bad requests', () => {
    it('answers malformed JSON with a 400 in the error format', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/wellness-diagnosis',
        headers: { 'content-type': 'application/json' },
        payload: '{"systolic": 120,',
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    });

    it('answers an empty JSON body with a 400', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Bad Request');
    });

    it('answers a content type it does not read with a 415 in the error format', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        headers: { 'content-type': 'application/xml' },
        payload: '<email>a@b.co</email>',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: expect.any(String) });
    });

    it('refuses a body over the limit with a 413 in the error format', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A', email: 'a@b.co', subject: 'S', message: 'x'.repeat(70 * 1024) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: expect.any(String) });
    });

    it('keeps the prototype safe from __proto__ keys', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/wellness-diagnosis',
        headers: { 'content-type': 'application/json' },
        payload: '{"systolic":120,"diastolic":80,"heartRate":70,"__proto__":{"polluted":true}}',
      });
      expect(res.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('security headers', () => {
    it('sends a CSP that allows the WASM core and module workers, and no inline script', async () => {
      const res = await app.inject({ url: '/' });
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
      expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(directives['script-src']).not.toContain("'unsafe-inline'");
    });

    it('sets the usual hardening headers on API answers too', async () => {
      const res = await app.inject({ url: '/api/health' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toBeDefined();
    });

    it('sends the same security headers on errors, the 404 page and files as on a 200', async () => {
      const securityHeaders = (headers: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => HELMET_HEADERS.includes(name)));
      const ok = await app.inject({ url: '/api/health' });
      expect(Object.keys(securityHeaders(ok.headers)).sort()).toEqual([...HELMET_HEADERS].sort());
      const others = await Promise.all([
        app.inject({ method: 'POST', url: '/api/wellness-diagnosis', payload: { systolic: 120 } }),
        app.inject({ url: '/api/no-such-route' }),
        app.inject({ url: '/no-such-page' }),
        app.inject({ url: '/assets/index-3f2a9c.js' }),
        app.inject({
          method: 'POST',
          url: '/api/enhance-rppg',
          headers: { 'content-type': 'text/plain' },
          payload: 'x',
        }),
      ]);
      expect(others.map((r) => r.statusCode)).toEqual([400, 404, 404, 200, 415]);
      for (const res of others) expect(securityHeaders(res.headers)).toEqual(securityHeaders(ok.headers));
    });
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const res = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toBe('3.1.0');
  });

  describe('API documentation', () => {
    it('publishes an OpenAPI document generated from every route’s schemas', async () => {
      const doc = (await app.inject({ url: '/api/docs/json' })).json();
      expect(Object.keys(doc.paths).sort()).toEqual([
        '/api/bookings',
        '/api/bookings/free-slots',
        '/api/bookings/{id}',
        '/api/clinic/bookings',
        '/api/clinic/bookings/{id}',
        '/api/contact',
        '/api/enhance-rppg',
        '/api/health',
        '/api/og-image/{slug}',
        '/api/subscriptions',
        '/api/support/messages',
        '/api/support/messages/{id}',
        '/api/wellness-diagnosis',
      ]);
      const diagnosis = doc.paths['/api/wellness-diagnosis'].post;
      expect(diagnosis.requestBody.content['application/json'].schema.required).toEqual([
        'systolic',
        'diastolic',
        'heartRate',
      ]);
      expect(diagnosis.responses['4XX'].content['application/json'].schema.required).toEqual([
        'statusCode',
        'error',
        'message',
      ]);
    });

    it('shows request examples that the API accepts as they are', async () => {
      const doc = (await app.inject({ url: '/api/docs/json' })).json();
      type Operation = { requestBody?: { content: Record<string, { example?: object }> } };
      const examples = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops as Record<string, Operation>)
          .map(
            ([method, op]) =>
              [method.toUpperCase(), path, op.requestBody?.content['application/json']?.example] as const,
          )
          .filter(([, , example]) => example !== undefined),
      );
      expect(examples.map(([method, path]) => `${method} ${path}`).sort()).toEqual([
        'PATCH /api/clinic/bookings/{id}',
        'POST /api/bookings',
        'POST /api/contact',
        'POST /api/subscriptions',
        'POST /api/wellness-diagnosis',
      ]);
      // The clinic's example, last, changes the booking that the booking example made, with the clinic's key.
      let booking = { id: '', doctorId: '' };
      for (const [method, path, example] of [...examples].sort(
        (a, b) => Number(a[0] === 'PATCH') - Number(b[0] === 'PATCH'),
      )) {
        const clinic = path.startsWith('/api/clinic/');
        const spec = { label: null, ratePerMinute: 100, quotaPerDay: 100 };
        const key = clinic
          ? (await createKey(app.db, { ...spec, scope: 'clinic', clinicId: 'examples', doctorIds: [booking.doctorId] }))
              .key
          : null;
        const res = await app.inject({
          method: method as 'POST' | 'PATCH',
          url: path.replace('{id}', booking.id),
          payload: example,
          headers: key ? { authorization: `Bearer ${key}` } : {},
        });
        expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
        if (path === '/api/bookings') booking = res.json();
      }
    });

    it('serves Swagger UI and its assets from this server (no CDN)', async () => {
      const page = await app.inject({ url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).not.toMatch(/https:|swagger\.io|upgrade-insecure-requests/);
      expect(csp).toMatch(/script-src 'self' ;/);
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) expect(asset).not.toMatch(/^(https?:)?\/\//);
      const bundle = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
      expect(bundle.statusCode).toBe(200);
    });
  });

  /** An app whose log lines are collected in `lines`. */
  async function loggedApp() {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { logged: await testApp({ logStream }), lines };
  }

  it('logs each request once, as structured JSON without any health value', async () => {
    const { logged, lines } = await loggedApp();
    const ok = await logged.inject({ method: 'POST', url: '/api/wellness-diagnosis', payload: reading });
    const bad = await logged.inject({
      method: 'POST',
      url: '/api/wellness-diagnosis',
      headers: { 'content-type': 'application/json' },
      payload: '{"systolic":133.7,"diastolic":86.4,"heartRate":"97.3 bpm"',
    });
    expect([ok.statusCode, bad.statusCode]).toEqual([200, 400]);
    await logged.close();
    const entries = lines.map((l) => JSON.parse(l));
    // One line per request, when it completes: method, path and client with the status and time.
    const requests = entries.filter((e) => e.req);
    expect(requests.map((e) => [e.req.method, e.req.path, e.res?.statusCode])).toEqual([
      ['POST', '/api/wellness-diagnosis', 200],
      ['POST', '/api/wellness-diagnosis', 400],
    ]);
    expect(requests.every((e) => typeof e.responseTime === 'number')).toBe(true);
    // Timing fields are numbers that could contain the digits by chance; everything else must not.
    const text = JSON.stringify(entries.map(({ time, responseTime, pid, ...rest }) => rest));
    for (const value of ['133.7', '86.4', '97.3']) expect(text).not.toContain(value);
    const score = String(ok.json().overallScore);
    expect(entries.every((e) => !JSON.stringify(e).includes(`"overallScore":${score}`))).toBe(true);
  });

  it('keeps the query, cookies, credentials and bodies out of the log', async () => {
    const { logged, lines } = await loggedApp();
    const res = await logged.inject({
      method: 'POST',
      url: '/api/wellness-diagnosis?ref=query-value',
      headers: { cookie: 'session=cookie-value', authorization: 'Bearer token-value' },
      payload: reading,
    });
    // Not an API key: refused, and the refusal does not quote it either (api-keys.test.ts, valid keys).
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('token-value');
    // A body logged by anything else (a plugin, a later route) is removed from its line.
    logged.log.info({ body: reading, kept: true }, 'something with a body');
    await logged.close();
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.find((e) => e.msg === 'request completed')?.req).toEqual({
      method: 'POST',
      path: '/api/wellness-diagnosis',
      ip: '127.0.0.1',
    });
    const withBody = entries.find((e) => e.msg === 'something with a body');
    expect(withBody).toMatchObject({ kept: true });
    expect(withBody).not.toHaveProperty('body');
    for (const value of ['query-value', 'cookie-value', 'token-value', '133.7']) {
      expect(lines.join('')).not.toContain(value);
    }
  });
});

describe('rate limiting', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ rateLimitMax: 3, rateLimitWindowMs: 60_000 });
  });
  afterAll(() => app.close());

  it('allows the configured number of requests per IP, then answers 429 in the error format', async () => {
    const send = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/wellness-diagnosis', payload: reading, remoteAddress: ip });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await send('203.0.113.7')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const limited = await send('203.0.113.7');
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^Too many requests from your address: the limit is 3 requests per minute; retry in /,
      ),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The IETF draft's RateLimit-* fields, as keyed clients get them.
    expect(limited.headers).toMatchObject({
      'ratelimit-policy': '3;w=60',
      'ratelimit-limit': '3',
      'ratelimit-remaining': '0',
    });
    expect(Number(limited.headers['ratelimit-reset'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await send('198.51.100.20')).statusCode).toBe(200);
  });

  it('limits form submissions more tightly than the rest of the API', async () => {
    const forms = await testApp({ rateLimitMax: 100, formRateLimitMax: 2 });
    const contact = () =>
      forms.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '192.0.2.50',
        payload: { name: 'Spam', email: 'spam@example.org', subject: 'Offer', message: 'Buy now' },
      });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await contact()).statusCode);
    expect(codes).toEqual([201, 201, 429]);
    const diagnosis = await forms.inject({
      method: 'POST',
      url: '/api/wellness-diagnosis',
      remoteAddress: '192.0.2.50',
      payload: reading,
    });
    expect(diagnosis.statusCode).toBe(200);
    await forms.close();
  });

  it('behind a trusted proxy, tells clients apart by X-Forwarded-For', async () => {
    const proxied = await testApp({ rateLimitMax: 1, trustProxy: true });
    const send = (client: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/wellness-diagnosis',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': client },
        payload: reading,
      });
    expect((await send('203.0.113.1')).statusCode).toBe(200);
    expect((await send('203.0.113.1')).statusCode).toBe(429);
    expect((await send('203.0.113.2')).statusCode).toBe(200);
    await proxied.close();
  });

  it('never limits the health check', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({ url: '/api/health', remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(200);
    }
  });
});
