/**
 * `pnpm --filter @ai-doctor/api keys <command>`: creates, lists and revokes clinics' API keys in the
 * server's database (DATABASE_URL, else the embedded one in DATA_DIR, which a running server holds: stop it
 * first, or use PostgreSQL). The key is printed once; only its hash is stored.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { type ApiKeyRecord, createKey, type KeyScope, listKeys, type NewKey, revokeKey } from '../db/api-keys.ts';
import { openDatabase } from '../db/database.ts';
import { runMigrations } from '../db/migrations.ts';

const USAGE = `usage:
  keys create --clinic <id> --doctors <d1,d2,…> [--quota N/day] [--rate N/min] [--label text]
  keys create --support [--quota N/day] [--rate N/min] [--label text]
  keys list [--json]
  keys revoke <key id>

  --quota  requests per day (UTC), default ${10_000}/day
  --rate   requests per minute, default ${600}/min`;

const DEFAULT_QUOTA = 10_000;
const DEFAULT_RATE = 600;
/** The ids the booking API accepts for doctors, used for clinics too. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A command-line mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {}

function perUnit(value: string | undefined, unit: 'day' | 'min', fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const match = new RegExp(`^(\\d{1,10})/${unit}$`).exec(value);
  const n = Number(match?.[1]);
  if (!match || n < 1 || n > 2_147_483_647)
    throw new UsageError(`${flag} must look like 20000/${unit}, got "${value}"`);
  return n;
}

/** The key to create, from `keys create`'s options. */
export function newKeyFrom(values: Record<string, string | boolean | undefined>): NewKey {
  const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const clinic = str('clinic');
  const doctors = str('doctors');
  const limits = {
    quotaPerDay: perUnit(str('quota'), 'day', DEFAULT_QUOTA, '--quota'),
    ratePerMinute: perUnit(str('rate'), 'min', DEFAULT_RATE, '--rate'),
    label: str('label') ?? null,
  };
  if (values.support) {
    if (clinic || doctors) throw new UsageError('a support key has no --clinic or --doctors');
    return { scope: 'support', clinicId: null, doctorIds: [], ...limits };
  }
  if (!clinic || !ID.test(clinic)) throw new UsageError('--clinic <id> is required: letters, digits, _ and -');
  const doctorIds = [...new Set((doctors ?? '').split(',').map((d) => d.trim()))].filter(Boolean);
  if (!doctorIds.length || !doctorIds.every((d) => ID.test(d))) {
    throw new UsageError('--doctors d1,d2,… is required: doctor ids of letters, digits, _ and -');
  }
  return { scope: 'clinic' as KeyScope, clinicId: clinic, doctorIds, ...limits };
}

function describe(k: ApiKeyRecord & { requestsToday?: number }): string {
  const owner = k.scope === 'clinic' ? `clinic ${k.clinicId}, doctors ${k.doctorIds.join(',')}` : 'support inbox';
  const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active';
  const today = k.requestsToday === undefined ? '' : `, ${k.requestsToday} requests today`;
  return `${k.id}  ${k.scope}  ${owner}  ${k.ratePerMinute}/min ${k.quotaPerDay}/day${today}  ${state}${k.label ? `  "${k.label}"` : ''}`;
}

/** Runs one command; returns the lines to print. */
export async function runKeysCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      clinic: { type: 'string' },
      doctors: { type: 'string' },
      quota: { type: 'string' },
      rate: { type: 'string' },
      label: { type: 'string' },
      support: { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (command !== 'create' && command !== 'list' && command !== 'revoke') throw new UsageError('unknown command');
  if (command === 'revoke' && rest.length !== 1) throw new UsageError('revoke takes one key id');
  const spec = command === 'create' ? newKeyFrom(values) : null;

  const config = configFromEnv(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((err: Error) => {
    if (!/already in use/.test(err.message)) throw err;
    throw new Error(
      `${err.message.split('. ')[0]}. The embedded database serves one process: stop the server to manage ` +
        'keys, or run the servers on PostgreSQL (DATABASE_URL), where keys change while they run.',
    );
  });
  try {
    await runMigrations(db);
    if (spec) {
      const { key, record } = await createKey(db, spec);
      return [
        `Created ${describe(record)}`,
        '',
        `  ${key}`,
        '',
        'This is the only time the key is shown: store it now (only its hash is kept).',
        `Clients send it as "Authorization: Bearer ${key.slice(0, 18)}…".`,
      ];
    }
    if (command === 'list') {
      const keys = await listKeys(db);
      if (values.json) return [JSON.stringify(keys, null, 2)];
      return keys.length ? keys.map(describe) : ['No API keys yet.'];
    }
    const id = rest[0] as string;
    if (!(await revokeKey(db, id))) throw new UsageError(`no key with id ${id}`);
    return [`Revoked ${id}: every server refuses it within ${config.apiKeyCacheMs / 1000} s.`];
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runKeysCommand(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (err: Error) => {
      console.error(`keys: ${err.message}`);
      if (err instanceof UsageError || err.name === 'TypeError') console.error(USAGE);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
