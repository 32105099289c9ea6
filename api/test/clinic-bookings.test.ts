import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, type NewKey } from '../src/db/api-keys.ts';
import { testApp } from './helpers.ts';

/** Set by `scripts/with-postgres.mjs` (`pnpm test:postgres`): a throwaway PostgreSQL. */
const serverUrl = process.env.DATABASE_URL || null;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const clinicSuite = (databaseUrl: string | null) => () => {
  // Values unique to this run, so a reused server database never makes a test pass or fail by accident.
  const run = `${process.pid}-${Date.now().toString(36)}`;
  const a1 = `a1-${run}`;
  const a2 = `a2-${run}`;
  const b1 = `b1-${run}`;
  let app: FastifyInstance;
  const keys = { a: '', b: '', support: '' };

  const key = (spec: Partial<NewKey>): NewKey => ({
    scope: 'clinic',
    clinicId: null,
    doctorIds: [],
    label: null,
    ratePerMinute: 10_000,
    quotaPerDay: 100_000,
    ...spec,
  });
  beforeAll(async () => {
    app = await testApp({ databaseUrl, formRateLimitMax: 10_000 });
    keys.a = (await createKey(app.db, key({ clinicId: `clinic-a-${run}`, doctorIds: [a1, a2] }))).key;
    keys.b = (await createKey(app.db, key({ clinicId: `clinic-b-${run}`, doctorIds: [b1] }))).key;
    keys.support = (await createKey(app.db, key({ scope: 'support' }))).key;
  });
  afterAll(() => app.close());

  const as = (who: keyof typeof keys | null, opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...opts.headers, ...(who ? { authorization: `Bearer ${keys[who]}` } : {}) } });
  const book = async (doctorId: string, date: string, timeSlot: string, fullName = 'Patient') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        doctorId,
        consultationType: 'phone',
        date,
        timeSlot,
        fullName,
        email: 'patient@example.org',
        phone: '020 7946 0000',
        reason: 'Check-up',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; cancelToken: string; timeSlot: string };
  };
  const list = (who: keyof typeof keys | null, query: string) => as(who, { url: `/api/clinic/bookings?${query}` });
  const patch = (who: keyof typeof keys | null, id: string, status: string) =>
    as(who, { method: 'PATCH', url: `/api/clinic/bookings/${id}`, payload: { status } });

  it("lists its own doctors' bookings only, in appointment order, across pages", async () => {
    // Booked out of order, for three doctors of two clinics.
    const made = [
      await book(a2, day(2), '02:30 PM'),
      await book(a1, day(2), '09:30 AM'),
      await book(b1, day(2), '09:00 AM'),
      await book(a1, day(1), '04:30 PM'),
      await book(a2, day(2), '11:00 AM'),
      await book(a1, day(3), '09:00 AM'),
    ];
    const seen: { id: string; doctorId: string; date: string; timeSlot: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list('a', `from=${day(1)}&to=${day(3)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.bookings.length).toBeLessThanOrEqual(2);
      seen.push(...body.bookings);
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen.map((b) => [b.date, b.timeSlot, b.doctorId])).toEqual([
      [day(1), '04:30 PM', a1],
      [day(2), '09:30 AM', a1],
      [day(2), '11:00 AM', a2],
      [day(2), '02:30 PM', a2],
      [day(3), '09:00 AM', a1],
    ]);
    expect(pages).toBe(3);
    expect(seen.map((b) => b.id)).not.toContain(made[2]?.id);
    // What a clinic gets of each booking: everything the person entered, and its status.
    expect(seen[0]).toEqual({
      id: made[3]?.id,
      doctorId: a1,
      consultationType: 'phone',
      date: day(1),
      timeSlot: '04:30 PM',
      status: 'confirmed',
      fullName: 'Patient',
      email: 'patient@example.org',
      phone: '020 7946 0000',
      reason: 'Check-up',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The other clinic sees its one booking of those days, and nothing of the first clinic's.
    const other = (await list('b', `from=${day(1)}&to=${day(3)}`)).json();
    expect(other.bookings.map((b: { id: string }) => b.id)).toEqual([made[2]?.id]);
    expect(other.nextCursor).toBeNull();
  });

  it("cannot read or change another clinic's booking, with any key, cursor or id", async () => {
    const theirs = await book(b1, day(4), '10:30 AM', 'Not for clinic A');
    const mine = await book(a1, day(4), '10:30 AM');
    expect((await patch('a', theirs.id, 'cancelled')).statusCode).toBe(404);
    expect((await patch('a', theirs.id, 'done')).json().message).toBe(
      `No booking ${theirs.id} among this clinic's doctors`,
    );
    // A cursor the other clinic was given only says where a page starts: still clinic A's bookings only.
    const bPage = (await list('b', `from=${day(4)}&to=${day(4)}&limit=1`)).json();
    const forged = Buffer.from(JSON.stringify([day(3), 1, theirs.id])).toString('base64url');
    for (const cursor of [bPage.nextCursor, forged].filter(Boolean)) {
      const res = (await list('a', `from=${day(1)}&to=${day(9)}&cursor=${cursor}`)).json();
      expect(res.bookings.every((b: { doctorId: string }) => [a1, a2].includes(b.doctorId))).toBe(true);
    }
    const after = (await list('b', `from=${day(4)}&to=${day(4)}`)).json().bookings;
    expect(after).toEqual([
      expect.objectContaining({ id: theirs.id, status: 'confirmed', fullName: 'Not for clinic A' }),
    ]);
    // The support key and no key are refused outright.
    expect((await patch('support', mine.id, 'done')).statusCode).toBe(403);
    expect((await list('support', '')).json().message).toBe(
      "This route needs an API key of scope clinic; this key's scope is support",
    );
    const anonymous = await list(null, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="AI Doctor API"');
    expect((await patch(null, mine.id, 'done')).statusCode).toBe(401);
  });

  it('sets a status; a cancelled booking frees its slot, and cannot be confirmed once the slot is taken again', async () => {
    const first = await book(a2, day(5), '09:00 AM', 'First');
    const done = await patch('a', first.id, 'done');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: first.id, status: 'done', fullName: 'First' });
    expect(Date.parse(done.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(done.json().createdAt));
    expect((await patch('a', first.id, 'cancelled')).json().status).toBe('cancelled');
    const free = await app.inject({ url: `/api/bookings/free-slots?doctorId=${a2}&date=${day(5)}` });
    expect(free.json().free).toContain('09:00 AM');
    const second = await book(a2, day(5), '09:00 AM', 'Second');
    const again = await patch('a', first.id, 'confirmed');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'The slot of this cancelled booking has been booked since; it cannot be confirmed',
    );
    const day5 = (await list('a', `from=${day(5)}&to=${day(5)}`)).json().bookings;
    expect(day5.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual(
      expect.arrayContaining([
        [first.id, 'cancelled'],
        [second.id, 'confirmed'],
      ]),
    );
  });

  it('refuses bad queries, cursors, ids and statuses with a 400 that says which', async () => {
    const cases: [string, string][] = [
      [`from=${day(3)}&to=${day(1)}`, 'querystring.to must not be before querystring.from'],
      ['from=0000-01-01&to=0001-01-01', 'querystring.from must be 0001-01-01 or later'],
      ['from=2026-02-30', 'querystring.from must match format "date"'],
      ['cursor=bm90LWEtY3Vyc29y', 'querystring.cursor is not a cursor this API made'],
      ['cursor=%2B%2B', 'querystring.cursor must match pattern "^[A-Za-z0-9_-]+$"'],
      ['limit=0', 'querystring.limit must be >= 1'],
      ['limit=101', 'querystring.limit must be <= 100'],
      ['limit=1e999', 'querystring.limit must be <= 100'],
    ];
    for (const [query, message] of cases) {
      const res = await list('a', query);
      expect([res.statusCode, res.json().message], query).toEqual([400, message]);
    }
    expect((await patch('a', 'not-a-uuid', 'done')).json().message).toBe('params.id must match format "uuid"');
    const mine = await book(a1, day(6), '09:00 AM');
    expect((await patch('a', mine.id, 'rescheduled')).json().message).toBe(
      'body.status must be one of: confirmed, cancelled, done',
    );
  });

  it('lets the person who booked cancel with the cancel token, freeing the slot; nobody else can', async () => {
    const booking = await book(a1, day(7), '02:00 PM');
    const other = await book(a1, day(7), '02:30 PM');
    expect(booking.cancelToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cancel = (id: string, token: string | null) =>
      app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: token ? { 'cancel-token': token } : {} });
    // Another booking's token, a made-up one, none at all.
    expect((await cancel(booking.id, other.cancelToken)).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No booking with this id and cancel token',
    });
    expect((await cancel(booking.id, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await cancel('00000000-0000-4000-8000-000000000000', booking.cancelToken)).statusCode).toBe(404);
    expect((await cancel(booking.id, null)).json().message).toBe("headers must have required property 'cancel-token'");
    expect((await cancel(booking.id, 'short')).statusCode).toBe(400);

    const cancelled = await cancel(booking.id, booking.cancelToken);
    expect([cancelled.statusCode, cancelled.json()]).toEqual([200, { id: booking.id, status: 'cancelled' }]);
    // Again: the same answer. The clinic sees it cancelled; the slot is free to book.
    expect((await cancel(booking.id, booking.cancelToken)).json()).toEqual({ id: booking.id, status: 'cancelled' });
    const listed = (await list('a', `from=${day(7)}&to=${day(7)}`)).json().bookings;
    expect(listed.find((b: { id: string }) => b.id === booking.id)?.status).toBe('cancelled');
    expect(listed.find((b: { id: string }) => b.id === other.id)?.status).toBe('confirmed');
    await book(b1, day(7), '02:00 PM');
    await book(a1, day(7), '02:00 PM', 'Took the freed slot');

    // A consultation that has taken place cannot be cancelled by its token.
    expect((await patch('a', other.id, 'done')).statusCode).toBe(200);
    const late = await cancel(other.id, other.cancelToken);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'This consultation has taken place; it cannot be cancelled',
    ]);
    // The token is stored only as its hash.
    const [row] = await app.db.query<{ cancel_token_hash: Uint8Array }>(
      'SELECT cancel_token_hash FROM consultation_bookings WHERE id = $1',
      [booking.id],
    );
    expect(Buffer.from(row?.cancel_token_hash ?? []).toString('base64url')).not.toBe(booking.cancelToken);
    expect(Buffer.from(row?.cancel_token_hash ?? [])).toHaveLength(32);
  });

  it('gives the support key the contact messages, newest first and paginated, and lets it erase one', async () => {
    const subjects = [`one ${run}`, `two ${run}`, `three ${run}`];
    for (const subject of subjects) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ada', email: 'ada@example.org', subject, message: 'Hello' },
      });
      expect(res.statusCode).toBe(201);
    }
    const read: { id: string; subject: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await as('support', { url: `/api/support/messages?limit=2${cursor ? `&cursor=${cursor}` : ''}` });
      expect(res.statusCode, res.body).toBe(200);
      read.push(...res.json().messages);
      cursor = res.json().nextCursor;
      pages++;
    } while (cursor && pages < 1000);
    expect(read.filter((m) => m.subject.endsWith(run)).map((m) => m.subject)).toEqual([...subjects].reverse());
    expect(new Set(read.map((m) => m.id)).size).toBe(read.length);

    expect((await as('a', { url: '/api/support/messages' })).statusCode).toBe(403);
    expect((await as(null, { url: '/api/support/messages' })).statusCode).toBe(401);
    const erased = read.find((m) => m.subject === subjects[0]) as { id: string };
    expect((await as('a', { method: 'DELETE', url: `/api/support/messages/${erased.id}` })).statusCode).toBe(403);
    expect((await as('support', { method: 'DELETE', url: `/api/support/messages/${erased.id}` })).statusCode).toBe(204);
    expect((await as('support', { method: 'DELETE', url: `/api/support/messages/${erased.id}` })).statusCode).toBe(404);
    const first = (await as('support', { url: '/api/support/messages?limit=100' })).json().messages;
    expect(first.map((m: { id: string }) => m.id)).not.toContain(erased.id);
  });
};

describe('clinics and support on the embedded PGlite', clinicSuite(null));
describe.skipIf(!serverUrl)('clinics and support on a PostgreSQL server (DATABASE_URL)', clinicSuite(serverUrl));
