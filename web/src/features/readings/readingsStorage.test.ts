import { beforeEach, describe, expect, it } from 'vitest';
import { makeResult } from '../../shared/testing/measurementResult.ts';
import {
  createReadingsStore,
  type KeyValueStorage,
  MAX_READINGS,
  READINGS_BACKUP_KEY,
  READINGS_KEY,
  type ReadingsLog,
} from './readingsStorage.ts';

/** An in-memory Web Storage; `quotaBytes` makes setItem throw like a full browser store. */
class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  quotaBytes = Number.POSITIVE_INFINITY;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    let used = value.length;
    for (const [k, v] of this.items) if (k !== key) used += v.length;
    if (used > this.quotaBytes) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

class RecordingLog implements ReadingsLog {
  readonly messages: string[] = [];
  error(message: string) {
    this.messages.push(message);
  }
}

let storage: MemoryStorage;
let log: RecordingLog;
const t0 = new Date('2025-03-10T09:00:00.000Z');
const minutesLater = (n: number) => new Date(t0.getTime() + n * 60_000);

beforeEach(() => {
  storage = new MemoryStorage();
  log = new RecordingLog();
});

describe('readings storage', () => {
  it('starts empty and saves a reading with a timestamp id and an ISO timestamp', () => {
    const store = createReadingsStore(storage, log);
    expect(store.load()).toEqual([]);
    const saved = store.save(makeResult({ systolic: 121 }), t0);
    expect(saved).toMatchObject({ id: t0.getTime(), timestamp: '2025-03-10T09:00:00.000Z', systolic: 121 });
    expect(store.load()).toEqual([saved]);
    expect(JSON.parse(storage.getItem(READINGS_KEY) ?? '')).toHaveLength(1);
  });

  it('keeps what the scan withheld and which values sat at a clamp wall, so history and chat stay honest', () => {
    const store = createReadingsStore(storage, log);
    const withheld = { heartRateVariability: 'Beat timing in this scan was not clean enough for HRV.' };
    store.save(makeResult({ withheld, atLimit: { breathingRate: 'min' } }), t0);
    expect(createReadingsStore(storage, log).load()[0]).toMatchObject({ withheld, atLimit: { breathingRate: 'min' } });
  });

  it('stores how exactly the heart rate was read, so a range is never read back as an exact number (issue 28)', () => {
    const store = createReadingsStore(storage, log);
    const range = { low: 105.2, high: 112.6 };
    store.save(
      makeResult({ heartRate: 109, reliable: false, heartRateOutcome: 'approximate', heartRateRange: range }),
      t0,
    );
    // A result from before ranges existed is stored with the outcome its quality gate implied.
    store.save(makeResult({ heartRate: 127, reliable: false }), minutesLater(1));
    const stored = JSON.parse(storage.getItem(READINGS_KEY) ?? '');
    expect(stored[1]).toMatchObject({ heartRateOutcome: 'approximate', heartRateRange: range, reliable: false });
    expect(stored[0]).toMatchObject({ heartRateOutcome: 'withheld', reliable: false });
    expect(stored[0]).not.toHaveProperty('heartRateRange');
    expect(createReadingsStore(storage, log).load()[1]).toMatchObject({ heartRateOutcome: 'approximate' });
  });

  it('keeps the newest first', () => {
    const store = createReadingsStore(storage, log);
    store.save(makeResult({ heartRate: 60 }), minutesLater(0));
    store.save(makeResult({ heartRate: 70 }), minutesLater(1));
    store.save(makeResult({ heartRate: 80 }), minutesLater(2));
    expect(store.load().map((r) => r.heartRate)).toEqual([80, 70, 60]);
  });

  it('keeps at most 50 readings, dropping the oldest', () => {
    const store = createReadingsStore(storage, log);
    for (let i = 0; i < MAX_READINGS + 5; i++) store.save(makeResult({ heartRate: 50 + i }), minutesLater(i));
    const readings = store.load();
    expect(readings).toHaveLength(MAX_READINGS);
    expect(readings[0]?.heartRate).toBe(50 + MAX_READINGS + 4);
    expect(readings.at(-1)?.heartRate).toBe(55);
  });

  it('gives distinct ids to saves within the same millisecond', () => {
    const store = createReadingsStore(storage, log);
    const a = store.save(makeResult(), t0);
    const b = store.save(makeResult(), t0);
    expect(a ? a.id : a).toBe(t0.getTime());
    expect(b ? b.id : b).toBe(t0.getTime() + 1);
  });

  it('leaves the illustrative ECG/EEG drawings out of storage but keeps every measured field', () => {
    const store = createReadingsStore(storage, log);
    store.save(makeResult(), t0);
    const [reading] = store.load();
    expect(reading?.estimatedECG?.estimatedWaveform).toEqual([]);
    expect(reading?.estimatedEEG?.estimatedSignal).toEqual([]);
    expect(reading?.estimatedECG?.heartRhythm).toBe('Normal Sinus Rhythm');
    expect(reading?.grades?.oxygenSaturation).toBe('experimental');
  });

  it('deletes one reading and clears all', () => {
    const store = createReadingsStore(storage, log);
    const first = store.save(makeResult({ heartRate: 61 }), minutesLater(0));
    store.save(makeResult({ heartRate: 62 }), minutesLater(1));
    expect(first && store.remove(first.id)).toBe(true);
    expect(store.load().map((r) => r.heartRate)).toEqual([62]);
    expect(store.clear()).toBe(true);
    expect(store.load()).toEqual([]);
  });

  it('reads corrupt JSON as an empty list and copies the bytes to the backup key', () => {
    storage.setItem(READINGS_KEY, '[{"id":1,"systolic":12');
    const store = createReadingsStore(storage, log);
    expect(store.load()).toEqual([]);
    expect(storage.getItem(READINGS_BACKUP_KEY)).toBe('[{"id":1,"systolic":12');
    expect(log.messages.join('\n')).toMatch(/unreadable/);

    // A later save starts a fresh list; the damaged bytes survive in the backup.
    expect(store.save(makeResult(), t0)).not.toBe(false);
    expect(store.load()).toHaveLength(1);
    expect(storage.getItem(READINGS_BACKUP_KEY)).toBe('[{"id":1,"systolic":12');
  });

  it('treats a non-list value as corrupt and backs it up', () => {
    storage.setItem(READINGS_KEY, '{"systolic":120}');
    expect(createReadingsStore(storage, log).load()).toEqual([]);
    expect(storage.getItem(READINGS_BACKUP_KEY)).toBe('{"systolic":120}');
  });

  it('keeps the readable entries of a partly damaged list and backs up the original', () => {
    const good = { id: 5, timestamp: t0.toISOString(), systolic: 120, diastolic: 80, heartRate: 70 };
    const raw = JSON.stringify([good, { id: 'x' }, null]);
    storage.setItem(READINGS_KEY, raw);
    expect(createReadingsStore(storage, log).load()).toEqual([good]);
    expect(storage.getItem(READINGS_BACKUP_KEY)).toBe(raw);
  });

  it('never overwrites an earlier, different backup', () => {
    storage.setItem(READINGS_BACKUP_KEY, 'older damage');
    storage.setItem(READINGS_KEY, 'new damage');
    createReadingsStore(storage, log).load();
    expect(storage.getItem(READINGS_BACKUP_KEY)).toBe('older damage');
    expect([...storage.items.values()]).toContain('new damage');
  });

  it('refuses to write over corrupt bytes it could not back up', () => {
    storage.setItem(READINGS_KEY, 'x'.repeat(100));
    storage.quotaBytes = 150;
    const store = createReadingsStore(storage, log);
    expect(store.save(makeResult(), t0)).toBe(false);
    expect(storage.getItem(READINGS_KEY)).toBe('x'.repeat(100));
  });

  it('on a quota error returns false and keeps every existing reading', () => {
    const store = createReadingsStore(storage, log);
    store.save(makeResult({ heartRate: 66 }), minutesLater(0));
    store.save(makeResult({ heartRate: 67 }), minutesLater(1));
    const before = storage.getItem(READINGS_KEY);
    storage.quotaBytes = (before ?? '').length + 10;

    expect(store.save(makeResult({ heartRate: 68 }), minutesLater(2))).toBe(false);
    expect(storage.getItem(READINGS_KEY)).toBe(before);
    expect(store.load().map((r) => r.heartRate)).toEqual([67, 66]);
    expect(log.messages).toContain('Could not save the reading');
  });

  it('without browser storage reads an empty list and refuses to save, logging why', () => {
    const store = createReadingsStore(null, log);
    expect(store.load()).toEqual([]);
    expect(store.save(makeResult(), t0)).toBe(false);
    expect(log.messages.length).toBeGreaterThan(0);
  });

  it('logs and survives a storage that throws on read', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const store = createReadingsStore(throwing, log);
    expect(store.load()).toEqual([]);
    expect(store.save(makeResult(), t0)).toBe(false);
    expect(log.messages).toContain('Could not read saved readings');
  });
});
