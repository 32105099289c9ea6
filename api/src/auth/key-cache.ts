import type { StoredKey } from '../db/api-keys.ts';

/** Lookups kept at most; past that the cache starts again (a flood of made-up ids cannot grow it). */
const MAX_ENTRIES = 10_000;

/**
 * Each server's copy of the keys it has seen, each entry for `ttlMs` at most, so a request does not read
 * its key from the database every time. A revocation reaches every server within `ttlMs`. An unknown id
 * is remembered as unknown for as long; concurrent lookups of one id share one query.
 */
export class KeyCache {
  readonly #entries = new Map<string, { key: Promise<StoredKey | null>; until: number }>();
  readonly #load: (id: string) => Promise<StoredKey | null>;
  readonly #ttlMs: number;

  constructor(load: (id: string) => Promise<StoredKey | null>, ttlMs: number) {
    this.#load = load;
    this.#ttlMs = ttlMs;
  }

  get(id: string, now = Date.now()): Promise<StoredKey | null> {
    const cached = this.#entries.get(id);
    if (cached && cached.until > now) return cached.key;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    const key = this.#load(id);
    this.#entries.set(id, { key, until: now + this.#ttlMs });
    // A failed lookup is not remembered: the next request asks again.
    key.catch(() => this.#entries.delete(id));
    return key;
  }
}
