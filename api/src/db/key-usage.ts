import type { SqlRunner } from './database.ts';

/** The two limits of a key: requests per minute and per day, in fixed windows aligned to UTC. */
export const MINUTE_S = 60;
export const DAY_S = 86_400;

/** Where one window of a key stands after a request. */
export interface WindowState {
  limit: number;
  /** Requests counted in this window, this one included (when it was counted). */
  used: number;
  /** Seconds until the window ends and its count starts again. */
  resetS: number;
}

export interface KeyUsage {
  minute: WindowState;
  day: WindowState;
  /** The limit this request went over, or null when it may proceed. */
  exceeded: 'minute' | 'day' | null;
}

const upsertWindow = (window: number, from: string) => `
  INSERT INTO api_key_usage AS u (key_id, window_seconds, window_start, hits)
  SELECT $1, ${window}, now_s.s - now_s.s % ${window}, 1 FROM ${from}
  ON CONFLICT (key_id, window_seconds) DO UPDATE SET
    hits = CASE WHEN u.window_start = EXCLUDED.window_start THEN u.hits + 1 ELSE 1 END,
    window_start = EXCLUDED.window_start
  RETURNING hits`;

/**
 * Counts one request of a key in its minute and its day, in one statement on the database's clock, so
 * servers sharing a PostgreSQL share the counts and never disagree on where a window starts. A request
 * refused by the minute's limit is not counted against the day: a client that retries too fast does not
 * spend its quota. `$2` is the minute's limit.
 */
const COUNT_REQUEST = `
  WITH now_s AS (SELECT floor(extract(epoch FROM clock_timestamp()))::bigint AS s),
  minute AS (${upsertWindow(MINUTE_S, 'now_s')}),
  day AS (${upsertWindow(DAY_S, 'now_s, minute WHERE minute.hits <= $2')})
  SELECT (SELECT hits FROM minute) AS minute_hits,
         COALESCE(
           (SELECT hits FROM day),
           (SELECT u.hits FROM api_key_usage u, now_s
             WHERE u.key_id = $1 AND u.window_seconds = ${DAY_S} AND u.window_start = now_s.s - now_s.s % ${DAY_S}),
           0) AS day_hits,
         (SELECT s FROM now_s) AS now_s`;

/** The key's limits as its `nowS`'s counts leave them (the minute's count includes this request). */
export function keyUsage(
  nowS: number,
  counts: { minute: number; day: number },
  limits: { ratePerMinute: number; quotaPerDay: number },
): KeyUsage {
  const minute = { limit: limits.ratePerMinute, used: counts.minute, resetS: MINUTE_S - (nowS % MINUTE_S) };
  const day = { limit: limits.quotaPerDay, used: counts.day, resetS: DAY_S - (nowS % DAY_S) };
  const exceeded = minute.used > minute.limit ? 'minute' : day.used > day.limit ? 'day' : null;
  return { minute, day, exceeded };
}

/** Counts a request of key `keyId` in the database against its limits and says whether it may proceed. */
export async function countKeyRequest(
  db: SqlRunner,
  keyId: string,
  limits: { ratePerMinute: number; quotaPerDay: number },
): Promise<KeyUsage> {
  const [row] = await db.query<{ minute_hits: number; day_hits: number; now_s: string | number }>(COUNT_REQUEST, [
    keyId,
    limits.ratePerMinute,
  ]);
  const nowS = Number(row?.now_s ?? Math.floor(Date.now() / 1000));
  return keyUsage(nowS, { minute: row?.minute_hits ?? 1, day: Number(row?.day_hits ?? 0) }, limits);
}

/** A key's requests in the day (UTC) that starts at `dayStartS`, as last written. */
export async function readDayCount(db: SqlRunner, keyId: string, dayStartS: number): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `SELECT hits FROM api_key_usage WHERE key_id = $1 AND window_seconds = ${DAY_S} AND window_start = $2`,
    [keyId, dayStartS],
  );
  return row?.hits ?? 0;
}

/** Writes day counts kept elsewhere (a server's memory) over the stored ones. */
export async function writeDayCount(db: SqlRunner, keyId: string, dayStartS: number, hits: number): Promise<void> {
  await db.query(
    `INSERT INTO api_key_usage (key_id, window_seconds, window_start, hits) VALUES ($1, ${DAY_S}, $2, $3)
     ON CONFLICT (key_id, window_seconds) DO UPDATE SET window_start = EXCLUDED.window_start, hits = EXCLUDED.hits`,
    [keyId, dayStartS, hits],
  );
}

/** Deletes the windows that ended (of every key); run by the scheduled clean-up. */
export async function deleteEndedWindows(db: SqlRunner): Promise<number> {
  const rows = await db.query(
    `DELETE FROM api_key_usage
      WHERE window_start + window_seconds <= floor(extract(epoch FROM clock_timestamp()))::bigint RETURNING 1`,
  );
  return rows.length;
}
