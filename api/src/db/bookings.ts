import { type ConsultationType, TIME_SLOTS, type TimeSlot } from '@ai-doctor/content/consultation';
import { hashesMatch } from '../auth/secret.ts';
import type { SqlRunner } from './database.ts';

export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'done'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking as a clinic sees it. */
export interface Booking {
  id: string;
  doctorId: string;
  consultationType: ConsultationType;
  date: string;
  timeSlot: TimeSlot;
  status: BookingStatus;
  fullName: string;
  email: string;
  phone: string;
  reason: string;
  createdAt: string;
  updatedAt: string;
}

/** Where a page of bookings ends: date, the slot's place in the day (1 = first), id. */
export type BookingKey = [string, number, string];

interface BookingRow {
  id: string;
  doctor_id: string;
  consultation_type: ConsultationType;
  date: string;
  time_slot: TimeSlot;
  status: BookingStatus;
  full_name: string;
  email: string;
  phone: string;
  reason: string;
  created_at: Date;
  updated_at: Date;
  slot_index: number;
}

/** The date as text: drivers turn a `date` into a local-midnight Date, which shifts it in some time zones. */
const BOOKING_COLUMNS = `id, doctor_id, consultation_type, to_char(date, 'YYYY-MM-DD') AS date, time_slot, status,
  full_name, email, phone, reason, created_at, updated_at, array_position($1::text[], time_slot) AS slot_index`;

const fromRow = (r: BookingRow): Booking => ({
  id: r.id,
  doctorId: r.doctor_id,
  consultationType: r.consultation_type,
  date: r.date,
  timeSlot: r.time_slot,
  status: r.status,
  fullName: r.full_name,
  email: r.email,
  phone: r.phone,
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/**
 * The bookings of `doctorIds` dated `from`–`to` (inclusive), in appointment order, after `after`; at most
 * `limit`, each with its sort key (for the next page's cursor).
 */
export async function listBookings(
  db: SqlRunner,
  q: { doctorIds: string[]; from: string; to: string; after: BookingKey | null; limit: number },
): Promise<{ booking: Booking; key: BookingKey }[]> {
  const rows = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM consultation_bookings
      WHERE doctor_id = ANY($2::text[]) AND date BETWEEN $3::date AND $4::date
        AND ($5::date IS NULL OR (date, array_position($1::text[], time_slot), id) > ($5::date, $6::int, $7::uuid))
      ORDER BY date, slot_index, id
      LIMIT $8`,
    [TIME_SLOTS, q.doctorIds, q.from, q.to, q.after?.[0] ?? null, q.after?.[1] ?? null, q.after?.[2] ?? null, q.limit],
  );
  return rows.map((row) => ({ booking: fromRow(row), key: [row.date, row.slot_index, row.id] }));
}

/** Unique violation: another live booking holds the slot. */
const isSlotTaken = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Sets a booking's status, if it is one of `doctorIds`' (else null: another clinic's booking is as absent as
 * one that never existed). 'slot-taken' when a cancelled booking cannot be confirmed again: its slot was
 * booked since.
 */
export async function setBookingStatus(
  db: SqlRunner,
  id: string,
  doctorIds: string[],
  status: BookingStatus,
): Promise<Booking | null | 'slot-taken'> {
  try {
    const [row] = await db.query<BookingRow>(
      `WITH changed AS (
         UPDATE consultation_bookings SET status = $4,
           updated_at = CASE WHEN status = $4 THEN updated_at ELSE clock_timestamp() END
         WHERE id = $2 AND doctor_id = ANY($3::text[]) RETURNING *)
       SELECT ${BOOKING_COLUMNS} FROM changed`,
      [TIME_SLOTS, id, doctorIds, status],
    );
    return row ? fromRow(row) : null;
  } catch (err) {
    if (isSlotTaken(err)) return 'slot-taken';
    throw err;
  }
}

/**
 * The person who booked cancels with the token the booking answer carried (compared in constant time
 * with its stored hash). Null when there is no such booking or the token is not its; 'done' when the
 * consultation has taken place. Cancelling again is no error.
 */
export async function cancelWithToken(
  db: SqlRunner,
  id: string,
  tokenHash: Buffer,
): Promise<{ id: string; status: 'cancelled' } | null | 'done'> {
  const [row] = await db.query<{ status: BookingStatus; cancel_token_hash: Uint8Array | null }>(
    'SELECT status, cancel_token_hash FROM consultation_bookings WHERE id = $1',
    [id],
  );
  if (!hashesMatch(tokenHash, row?.cancel_token_hash)) return null;
  if (row?.status === 'done') return 'done';
  const updated = await db.query(
    `UPDATE consultation_bookings SET status = 'cancelled', updated_at = clock_timestamp()
      WHERE id = $1 AND status = 'confirmed' RETURNING id`,
    [id],
  );
  if (!updated.length) {
    // Already cancelled, or marked done since it was read.
    const [now] = await db.query<{ status: BookingStatus }>('SELECT status FROM consultation_bookings WHERE id = $1', [
      id,
    ]);
    if (now?.status === 'done') return 'done';
  }
  return { id, status: 'cancelled' };
}
