/**
 * The prescription page's state: its store on this device's database, loaded once, and today's reminders,
 * which change with the clock (missed and upcoming doses), recomputed every minute.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { devicePrescriptionDb, prescriptionRepository } from './prescriptionDb.ts';
import { createPrescriptionStore } from './prescriptionStore.ts';
import { todaysReminders } from './schedule.ts';

const MINUTE_MS = 60_000;

export function usePrescriptions() {
  const [store] = useState(() =>
    createPrescriptionStore({ repository: prescriptionRepository(devicePrescriptionDb()) }),
  );
  const state = useStore(store);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    void store.getState().load();
    const tick = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(tick);
  }, [store]);
  const reminders = useMemo(
    () => todaysReminders(state.medications, state.doses, state.settings.defaultTime, now),
    [state.medications, state.doses, state.settings.defaultTime, now],
  );
  return { state, reminders };
}
