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
  });
}

function filledStore(send = vi.fn(confirmFrom)) {
  const store = createBookingStore(send, () => NOW);
  const s = store.getState();
  s.chooseDoctor('dr-sarah-johnson');
  s.chooseDate('tomorrow');
  s.chooseSlot('02:00 PM');
  s.setField('fullName', ' Grace Hopper ');
  s.setField('email', 'grace@example.org');
  s.setField('phone', '+44 20 7946 0958');
  s.setField('reason', 'Follow-up on my readings');
  return { store, send };
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
    const store = createBookingStore(confirmFrom, () => NOW);
    store.getState().chooseDoctor('dr-emily-rodriguez');
    expect(store.getState().doctor).toBeNull();
    store.getState().chooseDoctor('dr-michael-chen');
    expect(store.getState().consultationType).toBe('video');
    store.getState().chooseSlot('10:00 AM');
    expect(store.getState().timeSlot).toBeNull();
  });

  it('validates every field before sending', async () => {
    const send = vi.fn(confirmFrom);
    const store = createBookingStore(send, () => NOW);
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
});
