import { expect, type Page } from '@playwright/test';

/** True once React has hydrated `el`: React keeps its fiber on every DOM node it owns. */
export const hasReactFiber = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));

/**
 * Opens a prerendered page and waits until React has hydrated its content. The server's HTML shows before
 * the page's code has loaded, and a click or a typed value before hydration is not seen by React.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The visible h1: a page may hold another for a different device, hidden by CSS (the /app greeting).
  const h1 = page.locator('main').getByRole('heading', { level: 1 });
  await expect.poll(() => h1.evaluate(hasReactFiber), { message: `${path} hydrates` }).toBe(true);
}
