/**
 * The consultation flow (ADR-23, ADR-14): doctor list → booking view →
 * Confirm Booking validates and submits to `POST /api/bookings`; a server error is shown and every value
 * is kept; success shows what was booked, with a way to cancel it (`DELETE /api/bookings/{id}` with the
 * confirmation's cancel token).
 */
import type { ConsultationType, TimeSlot } from '@ai-doctor/content/consultation';
import { createStore } from 'zustand/vanilla';
import { describeSendError } from '../../shared/api/formSubmission.ts';
import type { Answer } from '../../shared/api/http.ts';
import { isoLocalDate } from '../../shared/time/isoLocalDate.ts';
import { DOCTORS, type Doctor, SLOTS } from './doctors.ts';

/** One day (ADR-23: tomorrow is today plus 86 400 000 ms). */
const DAY_MS = 86_400_000;

export type DateChoice = 'today' | 'tomorrow';

export interface ContactFields {
  fullName: string;
  email: string;
  phone: string;
  reason: string;
}
export type BookingField = keyof ContactFields | 'date' | 'timeSlot';

export interface BookingRequest extends ContactFields {
  doctorId: string;
  consultationType: ConsultationType;
  date: string;
  timeSlot: TimeSlot;
}

/** What the API answers a booking with. */
export type BookingConfirmation = Answer<'/api/bookings', 'post', 201>;

export interface BookingState {
  specialty: string;
  doctor: Doctor | null;
  consultationType: ConsultationType;
  dateChoice: DateChoice | null;
  timeSlot: TimeSlot | null;
  fields: ContactFields;
  errors: Partial<Record<BookingField, string>>;
  sending: boolean;
  serverError: string | null;
  confirmation: BookingConfirmation | null;
  /** Cancelling the confirmed booking (with its cancel token): in progress, done, or why it failed. */
  cancel: { status: 'idle' | 'cancelling' | 'cancelled'; error: string | null };
  setSpecialty(specialty: string): void;
  chooseDoctor(id: string): void;
  back(): void;
  setType(type: ConsultationType): void;
  chooseDate(choice: DateChoice): void;
  chooseSlot(slot: TimeSlot): void;
  setField(field: keyof ContactFields, value: string): void;
  submit(): Promise<boolean>;
  cancelBooking(): Promise<boolean>;
}

/** The booking API's two calls the flow makes. */
export interface BookingCalls {
  send(request: BookingRequest): Promise<BookingConfirmation>;
  /** Cancels a confirmed booking with the cancel token its confirmation carried. */
  cancel(confirmation: BookingConfirmation): Promise<unknown>;
}

const NOT_CANCELLING: BookingState['cancel'] = { status: 'idle', error: null };

export function bookingDate(choice: DateChoice, now: Date): string {
  return isoLocalDate(new Date(now.getTime() + (choice === 'tomorrow' ? DAY_MS : 0)));
}

/** The same rules as the API's schema, so most mistakes are caught before sending. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;

export function validateBooking(s: Pick<BookingState, 'fields' | 'dateChoice' | 'timeSlot'>) {
  const errors: BookingState['errors'] = {};
  const { fullName, email, phone, reason } = s.fields;
  if (!fullName.trim()) errors.fullName = 'Enter your full name';
  else if (fullName.length > 100) errors.fullName = 'Use at most 100 characters';
  if (!EMAIL.test(email.trim()) || email.length > 254) errors.email = 'Enter an e-mail address like name@example.org';
  if (!PHONE.test(phone.trim())) errors.phone = 'Enter a phone number: 7 to 20 digits, spaces, +, -, ( or )';
  if (!reason.trim()) errors.reason = 'Tell the doctor briefly why you are booking';
  else if (reason.length > 1000) errors.reason = 'Use at most 1000 characters';
  if (!s.dateChoice) errors.date = 'Choose a date';
  if (!s.timeSlot) errors.timeSlot = 'Choose a time';
  return errors;
}

export const visibleDoctors = (specialty: string) =>
  specialty === 'All' ? DOCTORS : DOCTORS.filter((d) => d.specialty === specialty);

const EMPTY_FIELDS: ContactFields = { fullName: '', email: '', phone: '', reason: '' };

export function createBookingStore({ send, cancel }: BookingCalls, now: () => Date = () => new Date()) {
  return createStore<BookingState>((set, get) => ({
    specialty: 'All',
    doctor: null,
    consultationType: 'video',
    dateChoice: null,
    timeSlot: null,
    fields: EMPTY_FIELDS,
    errors: {},
    sending: false,
    serverError: null,
    confirmation: null,
    cancel: NOT_CANCELLING,
    setSpecialty: (specialty) => set({ specialty }),
    chooseDoctor(id) {
      const doctor = DOCTORS.find((d) => d.id === id);
      if (!doctor?.available) return;
      set({
        doctor,
        consultationType: 'video',
        dateChoice: null,
        timeSlot: null,
        errors: {},
        serverError: null,
        confirmation: null,
        cancel: NOT_CANCELLING,
      });
    },
    back: () => set({ doctor: null, confirmation: null, cancel: NOT_CANCELLING }),
    setType: (consultationType) => set({ consultationType }),
    chooseDate: (dateChoice) => set((s) => ({ dateChoice, errors: { ...s.errors, date: undefined } })),
    chooseSlot(timeSlot) {
      if (!SLOTS.some((slot) => slot.time === timeSlot && slot.available)) return;
      set((s) => ({ timeSlot, errors: { ...s.errors, timeSlot: undefined } }));
    },
    setField: (field, value) =>
      set((s) => ({ fields: { ...s.fields, [field]: value }, errors: { ...s.errors, [field]: undefined } })),
    async submit() {
      const s = get();
      if (!s.doctor || s.sending) return false;
      const errors = validateBooking(s);
      set({ errors, serverError: null });
      if (Object.keys(errors).length || !s.dateChoice || !s.timeSlot) return false;
      set({ sending: true });
      try {
        const confirmation = await send({
          doctorId: s.doctor.id,
          consultationType: s.consultationType,
          date: bookingDate(s.dateChoice, now()),
          timeSlot: s.timeSlot,
          fullName: s.fields.fullName.trim(),
          email: s.fields.email.trim(),
          phone: s.fields.phone.trim(),
          reason: s.fields.reason.trim(),
        });
        set({ sending: false, confirmation, fields: EMPTY_FIELDS });
        return true;
      } catch (error) {
        set({ sending: false, serverError: describeSendError(error) });
        return false;
      }
    },
    async cancelBooking() {
      const { confirmation, cancel: state } = get();
      if (!confirmation || state.status !== 'idle') return false;
      set({ cancel: { status: 'cancelling', error: null } });
      try {
        await cancel(confirmation);
        set({ cancel: { status: 'cancelled', error: null } });
        return true;
      } catch (error) {
        const reason = describeSendError(error).replace(/^Please check the form: /, '');
        set({ cancel: { status: 'idle', error: `The booking was not cancelled. ${reason}` } });
        return false;
      }
    },
  }));
}
