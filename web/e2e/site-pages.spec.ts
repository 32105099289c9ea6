import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './screens-support.ts';
import { gotoHydrated } from './support/hydration.ts';

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
  { path: '/blog', heading: 'AI Doctor Blog', title: 'Blog' },
  ...[
    'How AI Facial Analysis Revolutionizes Blood Pressure Monitoring',
    'The Science Behind Remote Photoplethysmography Technology',
    '5 Benefits of Contactless Health Monitoring for Seniors',
    'The Future of Remote Patient Monitoring',
  ].map((title) => ({ path: '', heading: title, title })),
];

async function expectPage(page: Page, heading: string | RegExp, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${title} | AI Doctor`);
}

test('every static page has its heading and title, not the 404 page', async ({ page }) => {
  for (const { path, heading, title } of PAGES) {
    if (path) await page.goto(path);
    else {
      // Articles are reached from the blog, as a reader would.
      await page.goto('/blog');
      await page.getByRole('link', { name: title, exact: true }).click();
    }
    await expectPage(page, heading, title);
  }
});

test('the header and footer links lead to real pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const name of ['About', 'Blog', 'Terms & Conditions', 'Privacy Policy', 'Cookie Policy']) {
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
  await gotoHydrated(page, '/faq');
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
  await gotoHydrated(page, '/contact');
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

test('solution pages footnote their figures and have their own head tags, replaced on leaving', async ({ page }) => {
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
  await expect(head.locator('meta[name="keywords"]')).toHaveCount(0);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/solutions$/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Solutions | AI Doctor');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /AI Doctor for GP clinics/);

  await page.getByRole('link', { name: 'Schedule Demo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Demo request');
});

test('an article has its meta, share widget, related links and social tags, replaced on leaving', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const opened: string[][] = [];
    (window as unknown as { opened: string[][] }).opened = opened;
    window.open = (url, target, features) => {
      opened.push([String(url), String(target), String(features)]);
      return null;
    };
  });
  await gotoHydrated(page, '/blog/the-science-behind-remote-photoplethysmography-technology');
  await expect(page.getByText('Science', { exact: true })).toBeVisible();
  await expect(page.getByText('November 28, 2024 · 7 min read')).toBeVisible();
  const head = page.locator('head');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/og-image\/rppg-science$/);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'AI Doctor');
  // The tag names the published site (SITE_ORIGIN); the same path is fetched from the server under test.
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  const card = await page.request.get(new URL(image ?? '').pathname);
  expect(card.headers()['content-type']).toBe('image/png');

  const share = page.getByRole('button', { name: 'Share', exact: true });
  const menu = page.getByRole('dialog', { name: 'Share' });
  await share.click();
  await expect(menu.getByRole('button')).toHaveCount(8);
  await share.click();
  await expect(menu).toHaveCount(0);
  await share.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toHaveCount(0);

  await share.click();
  await menu.getByRole('button', { name: 'LinkedIn' }).click();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
  expect(opened).toHaveLength(1);
  expect(opened[0]?.[0]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http/);
  expect(opened[0]?.[2]).toMatch(/width=600,height=400/);
  await menu.getByRole('button', { name: 'Copy link' }).click();
  await expect(menu.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/blog\/the-science-behind-remote-photoplethysmography-technology$/,
  );
  await expect(menu.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'The Future of Remote Patient Monitoring' }).click();
  await expect(page.getByText('Written by AI Doctor Research Team')).toBeVisible();
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/og-image\/future-rpm$/);
  await page.getByRole('link', { name: '← Back to Blog' }).click();
  await expect(page).toHaveTitle('Blog | AI Doctor');
  await expect(head.locator('meta[property="og:image"], meta[name="twitter:image"]')).toHaveCount(0);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
});

test("the blog's Stay Updated box subscribes against the real server", async ({ page }) => {
  await gotoHydrated(page, '/blog');
  const address = `reader-${test.info().workerIndex}-${Date.now()}@example.org`;
  await page.getByRole('textbox', { name: 'Email address' }).fill(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(`We will send new articles to ${address}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(`${address} is already on the list`)).toBeVisible();
});

for (const path of [
  '/features',
  '/about',
  '/pricing',
  '/faq',
  '/contact',
  '/privacy',
  '/solutions',
  '/solutions/insurance',
  '/blog',
  '/blog/future-remote-patient-monitoring',
]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of [
      '/features',
      '/pricing',
      '/contact',
      '/solutions/hospitals',
      '/solutions/occupational',
      '/blog',
      '/blog/5-benefits-of-contactless-health-monitoring-for-seniors',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of [
    '/solutions/hospitals',
    '/blog',
    '/blog/how-ai-facial-analysis-revolutionizes-blood-pressure-monitoring',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the open share menu has no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/blog/future-remote-patient-monitoring');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
