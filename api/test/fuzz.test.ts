import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { VALID } from './valid-bodies.ts';

/**
 * Property tests: bodies that are wrong by construction (wrong types, missing fields, NaN/Infinity in
 * disguise, huge arrays, deep nesting, malformed JSON, wrong content types) always get a 4xx in the error
 * format — never a 5xx — and the server keeps answering.
 */

/** The required fields of each route's body (`VALID`: one valid body each, which every property breaks). */
const REQUIRED: Record<string, string[]> = {
  '/api/wellness-diagnosis': ['systolic', 'diastolic', 'heartRate'],
  '/api/enhance-rppg': ['timeSeriesData', 'sampleRate', 'duration'],
  '/api/contact': ['name', 'email', 'subject', 'message'],
  '/api/subscriptions': ['email'],
  '/api/bookings': ['doctorId', 'consultationType', 'date', 'timeSlot', 'fullName', 'email', 'phone', 'reason'],
};
const ROUTES = Object.keys(VALID);
const route = fc.constantFrom(...ROUTES);

/** Nested arrays/objects `depth` levels deep (JSON text, so depth can exceed any recursion limit). */
const deepNesting = fc
  .record({ depth: fc.integer({ min: 50, max: 20_000 }), object: fc.boolean() })
  .map(({ depth, object }) =>
    object ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : '['.repeat(depth) + ']'.repeat(depth),
  );

/** Values whose JSON type differs from the field's: NaN and Infinity spelled as strings for numbers, etc. */
function wrongTypeFor(valid: unknown): fc.Arbitrary<unknown> {
  const nullish = fc.oneof(fc.constant(null), fc.boolean());
  const object = fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 });
  const array = fc.array(fc.anything(), { maxLength: 5 });
  const number = fc.double({ noNaN: true, noDefaultInfinity: true });
  const string = fc.oneof(fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', ''), fc.string());
  if (typeof valid === 'number') return fc.oneof(nullish, object, array, string);
  if (typeof valid === 'string') return fc.oneof(nullish, object, array, number);
  return fc.oneof(nullish, object, number, string);
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ rateLimitMax: 1_000_000 });
});
afterAll(() => app.close());

async function expectClientError(opts: InjectOptions) {
  const res = await app.inject(opts);
  if (res.statusCode < 400 || res.statusCode >= 500) {
    throw new Error(`${opts.method} ${opts.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(res.statusCode);
}

const postJson = (url: string, payload: string): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  payload,
});

describe('malformed requests never cause a 5xx', () => {
  it('JSON values that are not objects', async () => {
    const notObject = fc.oneof(fc.array(fc.anything()), fc.string(), fc.double(), fc.boolean(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(route, notObject, (url, value) =>
        expectClientError(postJson(url, JSON.stringify(value) ?? 'null')),
      ),
      { numRuns: 400 },
    );
  });

  it('a required field missing', async () => {
    const missing = route.chain((url) => fc.tuple(fc.constant(url), fc.constantFrom(...(REQUIRED[url] as string[]))));
    await fc.assert(
      fc.asyncProperty(missing, async ([url, field]) => {
        const { [field]: _, ...rest } = VALID[url] as Record<string, unknown>;
        await expectClientError(postJson(url, JSON.stringify(rest)));
      }),
      { numRuns: 200 },
    );
  });

  it('one field of the wrong type (including NaN and Infinity spelled as strings)', async () => {
    const broken = route.chain((url) => {
      const valid = VALID[url] as Record<string, unknown>;
      return fc
        .constantFrom(...Object.keys(valid))
        .chain((field) => fc.tuple(fc.constant(url), fc.constant(field), wrongTypeFor(valid[field])));
    });
    await fc.assert(
      fc.asyncProperty(broken, ([url, field, value]) =>
        expectClientError(postJson(url, JSON.stringify({ ...VALID[url], [field]: value }))),
      ),
      { numRuns: 1200 },
    );
  });

  it('numbers out of range, including 1e999 (which JSON parses to Infinity)', async () => {
    const numericFields = ROUTES.flatMap((url) =>
      Object.entries(VALID[url] as object)
        .filter(([, v]) => typeof v === 'number')
        .map(([field]) => [url, field] as const),
    );
    const outOfRange = fc.oneof(
      fc.constantFrom('1e999', '-1e999', '1e308', '-1'),
      fc.integer({ min: 100_000 }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...numericFields), outOfRange, ([url, field], literal) => {
        const text = JSON.stringify({ ...VALID[url], [field]: 0 }).replace(`"${field}":0`, `"${field}":${literal}`);
        return expectClientError(postJson(url, text));
      }),
      { numRuns: 200 },
    );
  });

  it('deeply nested values in place of a field, or as the whole body', async () => {
    await fc.assert(
      fc.asyncProperty(route, deepNesting, fc.boolean(), (url, nested, whole) => {
        const field = (REQUIRED[url] as string[])[0] as string;
        const text = whole
          ? nested
          : JSON.stringify({ ...VALID[url], [field]: 0 }).replace(`"${field}":0`, `"${field}":${nested}`);
        return expectClientError(postJson(url, text));
      }),
      { numRuns: 150 },
    );
  });

  it('huge arrays and strings', async () => {
    const huge = fc.record({
      url: route,
      length: fc.integer({ min: 14_401, max: 400_000 }),
      kind: fc.constantFrom('triples', 'numbers', 'string'),
    });
    await fc.assert(
      fc.asyncProperty(huge, ({ url, length, kind }) => {
        const field = url === '/api/enhance-rppg' ? 'timeSeriesData' : ((REQUIRED[url] as string[])[0] as string);
        const value =
          kind === 'string'
            ? `"${'x'.repeat(length)}"`
            : `[${Array(length)
                .fill(kind === 'triples' ? '[1,2,3]' : '7')
                .join(',')}]`;
        const text = JSON.stringify({ ...VALID[url], [field]: 0 }).replace(`"${field}":0`, `"${field}":${value}`);
        return expectClientError(postJson(url, text));
      }),
      { numRuns: 60 },
    );
  });

  it('text that is not JSON, sent as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(route, fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (url, text) =>
        expectClientError(postJson(url, text)),
      ),
      { numRuns: 400 },
    );
  });

  it('wrong content types', async () => {
    const contentType = fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'image/png',
      'application/octet-stream',
    );
    await fc.assert(
      fc.asyncProperty(route, contentType, fc.boolean(), (url, type, validJson) =>
        expectClientError({
          method: 'POST',
          url,
          headers: { 'content-type': type },
          payload: validJson ? JSON.stringify(VALID[url]) : 'systolic=120&diastolic=80',
        }),
      ),
      { numRuns: 200 },
    );
  });

  it('odd social-card slugs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), (slug) =>
        expectClientError({ method: 'GET', url: `/api/og-image/${encodeURIComponent(slug)}` }),
      ),
      { numRuns: 200 },
    );
  });

  it('the server still answers its health check afterwards', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});
