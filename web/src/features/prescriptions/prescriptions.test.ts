import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchMedications, validateMedication } from './medicationForm.ts';
import { EXAMPLE_MEDICATIONS, type Medication, needsRefill } from './medications.ts';
import { classifyError, PrescriptionDb, prescriptionRepository } from './prescriptionDb.ts';
import { createPrescriptionStore } from './prescriptionStore.ts';
import { linesToPdf, recordLines, recordsFile } from './recordsPdf.ts';
import { todaysReminders } from './schedule.ts';
import { notificationPlan } from './useReminderNotifications.ts';

const NOW = new Date(2026, 10, 23, 13, 0);
let dbCount = 0;
const openDbs: PrescriptionDb[] = [];

function freshDb() {
  dbCount += 1;
  const db = new PrescriptionDb(`test-${dbCount}`, { indexedDB, IDBKeyRange });
  openDbs.push(db);
  return db;
}

afterEach(async () => {
  for (const db of openDbs.splice(0)) await db.delete();
});

function storeOn(db: PrescriptionDb) {
  let n = 0;
  return createPrescriptionStore({
    repository: prescriptionRepository(db),
    now: () => NOW,
    newId: () => `med-${++n}`,
  });
}

const example = (fields: Partial<Medication> = {}): Medication => ({
  ...(EXAMPLE_MEDICATIONS[0] as Omit<Medication, 'id'>),
  id: 'lisinopril',
  ...fields,
});

async function fillAndAdd(store: ReturnType<typeof storeOn>) {
  const s = store.getState();
  s.openModal();
  s.setFormField('name', ' Amlodipine ');
  s.setFormField('dosage', '5 mg');
  s.setFormField('frequency', 'Twice daily');
  s.setFormField('refillsRemaining', '1');
  return store.getState().addMedication();
}

describe('add-medication form', () => {
  it('requires name, dose and frequency; checks lengths and refills', () => {
    expect(
      validateMedication({ name: ' ', dosage: '', frequency: '', instructions: '', refillsRemaining: 'x' }),
    ).toEqual({
      name: 'Enter the medication name',
      dosage: 'Enter the dose, e.g. 10 mg',
      frequency: 'Choose how often you take it',
      refillsRemaining: 'Enter a whole number from 0 to 99, or leave it blank',
    });
    expect(
      validateMedication({
        name: 'A',
        dosage: '1 mg',
        frequency: 'As needed',
        instructions: 'x'.repeat(501),
        refillsRemaining: '',
      }),
    ).toEqual({ instructions: 'Use at most 500 characters' });
  });

  it('search matches name, category and prescriber case-insensitively', () => {
    const meds = EXAMPLE_MEDICATIONS.map((m, i) => ({ ...m, id: String(i) }));
    expect(searchMedications(meds, 'METF').map((m) => m.name)).toEqual(['Metformin']);
    expect(searchMedications(meds, 'cholesterol').map((m) => m.name)).toEqual(['Atorvastatin']);
    expect(searchMedications(meds, 'NURSE').map((m) => m.name)).toEqual(['Metformin']);
    expect(searchMedications(meds, '  ')).toHaveLength(3);
  });

  it('refill is due at one refill or fewer, not when refills are untracked', () => {
    expect([0, 1, 2, null].map((refillsRemaining) => needsRefill({ refillsRemaining }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("today's reminders", () => {
  it('schedules doses from the default time, marks taken and missed', () => {
    const meds = [
      example({ id: 'a', name: 'A', frequency: 'Twice daily' }),
      example({ id: 'b', name: 'B', frequency: 'As needed' }),
      example({ id: 'c', name: 'C', status: 'paused' }),
    ];
    const taken = [
      {
        id: 'a@2026-11-23T08:00',
        medicationId: 'a',
        medicationName: 'A',
        date: '2026-11-23',
        time: '08:00',
        takenAt: '',
      },
    ];
    expect(todaysReminders(meds, taken, '08:00', NOW).map((r) => [r.time, r.taken, r.missed])).toEqual([
      ['08:00', true, false],
      ['20:00', false, false],
    ]);
    expect(todaysReminders(meds, [], '08:00', NOW)[0]?.missed).toBe(true);
  });
});

describe('prescription store on IndexedDB', () => {
  it('adds a valid medication, which is still there after reopening', async () => {
    const db = freshDb();
    const store = storeOn(db);
    await store.getState().load();
    expect(await fillAndAdd(store)).toBe(true);
    expect(store.getState().modalOpen).toBe(false);
    db.close();
    const reopened = storeOn(new PrescriptionDb(db.name, { indexedDB, IDBKeyRange }));
    await reopened.getState().load();
    expect(reopened.getState().medications).toMatchObject([
      {
        id: 'med-1',
        name: 'Amlodipine',
        dosage: '5 mg',
        frequency: 'Twice daily',
        refillsRemaining: 1,
        dateStarted: '2026-11-23',
      },
    ]);
  });

  it('keeps the form and saves nothing when the form is invalid', async () => {
    const store = storeOn(freshDb());
    await store.getState().load();
    store.getState().openModal();
    store.getState().setFormField('name', 'Aspirin');
    expect(await store.getState().addMedication()).toBe(false);
    expect(store.getState()).toMatchObject({ modalOpen: true, form: { name: 'Aspirin' }, medications: [] });
    expect(store.getState().formErrors.dosage).toBeDefined();
  });

  it('records Mark Taken and the settings', async () => {
    const store = storeOn(freshDb());
    await store.getState().load();
    await store.getState().addExamples();
    const [first] = todaysReminders(store.getState().medications, [], '08:00', NOW);
    if (!first) throw new Error('expected a reminder');
    expect(await store.getState().markTaken(first)).toBe(true);
    expect(store.getState().doses).toMatchObject([
      { id: first.id, medicationName: first.medicationName, time: '08:00' },
    ]);
    expect(await store.getState().updateSettings({ snoozeMinutes: 30, defaultTime: '07:30' })).toBe(true);
    expect(store.getState().settings).toMatchObject({
      snoozeMinutes: 30,
      defaultTime: '07:30',
      pushNotifications: true,
    });
  });

  it('pauses a medication, which then leaves the schedule', async () => {
    const store = storeOn(freshDb());
    await store.getState().load();
    await fillAndAdd(store);
    const [added] = store.getState().medications;
    if (!added) throw new Error('expected a medication');
    expect(await store.getState().setStatus(added, 'paused')).toBe(true);
    expect(store.getState().medications[0]?.status).toBe('paused');
    expect(todaysReminders(store.getState().medications, [], '08:00', NOW)).toEqual([]);
  });

  it('shows but never deletes unreadable records', async () => {
    const db = freshDb();
    await db.medications.bulkPut([example(), { id: 'broken', name: 42 } as unknown as Medication]);
    await db.settings.put({ key: 'reminders', value: { defaultTime: 'soon' } as never });
    const store = storeOn(db);
    await store.getState().load();
    expect(store.getState().medications.map((m) => m.id)).toEqual(['lisinopril']);
    expect(store.getState().problem).toBe(
      '2 saved records could not be read and are not shown. They have not been deleted.',
    );
    expect(store.getState().settings.defaultTime).toBe('08:00');
    expect(await db.medications.count()).toBe(2);
  });

  it('a full store says so, keeps the form, and loses nothing already stored', async () => {
    const db = freshDb();
    await db.medications.put(example());
    const store = storeOn(db);
    await store.getState().load();
    vi.spyOn(db.medications, 'bulkAdd').mockRejectedValueOnce(new DOMException('Quota exceeded', 'QuotaExceededError'));
    expect(await fillAndAdd(store)).toBe(false);
    const s = store.getState();
    expect(s.problem).toMatch(/storage is full.*Everything saved before is still here/);
    expect(s.modalOpen).toBe(true);
    expect(s.form.name).toBe(' Amlodipine ');
    expect(s.medications.map((m) => m.id)).toEqual(['lisinopril']);
    expect(await db.medications.count()).toBe(1);
  });

  it('classifies storage errors, including Dexie-wrapped ones', () => {
    expect(classifyError(new DOMException('x', 'QuotaExceededError'))).toBe('full');
    expect(classifyError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe('full');
    expect(classifyError({ name: 'MissingAPIError' })).toBe('unavailable');
    expect(classifyError(new Error('boom'))).toBe('failed');
  });

  it('a store that cannot be opened shows a message instead of failing', async () => {
    const store = createPrescriptionStore({
      repository: { ...prescriptionRepository(freshDb()), load: async () => ({ ok: false, problem: 'failed' }) },
    });
    await store.getState().load();
    expect(store.getState().problem).toMatch(/could not be read.*Nothing has been deleted/);
  });
});

describe('Export Records PDF', () => {
  it('is a well-formed PDF with the medications, doses and disclaimer', () => {
    const meds = [example({ instructions: 'Take (with) water \\ food' })];
    const doses = [
      {
        id: 'd',
        medicationId: 'lisinopril',
        medicationName: 'Lisinopril',
        date: '2026-11-23',
        time: '08:00',
        takenAt: '2026-11-23T08:05:00.000Z',
      },
    ];
    const lines = recordLines(meds, doses, NOW);
    expect(lines).toContain('Medications (1)');
    expect(lines.join('\n')).toContain('2026-11-23 08:00 Lisinopril');
    const pdf = new TextDecoder('latin1').decode(linesToPdf(lines));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('Take \\(with\\) water \\\\ food');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
  });

  it('is the file Export Records downloads: a PDF named by the local day', async () => {
    const file = recordsFile([example()], [], new Date(2026, 10, 23, 9, 30));
    expect([file.name, file.type]).toEqual(['medication-records-2026-11-23.pdf', 'application/pdf']);
    expect(new TextDecoder('latin1').decode(await file.arrayBuffer()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('breaks long records over several pages', () => {
    const pdf = new TextDecoder('latin1').decode(linesToPdf(Array.from({ length: 120 }, (_, i) => `line ${i}`)));
    expect(pdf).toContain('/Count 3');
  });
});

describe('reminder notifications', () => {
  const reminders = todaysReminders(
    [example({ id: 'a', name: 'A', frequency: 'Three times daily' })],
    [
      {
        id: 'a@2026-11-23T20:00',
        medicationId: 'a',
        medicationName: 'A',
        date: '2026-11-23',
        time: '20:00',
        takenAt: '',
      },
    ],
    '08:00',
    NOW,
  );
  const settings = { defaultTime: '08:00', snoozeMinutes: 15, pushNotifications: true, emailReminders: false } as const;

  it('plans each untaken dose still to come, and its snoozed repeat', () => {
    expect(notificationPlan(reminders, settings, 'granted', NOW)).toEqual([
      { inMs: 60 * 60_000, title: 'Time for A', body: '10 mg at 14:00', tag: 'a@2026-11-23T14:00' },
      { inMs: 75 * 60_000, title: 'Time for A', body: '10 mg at 14:00', tag: 'a@2026-11-23T14:00' },
    ]);
  });

  it('plans nothing without permission or with push notifications off', () => {
    expect(notificationPlan(reminders, settings, 'default', NOW)).toEqual([]);
    expect(notificationPlan(reminders, { ...settings, pushNotifications: false }, 'granted', NOW)).toEqual([]);
  });
});
