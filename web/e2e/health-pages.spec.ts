import { expect, type Page, test } from '@playwright/test';
import { axeViolations, seedStorage, storedReadings } from './screens-support.ts';
import { gotoHydrated } from './support/hydration.ts';

/** The six health pages: path, h1 and document title (before ' | AI Doctor'). */
const PAGES = [
  { path: '/chatbot', heading: 'AI Health Chatbot' },
  { path: '/diagnosis', heading: 'Diagnosis Assistant' },
  { path: '/symptoms', heading: 'Symptom Checker' },
  { path: '/consultation', heading: 'Online Consultation' },
  { path: '/chatgpt', heading: 'AI Health GPT' },
  { path: '/prescription', heading: 'Prescription Manager' },
] as const;

/**
 * Axe with the pointer moved off the button just clicked: Mantine's hover shade of the teal filled button
 * (teal 8) is below AA contrast in dark mode, a theme matter outside these pages.
 */
async function axeAtRest(page: Page) {
  await page.mouse.move(0, 0);
  return axeViolations(page);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { path, heading } of PAGES) {
  test(`${path} has its heading, title, description and no axe violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | AI Doctor`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the chatbot answers from the saved readings after its typing indicator', async ({ page }) => {
      await seedStorage(page, {
        bp_measurements: JSON.stringify(
          storedReadings(
            { minutesAgo: 5, result: { systolic: 120, diastolic: 78, heartRate: 70 } },
            { minutesAgo: 60, result: { systolic: 118, diastolic: 76, heartRate: 72 } },
            { minutesAgo: 600, result: { systolic: 116, diastolic: 74, heartRate: 71 } },
          ),
        ),
      });
      await gotoHydrated(page, '/chatbot');
      await noSidewaysScroll(page);
      const send = page.getByRole('button', { name: 'Send' });
      await expect(send).toBeDisabled();
      await expect(page.getByRole('button', { name: /\?$/ })).toHaveCount(6);
      await page.getByRole('button', { name: 'What do my blood pressure readings mean?' }).click();
      await expect(page.getByText('Typing…')).toBeVisible();
      const log = page.getByRole('log', { name: 'Chatbot messages' });
      await expect(log.getByText(/Your last three readings average 118\/76 mmHg, heart rate 71 bpm\./)).toBeVisible();
      await expect(log.locator('[data-grade="experimental"]')).toHaveCount(1);
      await expect(log.locator('[data-grade="measured"]')).toHaveCount(1);
      await expect(page.getByText('Typing…')).toHaveCount(0);
      await page.getByRole('textbox', { name: 'Message Chatbot' }).fill('find me a doctor');
      await page.keyboard.press('Enter');
      await expect(log.getByRole('link', { name: 'Book a consultation' })).toBeVisible();
    });

    test('AI Health GPT: Enter sends, Shift+Enter adds a line, no readings means no numbers', async ({ page }) => {
      await gotoHydrated(page, '/chatgpt');
      await noSidewaysScroll(page);
      await expect(page.getByRole('group', { name: 'Quick prompts' }).getByRole('button')).toHaveCount(3);
      const box = page.getByRole('textbox', { name: 'Message AI Health GPT' });
      await box.fill('How is my heart');
      await box.press('Shift+Enter');
      await box.pressSequentially('and my report?');
      await expect(box).toHaveValue('How is my heart\nand my report?');
      await box.press('Enter');
      await expect(box).toHaveValue('');
      await expect(page.getByText('AI is analyzing...')).toBeVisible();
      const log = page.getByRole('log', { name: 'AI Health GPT messages' });
      await expect(log.getByText(/Cardiovascular plan/)).toBeVisible();
      await expect(log.getByText(/no saved readings on this device yet/)).toBeVisible();
      await expect(log.getByRole('link', { name: 'Start a face scan' })).toBeVisible();
      await page.locator('label', { hasText: 'Deep Analysis' }).click();
      await expect(page.getByText('Mode: Deep Analysis')).toBeVisible();
    });

    test('the symptom checker filters, selects and leads a red flag with emergency services', async ({ page }) => {
      await gotoHydrated(page, '/symptoms');
      await noSidewaysScroll(page);
      const categories = page.getByRole('group', { name: 'Categories' });
      for (const label of ['All (45)', 'Cardiovascular (12)', 'Neurological (8)', 'Respiratory (10)', 'General (15)']) {
        await expect(categories.getByRole('button', { name: label })).toBeVisible();
      }
      await page.getByRole('searchbox', { name: 'Search symptoms' }).fill('CHEST PAIN');
      await page.getByText('Chest Pain', { exact: true }).click();
      await page.getByRole('searchbox', { name: 'Search symptoms' }).fill('breath');
      await page.getByRole('checkbox', { name: 'Shortness of Breath' }).check();
      await expect(page.getByRole('heading', { name: 'Selected Symptoms (2)' })).toBeVisible();
      await page.getByRole('button', { name: 'Analyze Selected Symptoms' }).click();
      await expect(page.getByRole('alert').first()).toContainText('Call emergency services');
      await expect(page.getByRole('heading', { name: 'Possible heart attack warning signs' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'NHS: Heart attack, symptoms' })).toBeVisible();
      await page.getByRole('button', { name: 'Remove Chest Pain' }).click();
      await expect(page.getByRole('heading', { name: 'Selected Symptoms (1)' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search symptoms' }).fill('zzz');
      await expect(page.getByText('No symptoms found')).toBeVisible();
      await expect(page.getByText('Try adjusting your search terms or category filters.')).toBeVisible();
    });

    test('the diagnosis assistant analyses text and chips, then resets', async ({ page }) => {
      await gotoHydrated(page, '/diagnosis');
      await noSidewaysScroll(page);
      const analyze = page.getByRole('button', { name: 'Analyze Symptoms' });
      await expect(analyze).toBeDisabled();
      await page.getByRole('textbox', { name: 'Describe your symptoms' }).fill('I feel dizzy since this morning');
      await page.getByText('Face Drooping', { exact: true }).click();
      await analyze.click();
      await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Possible stroke (FAST)' })).toBeVisible({ timeout: 8000 });
      await expect(page.getByText('Based on: Dizziness, Face Drooping.')).toBeVisible();
      await expect(page.getByRole('alert').first()).toContainText('Call emergency services');
      await page.getByRole('button', { name: 'New Analysis' }).click();
      await expect(page.getByRole('textbox', { name: 'Describe your symptoms' })).toHaveValue('');
      await expect(analyze).toBeDisabled();
    });
  });
}

test.describe('consultation booking', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`books a slot against the real API at ${viewport.width} px, and a taken slot keeps the form`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/consultation');
      await noSidewaysScroll(page);
      await expect(page.getByRole('button', { name: 'Unavailable: Sample GP' })).toBeDisabled();
      // "Next available" comes from the booking API's free slots: on the two bookable doctors' cards only.
      await expect(page.getByTestId('next-available')).toHaveCount(2);
      await expect(page.getByTestId('next-available').first()).toHaveText(
        /^(Next available: (Today|Tomorrow), \d\d:\d\d [AP]M|No free slot today or tomorrow)$/,
      );
      await page.getByRole('group', { name: 'Specialty' }).getByRole('button', { name: 'Neurology' }).click();
      await expect(page.getByRole('button', { name: /^Book Consultation with/ })).toHaveCount(1);
      await page.getByRole('button', { name: 'Book Consultation with Sample neurologist' }).click();
      const confirm = page.getByRole('button', { name: 'Confirm Booking - $180' });
      await confirm.click();
      await expect(page.getByText('Choose a date')).toBeVisible();
      await page.locator('label', { hasText: 'Phone Call' }).click();
      await expect(page.getByRole('radio', { name: 'Phone Call' })).toBeChecked();
      await page.getByRole('button', { name: 'Tomorrow' }).click();
      await expect(page.getByRole('button', { name: '10:00 AM' })).toBeDisabled();
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Grace Hopper');
      await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.org');
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0958');
      await page.getByRole('textbox', { name: 'Reason for Consultation' }).fill('Recurring headaches');
      // Each run starts with an empty database, but a retry finds its first attempt's booking: the first
      // free slot is booked. Mornings for the phone run, afternoons for the desktop run, so they do not clash.
      const slots =
        viewport.width === 360
          ? ['09:00 AM', '09:30 AM', '10:30 AM', '11:00 AM']
          : ['02:00 PM', '02:30 PM', '03:30 PM', '04:00 PM', '04:30 PM'];
      let slot = '';
      for (const candidate of slots) {
        await page.getByRole('button', { name: candidate }).click();
        await expect(page.getByRole('button', { name: candidate })).toHaveAttribute('aria-pressed', 'true');
        const response = page.waitForResponse((r) => r.url().endsWith('/api/bookings'));
        await confirm.click();
        const status = (await response).status();
        if (status === 201) {
          slot = candidate;
          break;
        }
        expect(status).toBe(409);
        await expect(page.getByText(`The ${candidate} slot on`)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Grace Hopper');
      }
      expect(slot, 'a free slot').not.toBe('');
      await expect(page.getByRole('status')).toContainText(`Phone Call with Sample neurologist on`);
      await expect(page.getByRole('status')).toContainText(`at ${slot}`);

      // The same slot again: the server refuses it, the form keeps every value.
      await page.getByRole('status').getByRole('button', { name: '← Back to Doctors' }).click();
      await page.getByRole('button', { name: 'Book Consultation with Sample neurologist' }).click();
      await page.getByRole('button', { name: 'Tomorrow' }).click();
      await page.getByRole('button', { name: slot }).click();
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Someone Else');
      await page.getByRole('textbox', { name: 'Email' }).fill('else@example.org');
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('020 7946 0000');
      await page.getByRole('textbox', { name: 'Reason for Consultation' }).fill('Second opinion');
      await page.getByRole('button', { name: 'Confirm Booking - $180' }).click();
      await expect(page.getByText('Your booking was not confirmed')).toBeVisible();
      await expect(page.getByText(/already booked/)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Someone Else');
      await expect(page.getByRole('textbox', { name: 'Reason for Consultation' })).toHaveValue('Second opinion');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the person who booked cancels from the confirmation, and the slot can be booked again', async ({ page }) => {
    await gotoHydrated(page, '/consultation');
    /** Books the cardiologist tomorrow at `slot` as `name`; the booking API's status. */
    const book = async (slot: string, name: string) => {
      await page.getByRole('button', { name: 'Book Consultation with Sample cardiologist' }).click();
      await page.getByRole('button', { name: 'Tomorrow' }).click();
      await page.getByRole('button', { name: slot }).click();
      await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Email' }).fill('cancel@example.org');
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('020 7946 0001');
      await page.getByRole('textbox', { name: 'Reason for Consultation' }).fill('Check-up');
      const response = page.waitForResponse((r) => r.url().endsWith('/api/bookings'));
      await page.getByRole('button', { name: 'Confirm Booking - $150' }).click();
      return (await response).status();
    };
    // A retry finds its first attempt's booking (cancelled or not): the first free slot is used.
    let slot = '';
    for (const candidate of ['09:00 AM', '09:30 AM', '10:30 AM', '11:00 AM']) {
      if ((await book(candidate, 'Ada Lovelace')) === 201) {
        slot = candidate;
        break;
      }
      await page.getByRole('button', { name: '← Back to Doctors' }).click();
    }
    expect(slot, 'a free slot').not.toBe('');
    const status = page.getByRole('status');
    const cancelled = page.waitForResponse((r) => /\/api\/bookings\/[0-9a-f-]{36}$/.test(r.url()));
    await status.getByRole('button', { name: 'Cancel this booking' }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(status).toContainText('Booking cancelled');
    await expect(status).toContainText(`at ${slot} is cancelled; the slot is free again.`);
    await expect(status.getByRole('button', { name: 'Cancel this booking' })).toHaveCount(0);
    // The freed slot: someone else books it.
    await status.getByRole('button', { name: '← Back to Doctors' }).click();
    expect(await book(slot, 'Grace Hopper')).toBe(201);
    await expect(page.getByRole('status')).toContainText('Booking confirmed');
  });
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`prescriptions persist across a reload at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/prescription');
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Add Medication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Medication' });
    await dialog.getByRole('textbox', { name: 'Medication Name' }).fill('Amlodipine');
    await dialog.getByRole('button', { name: 'Add Medication' }).click();
    await expect(dialog.getByText('Enter the dose, e.g. 10 mg')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Dosage' }).fill('5 mg');
    await dialog.getByRole('combobox', { name: 'Frequency' }).selectOption('Once daily');
    await dialog.getByRole('textbox', { name: 'Refills remaining (optional)' }).fill('1');
    await dialog.getByRole('button', { name: 'Add Medication' }).click();
    await expect(dialog).toHaveCount(0);
    const card = page.getByTestId('medication-card').filter({ hasText: 'Amlodipine' });
    await expect(card.getByRole('button', { name: 'Refill' })).toBeVisible();
    await expect(card.getByText('active', { exact: true })).toBeVisible();

    await gotoHydrated(page, '/prescription');
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Load example medications' }).waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search medications' }).fill('amlo');
    await expect(page.getByTestId('medication-card')).toHaveCount(1);

    await card.getByRole('button', { name: 'Reminders' }).click();
    await page.getByRole('button', { name: 'Mark Taken: Amlodipine at 08:00' }).click();
    await expect(page.getByTestId('reminder').filter({ hasText: 'Amlodipine' }).getByText('Taken')).toBeVisible();
    await gotoHydrated(page, '/prescription');
    await page.getByRole('tab', { name: 'Prescription History' }).click();
    await expect(page.getByText(/08:00 · Amlodipine · marked taken/)).toBeVisible();

    await page.getByRole('tab', { name: 'Current Medications' }).click();
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card.getByText('paused', { exact: true })).toBeVisible();
    await gotoHydrated(page, '/prescription');
    await expect(card.getByText('paused', { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^medication-records-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a full device store keeps what was saved and says so', async ({ page }) => {
  await gotoHydrated(page, '/prescription');
  await page.getByRole('button', { name: 'Load example medications' }).click();
  await expect(page.getByTestId('medication-card')).toHaveCount(3);
  await page.evaluate(() => {
    const original = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      if (this.name === 'medications') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.apply(this, args);
    };
  });
  await page.getByRole('button', { name: 'Add Medication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Medication' });
  await dialog.getByRole('textbox', { name: 'Medication Name' }).fill('Ramipril');
  await dialog.getByRole('textbox', { name: 'Dosage' }).fill('2.5 mg');
  await dialog.getByRole('combobox', { name: 'Frequency' }).selectOption('Once daily');
  await dialog.getByRole('button', { name: 'Add Medication' }).click();
  await expect(dialog.getByRole('alert')).toContainText('storage is full');
  await expect(dialog.getByRole('textbox', { name: 'Medication Name' })).toHaveValue('Ramipril');
  await gotoHydrated(page, '/prescription');
  await expect(page.getByTestId('medication-card')).toHaveCount(3);
});

test.describe('dark mode, with results and dialogs open', () => {
  test.use({ colorScheme: 'dark' });

  test('the health pages have no axe violations', async ({ page }) => {
    await seedStorage(page, { bp_measurements: JSON.stringify(storedReadings({ minutesAgo: 5 })) });
    await gotoHydrated(page, '/chatbot');
    await page.getByRole('button', { name: 'Is my heart rate normal?' }).click();
    await expect(page.getByText(/Your last reading shows a heart rate of/)).toBeVisible();
    expect(await axeAtRest(page), '/chatbot').toEqual([]);

    await gotoHydrated(page, '/symptoms');
    await page.getByRole('checkbox', { name: 'One-Sided Weakness or Numbness' }).check();
    await page.getByRole('checkbox', { name: 'Headache', exact: true }).check();
    await page.getByRole('button', { name: 'Analyze Selected Symptoms' }).click();
    await expect(page.getByRole('heading', { name: 'Possible stroke (FAST)' })).toBeVisible();
    expect(await axeAtRest(page), '/symptoms').toEqual([]);

    await gotoHydrated(page, '/diagnosis');
    await page.getByText('Cough', { exact: true }).click();
    await page.getByRole('button', { name: 'Analyze Symptoms' }).click();
    await expect(page.getByRole('heading', { name: 'Self-care and watch' })).toBeVisible({ timeout: 8000 });
    expect(await axeAtRest(page), '/diagnosis').toEqual([]);

    await gotoHydrated(page, '/consultation');
    await page.getByRole('button', { name: 'Book Consultation with Sample cardiologist' }).click();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Confirm Booking - $150' }).click();
    await expect(page.getByText('Enter your full name')).toBeVisible();
    expect(await axeAtRest(page), '/consultation').toEqual([]);

    await gotoHydrated(page, '/chatgpt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Health GPT');
    expect(await axeAtRest(page), '/chatgpt').toEqual([]);

    await gotoHydrated(page, '/prescription');
    await page.getByRole('button', { name: 'Load example medications' }).click();
    await expect(page.getByTestId('medication-card')).toHaveCount(3);
    expect(await axeAtRest(page), '/prescription').toEqual([]);
    await page.getByRole('tab', { name: 'Daily Reminders' }).click();
    await expect(page.getByRole('heading', { name: 'Reminder Settings' })).toBeVisible();
    expect(await axeAtRest(page), '/prescription reminders').toEqual([]);
    await page.getByRole('tab', { name: 'Current Medications' }).click();
    await page.getByRole('button', { name: 'Add Medication' }).click();
    await page
      .getByRole('dialog', { name: 'Add New Medication' })
      .getByRole('button', { name: 'Add Medication' })
      .click();
    await expect(page.getByText('Enter the medication name')).toBeVisible();
    // Axe reads colours mid-transition as they are: wait for the dialog to finish fading in.
    await expect(page.getByRole('dialog', { name: 'Add New Medication' })).toHaveCSS('opacity', '1');
    expect(await axeAtRest(page), '/prescription dialog').toEqual([]);
  });
});
