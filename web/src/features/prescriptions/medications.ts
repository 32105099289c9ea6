/** The prescription manager's vocabulary (ADR-23). */

export const FREQUENCIES = ['Once daily', 'Twice daily', 'Three times daily', 'As needed'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const MEDICATION_CATEGORIES = ['Blood Pressure', 'Diabetes', 'Cholesterol', 'Mental Health', 'Other'] as const;
export type MedicationCategory = (typeof MEDICATION_CATEGORIES)[number];

export const MEDICATION_STATUSES = ['active', 'completed', 'paused'] as const;
export type MedicationStatus = (typeof MEDICATION_STATUSES)[number];

export interface Medication {
  id: string;
  name: string;
  dosage: string;
  frequency: Frequency;
  duration: string;
  instructions: string;
  sideEffects: string[];
  category: MedicationCategory;
  prescribedBy: string;
  /** ISO date. */
  dateStarted: string;
  status: MedicationStatus;
  /** Null when the user has not said how many refills are left. */
  refillsRemaining: number | null;
}

/** One 'Mark Taken': the history the Prescription History tab lists. */
export interface DoseRecord {
  /** `<medication id>@<date>T<time>`, so marking the same dose twice keeps one record. */
  id: string;
  medicationId: string;
  medicationName: string;
  /** Local ISO date and HH:MM of the scheduled dose. */
  date: string;
  time: string;
  /** ISO timestamp of the mark. */
  takenAt: string;
}

export const SNOOZE_MINUTES = [5, 10, 15, 30] as const;

export interface ReminderSettings {
  /** HH:MM of the first dose of the day. */
  defaultTime: string;
  snoozeMinutes: (typeof SNOOZE_MINUTES)[number];
  pushNotifications: boolean;
  emailReminders: boolean;
}

/** ADR-23: 08:00, push on, e-mail off; snooze takes the second of the four choices. */
export const DEFAULT_SETTINGS: ReminderSettings = {
  defaultTime: '08:00',
  snoozeMinutes: 10,
  pushNotifications: true,
  emailReminders: false,
};

/** Side effects shown on a card before Details (ADR-23). */
export const SIDE_EFFECTS_SHOWN = 3;
/** The Refill button appears, in red, at this many refills or fewer (ADR-23). */
export const REFILL_THRESHOLD = 1;

export const needsRefill = (m: Pick<Medication, 'refillsRemaining'>) =>
  m.refillsRemaining !== null && m.refillsRemaining <= REFILL_THRESHOLD;

/** Examples the user may load to try the manager; nothing is added unless they ask. */
export const EXAMPLE_MEDICATIONS: readonly Omit<Medication, 'id'>[] = [
  {
    name: 'Lisinopril',
    dosage: '10 mg',
    frequency: 'Once daily',
    duration: 'Ongoing',
    instructions: 'Take in the morning, with or without food.',
    sideEffects: ['Dry cough', 'Dizziness', 'Headache', 'Tiredness'],
    category: 'Blood Pressure',
    prescribedBy: 'Your cardiologist',
    dateStarted: '2024-01-15',
    status: 'active',
    refillsRemaining: 1,
  },
  {
    name: 'Metformin',
    dosage: '500 mg',
    frequency: 'Twice daily',
    duration: '6 months',
    instructions: 'Take with meals.',
    sideEffects: ['Nausea', 'Upset stomach', 'Diarrhoea'],
    category: 'Diabetes',
    prescribedBy: 'Your diabetes nurse',
    dateStarted: '2024-02-01',
    status: 'active',
    refillsRemaining: 3,
  },
  {
    name: 'Atorvastatin',
    dosage: '20 mg',
    frequency: 'Once daily',
    duration: '3 months',
    instructions: 'Take in the evening.',
    sideEffects: ['Muscle aches', 'Headache'],
    category: 'Cholesterol',
    prescribedBy: 'Your GP',
    dateStarted: '2023-11-10',
    status: 'paused',
    refillsRemaining: 0,
  },
];
