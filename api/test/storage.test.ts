import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { MIGRATIONS, runMigrations } from '../src/db/migrations.ts';
import { testApp } from './helpers.ts';

/**
 * The same storage behaviour against the embedded PGlite (every run) and a real PostgreSQL server when
 * DATABASE_URL is set (`npm test` starts one with api/scripts/with-postgres.mjs).
 */
const serverUrl = process.env.DATABASE_URL || null;

/** Values unique to this run, so a reused server database never makes a test pass or fail by accident. */
const run = `${process.pid}-${Date.now().toString(36)}`;
const DAY_MS = 86_400_000;
const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);

const storageSuite = (kind: 'pglite' | 'postgres', databaseUrl: string | null) => () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ databaseUrl });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  it('runs every migration at start and records it in schema_migrations', async () => {
    expect(app.db.kind).toBe(kind);
    const rows = await app.db.query<{ id: number; name: string }>('SELECT id, name FROM schema_migrations ORDER BY id');
    expect(rows).toEqual(MIGRATIONS.map(({ id, name }) => ({ id, name })));
    expect(await runMigrations(app.db)).toEqual([]);
  });

  it('holds only the forms’ tables, the API keys and the rate limits’ counters: no health data is stored', async () => {
    const tables = await app.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'api_key_usage',
      'api_keys',
      'consultation_bookings',
      'contact_messages',
      'newsletter_subscriptions',
      'rate_limit_hits',
      'schema_migrations',
    ]);
  });

  it('a diagnosis request writes nothing', async () => {
    // Rows written since the test began: other tests' servers on the same database may delete old ones.
    const since = new Date().toISOString();
    const count = async () =>
      Number(
        (
          await app.db.query<{ n: string }>(
            `SELECT (SELECT count(*) FROM contact_messages WHERE created_at >= $1)
               + (SELECT count(*) FROM newsletter_subscriptions WHERE created_at >= $1)
               + (SELECT count(*) FROM consultation_bookings WHERE created_at >= $1) AS n`,
            [since],
          )
        )[0]?.n,
      );
    const before = await count();
    const res = await post('/api/wellness-diagnosis', { systolic: 121, diastolic: 79, heartRate: 71 });
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('stores a contact message trimmed, with the address lower-cased', async () => {
    const res = await post('/api/contact', {
      name: '  Ada  ',
      email: `Ada.${run}@Example.org`,
      subject: ' Hello ',
      message: ' A question \n',
    });
    expect(res.statusCode).toBe(201);
    const rows = await app.db.query('SELECT name, email, subject, message FROM contact_messages WHERE id = $1', [
      res.json().id,
    ]);
    expect(rows).toEqual([{ name: 'Ada', email: `ada.${run}@example.org`, subject: 'Hello', message: 'A question' }]);
  });

  it('keeps one subscription per address, however often and however it is typed', async () => {
    const address = `news.${run}@example.org`;
    const codes = [];
    for (const email of [address, address.toUpperCase(), address]) {
      codes.push((await post('/api/subscriptions', { email })).statusCode);
    }
    expect(codes).toEqual([201, 200, 200]);
    const rows = await app.db.query('SELECT email FROM newsletter_subscriptions WHERE email = $1', [address]);
    expect(rows).toHaveLength(1);
  });

  it('books a slot exactly once when several people race for it', async () => {
    const booking = {
      doctorId: `dr-${run}`,
      consultationType: 'phone',
      date: tomorrow,
      timeSlot: '11:00 AM',
      fullName: 'Racer',
      email: 'racer@example.org',
      phone: '020 7946 0000',
      reason: 'Check-up',
    };
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => post('/api/bookings', { ...booking, fullName: `Racer ${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await app.db.query('SELECT full_name FROM consultation_bookings WHERE doctor_id = $1', [
      booking.doctorId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('rolls a failed transaction back completely', async () => {
    const address = `rollback.${run}@example.org`;
    await expect(
      app.db.transaction(async (tx) => {
        await tx.query('INSERT INTO newsletter_subscriptions (email) VALUES ($1)', [address]);
        await tx.query('INSERT INTO newsletter_subscriptions (email) VALUES ($1)', [address]);
      }),
    ).rejects.toThrow();
    expect(await app.db.query('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [address])).toEqual([]);
  });
};

describe('storage on the embedded PGlite', storageSuite('pglite', null));
describe.skipIf(!serverUrl)('storage on a PostgreSQL server (DATABASE_URL)', storageSuite('postgres', serverUrl));

describe('embedded PGlite on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ai-doctor-pglite-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data across restarts and migrates only once', async () => {
    const first = await testApp({ dataDir: dir });
    expect(
      (await first.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'kept@example.org' } }))
        .statusCode,
    ).toBe(201);
    await first.close();

    const second = await testApp({ dataDir: dir });
    const again = await second.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'kept@example.org' },
    });
    expect(again.json().status).toBe('already-subscribed');
    expect(await runMigrations(second.db)).toEqual([]);
    await second.close();
  }, 300_000);

  it('says which directory it could not create the database in', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    const inside = join(dir, 'a-file', 'db');
    await expect(openDatabase({ databaseUrl: null, dataDir: inside })).rejects.toThrow(
      `Could not create the embedded database in ${inside}`,
    );
  });
});

describe('a PostgreSQL server that does not answer', () => {
  it('stops the start with a clear error instead of serving without storage', async () => {
    await expect(openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: null })).rejects.toThrow(
      /DATABASE_URL is set but the PostgreSQL server does not answer/,
    );
  });
});

describe.skipIf(!serverUrl)('migrations on a shared PostgreSQL server', () => {
  it('lets two servers start at once: each migration is applied by exactly one of them', async () => {
    const [a, b] = await Promise.all([testApp({ databaseUrl: serverUrl }), testApp({ databaseUrl: serverUrl })]);
    const rows = await a.db.query('SELECT id FROM schema_migrations');
    expect(rows).toHaveLength(MIGRATIONS.length);
    await Promise.all([a.close(), b.close()]);
  });
});
