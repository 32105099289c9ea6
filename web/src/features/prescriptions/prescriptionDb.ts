/**
 * Where the prescription manager keeps its data: IndexedDB on this device, through Dexie (ADR-13,
 * ADR-14). Nothing leaves the device. Unreadable records are skipped and reported, never deleted; a failed
 * write leaves what was stored untouched and says why.
 */
import Dexie, { type EntityTable } from 'dexie';
import {
  DEFAULT_SETTINGS,
  type DoseRecord,
  FREQUENCIES,
  MEDICATION_CATEGORIES,
  MEDICATION_STATUSES,
  type Medication,
  type ReminderSettings,
  SNOOZE_MINUTES,
} from './medications.ts';

export const DB_NAME = 'ai-doctor-prescriptions';
const SETTINGS_KEY = 'reminders';

interface SettingsRow {
  key: string;
  value: ReminderSettings;
}

export class PrescriptionDb extends Dexie {
  medications!: EntityTable<Medication, 'id'>;
  doses!: EntityTable<DoseRecord, 'id'>;
  settings!: EntityTable<SettingsRow, 'key'>;

  constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ medications: 'id, name', doses: 'id, date', settings: 'key' });
  }
}

let deviceDb: PrescriptionDb | null = null;

/** This device's database, created on first use: loading the page's code opens nothing. */
export function devicePrescriptionDb(): PrescriptionDb {
  deviceDb ??= new PrescriptionDb();
  return deviceDb;
}

export type StorageProblem = 'unavailable' | 'full' | 'failed';

/** What the user is told; each says that nothing already saved was lost. */
export const PROBLEM_MESSAGES: Record<StorageProblem, string> = {
  unavailable:
    'This browser does not allow storage on the device (for example in a private window), so medications cannot be saved here.',
  full: "Your device's storage is full, so this change was not saved. Everything saved before is still here; free some space and try again.",
  failed: 'The change could not be saved on this device. Everything saved before is still here; please try again.',
};

/** Sorts a storage error into what the user can act on. */
export function classifyError(error: unknown): StorageProblem {
  const names = [error, (error as { inner?: unknown } | null)?.inner].map((e) =>
    e && typeof e === 'object' && 'name' in e ? String(e.name) : '',
  );
  if (names.some((n) => n === 'QuotaExceededError')) return 'full';
  if (names.some((n) => n === 'MissingAPIError' || n === 'SecurityError' || n === 'InvalidAccessError')) {
    return 'unavailable';
  }
  return 'failed';
}

export type Result<T> = { ok: true; value: T } | { ok: false; problem: StorageProblem };

async function attempt<T>(action: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    return { ok: false, problem: classifyError(error) };
  }
}

const isText = (x: unknown): x is string => typeof x === 'string';
const isStringList = (x: unknown): x is string[] => Array.isArray(x) && x.every(isText);
const oneOf = <T extends string | number>(list: readonly T[], x: unknown): x is T => list.includes(x as T);

export function isMedication(x: unknown): x is Medication {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as Record<string, unknown>;
  return (
    isText(m.id) &&
    isText(m.name) &&
    m.name.trim() !== '' &&
    isText(m.dosage) &&
    oneOf(FREQUENCIES, m.frequency) &&
    isText(m.duration) &&
    isText(m.instructions) &&
    isStringList(m.sideEffects) &&
    oneOf(MEDICATION_CATEGORIES, m.category) &&
    isText(m.prescribedBy) &&
    isText(m.dateStarted) &&
    oneOf(MEDICATION_STATUSES, m.status) &&
    (m.refillsRemaining === null || (Number.isInteger(m.refillsRemaining) && (m.refillsRemaining as number) >= 0))
  );
}

function isDose(x: unknown): x is DoseRecord {
  if (typeof x !== 'object' || x === null) return false;
  const d = x as Record<string, unknown>;
  return [d.id, d.medicationId, d.medicationName, d.date, d.time, d.takenAt].every(isText);
}

function isSettings(x: unknown): x is ReminderSettings {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return (
    isText(s.defaultTime) &&
    /^\d{2}:\d{2}$/.test(s.defaultTime) &&
    oneOf(SNOOZE_MINUTES, s.snoozeMinutes) &&
    typeof s.pushNotifications === 'boolean' &&
    typeof s.emailReminders === 'boolean'
  );
}

export interface Snapshot {
  medications: Medication[];
  /** Newest first. */
  doses: DoseRecord[];
  settings: ReminderSettings;
  /** How many stored records could not be read; they stay in storage untouched. */
  unreadable: number;
}

/** The operations the page uses; each reports a problem instead of throwing. */
export function prescriptionRepository(db: PrescriptionDb) {
  return {
    load: () =>
      attempt(async (): Promise<Snapshot> => {
        const [meds, doses, settingsRow] = await Promise.all([
          db.medications.toArray(),
          db.doses.toArray(),
          db.settings.get(SETTINGS_KEY),
        ]);
        const medications = meds.filter(isMedication);
        const goodDoses = doses.filter(isDose).sort((a, b) => b.takenAt.localeCompare(a.takenAt));
        const settingsOk = settingsRow === undefined || isSettings(settingsRow.value);
        return {
          medications: medications.sort((a, b) => a.name.localeCompare(b.name)),
          doses: goodDoses,
          settings: settingsRow && isSettings(settingsRow.value) ? settingsRow.value : DEFAULT_SETTINGS,
          unreadable: meds.length - medications.length + (doses.length - goodDoses.length) + (settingsOk ? 0 : 1),
        };
      }),
    addMedications: (medications: Medication[]) => attempt(() => db.medications.bulkAdd(medications)),
    updateMedication: (medication: Medication) => attempt(() => db.medications.put(medication)),
    markTaken: (dose: DoseRecord) => attempt(() => db.doses.put(dose)),
    saveSettings: (settings: ReminderSettings) =>
      attempt(() => db.settings.put({ key: SETTINGS_KEY, value: settings })),
  };
}

export type PrescriptionRepository = ReturnType<typeof prescriptionRepository>;
