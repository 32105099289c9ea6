import { BOOKING_HORIZON_DAYS, CONSULTATION_TYPES, TIME_SLOTS } from '@ai-doctor/content/consultation';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  BOOKING_STATUSES,
  type BookingKey,
  type BookingStatus,
  listBookings,
  setBookingStatus,
} from '../db/bookings.ts';
import { cursorSchema, decodeCursor, limitSchema, pageLimit, pageOf, pageSchema } from '../http/cursor.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { allRequired, uuid } from '../http/fields.ts';
import { CLINIC_KEY } from '../http/security-docs.ts';

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The dates a query may name (the format allows year 0, which PostgreSQL does not have). */
const FIRST_DAY = '0001-01-01';
const LAST_DAY_MS = Date.parse('9999-12-31');
const date = (description: string) => ({ type: 'string', format: 'date', description }) as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const status = { type: 'string', enum: BOOKING_STATUSES } as const;

const booking = allRequired({
  id: uuid,
  doctorId: { type: 'string' },
  consultationType: { type: 'string', enum: CONSULTATION_TYPES },
  date: date('Day of the consultation'),
  timeSlot: { type: 'string', enum: TIME_SLOTS },
  status: { ...status, description: 'confirmed (as booked), cancelled (slot freed) or done' },
  fullName: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  reason: { type: 'string' },
  createdAt: dateTime,
  updatedAt: { ...dateTime, description: 'When the status last changed (or the booking was made)' },
});

interface ListQuery {
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

const isBookingKey = (key: unknown[]): key is BookingKey =>
  key.length === 3 &&
  typeof key[0] === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(key[0]) &&
  !Number.isNaN(Date.parse(key[0])) &&
  Number.isInteger(key[1]) &&
  (key[1] as number) >= 1 &&
  (key[1] as number) <= TIME_SLOTS.length &&
  typeof key[2] === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key[2]);

/** The doctors of the request's clinic key (the `auth: 'clinic'` routes have one). */
const doctorsOf = (req: FastifyRequest) => req.apiKey?.doctorIds ?? [];

/**
 * A clinic's own bookings, behind its API key: `GET /api/clinic/bookings` (by date, paginated) and
 * `PATCH /api/clinic/bookings/{id}` (its status). Every query is held to the key's doctors, so one clinic
 * can never read or change another's bookings: another clinic's booking is a 404, like one that never was.
 */
export const clinicBookingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ListQuery }>(
    '/clinic/bookings',
    {
      config: { auth: 'clinic' },
      schema: {
        tags: ['clinics'],
        operationId: 'listClinicBookings',
        security: CLINIC_KEY,
        summary: "The clinic's bookings between two dates, in appointment order",
        description:
          'Bookings of the key’s doctors dated `from`–`to` (inclusive; default: today and the next ' +
          `${BOOKING_HORIZON_DAYS} days), cancelled ones included, ordered by date and time. Pages of ` +
          '`limit`; pass `nextCursor` as `cursor` for the next, until it is null.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            from: date('First day (YYYY-MM-DD), default today (UTC)'),
            to: date(`Last day (YYYY-MM-DD), default ${BOOKING_HORIZON_DAYS} days after from`),
            cursor: cursorSchema,
            limit: limitSchema,
          },
        },
        response: {
          200: pageSchema('bookings', booking),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const from = req.query.from ?? isoDate(Date.now());
      const to = req.query.to ?? isoDate(Math.min(Date.parse(from) + BOOKING_HORIZON_DAYS * DAY_MS, LAST_DAY_MS));
      for (const [name, day] of [
        ['from', from],
        ['to', to],
      ]) {
        if ((day as string) < FIRST_DAY) throw new HttpError(400, `querystring.${name} must be ${FIRST_DAY} or later`);
      }
      if (to < from) throw new HttpError(400, 'querystring.to must not be before querystring.from');
      const after = req.query.cursor ? decodeCursor(req.query.cursor, isBookingKey) : null;
      const limit = pageLimit(req.query.limit);
      const found = await listBookings(app.db, { doctorIds: doctorsOf(req), from, to, after, limit: limit + 1 });
      const page = pageOf(found, limit, (row) => row.key);
      return { bookings: page.rows.map((row) => row.booking), nextCursor: page.nextCursor };
    },
  );

  app.patch<{ Params: { id: string }; Body: { status: BookingStatus } }>(
    '/clinic/bookings/:id',
    {
      config: { auth: 'clinic' },
      schema: {
        tags: ['clinics'],
        operationId: 'updateClinicBooking',
        security: CLINIC_KEY,
        summary: "Set a booking's status: confirmed, cancelled (frees the slot) or done",
        description:
          'Only a booking of the key’s doctors (another’s is a 404). Confirming a cancelled booking again is a ' +
          '409 when its slot has been booked since.',
        params: { type: 'object', required: ['id'], properties: { id: { ...uuid, description: 'The booking id' } } },
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status },
          examples: [{ status: 'done' }],
        },
        response: { 200: booking, ...errorResponses },
      },
    },
    async (req) => {
      const changed = await setBookingStatus(app.db, req.params.id, doctorsOf(req), req.body.status);
      if (!changed) throw new HttpError(404, `No booking ${req.params.id} among this clinic's doctors`);
      if (changed === 'slot-taken') {
        throw new HttpError(409, 'The slot of this cancelled booking has been booked since; it cannot be confirmed');
      }
      return changed;
    },
  );
};
