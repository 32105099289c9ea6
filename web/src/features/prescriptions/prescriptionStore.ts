/**
 * The Prescription Manager's state (ADR-23, ADR-14): medications, today's reminders,
 * settings and the dose history, all read from and written to the device through the repository. A write
 * that fails changes nothing on screen except the message saying why; the form keeps its values.
 */
import { createStore } from 'zustand/vanilla';
import { isoLocalDate } from '../../shared/time/isoLocalDate.ts';
import {
  EMPTY_FORM,
  type FormErrors,
  type MedicationForm,
  medicationFromForm,
  validateMedication,
} from './medicationForm.ts';
import {
  DEFAULT_SETTINGS,
  type DoseRecord,
  EXAMPLE_MEDICATIONS,
  type Medication,
  type MedicationStatus,
  type ReminderSettings,
} from './medications.ts';
import { PROBLEM_MESSAGES, type PrescriptionRepository, type Result } from './prescriptionDb.ts';
import type { Reminder } from './schedule.ts';

export type Tab = 'current' | 'reminders' | 'history';

export interface PrescriptionState {
  phase: 'loading' | 'ready' | 'unavailable';
  medications: Medication[];
  doses: DoseRecord[];
  settings: ReminderSettings;
  /** A plain-words storage message (failed write, unreadable records), or null. */
  problem: string | null;
  tab: Tab;
  search: string;
  modalOpen: boolean;
  form: MedicationForm;
  formErrors: FormErrors;
  saving: boolean;
  load(): Promise<void>;
  setTab(tab: Tab): void;
  setSearch(search: string): void;
  openModal(): void;
  closeModal(): void;
  setFormField(field: keyof MedicationForm, value: string): void;
  addMedication(): Promise<boolean>;
  addExamples(): Promise<boolean>;
  markTaken(reminder: Reminder): Promise<boolean>;
  setStatus(medication: Medication, status: MedicationStatus): Promise<boolean>;
  updateSettings(change: Partial<ReminderSettings>): Promise<boolean>;
  dismissProblem(): void;
}

export interface PrescriptionDeps {
  repository: PrescriptionRepository;
  now?: () => Date;
  newId?: () => string;
}

const READ_FAILED =
  'Your saved medications could not be read on this device. Nothing has been deleted; reload the page to try again.';

const unreadableMessage = (n: number) =>
  `${n === 1 ? 'One saved record' : `${n} saved records`} could not be read and ${n === 1 ? 'is' : 'are'} not shown. ${n === 1 ? 'It has' : 'They have'} not been deleted.`;

export function createPrescriptionStore({
  repository,
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
}: PrescriptionDeps) {
  return createStore<PrescriptionState>((set, get) => {
    /** Runs a write; on success re-reads storage so the screen shows what is really stored. */
    async function write(result: Promise<Result<unknown>>): Promise<boolean> {
      const outcome = await result;
      if (!outcome.ok) {
        set({ problem: PROBLEM_MESSAGES[outcome.problem] });
        return false;
      }
      set({ problem: null });
      await get().load();
      return true;
    }

    return {
      phase: 'loading',
      medications: [],
      doses: [],
      settings: DEFAULT_SETTINGS,
      problem: null,
      tab: 'current',
      search: '',
      modalOpen: false,
      form: EMPTY_FORM,
      formErrors: {},
      saving: false,
      async load() {
        const result = await repository.load();
        if (!result.ok) {
          const unavailable = result.problem === 'unavailable';
          set({
            phase: unavailable ? 'unavailable' : 'ready',
            problem: unavailable ? PROBLEM_MESSAGES.unavailable : READ_FAILED,
          });
          return;
        }
        const { medications, doses, settings, unreadable } = result.value;
        set({
          phase: 'ready',
          medications,
          doses,
          settings,
          ...(unreadable ? { problem: unreadableMessage(unreadable) } : {}),
        });
      },
      setTab: (tab) => set({ tab }),
      setSearch: (search) => set({ search }),
      openModal: () => set({ modalOpen: true }),
      closeModal: () => set({ modalOpen: false, formErrors: {} }),
      setFormField: (field, value) =>
        set((s) => ({ form: { ...s.form, [field]: value }, formErrors: { ...s.formErrors, [field]: undefined } })),
      async addMedication() {
        const { form, saving } = get();
        if (saving) return false;
        const formErrors = validateMedication(form);
        set({ formErrors });
        if (Object.keys(formErrors).length) return false;
        set({ saving: true });
        const medication = medicationFromForm(form, newId(), isoLocalDate(now()));
        const ok = await write(repository.addMedications([medication]));
        set(ok ? { saving: false, modalOpen: false, form: EMPTY_FORM } : { saving: false });
        return ok;
      },
      addExamples: () => write(repository.addMedications(EXAMPLE_MEDICATIONS.map((m) => ({ ...m, id: newId() })))),
      markTaken(reminder) {
        const at = now();
        return write(
          repository.markTaken({
            id: reminder.id,
            medicationId: reminder.medicationId,
            medicationName: reminder.medicationName,
            date: isoLocalDate(at),
            time: reminder.time,
            takenAt: at.toISOString(),
          }),
        );
      },
      setStatus: (medication, status) => write(repository.updateMedication({ ...medication, status })),
      updateSettings: (change) => write(repository.saveSettings({ ...get().settings, ...change })),
      dismissProblem: () => set({ problem: null }),
    };
  });
}
