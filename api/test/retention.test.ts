import { BOOKING_RETENTION_DAYS, CONTACT_RETENTION_DAYS } from '@ai-doctor/content/retention';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { runRetention } from '../src/db/retention.ts';
import { testApp } from './helpers.ts';

/** Set by `scripts/with-postgres.mjs` (`pnpm test:postgres`): a throwaway PostgreSQL. */
const serverUrl = process.env.DATABASE_URL || null;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const policy = { bookingDays: BOOKING_RETENTION_DAYS, contactDays: CONTACT_RETENTION_DAYS };

/**
 * One "now" for every run below. The real one: on a PostgreSQL that other test files use at the same time,
 * their rows are all recent, so nothing here deletes them.
 */
const NOW = new Date();
const dateBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString().slice(0, 10);

describe('the retention policy', () => {
  it('defaults to what the privacy page states (content/src/retention.ts), and can be set', () => {
    expect(configFromEnv({}).retention).toEqual({ bookingDays: 30, contactDays: 180 });
    expect(configFromEnv({}).retention).toEqual(policy);
    expect(configFromEnv({ BOOKING_RETENTION_DAYS: '7', CONTACT_RETENTION_DAYS: '90' }).retention).toEqual({
      bookingDays: 7,
      contactDays: 90,
    });
    expect(() => configFromEnv({ BOOKING_RETENTION_DAYS: '-1' })).toThrow('BOOKING_RETENTION_DAYS must be an integer');
  });
});

const retentionSuite = (databaseUrl: string | null) => () => {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ databaseUrl });
  });
  afterAll(() => app.close());

  /** Stores a booking dated `date` for this run's doctor (straight into the table: the API refuses past dates). */
  const storeBooking = (date: string, label: string) =>
    app.db.query(
      `INSERT INTO consultation_bookings
         (doctor_id, consultation_type, date, time_slot, full_name, email, phone, reason)
       VALUES ($1, 'video', $2, '09:00 AM', $3, 'kept@example.org', '020 7946 0000', 'Check-up')`,
      [`retention-${run}`, date, label],
    );
  const storeMessage = (createdAt: Date, label: string) =>
    app.db.query(
      `INSERT INTO contact_messages (name, email, subject, message, created_at)
       VALUES ('Ada', 'ada@example.org', $1, $2, $3)`,
      [label, run, createdAt.toISOString()],
    );
  const remaining = async () => ({
    bookings: (
      await app.db.query<{ full_name: string }>(
        'SELECT full_name FROM consultation_bookings WHERE doctor_id = $1 ORDER BY date',
        [`retention-${run}`],
      )
    ).map((r) => r.full_name),
    messages: (
      await app.db.query<{ subject: string }>(
        'SELECT subject FROM contact_messages WHERE message = $1 ORDER BY created_at',
        [run],
      )
    ).map((r) => r.subject),
  });

  it('deletes every booking past its date plus 30 days and every message over 180 days old, and nothing else', async () => {
    // Bookings around the boundary: one dated 31 days ago has had its 30 days; 30 days ago is kept through today.
    for (const [days, label] of [
      [400, 'a year ago'],
      [31, '31 days ago'],
      [30, '30 days ago'],
      [29, '29 days ago'],
      [0, 'today'],
      [-5, 'in five days'],
    ] as const) {
      await storeBooking(dateBefore(days), label);
    }
    // Messages a minute either side of 180 days.
    const age = (ms: number) => new Date(NOW.getTime() - ms);
    await storeMessage(age(CONTACT_RETENTION_DAYS * DAY_MS + 24 * 60 * MINUTE_MS), '181 days old');
    await storeMessage(age(CONTACT_RETENTION_DAYS * DAY_MS + MINUTE_MS), '180 days and a minute old');
    await storeMessage(age(CONTACT_RETENTION_DAYS * DAY_MS - MINUTE_MS), 'a minute short of 180 days');
    await storeMessage(age(DAY_MS), 'a day old');

    // (How many it reports can include other rows: every test server runs the same deletion when it starts.)
    expect((await runRetention(app.db, policy, NOW)).ran).toBe(true);
    expect(await remaining()).toEqual({
      bookings: ['30 days ago', '29 days ago', 'today', 'in five days'],
      messages: ['a minute short of 180 days', 'a day old'],
    });
    // Again at the same moment: nothing more of these goes.
    await runRetention(app.db, policy, NOW);
    expect((await remaining()).bookings).toEqual(['30 days ago', '29 days ago', 'today', 'in five days']);
    // A day later the booking dated 30 days ago has had its time too.
    await runRetention(app.db, policy, new Date(NOW.getTime() + DAY_MS));
    expect((await remaining()).bookings).toEqual(['29 days ago', 'today', 'in five days']);
    // A shorter policy deletes sooner.
    await runRetention(app.db, { bookingDays: 28, contactDays: 150 }, NOW);
    expect(await remaining()).toEqual({ bookings: ['today', 'in five days'], messages: ['a day old'] });
  });

  it('deletes on its own schedule once the server is ready', async () => {
    const scheduled = await testApp({ databaseUrl, retentionIntervalMs: 200 });
    try {
      const label = `scheduled ${run}`;
      await scheduled.db.query(
        `INSERT INTO contact_messages (name, email, subject, message, created_at)
         VALUES ('Ada', 'ada@example.org', $1, 'old', now() - interval '200 days')`,
        [label],
      );
      // As a server does when it starts listening.
      await scheduled.ready();
      const gone = async () =>
        (await scheduled.db.query('SELECT 1 FROM contact_messages WHERE subject = $1', [label])).length === 0;
      const until = Date.now() + 20_000;
      while (!(await gone()) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await gone()).toBe(true);
    } finally {
      await scheduled.close();
    }
  });
};

describe('retention on the embedded PGlite', retentionSuite(null));
describe.skipIf(!serverUrl)('retention on a PostgreSQL server (DATABASE_URL)', retentionSuite(serverUrl));

describe.skipIf(!serverUrl)('retention with two servers on one PostgreSQL', () => {
  it('lets one server delete while the other skips the round, so the work is never repeated', async () => {
    const [a, b] = await Promise.all([testApp({ databaseUrl: serverUrl }), testApp({ databaseUrl: serverUrl })]);
    const holder = await openDatabase({ databaseUrl: serverUrl, dataDir: null });
    try {
      // While another server holds the lock, a run skips.
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((r) => {
        locked = r;
      });
      const holding = holder.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(7301003)');
        locked();
        await held;
      });
      await isLocked;
      expect(await runRetention(a.db, policy, NOW)).toEqual({ ran: false, bookings: 0, contactMessages: 0 });
      release();
      await holding;
      // Both at once: each expired message is deleted exactly once between them.
      const label = `two servers ${process.pid}-${Date.now()}`;
      for (let i = 0; i < 5; i++) {
        await a.db.query(
          `INSERT INTO contact_messages (name, email, subject, message, created_at)
           VALUES ('Ada', 'ada@example.org', $1, 'old', $2::timestamptz - interval '181 days')`,
          [label, NOW.toISOString()],
        );
      }
      const runs = await Promise.all([runRetention(a.db, policy, NOW), runRetention(b.db, policy, NOW)]);
      expect(runs.some((r) => r.ran)).toBe(true);
      // Whichever ran, or both one after the other: the expired rows are gone, and neither failed.
      expect(await b.db.query('SELECT 1 FROM contact_messages WHERE subject = $1', [label])).toEqual([]);
    } finally {
      await holder.close();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
