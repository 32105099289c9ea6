import { CLOSED_SLOTS, TIME_SLOTS } from '@ai-doctor/content/consultation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

const DAY_MS = 86_400_000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

function expectBadRequest(res: Awaited<ReturnType<typeof post>>, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
}

describe('POST /api/contact', () => {
  const message = {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject: 'Pricing',
    message: 'Do you offer plans?',
  };

  it('stores a message and answers 201 with its id', async () => {
    const res = await post('/api/contact', message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'received' });
  });

  it('keeps a message of several lines, tabs and all', async () => {
    const res = await post('/api/contact', { ...message, message: 'First line\r\n\tsecond line\nthird' });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ ...message, name: undefined }, "body must have required property 'name'"],
    [{ ...message, email: 'not-an-address' }, 'body.email must match format "email"'],
    [{ ...message, email: `${'a'.repeat(250)}@x.io` }, 'body.email must NOT have more than 254 characters'],
    [{ ...message, subject: '' }, 'body.subject must NOT have fewer than 1 characters'],
    [
      { ...message, subject: '   ' },
      'body.subject must have a character that is not a space, and no control characters',
    ],
    [
      { ...message, name: 'Ada\u0000' },
      'body.name must have a character that is not a space, and no control characters',
    ],
    [
      { ...message, name: 'Ada\u0085' },
      'body.name must have a character that is not a space, and no control characters',
    ],
    [{ ...message, message: 'x'.repeat(5001) }, 'body.message must NOT have more than 5000 characters'],
    [{ ...message, name: 42 }, 'body.name must be string'],
  ])('rejects %# with a clear 400', async (payload, expected) => {
    expectBadRequest(await post('/api/contact', payload), expected);
  });
});

describe('POST /api/subscriptions', () => {
  it('subscribes with 201, then answers an identical request with 200 and no error', async () => {
    const first = await post('/api/subscriptions', { email: 'reader@example.org' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ email: 'reader@example.org', status: 'subscribed' });
    const again = await post('/api/subscriptions', { email: 'Reader@Example.org' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: 'reader@example.org', status: 'already-subscribed' });
  });

  it.each([
    [{}, "body must have required property 'email'"],
    [{ email: 'reader@' }, 'body.email must match format "email"'],
    [{ email: ['reader@example.org'] }, 'body.email must be string'],
  ])('rejects %j with a clear 400', async (payload, expected) => {
    expectBadRequest(await post('/api/subscriptions', payload), expected);
  });
});

describe('POST /api/bookings', () => {
  const booking = {
    doctorId: 'dr-sarah-johnson',
    consultationType: 'video',
    date: isoDate(1),
    timeSlot: '10:30 AM',
    fullName: 'Grace Hopper',
    email: 'grace@example.org',
    phone: '+44 20 7946 0958',
    reason: 'Follow-up on blood pressure readings',
  };

  it('confirms a booking with 201', async () => {
    const res = await post('/api/bookings', booking);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'confirmed',
      doctorId: booking.doctorId,
      consultationType: 'video',
      date: booking.date,
      timeSlot: '10:30 AM',
      cancelToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('refuses a slot that is already booked with 409, and books the next one', async () => {
    const slot = { ...booking, timeSlot: '02:00 PM' };
    expect((await post('/api/bookings', slot)).statusCode).toBe(201);
    const clash = await post('/api/bookings', { ...slot, fullName: 'Someone Else' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: `The 02:00 PM slot on ${booking.date} is already booked; please choose another`,
    });
    expect((await post('/api/bookings', { ...slot, timeSlot: '02:30 PM' })).statusCode).toBe(201);
  });

  it("lists a doctor's free slots on a day: the open slots not yet booked", async () => {
    const date = isoDate(2);
    const free = async (doctorId = 'dr-michael-chen') =>
      (await app.inject({ method: 'GET', url: `/api/bookings/free-slots?doctorId=${doctorId}&date=${date}` })).json();
    const open = TIME_SLOTS.filter((slot) => !CLOSED_SLOTS.includes(slot));
    expect(await free()).toEqual({ doctorId: 'dr-michael-chen', date, free: open });
    const slot = { ...booking, doctorId: 'dr-michael-chen', date, timeSlot: '09:00 AM' };
    expect((await post('/api/bookings', slot)).statusCode).toBe(201);
    expect((await free()).free).toEqual(open.filter((s) => s !== '09:00 AM'));
    // Another doctor's day is untouched.
    expect((await free('dr-sarah-johnson')).free).toEqual(open);
  });

  it('refuses a closed slot with 409, and free-slot queries outside the bookable window with 400', async () => {
    const closed = await post('/api/bookings', { ...booking, timeSlot: CLOSED_SLOTS[0] });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(`The ${CLOSED_SLOTS[0]} slot is not offered; please choose another`);
    const past = await app.inject({
      method: 'GET',
      url: `/api/bookings/free-slots?doctorId=dr-sarah-johnson&date=${isoDate(-3)}`,
    });
    expectBadRequest(past, 'querystring.date must be today or later');
    const missing = await app.inject({ method: 'GET', url: '/api/bookings/free-slots?doctorId=dr-sarah-johnson' });
    expectBadRequest(missing, "querystring must have required property 'date'");
  });

  it('offers the twelve fixed slots of the consultation page', () => {
    expect(TIME_SLOTS).toHaveLength(12);
  });

  it.each([
    [{ ...booking, consultationType: 'house-call' }, 'body.consultationType must be one of: video, chat, phone'],
    [{ ...booking, timeSlot: '12:00 PM' }, `body.timeSlot must be one of: ${TIME_SLOTS.join(', ')}`],
    [{ ...booking, date: '2025-02-30' }, 'body.date must match format "date"'],
    [{ ...booking, date: 'tomorrow' }, 'body.date must match format "date"'],
    [{ ...booking, date: isoDate(-3) }, 'body.date must be today or later'],
    [{ ...booking, date: isoDate(120) }, 'body.date must be within 90 days'],
    [{ ...booking, phone: 'call me' }, 'body.phone must match pattern "^\\+?[0-9 ().-]{7,20}$"'],
    [{ ...booking, email: 'grace at example.org' }, 'body.email must match format "email"'],
    [{ ...booking, doctorId: '../../etc' }, 'body.doctorId must match pattern "^[A-Za-z0-9_-]{1,64}$"'],
    [{ ...booking, reason: 'x'.repeat(1001) }, 'body.reason must NOT have more than 1000 characters'],
    [{ ...booking, fullName: undefined }, "body must have required property 'fullName'"],
    [
      { ...booking, fullName: '\u0000' },
      'body.fullName must have a character that is not a space, and no control characters',
    ],
  ])('rejects %# with a clear 400', async (payload, expected) => {
    expectBadRequest(await post('/api/bookings', payload), expected);
  });
});
