import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKey } from '../src/auth/api-key.ts';
import { createKey, type NewKey, revokeKey } from '../src/db/api-keys.ts';
import { testApp } from './helpers.ts';
import { VALID as VALID_BODIES } from './valid-bodies.ts';

/**
 * Hostile requests on every route of the API, as an attacker or a broken client sends them: bodies of any
 * shape, type and size, mangled queries, paths and headers, and every kind of key (none, malformed, made up,
 * revoked, another clinic's, the support key, a valid one). Each answer must be below 500, in the error
 * format when it is an error, and keep the OpenAPI contract (`testApp` checks every answer); no answer may
 * carry a booking of a doctor that is not the key's; and a third clinic's booking, whose key is never
 * sent, ends exactly as it began. `HOSTILE_RUNS` requests per route (default 10,000).
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10_000);
const DAY_MS = 86_400_000;
const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
const run = `${process.pid}-${Date.now().toString(36)}`;
const doctors = { a: [`a1-${run}`, `a2-${run}`], b: [`b1-${run}`], c: [`c1-${run}`] };
/** In the third clinic's booking only: an answer that quotes it leaked it. */
const SENTINEL = `Sentinel ${run}`;

let app: FastifyInstance;
const keys = { a: '', b: '', support: '', revoked: '' };
const ids = { a: '', b: '', c: '', message: '' };
let cToken = '';

const spec = (over: Partial<NewKey>): NewKey => ({
  scope: 'clinic',
  clinicId: null,
  doctorIds: [],
  label: null,
  ratePerMinute: 10_000_000,
  quotaPerDay: 10_000_000,
  ...over,
});

async function book(doctorId: string, fullName: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { ...VALID.booking, doctorId, fullName, timeSlot: '04:30 PM' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; cancelToken: string };
}

const VALID = {
  diagnosis: VALID_BODIES['/api/wellness-diagnosis'] as Record<string, unknown>,
  trace: VALID_BODIES['/api/enhance-rppg'] as Record<string, unknown>,
  contact: VALID_BODIES['/api/contact'] as Record<string, unknown>,
  subscription: VALID_BODIES['/api/subscriptions'] as Record<string, unknown>,
  booking: VALID_BODIES['/api/bookings'] as Record<string, unknown>,
  status: { status: 'done' },
};

beforeAll(async () => {
  app = await testApp({ rateLimitMax: 100_000_000, formRateLimitMax: 100_000_000 });
  keys.a = (await createKey(app.db, spec({ clinicId: `a-${run}`, doctorIds: doctors.a }))).key;
  keys.b = (await createKey(app.db, spec({ clinicId: `b-${run}`, doctorIds: doctors.b }))).key;
  await createKey(app.db, spec({ clinicId: `c-${run}`, doctorIds: doctors.c }));
  keys.support = (await createKey(app.db, spec({ scope: 'support' }))).key;
  const revoked = await createKey(app.db, spec({ clinicId: `a-${run}`, doctorIds: doctors.a }));
  await revokeKey(app.db, revoked.record.id);
  keys.revoked = revoked.key;
  ids.a = (await book(doctors.a[0] as string, 'Clinic A patient')).id;
  ids.b = (await book(doctors.b[0] as string, 'Clinic B patient')).id;
  const sentinel = await book(doctors.c[0] as string, SENTINEL);
  ids.c = sentinel.id;
  cToken = sentinel.cancelToken;
  const message = await app.inject({ method: 'POST', url: '/api/contact', payload: VALID.contact });
  ids.message = message.json().id;
}, 120_000);
afterAll(() => app.close());

/** Strings an attacker tries: empty, huge, control characters, lone surrogates, injections, traversal. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '1e999',
    '-1',
    '0',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    "'); DROP TABLE consultation_bookings; --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uD800',
    '9999-12-31',
    '0000-01-01',
    '2026-02-30',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/** A JSON value of any type in place of a field (or the whole body). */
const anyValue = fc.oneof(nasty, fc.anything(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** A valid body broken in one or more ways, or no body at all, or something that is not JSON. */
function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<{ text?: string; type?: string }> {
  const fields = Object.keys(valid);
  const mutated = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: 3 }),
      drop: fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
      extra: fc.dictionary(
        fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'id', 'status')),
        anyValue,
        {
          maxKeys: 2,
        },
      ),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace };
      for (const field of drop) delete body[field];
      // Spelled into the text, so a "__proto__" key reaches the parser as a key.
      const text = JSON.stringify(body);
      const more = Object.entries(extra).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`);
      return { text: more.length ? `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}${more.join(',')}}` : text };
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant({ text: JSON.stringify(valid) }) },
    { weight: 1, arbitrary: anyValue.map((v) => ({ text: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: nasty.map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.record({
        text: fc.oneof(nasty, fc.constant(JSON.stringify(valid))),
        type: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/octet-stream',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
      }),
    },
  );
}

/** Every kind of credential: none, the valid ones, revoked, made up, malformed, mangled. */
const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('a', 'b', 'support', 'revoked').map((who) => `Bearer ${keys[who as keyof typeof keys]}`),
  fc.constant(null).map(() => `Bearer ${generateKey().key}`),
  fc.constantFrom('a', 'b').chain((who) =>
    fc.nat({ max: 60 }).map((at) => {
      const key = keys[who as keyof typeof keys];
      return `Bearer ${key.slice(0, at)}${key[at] === 'A' ? 'B' : 'A'}${key.slice(at + 1)}`;
    }),
  ),
  fc.constantFrom('a', 'b').map((who) => keys[who as keyof typeof keys]),
  nasty.map((text) => `Bearer ${text}`),
  nasty,
);

/** A path segment: a real id of any clinic, another uuid, or anything. */
const pathId = fc.oneof(
  fc.constantFrom('a', 'b', 'c', 'message').map((which) => ids[which as keyof typeof ids]),
  fc.uuid(),
  nasty,
);
/** A query value: a sensible one, an attacker's, or repeated. */
const queryValue = (sensible: fc.Arbitrary<string>) =>
  fc.option(fc.oneof(sensible, nasty, fc.array(sensible, { minLength: 2, maxLength: 3 })), { nil: undefined });
const dates = fc.constantFrom(tomorrow, '2020-01-01', '9999-12-31');
/** A path segment percent-encoded byte by byte (a lone surrogate has no encoding: its UTF-8 replacement is sent). */
const enc = (segment: string) =>
  [...Buffer.from(segment, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
/** Segments sent as they are: escapes that decode to nothing valid, dots. */
const rawSegment = fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%AF', '..', '.', '%2e%2e', '%00');
const segment = (arbitrary: fc.Arbitrary<string>) => fc.oneof({ weight: 9, arbitrary: arbitrary.map(enc) }, rawSegment);

function query(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const v of [value ?? []].flat()) search.append(name, v);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface Hostile {
  method: InjectOptions['method'];
  url: string;
  body?: { text?: string; type?: string };
  headers?: Record<string, string>;
}

/** Every operation of the API (the document's list: test/contract.test.ts checks none is missing). */
const ROUTES: Record<string, fc.Arbitrary<Hostile>> = {
  getHealth: fc.constant({ method: 'GET', url: '/api/health' }),
  diagnoseWellness: hostileBody(VALID.diagnosis).map((body) => ({
    method: 'POST',
    url: '/api/wellness-diagnosis',
    body,
  })),
  enhanceRppg: fc.oneof(
    hostileBody(VALID.trace).map((body) => ({ method: 'POST', url: '/api/enhance-rppg', body })),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({
      method: 'POST',
      url: '/api/enhance-rppg',
      body: { text: Buffer.from(bytes).toString('latin1'), type: 'application/octet-stream' },
    })),
  ),
  getSocialCard: segment(fc.oneof(fc.constantFrom('rppg-science', 'future-rpm'), nasty)).map((slug) => ({
    method: 'GET',
    url: `/api/og-image/${slug}`,
  })),
  sendContactMessage: hostileBody(VALID.contact).map((body) => ({ method: 'POST', url: '/api/contact', body })),
  subscribeToNewsletter: hostileBody(VALID.subscription).map((body) => ({
    method: 'POST',
    url: '/api/subscriptions',
    body,
  })),
  listFreeSlots: fc
    .record({ doctorId: queryValue(fc.constantFrom(...doctors.a, 'dr-1')), date: queryValue(dates) })
    .map((q) => ({ method: 'GET', url: `/api/bookings/free-slots${query(q)}` })),
  bookConsultation: hostileBody(VALID.booking).map((body) => ({ method: 'POST', url: '/api/bookings', body })),
  cancelBooking: fc
    .record({ id: segment(pathId), token: fc.option(fc.oneof(nasty, fc.constant('x'.repeat(43))), { nil: undefined }) })
    .map(({ id, token }) => ({
      method: 'DELETE',
      url: `/api/bookings/${id}`,
      headers: token === undefined ? {} : ({ 'cancel-token': token } as Record<string, string>),
    })),
  listClinicBookings: fc
    .record({
      from: queryValue(dates),
      to: queryValue(dates),
      // A cursor that points into the third clinic's bookings (built once the ids exist).
      cursor: queryValue(
        fc.constant(null).map(() => Buffer.from(JSON.stringify([tomorrow, 1, ids.c])).toString('base64url')),
      ),
      limit: queryValue(fc.constantFrom('1', '50', '100')),
    })
    .map((q) => ({ method: 'GET', url: `/api/clinic/bookings${query(q)}` })),
  updateClinicBooking: fc
    .record({ id: segment(pathId), body: hostileBody(VALID.status) })
    .map(({ id, body }) => ({ method: 'PATCH', url: `/api/clinic/bookings/${id}`, body })),
  listSupportMessages: fc
    .record({ cursor: queryValue(fc.constant('WyIyMDI2IiwiYSJd')), limit: queryValue(fc.constantFrom('1', '100')) })
    .map((q) => ({ method: 'GET', url: `/api/support/messages${query(q)}` })),
  deleteSupportMessage: segment(pathId).map((id) => ({ method: 'DELETE', url: `/api/support/messages/${id}` })),
};

/** The doctors a request's key may see: a clinic key's own; none for anything else. */
function allowedDoctors(auth: string | undefined): string[] {
  if (auth === `Bearer ${keys.a}`) return doctors.a;
  if (auth === `Bearer ${keys.b}`) return doctors.b;
  return [];
}

async function send(request: Hostile, auth: string | undefined) {
  const headers: Record<string, string> = { ...request.headers };
  if (auth !== undefined) headers.authorization = auth;
  if (request.body?.text !== undefined) headers['content-type'] = request.body.type ?? 'application/json';
  let res: Awaited<ReturnType<FastifyInstance['inject']>>;
  try {
    res = await app.inject({ method: request.method, url: request.url, headers, payload: request.body?.text });
  } catch (err) {
    // A header no HTTP client could send (Node's own check), not a server answer.
    if ((err as { code?: string }).code === 'ERR_INVALID_CHAR') return;
    throw err;
  }
  const where = `${request.method} ${request.url.slice(0, 120)} (auth ${String(auth).slice(0, 30)})`;
  if (res.statusCode >= 500) throw new Error(`${where} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  if (res.statusCode >= 400) {
    const body = res.json();
    expect(Object.keys(body).sort(), where).toEqual(['error', 'message', 'statusCode']);
  }
  if (res.body.includes(SENTINEL) || res.body.includes(doctors.c[0] as string)) {
    throw new Error(`${where} leaked the third clinic's booking: ${res.body.slice(0, 300)}`);
  }
  if (res.statusCode === 200 && request.url.startsWith('/api/clinic/bookings')) {
    const allowed = allowedDoctors(auth);
    const body = res.json();
    const bookings: { doctorId: string }[] = body.bookings ?? [body];
    for (const b of bookings) expect(allowed, `${where} answered another clinic's booking`).toContain(b.doctorId);
  }
}

describe(`${RUNS} hostile requests on every route`, () => {
  for (const [operation, request] of Object.entries(ROUTES)) {
    it(`${operation}: never a 5xx, always the error format, never another clinic's data`, async () => {
      await fc.assert(
        fc.asyncProperty(request, authorization, (req, auth) => send(req, auth)),
        { numRuns: RUNS },
      );
    }, 1_800_000);
  }

  it("leaves the third clinic's booking, whose key was never sent, exactly as it was", async () => {
    const [row] = await app.db.query<{ status: string; full_name: string; created_at: Date; updated_at: Date }>(
      'SELECT status, full_name, created_at, updated_at FROM consultation_bookings WHERE id = $1',
      [ids.c],
    );
    expect(row?.status).toBe('confirmed');
    expect(row?.full_name).toBe(SENTINEL);
    expect(row?.updated_at).toEqual(row?.created_at);
    // Its own token still works: nothing above spent or changed it.
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/bookings/${ids.c}`,
      headers: { 'cancel-token': cToken },
    });
    expect(cancel.statusCode).toBe(200);
  });

  it('covers every operation the document lists', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const operations = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { operationId: string }>).map((op) => op.operationId),
    );
    expect(Object.keys(ROUTES).sort()).toEqual(operations.sort());
  });
});
