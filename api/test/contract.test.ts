import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../src/db/api-keys.ts';
import { Contract, type OpenApiDocument } from './contract.ts';
import { contractOf, testApp } from './helpers.ts';
import { syntheticEnhanceBody } from './synthetic-trace.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const DAY_MS = 86_400_000;
const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);

let app: FastifyInstance;
let doc: OpenApiDocument & Record<string, unknown>;
beforeAll(async () => {
  app = await testApp();
  doc = (await app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => app.close());

type Operation = { operationId?: string; security?: unknown[]; summary?: string };
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
  );

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint (@redocly/cli) with no errors and no warnings", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc, null, 2));
      const redocly = join(apiDir, 'node_modules/.bin/redocly');
      const lint = await promisify(execFile)(
        redocly,
        ['lint', file, '--config', join(apiDir, 'redocly.yaml'), '--format=json'],
        // No telemetry or update check: the test talks to nothing outside this machine.
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
      const report = JSON.parse(lint.stdout) as LintReport;
      const problems = report.problems.map(
        (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the servers, the licence and, on every operation, an operationId and who may call it', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.info).toMatchObject({ license: { name: expect.any(String), url: '/terms' } });
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations()) {
      expect(op.security, `${method} ${path}`).toEqual(expect.arrayContaining([expect.any(Object)]));
    }
  });

  it('holds every route the server has: none is left out of the document', () => {
    // printRoutes draws a tree (4 characters a level); each line's path is its parent's plus its own part.
    const parents: string[] = [];
    const routes: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split('\n').filter(Boolean)) {
      const start = line.search(/[^\s│├└─]/);
      const depth = start / 4;
      const path = `${parents[depth - 1] ?? ''}${line.slice(start).split(' (')[0]}`;
      parents[depth] = path;
      if (path.startsWith('/api/') && !path.startsWith('/api/docs')) routes.push(path);
    }
    const documented = operations().map(({ path }) => path.replace(/\{(\w+)\}/g, ':$1'));
    expect([...new Set(routes)].sort()).toEqual([...new Set(documented)].sort());
  });
});

describe('the contract checker', () => {
  const contract = () => new Contract(doc);
  const res = (over: Partial<Parameters<Contract['violation']>[0]>) => ({
    method: 'POST',
    url: '/api/subscriptions',
    statusCode: 201,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ email: 'a@b.co', status: 'subscribed' }),
    ...over,
  });

  it('passes an answer as documented and names what is wrong with one that is not', () => {
    expect(contract().violation(res({}))).toBeNull();
    expect(contract().violation(res({ body: '{"email":"a@b.co","status":"maybe"}' }))).toMatch(
      /POST \/api\/subscriptions → 201: body breaks the documented schema: \/status must be equal to one of the allowed values/,
    );
    expect(contract().violation(res({ statusCode: 204, body: '' }))).toMatch(/status not documented/);
    expect(contract().violation(res({ contentType: 'text/html' }))).toMatch(/media type "text\/html" not documented/);
    expect(contract().violation(res({ statusCode: 400, body: '{"error":"x"}' }))).toMatch(/required property/);
    // Outside the document: no contract.
    expect(contract().violation(res({ url: '/api/nothing' }))).toBeNull();
  });
});

describe('every operation, as a client meets it', () => {
  /** One accepted and one refused request of every operation, each checked against the document on receipt. */
  const requests = [
    { url: '/api/health' },
    { url: '/api/health', headers: { authorization: 'Bearer nope' } },
    { method: 'POST', url: '/api/wellness-diagnosis', payload: { systolic: 120, diastolic: 80, heartRate: 70 } },
    { method: 'POST', url: '/api/wellness-diagnosis', payload: { systolic: 120 } },
    { method: 'POST', url: '/api/enhance-rppg', payload: syntheticEnhanceBody({ seconds: 20, fps: 30 }) },
    { method: 'POST', url: '/api/enhance-rppg', payload: { timeSeriesData: [], sampleRate: 30, duration: 0 } },
    { url: '/api/og-image/rppg-science' },
    { url: '/api/og-image/no-such-card' },
    { method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@b.co', subject: 'S', message: 'M' } },
    { method: 'POST', url: '/api/contact', payload: { name: 'A' } },
    { method: 'POST', url: '/api/subscriptions', payload: { email: 'contract@example.org' } },
    { method: 'POST', url: '/api/subscriptions', payload: { email: 'contract@example.org' } },
    { method: 'POST', url: '/api/subscriptions', payload: { email: 'not an address' } },
    { url: `/api/bookings/free-slots?doctorId=dr-contract&date=${tomorrow}` },
    { url: '/api/bookings/free-slots?doctorId=dr-contract' },
    {
      method: 'POST',
      url: '/api/bookings',
      payload: {
        doctorId: 'dr-contract',
        consultationType: 'video',
        date: tomorrow,
        timeSlot: '09:00 AM',
        fullName: 'Contract Tester',
        email: 'contract@example.org',
        phone: '+44 20 7946 0000',
        reason: 'Contract test',
      },
    },
    { method: 'POST', url: '/api/bookings', payload: { doctorId: 'dr-contract' } },
  ] as const;

  it('answers each with a success and a refusal that keep the document', async () => {
    const responses = [];
    for (const request of requests) responses.push(await app.inject(request as never));
    const booked = responses.find((r) => r.statusCode === 201 && r.json().cancelToken)?.json();
    const spec = { label: null, ratePerMinute: 1000, quotaPerDay: 1000 };
    const clinic = await createKey(app.db, {
      ...spec,
      scope: 'clinic',
      clinicId: 'contract',
      doctorIds: ['dr-contract'],
    });
    const support = await createKey(app.db, { ...spec, scope: 'support', clinicId: null, doctorIds: [] });
    const as = (key: string) => ({ authorization: `Bearer ${key}` });
    const message = responses.find((r) => r.statusCode === 201 && r.json().status === 'received')?.json();
    for (const request of [
      { url: `/api/clinic/bookings?from=${tomorrow}`, headers: as(clinic.key) },
      { url: '/api/clinic/bookings', headers: as(support.key) },
      {
        method: 'PATCH',
        url: `/api/clinic/bookings/${booked.id}`,
        headers: as(clinic.key),
        payload: { status: 'done' },
      },
      { method: 'PATCH', url: `/api/clinic/bookings/${booked.id}`, payload: { status: 'done' } },
      {
        method: 'PATCH',
        url: `/api/clinic/bookings/${booked.id}`,
        headers: as(clinic.key),
        payload: { status: 'confirmed' },
      },
      { method: 'DELETE', url: `/api/bookings/${booked.id}`, headers: { 'cancel-token': booked.cancelToken } },
      { method: 'DELETE', url: `/api/bookings/${booked.id}`, headers: { 'cancel-token': 'x'.repeat(43) } },
      { url: '/api/support/messages', headers: as(support.key) },
      { url: '/api/support/messages?cursor=nope', headers: as(support.key) },
      { method: 'DELETE', url: `/api/support/messages/${message.id}`, headers: as(support.key) },
      { method: 'DELETE', url: `/api/support/messages/${message.id}`, headers: as(support.key) },
    ]) {
      await app.inject(request as never);
    }
    const seen = contractOf(app)?.seen ?? new Set();
    for (const { op } of operations()) {
      const statuses = [...seen].filter((s) => s.startsWith(`${op.operationId} `)).map((s) => s.split(' ')[1]);
      expect(
        statuses.some((s) => s?.startsWith('2')),
        `${op.operationId}: ${statuses}`,
      ).toBe(true);
      expect(
        statuses.some((s) => s?.startsWith('4')),
        `${op.operationId}: ${statuses}`,
      ).toBe(true);
    }
  });
});
