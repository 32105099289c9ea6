/** What the scan coach's line said during a scan, recorded in the page. */
import type { Page } from '@playwright/test';

/** Every cause the coach's line named during the scan, kept from the page itself (the line changes every 500 ms). */
export async function recordCoach(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __coachSaid: string[] }).__coachSaid = seen;
    new MutationObserver(() => {
      const cause = document.querySelector('[data-testid="scan-coach"]')?.getAttribute('data-cause');
      if (cause && seen.at(-1) !== cause) seen.push(cause);
    }).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-cause'] });
  });
}

export const coachSaid = (page: Page) =>
  page.evaluate(() => (window as unknown as { __coachSaid: string[] }).__coachSaid);
