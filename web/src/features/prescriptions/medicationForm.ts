/** The Add New Medication form (ADR-23) and its rules. */
import { FREQUENCIES, type Frequency, type Medication } from './medications.ts';

export interface MedicationForm {
  name: string;
  dosage: string;
  frequency: Frequency | '';
  instructions: string;
  /** Digits as typed; blank when the user does not track refills. */
  refillsRemaining: string;
}

export const EMPTY_FORM: MedicationForm = {
  name: '',
  dosage: '',
  frequency: '',
  instructions: '',
  refillsRemaining: '',
};

export const FORM_LIMITS = { name: 100, dosage: 50, instructions: 500, refills: 99 } as const;

export type FormErrors = Partial<Record<keyof MedicationForm, string>>;

export function validateMedication(form: MedicationForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.name.trim()) errors.name = 'Enter the medication name';
  else if (form.name.trim().length > FORM_LIMITS.name) errors.name = `Use at most ${FORM_LIMITS.name} characters`;
  if (!form.dosage.trim()) errors.dosage = 'Enter the dose, e.g. 10 mg';
  else if (form.dosage.trim().length > FORM_LIMITS.dosage)
    errors.dosage = `Use at most ${FORM_LIMITS.dosage} characters`;
  if (!FREQUENCIES.includes(form.frequency as Frequency)) errors.frequency = 'Choose how often you take it';
  if (form.instructions.length > FORM_LIMITS.instructions) {
    errors.instructions = `Use at most ${FORM_LIMITS.instructions} characters`;
  }
  const refills = form.refillsRemaining.trim();
  if (refills && !(/^\d+$/.test(refills) && Number(refills) <= FORM_LIMITS.refills)) {
    errors.refillsRemaining = `Enter a whole number from 0 to ${FORM_LIMITS.refills}, or leave it blank`;
  }
  return errors;
}

/** The medication a valid form describes, started today and active. */
export function medicationFromForm(form: MedicationForm, id: string, today: string): Medication {
  const refills = form.refillsRemaining.trim();
  return {
    id,
    name: form.name.trim(),
    dosage: form.dosage.trim(),
    frequency: form.frequency as Frequency,
    duration: 'Ongoing',
    instructions: form.instructions.trim(),
    sideEffects: [],
    category: 'Other',
    prescribedBy: '',
    dateStarted: today,
    status: 'active',
    refillsRemaining: refills ? Number(refills) : null,
  };
}

/** Case-insensitive search over name, dosage, category, prescriber and instructions. */
export function searchMedications(medications: readonly Medication[], query: string): Medication[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...medications];
  return medications.filter((m) =>
    [m.name, m.dosage, m.category, m.prescribedBy, m.instructions].some((field) => field.toLowerCase().includes(q)),
  );
}
