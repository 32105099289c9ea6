import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runKeysCommand } from '../src/cli/keys.ts';
import { createKey } from '../src/db/api-keys.ts';
import { openDatabase } from '../src/db/database.ts';
import { contractFetch } from './contract.ts';
import { awayFromMinuteBoundary } from './helpers.ts';
import { startServer, stopServer } from './server-process.ts';

/** Set by `scripts/with-postgres.mjs` (`pnpm test:postgres`, part of `npm test`): a throwaway PostgreSQL. */
const serverUrl = process.env.DATABASE_URL || null;

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: the test plays the proxy, sending one
 * client's requests to either server in turn with the client's address in `X-Forwarded-For`.
 */
describe.skipIf(!serverUrl)('two servers on one PostgreSQL behind a proxy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-two-servers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('share one rate limit and store each form once', async () => {
    const env = {
      DATABASE_URL: serverUrl as string,
      TRUST_PROXY: 'true',
      FORM_RATE_LIMIT_MAX: '6',
      ANALYSIS_THREADS: '1',
      WEB_ROOT: join(dir, 'no-web'),
    };
    const servers = [startServer(env), startServer(env)];
    const bases = await Promise.all(servers.map((s) => s.url));
    // Each server's answers are held to the document it publishes.
    const fetches = await Promise.all(bases.map(contractFetch));
    const send = (k: number, path: string, client: string, payload: object) =>
      (fetches[k % 2] as typeof fetch)(`${bases[k % 2]}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify(payload),
      });
    const message = (k: number) => ({
      name: 'Two Servers',
      email: 'two-servers@example.org',
      subject: `two-servers ${k}`,
      message: 'Which server stored me?',
    });

    // Eight messages from one client, alternating servers: the limit of six holds across both.
    const codes: number[] = [];
    const ids: string[] = [];
    for (let k = 0; k < 8; k++) {
      const res = await send(k, 'contact', '203.0.113.7', message(k));
      codes.push(res.status);
      if (res.status === 201) ids.push((await res.json()).id);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    // Another client is not held by the first one's count.
    expect((await send(1, 'contact', '203.0.113.8', message(8))).status).toBe(201);

    // One email subscribed through both servers at once is stored once.
    const both = await Promise.all(
      [0, 1].map((k) => send(k, 'subscriptions', `198.51.100.${k}`, { email: 'both-servers@example.org' })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 201]);

    const db = await openDatabase({ databaseUrl: serverUrl, dataDir: null });
    try {
      const stored = await db.query<{ id: string }>(
        "SELECT id FROM contact_messages WHERE email = 'two-servers@example.org' AND subject <> 'two-servers 8'",
      );
      expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
      const subscribed = await db.query(
        "SELECT 1 FROM newsletter_subscriptions WHERE email = 'both-servers@example.org'",
      );
      expect(subscribed).toHaveLength(1);
    } finally {
      await db.close();
    }
    expect(await Promise.all(servers.map(stopServer))).toEqual([0, 0]);
  }, 300_000);

  it("share each key's limits, and both refuse a revoked key within seconds", async () => {
    const env = { DATABASE_URL: serverUrl as string, ANALYSIS_THREADS: '1', WEB_ROOT: join(dir, 'no-web') };
    const servers = [startServer(env), startServer(env)];
    const bases = await Promise.all(servers.map((s) => s.url));
    const fetches = await Promise.all(bases.map(contractFetch));
    const db = await openDatabase({ databaseUrl: serverUrl, dataDir: null });
    const run = `${process.pid}-${Date.now().toString(36)}`;
    let created: Awaited<ReturnType<typeof createKey>>;
    try {
      created = await createKey(db, {
        scope: 'clinic',
        clinicId: `two-servers-${run}`,
        doctorIds: [`dr-two-servers-${run}`],
        label: null,
        ratePerMinute: 5,
        quotaPerDay: 1000,
      });
    } finally {
      await db.close();
    }
    const diagnose = (k: number) =>
      (fetches[k % 2] as typeof fetch)(`${bases[k % 2]}/api/wellness-diagnosis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${created.key}` },
        body: JSON.stringify({ systolic: 120, diastolic: 80, heartRate: 70 }),
      });

    // Seven requests alternating between the servers: the key's limit of five a minute holds across both.
    await awayFromMinuteBoundary();
    const answers = [];
    for (let k = 0; k < 7; k++) answers.push(await diagnose(k));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(answers.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0', '0', '0']);

    // Revoked through the command, the key stops working on both servers within a few seconds.
    await runKeysCommand(['revoke', created.record.id], { DATABASE_URL: serverUrl as string });
    const revokedAt = Date.now();
    const refusedAfter = await Promise.all(
      [0, 1].map(async (k) => {
        for (;;) {
          const res = await diagnose(k);
          await res.body?.cancel();
          if (res.status === 401) return Date.now() - revokedAt;
          await new Promise((r) => setTimeout(r, 100));
        }
      }),
    );
    expect(Math.max(...refusedAfter)).toBeLessThan(5000);
    expect(await Promise.all(servers.map(stopServer))).toEqual([0, 0]);
  }, 300_000);

  it('hold each clinic to its doctors, honour a cancel token made on the other, and delete expired data once', async () => {
    const env = {
      DATABASE_URL: serverUrl as string,
      // Its booking comes from its own client address: the form limit is per address and shared through
      // the database with the other test files' servers.
      TRUST_PROXY: 'true',
      ANALYSIS_THREADS: '1',
      WEB_ROOT: join(dir, 'no-web'),
      RETENTION_INTERVAL_MS: '300',
    };
    const servers = [startServer(env), startServer(env)];
    const bases = await Promise.all(servers.map((s) => s.url));
    const fetches = await Promise.all(bases.map(contractFetch));
    const call = (k: number, path: string, init: { method?: string; headers?: object; body?: object } = {}) =>
      (fetches[k] as typeof fetch)(`${bases[k]}/api/${path}`, {
        method: init.method ?? 'GET',
        headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    const run = `${process.pid}-${Date.now().toString(36)}`;
    const db = await openDatabase({ databaseUrl: serverUrl, dataDir: null });
    try {
      const spec = { scope: 'clinic' as const, label: null, ratePerMinute: 1000, quotaPerDay: 1000 };
      const a = await createKey(db, { ...spec, clinicId: `a-${run}`, doctorIds: [`dr-a-${run}`] });
      const b = await createKey(db, { ...spec, clinicId: `b-${run}`, doctorIds: [`dr-b-${run}`] });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const bookedRes = await call(0, 'bookings', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.77' },
        body: {
          doctorId: `dr-a-${run}`,
          consultationType: 'video',
          date: tomorrow,
          timeSlot: '09:00 AM',
          fullName: 'Two Servers',
          email: 'two@example.org',
          phone: '020 7946 0000',
          reason: 'Check-up',
        },
      });
      expect(bookedRes.status).toBe(201);
      const booked = await bookedRes.json();
      // Clinic B, on either server, can neither see nor change clinic A's booking.
      for (const k of [0, 1]) {
        const bearer = { authorization: `Bearer ${b.key}` };
        const listed = await (await call(k, `clinic/bookings?from=${tomorrow}`, { headers: bearer })).json();
        expect(listed.bookings).toEqual([]);
        const patched = await call(k, `clinic/bookings/${booked.id}`, {
          method: 'PATCH',
          headers: bearer,
          body: { status: 'done' },
        });
        expect(patched.status).toBe(404);
      }
      // Made on one server, cancelled on the other with its token; clinic A sees it cancelled on the first.
      const cancelled = await call(1, `bookings/${booked.id}`, {
        method: 'DELETE',
        headers: { 'cancel-token': booked.cancelToken },
      });
      expect(await cancelled.json()).toEqual({ id: booked.id, status: 'cancelled' });
      const seen = await (
        await call(0, `clinic/bookings?from=${tomorrow}&to=${tomorrow}`, {
          headers: { authorization: `Bearer ${a.key}` },
        })
      ).json();
      expect(seen.bookings.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual([
        [booked.id, 'cancelled'],
      ]);

      // Both servers run the retention every 300 ms: the expired rows go, the others stay.
      const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      for (const [days, subject] of [
        [181, 'expired'],
        [179, 'kept'],
      ] as const) {
        await db.query(
          `INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES ('Ada', 'a@b.co', $1, $2, $3)`,
          [`${subject} ${run}`, run, ago(days)],
        );
      }
      const subjects = async () =>
        (await db.query<{ subject: string }>('SELECT subject FROM contact_messages WHERE message = $1', [run])).map(
          (r) => r.subject,
        );
      const until = Date.now() + 30_000;
      while ((await subjects()).length > 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await subjects()).toEqual([`kept ${run}`]);
    } finally {
      await db.close();
    }
    expect(await Promise.all(servers.map(stopServer))).toEqual([0, 0]);
    const logs = servers.flatMap((s) => s.log).map((line) => JSON.parse(line));
    expect(logs.filter((line) => line.msg === 'retention run failed')).toEqual([]);
  }, 300_000);
});
