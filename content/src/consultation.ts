/** The consultation booking vocabulary (ADR-23): the booking page offers it and the API checks bookings against it. */

export const CONSULTATION_TYPES = ['video', 'chat', 'phone'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** The twelve fixed slots: 09:00–11:30 AM and 02:00–04:30 PM in 30-minute steps. */
export const TIME_SLOTS = [
  '09:00 AM',
  '09:30 AM',
  '10:00 AM',
  '10:30 AM',
  '11:00 AM',
  '11:30 AM',
  '02:00 PM',
  '02:30 PM',
  '03:00 PM',
  '03:30 PM',
  '04:00 PM',
  '04:30 PM',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Slots the practice keeps free of consultations every day (ADR-23: "some unavailable"). */
export const CLOSED_SLOTS: readonly TimeSlot[] = ['10:00 AM', '11:30 AM', '03:00 PM'];

/** How far ahead a consultation can be booked. */
export const BOOKING_HORIZON_DAYS = 90;
