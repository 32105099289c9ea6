import type { SqlRunner } from '../db/database.ts';
import {
  countKeyRequest,
  DAY_S,
  type KeyUsage,
  keyUsage,
  MINUTE_S,
  readDayCount,
  writeDayCount,
} from '../db/key-usage.ts';

export interface CountedKey {
  id: string;
  ratePerMinute: number;
  quotaPerDay: number;
}

/** Counts each keyed request against its key's minute and day, and says whether it may proceed. */
export interface KeyCounter {
  count(key: CountedKey): Promise<KeyUsage>;
  /** Writes what only this server holds to the database (the embedded database's day counts); stops. */
  close(): Promise<void>;
  /** Writes it now (tests, `keys list` on a stopped server). */
  flush(): Promise<void>;
}

/**
 * Servers sharing a PostgreSQL count in it: one statement per request, on the database's clock, so every
 * server sees every other's requests (db/key-usage.ts).
 */
export function databaseKeyCounter(db: SqlRunner): KeyCounter {
  return { count: (key) => countKeyRequest(db, key.id, key), close: async () => {}, flush: async () => {} };
}

interface Counts {
  minuteStart: number;
  minute: number;
  dayStart: number;
  day: number;
  /** The day's count as stored when this server first saw the key today. */
  loaded: Promise<void>;
  dirty: boolean;
}

/**
 * The embedded database serves one process, so that process's memory holds the exact counts: a statement
 * per request would run PostgreSQL (WebAssembly) on the event loop for every keyed request, a few ms each
 * on a busy machine, and it showed in the routes' throughput (README, Benchmark). The day's count is read
 * from the database when a key is first seen, and written back every `flushMs` and when the server stops,
 * so a restart keeps the quota (the minute's count starts again: it forgives at most a minute's requests).
 */
export function memoryKeyCounter(
  db: SqlRunner,
  { flushMs, now = Date.now }: { flushMs: number; now?: () => number },
): KeyCounter {
  const keys = new Map<string, Counts>();

  async function flush(): Promise<void> {
    for (const [id, c] of keys) {
      if (!c.dirty) continue;
      c.dirty = false;
      await writeDayCount(db, id, c.dayStart, c.day);
    }
  }
  let flushing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    flushing = flushing.then(flush).catch(() => {
      // Written again at the next tick (every count stays marked until it is).
      for (const c of keys.values()) c.dirty = true;
    });
  }, flushMs).unref();

  return {
    async count(key) {
      const nowS = Math.floor(now() / 1000);
      const dayStart = nowS - (nowS % DAY_S);
      let c = keys.get(key.id);
      if (!c || c.dayStart !== dayStart) {
        const fresh: Counts = { minuteStart: 0, minute: 0, dayStart, day: 0, loaded: Promise.resolve(), dirty: false };
        // A new day starts at zero; a key first seen today starts from what is stored.
        fresh.loaded = c
          ? Promise.resolve()
          : readDayCount(db, key.id, dayStart).then(
              (stored) => {
                fresh.day += stored;
              },
              (err: Error) => {
                // Read again by the next request.
                keys.delete(key.id);
                throw err;
              },
            );
        c = fresh;
        keys.set(key.id, c);
      }
      await c.loaded;
      const minuteStart = nowS - (nowS % MINUTE_S);
      if (c.minuteStart !== minuteStart) {
        c.minuteStart = minuteStart;
        c.minute = 0;
      }
      c.minute += 1;
      if (c.minute <= key.ratePerMinute) {
        c.day += 1;
        c.dirty = true;
      }
      return keyUsage(nowS, { minute: c.minute, day: c.day }, key);
    },
    flush: () => {
      flushing = flushing.then(flush);
      return flushing;
    },
    async close() {
      clearInterval(timer);
      await flushing.catch(() => {});
      await flush();
    },
  };
}
