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
  { path: '/solutions', heading: 'Solutions for Healthcare and Business', title: 'Solutions' },
  { path: '/solutions/gp-clinics', heading: 'AI Doctor for GP Clinics', title: 'GP Clinics' },
  { path: '/solutions/hospitals', heading: 'AI Doctor for Hospitals', title: 'Hospitals & Specialists' },
  { path: '/solutions/insurance', heading: 'AI Doctor for Insurance', title: 'Insurance' },
  { path: '/solutions/gyms', heading: 'AI Doctor for Gyms & Fitness Centers', title: 'Gyms & Fitness Centers' },
  { path: '/solutions/occupational', heading: 'AI Doctor for Occupational Health', title: 'Occupational Health' },
  { path: '/solutions/sports', heading: 'AI Doctor for Sports Medicine', title: 'Sports Medicine' },
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
  for (const name of ['Features', 'Solutions', 'Pricing', 'FAQ', 'Contact']) {
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

test('solution pages footnote their figures and set head tags only while shown', async ({ page }) => {
  await page.goto('/solutions');
  await page.getByRole('link', { name: 'Learn more: Hospitals & Specialists' }).click();
  await expect(page).toHaveURL(/\/solutions\/hospitals$/);
  await expect(page.getByText('45%*')).toBeVisible();
  await expect(page.getByText(/not results of clinical studies/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule Hospital Demo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Demo' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Contact Sales' })).not.toHaveCount(0);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/solutions\/hospitals$/);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /triage/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Hospitals & Specialists | AI Doctor',
  );
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);

  await page.getByRole('link', { name: '← Back to Solutions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions for Healthcare and Business');
  await expect(head.locator('link[rel="canonical"], meta[name="keywords"], meta[property^="og:"]')).toHaveCount(0);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /35-second face video/);
});

for (const path of ['/pricing', '/faq', '/contact', '/privacy', '/solutions', '/solutions/insurance']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
