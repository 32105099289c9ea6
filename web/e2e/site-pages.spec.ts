import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './screens-support.ts';

/** Each static page: its path, its h1 and its document title (before the ' | AI Doctor' suffix). */
const PAGES: readonly { path: string; heading: string | RegExp; title: string }[] = [
  { path: '/features', heading: 'Features', title: 'Features' },
  { path: '/pricing', heading: 'Simple, Transparent Pricing', title: 'Pricing' },
  { path: '/faq', heading: 'Frequently Asked Questions', title: 'FAQ' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact' },
  { path: '/about', heading: 'About AI Doctor', title: 'About Us' },
  { path: '/terms', heading: 'Terms & Conditions', title: 'Terms & Conditions' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/cookies', heading: 'Cookie Policy', title: 'Cookie Policy' },
];

async function expectPage(page: Page, heading: string | RegExp, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${title} | AI Doctor`);
}

test('every static page has its heading and title, not the 404 page', async ({ page }) => {
  for (const { path, heading, title } of PAGES) {
    await page.goto(path);
    await expectPage(page, heading, title);
  }
});

test('the header and footer links lead to real pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const name of ['About', 'Terms & Conditions', 'Privacy Policy', 'Cookie Policy']) {
    await footer.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Features', 'Pricing', 'FAQ', 'Contact']) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('FAQ questions open and close independently', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('button', { name: /\?$/ });
  await expect(questions).toHaveCount(12);
  const first = questions.nth(0);
  const third = questions.nth(2);
  await first.click();
  await third.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('It uses remote photoplethysmography (rPPG).')).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/The video is analysed in your browser and never leaves/)).toBeVisible();
});

test('the contact form keeps the text when the server refuses it, then sends it', async ({ page }) => {
  await page.goto('/contact');
  const message = 'Do you offer a pilot for GP clinics in Leeds?';
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  // The browser accepts an address without a dot in the domain; the API's e-mail format does not.
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@localhost');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Clinic plans');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message was not sent')).toBeVisible();
  await expect(page.getByText(/Please check the form: email/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');

  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await page.getByRole('link', { name: 'View FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

for (const path of ['/pricing', '/faq', '/contact', '/privacy']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
