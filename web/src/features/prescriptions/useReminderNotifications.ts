import { useEffect } from 'react';
import type { ReminderSettings } from './medications.ts';
import { msUntil, type Reminder } from './schedule.ts';

const MINUTE_MS = 60_000;

/** Whether this browser can show notifications, and whether the user has allowed them. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * While the page is open and the user allows it, each dose not yet taken today raises a notification at
 * its time and once more after the snooze duration; marking it taken cancels both.
 */
export function useReminderNotifications(
  reminders: readonly Reminder[],
  settings: ReminderSettings,
  permission: string,
) {
  useEffect(() => {
    if (!settings.pushNotifications || permission !== 'granted') return;
    const now = new Date();
    const timers = reminders
      .filter((r) => !r.taken)
      .flatMap((r) => {
        const due = msUntil(r.time, now);
        const notify = () =>
          new Notification(`Time for ${r.medicationName}`, { body: `${r.dosage} at ${r.time}`, tag: r.id });
        return [due, due + settings.snoozeMinutes * MINUTE_MS]
          .filter((ms) => ms > 0)
          .map((ms) => setTimeout(notify, ms));
      });
    return () => {
      for (const t of timers) clearTimeout(t);
    };
  }, [reminders, settings.pushNotifications, settings.snoozeMinutes, permission]);
}
