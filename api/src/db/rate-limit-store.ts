import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SqlRunner } from './database.ts';

/** Counts one request for `key` in its window (a new window once the old one ended); atomic per key. */
const COUNT_HIT = `
  INSERT INTO rate_limit_hits AS h (key, hits, resets_at)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.resets_at <= clock_timestamp() THEN 1 ELSE h.hits + 1 END,
    resets_at = CASE WHEN h.resets_at <= clock_timestamp() THEN EXCLUDED.resets_at ELSE h.resets_at END
  RETURNING h.hits, GREATEST(0, ceil(extract(epoch FROM h.resets_at - clock_timestamp()) * 1000))::int AS ttl_ms`;

/** Every this many counted requests, a server deletes the windows that have ended (of every key). */
const SWEEP_EVERY = 1000;

interface RouteLike {
  method?: string | string[];
  url?: string;
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the database: servers that share one
 * PostgreSQL share their limits, so a client spreading requests across them behind a proxy gets the limit
 * once, not once per server. The limit of a route with its own (`config.rateLimit`) is counted apart,
 * under the route's method and path.
 */
export function databaseRateLimitStore(db: SqlRunner): FastifyRateLimitStoreCtor {
  let counted = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #scope: string;

    constructor(options: object) {
      const route = (options as { routeInfo?: RouteLike }).routeInfo;
      this.#scope = route ? `${[route.method].flat().join(',')} ${route.url}` : 'all';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      if (++counted % SWEEP_EVERY === 0) {
        // Best effort: a failed sweep is retried a thousand requests later.
        db.query('DELETE FROM rate_limit_hits WHERE resets_at < clock_timestamp()').catch(() => {});
      }
      db.query<{ hits: number; ttl_ms: number }>(COUNT_HIT, [`${this.#scope}|${key}`, timeWindow]).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? timeWindow }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  }
  return DatabaseRateLimitStore;
}
