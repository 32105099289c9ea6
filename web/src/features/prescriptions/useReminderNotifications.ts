import { useEffect } from 'react';
import type { ReminderSettings } from './medications.ts';
import { msUntil, type Reminder } from './schedule.ts';

const MINUTE_MS = 60_000;

export interface PlannedNotification {
  /** Milliseconds from now. */
  inMs: number;
  title: string;
  body: string;
  /** The reminder's id: a snoozed repeat replaces the first notification instead of stacking. */
  tag: string;
}

/**
 * The notifications still to come today: each dose not yet taken at its time, and once more after the
 * snooze duration. None when push notifications are off or the browser has not allowed them.
 */
export function notificationPlan(
  reminders: readonly Reminder[],
  settings: ReminderSettings,
  permission: string,
  now: Date,
): PlannedNotification[] {
  if (!settings.pushNotifications || permission !== 'granted') return [];
  return reminders
    .filter((r) => !r.taken)
    .flatMap((r) => {
      const due = msUntil(r.time, now);
      const note = { title: `Time for ${r.medicationName}`, body: `${r.dosage} at ${r.time}`, tag: r.id };
      return [due, due + settings.snoozeMinutes * MINUTE_MS].filter((ms) => ms > 0).map((inMs) => ({ ...note, inMs }));
    });
}

/** Whether this browser can show notifications, and whether the user has allowed them. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Raises the planned notifications while the page is open; marking a dose taken re-plans and cancels its own. */
export function useReminderNotifications(
  reminders: readonly Reminder[],
  settings: ReminderSettings,
  permission: string,
) {
  useEffect(() => {
    const timers = notificationPlan(reminders, settings, permission, new Date()).map((n) =>
      setTimeout(() => new Notification(n.title, { body: n.body, tag: n.tag }), n.inMs),
    );
    return () => {
      for (const t of timers) clearTimeout(t);
    };
  }, [reminders, settings, permission]);
}
