/**
 * "Next available" on a doctor card (ADR-15): only a slot the booking API really has free,
 * never an invented time. The page books today or tomorrow (ADR-23), so those are the days asked.
 */
import type { TimeSlot } from '@ai-doctor/content/consultation';
import { answerOf, api } from '../../shared/api/http.ts';
import { isoLocalDate } from '../../shared/time/isoLocalDate.ts';

const DAY_MS = 86_400_000;

export interface NextAvailable {
  day: 'Today' | 'Tomorrow';
  slot: TimeSlot;
}

/** Minutes after midnight of a slot such as '02:30 PM'. */
export function slotMinutes(slot: TimeSlot): number {
  const [, h, m, half] = /^(\d\d):(\d\d) (AM|PM)$/.exec(slot) as RegExpExecArray;
  return ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
}

/** The first free slot still ahead of `now` today, else tomorrow's first; null when neither day has one. */
export function nextAvailable(
  freeToday: readonly TimeSlot[],
  freeTomorrow: readonly TimeSlot[],
  now: Date,
): NextAvailable | null {
  const minutesNow = now.getHours() * 60 + now.getMinutes();
  const today = freeToday.find((slot) => slotMinutes(slot) > minutesNow);
  if (today) return { day: 'Today', slot: today };
  return freeTomorrow[0] ? { day: 'Tomorrow', slot: freeTomorrow[0] } : null;
}

/** A doctor's free slots on a local date, from `GET /api/bookings/free-slots`. */
async function freeSlots(doctorId: string, date: string): Promise<TimeSlot[]> {
  return (await answerOf(api.GET('/api/bookings/free-slots', { params: { query: { doctorId, date } } }))).free;
}

/** The doctor's next bookable slot, asked of the booking API for today and tomorrow. */
export async function fetchNextAvailable(doctorId: string, now: Date): Promise<NextAvailable | null> {
  const [today, tomorrow] = await Promise.all([
    freeSlots(doctorId, isoLocalDate(now)),
    freeSlots(doctorId, isoLocalDate(new Date(now.getTime() + DAY_MS))),
  ]);
  return nextAvailable(today, tomorrow, now);
}
