import type { Database } from './database.ts';

/** One schema change. Applied once, in order, each in its own transaction. */
export interface Migration {
  id: number;
  name: string;
  statements: string[];
}

/**
 * The schema, oldest first. Never edit an applied migration; append a new one. Only what the site's
 * forms submit is stored; no health data ever reaches this database (ADR-12).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'contact_messages',
    statements: [
      `CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    id: 2,
    name: 'newsletter_subscriptions',
    statements: [
      `CREATE TABLE newsletter_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    id: 3,
    name: 'consultation_bookings',
    statements: [
      `CREATE TABLE consultation_bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        doctor_id text NOT NULL,
        consultation_type text NOT NULL CHECK (consultation_type IN ('video', 'chat', 'phone')),
        date date NOT NULL,
        time_slot text NOT NULL,
        full_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (doctor_id, date, time_slot)
      )`,
    ],
  },
  {
    id: 4,
    // Request counters of the rate limit when servers share a PostgreSQL (see db/rate-limit-store.ts).
    // Unlogged: after a crash the counters start again from zero, which only forgives a few requests.
    name: 'rate_limit_hits',
    statements: [
      `CREATE UNLOGGED TABLE rate_limit_hits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        resets_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    id: 5,
    // Clinics' API keys (src/auth/api-key.ts): only the SHA-256 of each key is kept. A clinic key reads and
    // changes the bookings of its doctors; a support key reads the contact messages.
    name: 'api_keys',
    statements: [
      `CREATE TABLE api_keys (
        id text PRIMARY KEY,
        secret_hash bytea NOT NULL,
        scope text NOT NULL CHECK (scope IN ('clinic', 'support')),
        clinic_id text,
        doctor_ids text[] NOT NULL DEFAULT '{}',
        label text,
        rate_per_minute integer NOT NULL CHECK (rate_per_minute > 0),
        quota_per_day integer NOT NULL CHECK (quota_per_day > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CHECK ((scope = 'clinic') = (clinic_id IS NOT NULL AND cardinality(doctor_ids) > 0))
      )`,
    ],
  },
  {
    id: 6,
    // Each key's requests in its current minute and day (src/db/key-usage.ts), shared by every server.
    // Unlogged like the IP counters: a crash forgives at most one day's count.
    name: 'api_key_usage',
    statements: [
      `CREATE UNLOGGED TABLE api_key_usage (
        key_id text NOT NULL,
        window_seconds integer NOT NULL,
        window_start bigint NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key_id, window_seconds)
      )`,
    ],
  },
  {
    id: 7,
    // A booking's life (confirmed → cancelled or done, by the clinic or, with its cancel token, by the
    // person who booked). A cancelled booking frees its slot: the slot is unique among live bookings only.
    name: 'booking_status_and_cancel_token',
    statements: [
      `ALTER TABLE consultation_bookings
        ADD COLUMN status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled', 'done')),
        ADD COLUMN cancel_token_hash bytea,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
      'ALTER TABLE consultation_bookings DROP CONSTRAINT consultation_bookings_doctor_id_date_time_slot_key',
      `CREATE UNIQUE INDEX consultation_bookings_live_slot ON consultation_bookings (doctor_id, date, time_slot)
        WHERE status <> 'cancelled'`,
      // The clinics' listing (by doctor and date) and the retention's deletion (by date).
      'CREATE INDEX consultation_bookings_by_date ON consultation_bookings (date, doctor_id)',
      'CREATE INDEX contact_messages_by_created_at ON contact_messages (created_at, id)',
    ],
  },
];

/** Arbitrary key of the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_KEY = 7_301_001;

/** Applies the migrations not yet recorded in `schema_migrations`; returns the ids it applied. */
export async function runMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
