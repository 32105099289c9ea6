import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKey, parseKey, readCredential } from '../src/auth/api-key.ts';
import { memoryKeyCounter } from '../src/auth/key-counter.ts';
import { hashesMatch } from '../src/auth/secret.ts';
import { runKeysCommand, UsageError } from '../src/cli/keys.ts';
import { createKey, type NewKey, revokeKey } from '../src/db/api-keys.ts';
import { awayFromMinuteBoundary, testApp } from './helpers.ts';

/** Set by `scripts/with-postgres.mjs` (`pnpm test:postgres`): a throwaway PostgreSQL. */
const serverUrl = process.env.DATABASE_URL || null;
const run = `${process.pid}-${Date.now().toString(36)}`;
const reading = { systolic: 121, diastolic: 79, heartRate: 71 };

const clinicKey = (over: Partial<NewKey> = {}): NewKey => ({
  scope: 'clinic',
  clinicId: `clinic-${run}`,
  doctorIds: [`dr-${run}`],
  label: null,
  ratePerMinute: 1000,
  quotaPerDay: 100_000,
  ...over,
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API key format', () => {
  it('makes keys of a public id and a 256-bit secret, and reads only well-formed ones', () => {
    const { key, id, hash } = generateKey();
    expect(key).toMatch(/^aidk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(parseKey(key)).toEqual({ id, hash });
    expect(hash).toEqual(createHash('sha256').update(key).digest());
    expect(generateKey().key).not.toBe(key);
    for (const bad of ['', key.slice(0, -1), `${key}x`, key.replace('aidk_', 'aidx_'), key.toUpperCase(), ` ${key}`]) {
      expect(parseKey(bad), bad).toBeNull();
    }
  });

  it('compares hashes of equal length only, and never matches an absent one', () => {
    const { hash } = generateKey();
    expect(hashesMatch(hash, Buffer.from(hash))).toBe(true);
    expect(hashesMatch(hash, generateKey().hash)).toBe(false);
    expect(hashesMatch(hash, null)).toBe(false);
    expect(hashesMatch(hash, hash.subarray(0, 16))).toBe(false);
    expect(hashesMatch(Buffer.alloc(32), null)).toBe(false);
  });

  it('reads "Bearer <key>" and says what is wrong with anything else, without quoting it', () => {
    const { key } = generateKey();
    expect(readCredential(undefined)).toEqual({ kind: 'none' });
    expect(readCredential(`Bearer ${key}`).kind).toBe('key');
    expect(readCredential(`bearer  ${key} `).kind).toBe('key');
    for (const header of [key, `Basic ${key}`, 'Bearer', `Bearer ${key} extra`, '']) {
      const credential = readCredential(header);
      expect(credential.kind, header).toBe('malformed');
      expect(JSON.stringify(credential)).not.toContain(key.slice(18));
    }
    expect(readCredential('Bearer not-a-key')).toEqual({ kind: 'malformed', reason: 'The API key is malformed' });
  });
});

const keySuite = (kind: 'pglite' | 'postgres', databaseUrl: string | null) => () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A tight per-IP limit, so a keyed client visibly is not held by it.
    app = await testApp({ databaseUrl, rateLimitMax: 3, apiKeyCacheMs: 0, logStream });
  });
  afterAll(() => app.close());

  const diagnose = (headers: Record<string, string>, remoteAddress = '203.0.113.10') =>
    app.inject({ method: 'POST', url: '/api/wellness-diagnosis', payload: reading, headers, remoteAddress });

  it(`stores only the key's SHA-256 (${kind})`, async () => {
    const { key, record } = await createKey(app.db, clinicKey());
    const [row] = await app.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [record.id]);
    const stored = JSON.stringify(row, (_k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v));
    expect(stored).not.toContain(key.slice(18));
    expect(Buffer.from(row?.secret_hash as Uint8Array)).toEqual(createHash('sha256').update(key).digest());
  });

  it('gives a keyed client its own limits, announced in the RateLimit-* fields, apart from the per-IP limit', async () => {
    const { key } = await createKey(app.db, clinicKey({ ratePerMinute: 50, quotaPerDay: 1000 }));
    await awayFromMinuteBoundary();
    const codes: number[] = [];
    let last = await diagnose(bearer(key));
    for (let i = 0; i < 6; i++) {
      last = await diagnose(bearer(key));
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    expect(last.headers['ratelimit-policy']).toBe('50;w=60, 1000;w=86400');
    // Seven requests: the minute's limit is the closer one.
    expect(last.headers).toMatchObject({ 'ratelimit-limit': '50', 'ratelimit-remaining': '43' });
    const reset = Number(last.headers['ratelimit-reset']);
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(60);
    // The same address without the key is held by the per-IP limit of 3, and is told so.
    const anonymous = [];
    for (let i = 0; i < 4; i++) anonymous.push(await diagnose({}));
    expect(anonymous.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(anonymous[0]?.headers['ratelimit-policy']).toBe('3;w=60');
    expect(anonymous[3]?.json().message).toMatch(/from your address/);
    // …while the key still works from there.
    expect((await diagnose(bearer(key))).statusCode).toBe(200);
  });

  it("answers 429 naming the key's per-minute limit, and does not spend the day's quota on refused requests", async () => {
    const { key } = await createKey(app.db, clinicKey({ ratePerMinute: 3, quotaPerDay: 1000 }));
    await awayFromMinuteBoundary();
    const res = [];
    for (let i = 0; i < 5; i++) res.push(await diagnose(bearer(key), '198.51.100.1'));
    expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    const limited = res[4];
    expect(limited?.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^This API key's rate limit of 3 requests per minute is used up; retry in /),
    });
    // The message says the same wait as Retry-After: "1 min" when the window has only just begun.
    const retryAfter = Number(limited?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited?.json().message).toMatch(
      retryAfter === 60 ? / retry in 1 min$/ : new RegExp(` retry in ${retryAfter} s$`),
    );
    expect(limited?.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '0' });
    await app.keyCounter.flush();
    const [usage] = await app.db.query<{ hits: number }>(
      'SELECT hits FROM api_key_usage WHERE key_id = $1 AND window_seconds = 86400',
      [parseKey(key)?.id],
    );
    expect(usage?.hits).toBe(3);
  });

  it('answers 429 naming the daily quota once it is used up', async () => {
    const { key, record } = await createKey(app.db, clinicKey({ ratePerMinute: 100, quotaPerDay: 2 }));
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await diagnose(bearer(key))).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const over = await diagnose(bearer(key));
    expect(over.json().message).toMatch(
      /^This API key's daily quota of 2 requests is used up; it renews at 00:00 UTC, in \d+ (h|min|s)( \d+ (min|s))?$/,
    );
    expect(over.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '0' });
    expect(Number(over.headers['retry-after'])).toBe(Number(over.headers['ratelimit-reset']));
    if (kind === 'postgres') {
      // As if the day had turned: its window is yesterday's (the in-memory count is tested below).
      await app.db.query(
        'UPDATE api_key_usage SET window_start = window_start - 86400 WHERE key_id = $1 AND window_seconds = 86400',
        [record.id],
      );
      expect((await diagnose(bearer(key))).statusCode).toBe(200);
    }
  });

  it('refuses malformed, unknown, wrong and revoked keys with a 401 that never quotes the key', async () => {
    const { key, record } = await createKey(app.db, clinicKey());
    const wrongSecret = `${key.slice(0, 18)}${generateKey().key.slice(18)}`;
    const cases: [string, string][] = [
      [`Basic ${key}`, 'The Authorization header must be "Bearer <API key>"'],
      ['Bearer aidk_123', 'The API key is malformed'],
      [`Bearer ${generateKey().key}`, 'The API key is not valid'],
      [`Bearer ${wrongSecret}`, 'The API key is not valid'],
    ];
    for (const [i, [header, message]] of cases.entries()) {
      const res = await diagnose({ authorization: header }, `192.0.2.${100 + i}`);
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="AI Doctor API"/);
      expect(res.body).not.toContain(key.slice(18));
    }
    expect((await diagnose(bearer(key), '192.0.2.99')).statusCode).toBe(200);
    await revokeKey(app.db, record.id);
    const revoked = await diagnose(bearer(key), '192.0.2.98');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('The API key was revoked');
  });

  it('counts refused keys against the per-IP limit, so keys cannot be guessed faster than it allows', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await diagnose(bearer(generateKey().key), '192.0.2.200')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it('never writes a key to the log; a keyed request is attributed by the key id', async () => {
    const { key, record } = await createKey(app.db, clinicKey());
    const other = generateKey().key;
    expect((await diagnose(bearer(key), '192.0.2.201')).statusCode).toBe(200);
    expect((await diagnose(bearer(other), '192.0.2.202')).statusCode).toBe(401);
    await app.close();
    const log = lines.join('');
    expect(log).not.toContain(key.slice(18));
    expect(log).not.toContain(other.slice(18));
    expect(log).not.toMatch(/aidk_/);
    const keyed = lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'request completed' && e.apiKey);
    expect(keyed.map((e) => e.apiKey)).toContain(record.id);
    app = await testApp({ databaseUrl, rateLimitMax: 3 });
  });
};

describe('the in-memory key counter beside the embedded database', () => {
  const key = { id: 'counted', ratePerMinute: 2, quotaPerDay: 3 };
  /** 10 s before midnight UTC, 1 December 2026. */
  const lateNight = Date.parse('2026-12-01T23:59:50Z');

  it('counts the minute and the day in UTC windows, renewing each when it turns', async () => {
    const written: unknown[][] = [];
    const db = {
      query: async <R>(sql: string, params: unknown[] = []) => {
        if (sql.trim().startsWith('INSERT')) written.push(params);
        return [] as R[];
      },
    };
    let now = lateNight;
    const counter = memoryKeyCounter(db, { flushMs: 60_000, now: () => now });
    const exceeded = async () => (await counter.count(key)).exceeded;
    expect([await exceeded(), await exceeded(), await exceeded()]).toEqual([null, null, 'minute']);
    // Later in the same minute: still refused, and not counted against the day; another minute counts again.
    now = lateNight + 9_000;
    expect(await exceeded()).toBe('minute');
    now = Date.parse('2026-12-01T23:58:30Z');
    expect(await exceeded()).toBe(null);
    // The day's quota of 3 is used up, whatever the minute allows…
    now = lateNight;
    const usage = await counter.count({ ...key, ratePerMinute: 100 });
    expect(usage.exceeded).toBe('day');
    expect(usage.day).toEqual({ limit: 3, used: 4, resetS: 10 });
    // …and renews at midnight UTC.
    now = Date.parse('2026-12-02T00:00:01Z');
    expect((await counter.count(key)).day).toEqual({ limit: 3, used: 1, resetS: 86_399 });
    await counter.close();
    expect(written).toEqual([['counted', Date.parse('2026-12-02T00:00:00Z') / 1000, 1]]);
  });

  it("starts from the day's stored count, so a restart keeps the quota", async () => {
    const db = { query: async <R>() => [{ hits: 3 }] as R[] };
    const counter = memoryKeyCounter(db, { flushMs: 60_000, now: () => lateNight });
    expect((await counter.count({ ...key, ratePerMinute: 100 })).exceeded).toBe('day');
    await counter.close();
  });

  it("keeps a key's quota across a restart of a server on the embedded database", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-key-restart-'));
    try {
      const send = (server: FastifyInstance, k: string) =>
        server.inject({ method: 'POST', url: '/api/wellness-diagnosis', payload: reading, headers: bearer(k) });
      const first = await testApp({ dataDir: join(dir, 'db') });
      const { key: k } = await createKey(first.db, clinicKey({ quotaPerDay: 3 }));
      expect([(await send(first, k)).statusCode, (await send(first, k)).statusCode]).toEqual([200, 200]);
      await first.close();
      const second = await testApp({ dataDir: join(dir, 'db') });
      expect([(await send(second, k)).statusCode, (await send(second, k)).statusCode]).toEqual([200, 429]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('API keys on the embedded PGlite', keySuite('pglite', null));
describe.skipIf(!serverUrl)('API keys on a PostgreSQL server (DATABASE_URL)', keySuite('postgres', serverUrl));

describe('the keys command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-keys-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Its own database: with PGlite the command needs the directory no server holds.
  const env = serverUrl ? { DATABASE_URL: serverUrl } : { DATA_DIR: join(dir, 'db') };

  it('creates a key shown once, lists it without it, and revokes it', async () => {
    const created = await runKeysCommand(
      ['create', '--clinic', `cli-${run}`, '--doctors', `cli-dr-${run},cli-dr2-${run}`, '--quota', '20000/day'],
      env,
    );
    const key = created.map((l) => l.trim()).find((l) => l.startsWith('aidk_')) as string;
    const id = parseKey(key)?.id as string;
    expect(created[0]).toContain(
      `${id}  clinic  clinic cli-${run}, doctors cli-dr-${run},cli-dr2-${run}  600/min 20000/day`,
    );
    const listed = (await runKeysCommand(['list'], env)).join('\n');
    expect(listed).toContain(`${id}  clinic`);
    expect(listed).not.toContain(key.slice(18));
    const json = JSON.parse((await runKeysCommand(['list', '--json'], env)).join(''));
    expect(json.find((k: { id: string }) => k.id === id)).toMatchObject({ quotaPerDay: 20000, revokedAt: null });
    expect((await runKeysCommand(['revoke', id], env))[0]).toMatch(new RegExp(`^Revoked ${id}`));
    expect((await runKeysCommand(['list'], env)).join('\n')).toMatch(new RegExp(`${id} .* revoked `));
  }, 120_000);

  it("refuses a doctor another clinic's active key lists, and malformed options", async () => {
    const support = await runKeysCommand(['create', '--support', '--rate', '60/min'], env);
    expect(support[0]).toContain('support  support inbox  60/min 10000/day');
    await runKeysCommand(['create', '--clinic', `a-${run}`, '--doctors', `shared-${run}`], env);
    await expect(runKeysCommand(['create', '--clinic', `b-${run}`, '--doctors', `shared-${run}`], env)).rejects.toThrow(
      `Doctor shared-${run} belongs to clinic a-${run}`,
    );
    for (const argv of [
      ['create', '--doctors', 'd1'],
      ['create', '--clinic', 'c', '--doctors', 'bad id'],
      ['create', '--clinic', 'c', '--doctors', 'd', '--quota', '20000/week'],
      ['create', '--clinic', 'c', '--doctors', 'd', '--rate', '0/min'],
      ['create', '--support', '--clinic', 'c'],
      ['revoke'],
      ['rotate'],
    ]) {
      await expect(runKeysCommand(argv, env), argv.join(' ')).rejects.toBeInstanceOf(UsageError);
    }
    await expect(runKeysCommand(['revoke', 'ffffffffffff'], env)).rejects.toThrow('no key with id ffffffffffff');
  }, 120_000);

  it.skipIf(serverUrl)(
    'says to stop the server when it holds the embedded database',
    async () => {
      const held = await testApp({ dataDir: join(dir, 'held') });
      try {
        await expect(runKeysCommand(['list'], { DATA_DIR: join(dir, 'held') })).rejects.toThrow(
          /is already in use by another server \(pid \d+\)\. The embedded database serves one process: stop the server/,
        );
      } finally {
        await held.close();
      }
    },
    120_000,
  );
});
