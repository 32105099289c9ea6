import type { Database } from './database.ts';
import { deleteEndedWindows } from './key-usage.ts';

/** How long stored submissions are kept, days (defaults in `@ai-doctor/content/retention`). */
export interface RetentionPolicy {
  /** A booking is deleted once this many days have passed since its date. */
  bookingDays: number;
  /** A contact message is deleted once it is this many days old. */
  contactDays: number;
}

export interface RetentionRun {
  /** False when another server was running it at that moment (it does the work). */
  ran: boolean;
  bookings: number;
  contactMessages: number;
}

/** Arbitrary key of the advisory lock under which one server at a time deletes. */
const RETENTION_LOCK = 7_301_003;

const count = async (tx: Pick<Database, 'query'>, sql: string, params: unknown[]) =>
  Number(
    (await tx.query<{ n: string }>(`WITH gone AS (${sql} RETURNING 1) SELECT count(*) AS n FROM gone`, params))[0]?.n,
  );

/**
 * Deletes what has been kept long enough, as of `now`: bookings dated more than `bookingDays` days before
 * today (UTC; a booking on 1 December with 30 days is kept through 31 December), contact messages older than
 * `contactDays` days, and the API keys' ended counting windows. One transaction under a try-lock: a server
 * that finds another already deleting skips this round, so two servers never repeat the work.
 */
export async function runRetention(db: Database, policy: RetentionPolicy, now = new Date()): Promise<RetentionRun> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      RETENTION_LOCK,
    ]);
    if (!lock?.locked) return { ran: false, bookings: 0, contactMessages: 0 };
    const bookings = await count(
      tx,
      `DELETE FROM consultation_bookings WHERE date < ($1::timestamptz AT TIME ZONE 'UTC')::date - $2::int`,
      [now.toISOString(), policy.bookingDays],
    );
    const contactMessages = await count(
      tx,
      'DELETE FROM contact_messages WHERE created_at < $1::timestamptz - make_interval(days => $2::int)',
      [now.toISOString(), policy.contactDays],
    );
    await deleteEndedWindows(tx);
    return { ran: true, bookings, contactMessages };
  });
}
