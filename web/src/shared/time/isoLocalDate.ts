const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date, as the user sees it, in ISO form (YYYY-MM-DD). */
export function isoLocalDate(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The local clock time, HH:MM. */
export function localClock(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
