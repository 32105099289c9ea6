import { describe, expect, it } from 'vitest';
import { friendlyDay, friendlyTime } from './friendlyTime.ts';

// Local-time dates, so the test holds in every time zone.
const now = new Date(2025, 2, 10, 0, 10);
const iso = (...args: [number, number, number, number, number]) => new Date(...args).toISOString();

describe('friendly reading times', () => {
  it("says 'Today' for any time earlier the same calendar day", () => {
    expect(friendlyDay(iso(2025, 2, 10, 0, 5), now)).toBe('Today');
  });

  it("says 'Yesterday' for the previous calendar day, even minutes before midnight", () => {
    expect(friendlyDay(iso(2025, 2, 9, 23, 50), now)).toBe('Yesterday');
    expect(friendlyDay(iso(2025, 2, 9, 0, 0), now)).toBe('Yesterday');
  });

  it('gives a short date for older readings, with the year only when it differs', () => {
    expect(friendlyDay(iso(2025, 2, 8, 12, 0), now)).toBe('8 Mar');
    expect(friendlyDay(iso(2024, 11, 31, 12, 0), now)).toBe('31 Dec 2024');
  });

  it('adds the clock time', () => {
    expect(friendlyTime(iso(2025, 2, 10, 0, 5), now)).toBe('Today, 00:05');
  });
});
