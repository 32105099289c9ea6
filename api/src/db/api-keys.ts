import { generateKey } from '../auth/api-key.ts';
import type { Database, SqlRunner } from './database.ts';

export type KeyScope = 'clinic' | 'support';

/** What the server knows of a key (never the key itself). */
export interface ApiKeyRecord {
  id: string;
  scope: KeyScope;
  /** The clinic a clinic key belongs to; null for a support key. */
  clinicId: string | null;
  /** The doctors whose bookings a clinic key reads and changes; empty for a support key. */
  doctorIds: string[];
  label: string | null;
  ratePerMinute: number;
  quotaPerDay: number;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface StoredKey extends ApiKeyRecord {
  secretHash: Buffer;
}

export type NewKey = Omit<ApiKeyRecord, 'id' | 'createdAt' | 'revokedAt'>;

interface KeyRow {
  id: string;
  secret_hash: Buffer | Uint8Array;
  scope: KeyScope;
  clinic_id: string | null;
  doctor_ids: string[];
  label: string | null;
  rate_per_minute: number;
  quota_per_day: number;
  created_at: Date;
  revoked_at: Date | null;
}

const COLUMNS =
  'id, secret_hash, scope, clinic_id, doctor_ids, label, rate_per_minute, quota_per_day, created_at, revoked_at';

function fromRow(row: KeyRow): StoredKey {
  return {
    id: row.id,
    // PGlite answers bytea as a Uint8Array, pg as a Buffer.
    secretHash: Buffer.from(row.secret_hash),
    scope: row.scope,
    clinicId: row.clinic_id,
    doctorIds: row.doctor_ids,
    label: row.label,
    ratePerMinute: row.rate_per_minute,
    quotaPerDay: row.quota_per_day,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

const withoutHash = ({ secretHash: _, ...record }: StoredKey): ApiKeyRecord => record;

/** Arbitrary key of the advisory lock under which keys are created (the doctor check below). */
const KEY_CREATION_LOCK = 7_301_002;

/** A doctor already served by another clinic's active key: one clinic's key must never see another's bookings. */
export class DoctorOfOtherClinicError extends Error {
  constructor(doctorId: string, clinicId: string) {
    super(`Doctor ${doctorId} belongs to clinic ${clinicId} (an active key of it lists the doctor)`);
    this.name = 'DoctorOfOtherClinicError';
  }
}

/** Creates a key; returns it (the only time it exists outside the client) with its record. */
export async function createKey(db: Database, spec: NewKey): Promise<{ key: string; record: ApiKeyRecord }> {
  const { key, id, hash } = generateKey();
  const row = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_CREATION_LOCK]);
    if (spec.scope === 'clinic') {
      const taken = await tx.query<{ doctor: string; clinic_id: string }>(
        `SELECT DISTINCT d AS doctor, clinic_id FROM api_keys, unnest(doctor_ids) AS d
          WHERE revoked_at IS NULL AND clinic_id <> $1 AND d = ANY($2::text[]) ORDER BY d`,
        [spec.clinicId, spec.doctorIds],
      );
      if (taken[0]) throw new DoctorOfOtherClinicError(taken[0].doctor, taken[0].clinic_id);
    }
    const [inserted] = await tx.query<KeyRow>(
      `INSERT INTO api_keys (id, secret_hash, scope, clinic_id, doctor_ids, label, rate_per_minute, quota_per_day)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [id, hash, spec.scope, spec.clinicId, spec.doctorIds, spec.label, spec.ratePerMinute, spec.quotaPerDay],
    );
    return inserted as KeyRow;
  });
  return { key, record: withoutHash(fromRow(row)) };
}

export async function findKey(db: SqlRunner, id: string): Promise<StoredKey | null> {
  const [row] = await db.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`, [id]);
  return row ? fromRow(row) : null;
}

/** Every key, oldest first, with its requests today (UTC). */
export async function listKeys(db: SqlRunner): Promise<(ApiKeyRecord & { requestsToday: number })[]> {
  const rows = await db.query<KeyRow & { requests_today: number | null }>(
    `SELECT k.*, u.hits AS requests_today
       FROM api_keys k
       LEFT JOIN api_key_usage u ON u.key_id = k.id AND u.window_seconds = 86400
        AND u.window_start = floor(extract(epoch FROM clock_timestamp()) / 86400)::bigint * 86400
      ORDER BY k.created_at, k.id`,
  );
  return rows.map((row) => ({ ...withoutHash(fromRow(row)), requestsToday: row.requests_today ?? 0 }));
}

/** Revokes a key; false when there is no such key. Revoking twice keeps the first time. */
export async function revokeKey(db: SqlRunner, id: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, clock_timestamp()) WHERE id = $1 RETURNING id',
    [id],
  );
  return rows.length > 0;
}
