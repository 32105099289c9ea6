/** The Recent Readings time label (ADR-13): 'Today', 'Yesterday' or a short date, in local time. */
export function friendlyDay(timestamp: string, now: Date = new Date()): string {
  const then = new Date(timestamp);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const startOfThen = new Date(then.getFullYear(), then.getMonth(), then.getDate());
  // Calendar days, not 24-hour spans: a reading at 23:50 is 'Yesterday' ten minutes after midnight.
  const days = Math.round((startOfToday.getTime() - startOfThen.getTime()) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return then.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(then.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Hours and minutes of a reading, e.g. '14:05'. */
export function clockTime(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** 'Today, 14:05' / 'Yesterday, 08:30' / '3 Mar, 09:10'. */
export function friendlyTime(timestamp: string, now: Date = new Date()): string {
  return `${friendlyDay(timestamp, now)}, ${clockTime(timestamp)}`;
}
