import {
  BOOKING_HORIZON_DAYS,
  CLOSED_SLOTS,
  CONSULTATION_TYPES,
  type ConsultationType,
  TIME_SLOTS,
  type TimeSlot,
} from '@ai-doctor/content/consultation';
import type { FastifyPluginAsync } from 'fastify';
import { newSecret, SECRET_PATTERN, sha256 } from '../auth/secret.ts';
import { cancelWithToken } from '../db/bookings.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { email, type FormRouteOptions, normaliseEmail, phone, text, uuid } from '../http/fields.ts';
import { ANYONE } from '../http/security-docs.ts';

interface BookingBody {
  doctorId: string;
  consultationType: ConsultationType;
  date: string;
  timeSlot: TimeSlot;
  fullName: string;
  email: string;
  phone: string;
  reason: string;
}

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const bookingBody = {
  type: 'object',
  examples: [
    {
      doctorId: 'dr-sarah-johnson',
      consultationType: 'video',
      // A bookable date, so the docs' 'Try it out' works as shown.
      date: isoDate(Date.now() + DAY_MS),
      timeSlot: '10:30 AM',
      fullName: 'Grace Hopper',
      email: 'grace@example.org',
      phone: '+44 20 7946 0958',
      reason: 'Follow-up on my blood pressure readings',
    },
  ],
  required: ['doctorId', 'consultationType', 'date', 'timeSlot', 'fullName', 'email', 'phone', 'reason'],
  additionalProperties: false,
  properties: {
    doctorId: { type: 'string', description: 'Id of the chosen doctor', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    consultationType: { type: 'string', enum: CONSULTATION_TYPES },
    date: { type: 'string', format: 'date', description: 'ISO date (YYYY-MM-DD), today or later' },
    timeSlot: { type: 'string', enum: TIME_SLOTS },
    fullName: text('Full name', 100),
    email,
    phone,
    reason: text('Reason for consultation', 1000),
  },
} as const;

const bookingResponse = {
  type: 'object',
  required: ['id', 'status', 'doctorId', 'consultationType', 'date', 'timeSlot', 'cancelToken'],
  properties: {
    id: uuid,
    status: { type: 'string', const: 'confirmed' },
    cancelToken: {
      type: 'string',
      pattern: SECRET_PATTERN,
      description:
        'Cancels this booking (`DELETE /api/bookings/{id}` with the header `Cancel-Token`). Sent only in this ' +
        'answer and stored only as a hash: keep it.',
    },
    doctorId: { type: 'string' },
    consultationType: { type: 'string', enum: CONSULTATION_TYPES },
    date: { type: 'string', format: 'date' },
    timeSlot: { type: 'string', enum: TIME_SLOTS },
  },
} as const;

/**
 * The bookable window. One day of slack before today (UTC) so a client whose time zone is behind the
 * server's can still book its own "today".
 */
function checkBookableDate(date: string, field: string, now = Date.now()): void {
  if (date < isoDate(now - DAY_MS)) throw new HttpError(400, `${field} must be today or later`);
  if (date > isoDate(now + BOOKING_HORIZON_DAYS * DAY_MS)) {
    throw new HttpError(400, `${field} must be within ${BOOKING_HORIZON_DAYS} days`);
  }
}

const freeSlotsQuery = {
  type: 'object',
  required: ['doctorId', 'date'],
  additionalProperties: false,
  properties: {
    doctorId: bookingBody.properties.doctorId,
    date: { type: 'string', format: 'date', description: 'ISO date (YYYY-MM-DD), today or later' },
  },
} as const;

const freeSlotsResponse = {
  type: 'object',
  required: ['doctorId', 'date', 'free'],
  properties: {
    doctorId: { type: 'string' },
    date: { type: 'string', format: 'date' },
    free: { type: 'array', items: { type: 'string', enum: TIME_SLOTS }, description: 'Bookable slots, in order' },
  },
} as const;

/**
 * `POST /api/bookings`: confirms an online consultation; a slot can be booked once per doctor and day (until
 * that booking is cancelled), and never in a closed slot. `GET /api/bookings/free-slots`: the slots a doctor
 * still has on a day, so the page shows only times that can really be booked. `DELETE /api/bookings/{id}`:
 * the person who booked cancels, with the booking answer's cancel token.
 */
export const bookingRoutes: FastifyPluginAsync<FormRouteOptions> = async (app, opts) => {
  app.get<{ Querystring: { doctorId: string; date: string } }>(
    '/bookings/free-slots',
    {
      schema: {
        tags: ['forms'],
        operationId: 'listFreeSlots',
        security: ANYONE,
        summary: "A doctor's free consultation slots on a day",
        querystring: freeSlotsQuery,
        response: { 200: freeSlotsResponse, ...errorResponses },
      },
    },
    async (req) => {
      const { doctorId, date } = req.query;
      checkBookableDate(date, 'querystring.date');
      const booked = await app.db.query<{ time_slot: string }>(
        "SELECT time_slot FROM consultation_bookings WHERE doctor_id = $1 AND date = $2 AND status <> 'cancelled'",
        [doctorId, date],
      );
      const taken = new Set<string>([...CLOSED_SLOTS, ...booked.map((r) => r.time_slot)]);
      return { doctorId, date, free: TIME_SLOTS.filter((slot) => !taken.has(slot)) };
    },
  );

  app.post<{ Body: BookingBody }>(
    '/bookings',
    {
      config: { rateLimit: { max: opts.rateLimitMax } },
      schema: {
        tags: ['forms'],
        operationId: 'bookConsultation',
        security: ANYONE,
        summary: 'Book an online consultation',
        body: bookingBody,
        response: { 201: bookingResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const b = req.body;
      checkBookableDate(b.date, 'body.date');
      if (CLOSED_SLOTS.includes(b.timeSlot))
        throw new HttpError(409, `The ${b.timeSlot} slot is not offered; please choose another`);
      const cancelToken = newSecret();
      const [row] = await app.db.query<{ id: string }>(
        `INSERT INTO consultation_bookings
           (doctor_id, consultation_type, date, time_slot, full_name, email, phone, reason, cancel_token_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (doctor_id, date, time_slot) WHERE status <> 'cancelled' DO NOTHING
         RETURNING id`,
        [
          b.doctorId,
          b.consultationType,
          b.date,
          b.timeSlot,
          b.fullName.trim(),
          normaliseEmail(b.email),
          b.phone,
          b.reason.trim(),
          sha256(cancelToken),
        ],
      );
      if (!row)
        throw new HttpError(409, `The ${b.timeSlot} slot on ${b.date} is already booked; please choose another`);
      return reply.code(201).send({
        id: row.id,
        status: 'confirmed',
        doctorId: b.doctorId,
        consultationType: b.consultationType,
        date: b.date,
        timeSlot: b.timeSlot,
        cancelToken,
      });
    },
  );

  app.delete<{ Params: { id: string }; Headers: { 'cancel-token': string } }>(
    '/bookings/:id',
    {
      config: { rateLimit: { max: opts.rateLimitMax } },
      schema: {
        tags: ['forms'],
        operationId: 'cancelBooking',
        security: ANYONE,
        summary: 'Cancel a booking with its cancel token, freeing its slot',
        description:
          'For the person who booked: the token is the `cancelToken` of the booking answer. Cancelling again ' +
          'answers the same; a consultation that has taken place cannot be cancelled (409). An unknown booking ' +
          'and a wrong token are the same 404.',
        params: { type: 'object', required: ['id'], properties: { id: { ...uuid, description: 'The booking id' } } },
        headers: {
          type: 'object',
          required: ['cancel-token'],
          properties: {
            'cancel-token': { type: 'string', pattern: SECRET_PATTERN, description: 'The booking’s cancelToken' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['id', 'status'],
            properties: { id: uuid, status: { type: 'string', const: 'cancelled' } },
          },
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const cancelled = await cancelWithToken(app.db, req.params.id, sha256(req.headers['cancel-token']));
      if (!cancelled) throw new HttpError(404, 'No booking with this id and cancel token');
      if (cancelled === 'done') throw new HttpError(409, 'This consultation has taken place; it cannot be cancelled');
      return cancelled;
    },
  );
};
