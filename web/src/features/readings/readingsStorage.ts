/**
 * Saved readings on the device (ADR-13): browser storage key
 * `bp_measurements`, newest first, at most 50. Corrupt stored data never crashes the app and is never
 * destroyed: its bytes are copied to a backup key before anything overwrites them. A failed write leaves
 * what was stored untouched and reports false.
 */
import { heartRateFields, type MeasurementResult } from '@ai-doctor/rppg-core/vitals';

export const READINGS_KEY = 'bp_measurements';
export const READINGS_BACKUP_KEY = 'bp_measurements_backup';
export const MAX_READINGS = 50;

/** A saved measurement: the result fields plus an id (a timestamp number) and an ISO timestamp. */
export type SavedReading = Pick<MeasurementResult, 'systolic' | 'diastolic' | 'heartRate'> &
  Partial<Omit<MeasurementResult, 'systolic' | 'diastolic' | 'heartRate'>> & {
    id: number;
    timestamp: string;
  };

/** The slice of the Web Storage API this module uses (localStorage in the app, a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ReadingsLog {
  error(message: string, detail?: unknown): void;
}

export interface ReadingsStore {
  /** All readings, newest first; an empty list when nothing (or nothing readable) is stored. */
  load(): SavedReading[];
  /** Adds a reading at the front, keeping the newest 50; false when it could not be stored. */
  save(result: MeasurementResult, now?: Date): SavedReading | false;
  remove(id: number): boolean;
  clear(): boolean;
}

interface Snapshot {
  readings: SavedReading[];
  /** False when the stored bytes are corrupt and could not be backed up: writing would destroy them. */
  writable: boolean;
}

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function isSavedReading(x: unknown): x is SavedReading {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return (
    isFiniteNumber(r.id) &&
    typeof r.timestamp === 'string' &&
    !Number.isNaN(Date.parse(r.timestamp)) &&
    isFiniteNumber(r.systolic) &&
    isFiniteNumber(r.diastolic) &&
    isFiniteNumber(r.heartRate)
  );
}

/**
 * The reading as stored: the drawn ECG/EEG curves are left out because they are illustrative renderings
 * (ADR-2), not measurements, and they would fill the few megabytes browser storage offers. How
 * exactly the heart rate was read is always stored, so a range is never read back as an exact number.
 */
function toSavedReading(result: MeasurementResult, id: number, now: Date): SavedReading {
  const reading: SavedReading = { ...result, ...heartRateFields(result), id, timestamp: now.toISOString() };
  if (result.estimatedECG) reading.estimatedECG = { ...result.estimatedECG, estimatedWaveform: [] };
  if (result.estimatedEEG) reading.estimatedEEG = { ...result.estimatedEEG, estimatedSignal: [] };
  return reading;
}

/** The browser's localStorage, or null where it is unavailable (disabled, sandboxed, server side). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createReadingsStore(
  storage: KeyValueStorage | null = browserStorage(),
  log: ReadingsLog = console,
): ReadingsStore {
  /** Copies unreadable bytes aside once; true when they are safe (already backed up or copied now). */
  function backUp(raw: string): boolean {
    if (!storage) return false;
    try {
      const existing = storage.getItem(READINGS_BACKUP_KEY);
      if (existing === raw) return true;
      const key = existing === null ? READINGS_BACKUP_KEY : `${READINGS_BACKUP_KEY}_${Date.now()}`;
      storage.setItem(key, raw);
      log.error(`Saved readings were unreadable; their data was copied to "${key}"`);
      return true;
    } catch (error) {
      log.error('Saved readings are unreadable and could not be backed up', error);
      return false;
    }
  }

  function snapshot(): Snapshot {
    if (!storage) return { readings: [], writable: false };
    let raw: string | null;
    try {
      raw = storage.getItem(READINGS_KEY);
    } catch (error) {
      log.error('Could not read saved readings', error);
      return { readings: [], writable: false };
    }
    if (raw === null) return { readings: [], writable: true };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { readings: [], writable: backUp(raw) };
    }
    if (!Array.isArray(parsed)) return { readings: [], writable: backUp(raw) };
    const readings = parsed.filter(isSavedReading);
    if (readings.length === parsed.length) return { readings, writable: true };
    return { readings, writable: backUp(raw) };
  }

  function write(readings: SavedReading[], action: string): boolean {
    if (!storage) {
      log.error(`Could not ${action}: browser storage is not available`);
      return false;
    }
    try {
      storage.setItem(READINGS_KEY, JSON.stringify(readings));
      return true;
    } catch (error) {
      log.error(`Could not ${action}`, error);
      return false;
    }
  }

  return {
    load: () => snapshot().readings,

    save(result, now = new Date()) {
      const { readings, writable } = snapshot();
      if (!writable) {
        log.error('Could not save the reading: stored readings are unreadable and could not be backed up');
        return false;
      }
      // Ids are timestamps; two saves within one millisecond still get distinct ids.
      const id = Math.max(now.getTime(), (readings[0]?.id ?? 0) + 1);
      const reading = toSavedReading(result, id, now);
      return write([reading, ...readings].slice(0, MAX_READINGS), 'save the reading') ? reading : false;
    },

    remove(id) {
      const { readings, writable } = snapshot();
      if (!writable) return false;
      return write(
        readings.filter((r) => r.id !== id),
        'delete the reading',
      );
    },

    clear() {
      if (!snapshot().writable || !storage) return false;
      try {
        storage.removeItem(READINGS_KEY);
        return true;
      } catch (error) {
        log.error('Could not clear saved readings', error);
        return false;
      }
    },
  };
}
