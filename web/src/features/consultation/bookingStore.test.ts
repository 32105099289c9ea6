import { describe, expect, it, vi } from 'vitest';
import {
  type BookingConfirmation,
  type BookingRequest,
  bookingDate,
  createBookingStore,
  visibleDoctors,
} from './bookingStore.ts';
import { DOCTORS, SLOTS, SPECIALIZATIONS_SHOWN } from './doctors.ts';

const NOW = new Date(2026, 10, 23, 23, 30);

function confirmFrom(request: BookingRequest): Promise<BookingConfirmation> {
  const { doctorId, consultationType, date, timeSlot } = request;
  return Promise.resolve({
    id: '7d1f0c3e-8a3b-4a44-9c8e-000000000001',
    status: 'confirmed',
    doctorId,
    consultationType,
    date,
    timeSlot,
    cancelToken: 'c'.repeat(43),
  });
}

const refuseCancel = () => Promise.reject(new Error('cancel was not expected'));

function filledStore(send = vi.fn(confirmFrom), cancel = vi.fn(async (_c: BookingConfirmation) => ({}))) {
  const store = createBookingStore({ send, cancel }, () => NOW);
  const s = store.getState();
  s.chooseDoctor('dr-sarah-johnson');
  s.chooseDate('tomorrow');
  s.chooseSlot('02:00 PM');
  s.setField('fullName', ' Grace Hopper ');
  s.setField('email', 'grace@example.org');
  s.setField('phone', '+44 20 7946 0958');
  s.setField('reason', 'Follow-up on my readings');
  return { store, send, cancel };
}

describe('doctors and slots', () => {
  it("has the spec's prices, ratings and twelve slots with some unavailable", () => {
    expect(DOCTORS.map((d) => [d.priceUsd, d.rating])).toEqual([
      [150, 4.9],
      [180, 4.8],
      [120, 4.7],
    ]);
    expect(SLOTS).toHaveLength(12);
    expect(SLOTS.filter((s) => !s.available).length).toBeGreaterThan(0);
    expect(SPECIALIZATIONS_SHOWN).toBe(2);
  });

  it('filters doctors by specialty', () => {
    expect(visibleDoctors('All')).toHaveLength(3);
    expect(visibleDoctors('Neurology').map((d) => d.id)).toEqual(['dr-michael-chen']);
  });
});

describe('booking store', () => {
  it('dates are today and tomorrow in local time', () => {
    expect(bookingDate('today', NOW)).toBe('2026-11-23');
    expect(bookingDate('tomorrow', NOW)).toBe('2026-11-24');
  });

  it('does not open an unavailable doctor or take an unavailable slot; video is the default type', () => {
    const store = createBookingStore({ send: confirmFrom, cancel: refuseCancel }, () => NOW);
    store.getState().chooseDoctor('dr-emily-rodriguez');
    expect(store.getState().doctor).toBeNull();
    store.getState().chooseDoctor('dr-michael-chen');
    expect(store.getState().consultationType).toBe('video');
    store.getState().chooseSlot('10:00 AM');
    expect(store.getState().timeSlot).toBeNull();
  });

  it('validates every field before sending', async () => {
    const send = vi.fn(confirmFrom);
    const store = createBookingStore({ send, cancel: refuseCancel }, () => NOW);
    store.getState().chooseDoctor('dr-sarah-johnson');
    store.getState().setField('email', 'grace@localhost');
    store.getState().setField('phone', '12');
    expect(await store.getState().submit()).toBe(false);
    expect(Object.keys(store.getState().errors).sort()).toEqual([
      'date',
      'email',
      'fullName',
      'phone',
      'reason',
      'timeSlot',
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the booking and shows what was booked', async () => {
    const { store, send } = filledStore();
    expect(await store.getState().submit()).toBe(true);
    expect(send).toHaveBeenCalledWith({
      doctorId: 'dr-sarah-johnson',
      consultationType: 'video',
      date: '2026-11-24',
      timeSlot: '02:00 PM',
      fullName: 'Grace Hopper',
      email: 'grace@example.org',
      phone: '+44 20 7946 0958',
      reason: 'Follow-up on my readings',
    });
    expect(store.getState().confirmation).toMatchObject({
      status: 'confirmed',
      timeSlot: '02:00 PM',
      date: '2026-11-24',
    });
  });

  it("shows the server's error and keeps every value", async () => {
    const refuse = vi.fn(() =>
      Promise.reject(
        new Error(
          '409: {"statusCode":409,"error":"Conflict","message":"The 02:00 PM slot on 2026-11-24 is already booked; please choose another"}',
        ),
      ),
    );
    const { store } = filledStore(refuse);
    expect(await store.getState().submit()).toBe(false);
    const s = store.getState();
    expect(s.serverError).toContain('already booked');
    expect(s.fields.fullName).toBe(' Grace Hopper ');
    expect(s.timeSlot).toBe('02:00 PM');
    expect(s.confirmation).toBeNull();
    expect(s.sending).toBe(false);
  });

  it('cancels the confirmed booking with its cancel token, once', async () => {
    const { store, cancel } = filledStore();
    await store.getState().submit();
    const confirmation = store.getState().confirmation;
    expect(await store.getState().cancelBooking()).toBe(true);
    expect(cancel).toHaveBeenCalledWith(confirmation);
    expect(store.getState().cancel).toEqual({ status: 'cancelled', error: null });
    expect(await store.getState().cancelBooking()).toBe(false);
    expect(cancel).toHaveBeenCalledTimes(1);
    // Back to the doctors: the next booking starts uncancelled.
    store.getState().back();
    expect(store.getState().cancel.status).toBe('idle');
  });

  it('says why a booking was not cancelled and keeps it confirmed', async () => {
    const refuse = vi.fn(() =>
      Promise.reject(
        new Error(
          '409: {"statusCode":409,"error":"Conflict","message":"This consultation has taken place; it cannot be cancelled"}',
        ),
      ),
    );
    const { store } = filledStore(undefined, refuse);
    await store.getState().submit();
    expect(await store.getState().cancelBooking()).toBe(false);
    expect(store.getState().cancel).toEqual({
      status: 'idle',
      error: 'The booking was not cancelled. This consultation has taken place; it cannot be cancelled.',
    });
    expect(store.getState().confirmation?.status).toBe('confirmed');
  });
});
