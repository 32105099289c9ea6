/** Helpers of the screens' browser tests: seeding storage before the app loads, and axe checks. */
import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { makeResult } from '../src/shared/testing/measurementResult.ts';

const MINUTE = 60_000;

/** Stored readings, newest first, `minutesAgo` each, as the app itself stores them. */
export function storedReadings(...readings: { minutesAgo: number; result?: Partial<MeasurementResult> }[]) {
  const now = Date.now();
  return readings.map(({ minutesAgo, result }) => {
    const at = now - minutesAgo * MINUTE;
    return { ...makeResult(result), id: at, timestamp: new Date(at).toISOString() };
  });
}

/** Sets localStorage entries on every page load of this page's context (only once per test). */
export async function seedStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** Every axe-core violation on the page, one line each (rule: offending elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Makes the next readings save fail like a full browser store (or undoes it). */
export function breakStorage(page: Page, broken: boolean) {
  return page.evaluate((on) => {
    const proto = Storage.prototype as Storage & { __setItem?: Storage['setItem'] };
    proto.__setItem ??= proto.setItem;
    const original = proto.__setItem;
    proto.setItem = on
      ? function (this: Storage, key: string, value: string) {
          if (key === 'bp_measurements') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          original.call(this, key, value);
        }
      : original;
  }, broken);
}
