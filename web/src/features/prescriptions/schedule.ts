/**
 * Today's reminders (ADR-23): each active medication's doses at times counted from the
 * default reminder time, marked taken from the dose history and missed once their time has passed.
 */
import { isoLocalDate, localClock } from '../../shared/time/isoLocalDate.ts';
import type { DoseRecord, Frequency, Medication } from './medications.ts';

/**
 * Hours after the first dose at which each later dose falls: twice daily every 12 hours, three times
 * daily every 6 hours, so all doses fit in the waking day. 'As needed' has no schedule.
 */
export const DOSE_OFFSETS_H: Record<Frequency, readonly number[]> = {
  'Once daily': [0],
  'Twice daily': [0, 12],
  'Three times daily': [0, 6, 12],
  'As needed': [],
};

export interface Reminder {
  id: string;
  medicationId: string;
  medicationName: string;
  dosage: string;
  /** HH:MM, local time. */
  time: string;
  taken: boolean;
  missed: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const doseId = (medicationId: string, date: string, time: string) => `${medicationId}@${date}T${time}`;

/** The time `hours` after `start` (HH:MM), wrapping past midnight. */
function addHours(start: string, hours: number): string {
  const [h = 0, m = 0] = start.split(':').map(Number);
  return `${pad((h + hours) % 24)}:${pad(m)}`;
}

export function todaysReminders(
  medications: readonly Medication[],
  doses: readonly DoseRecord[],
  defaultTime: string,
  now: Date,
): Reminder[] {
  const date = isoLocalDate(now);
  const taken = new Set(doses.map((d) => d.id));
  const clock = localClock(now);
  return medications
    .filter((m) => m.status === 'active')
    .flatMap((m) =>
      DOSE_OFFSETS_H[m.frequency].map((offset) => {
        const time = addHours(defaultTime, offset);
        const id = doseId(m.id, date, time);
        const done = taken.has(id);
        return {
          id,
          medicationId: m.id,
          medicationName: m.name,
          dosage: m.dosage,
          time,
          taken: done,
          missed: !done && time < clock,
        };
      }),
    )
    .sort((a, b) => a.time.localeCompare(b.time) || a.medicationName.localeCompare(b.medicationName));
}

/** Milliseconds from `now` until a reminder's time today; negative when it has passed. */
export function msUntil(time: string, now: Date): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), h, m);
  return at.getTime() - now.getTime();
}
