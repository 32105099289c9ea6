import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCredential } from '../auth/api-key.ts';
import { KeyCache } from '../auth/key-cache.ts';
import { databaseKeyCounter, type KeyCounter, memoryKeyCounter } from '../auth/key-counter.ts';
import { hashesMatch } from '../auth/secret.ts';
import { type ApiKeyRecord, findKey, type KeyScope } from '../db/api-keys.ts';
import { DAY_S, MINUTE_S } from '../db/key-usage.ts';
import { HttpError } from '../http/errors.ts';
import { duration, policyField, rateLimitHeaders } from '../http/rate-limit-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts keyed requests against their keys' limits (in the database, or in memory beside PGlite). */
    keyCounter: KeyCounter;
  }
  interface FastifyRequest {
    /** The request's valid API key, or null: anonymous (limited per IP). */
    apiKey: ApiKeyRecord | null;
    /** Why the request's credentials were refused; answered (401/403) once the IP limit has counted it. */
    authRefusal: HttpError | null;
  }
  interface FastifyContextConfig {
    /** The scope of key the route requires; routes without it take an optional key. */
    auth?: KeyScope;
  }
}

export interface ApiKeysOptions {
  /** How long each server may use a key it has read before reading it again (so: revocation delay), ms. */
  cacheMs: number;
  /** The anonymous per-IP limit (requests per window), announced in `RateLimit-Policy`. */
  ipLimit: { max: number; windowMs: number };
}

const REALM = 'realm="AI Doctor API"';

/** How often a server on the embedded database writes its keys' day counts to it, ms. */
const DAY_COUNT_FLUSH_MS = 5000;

const unauthorized = (message: string, error?: 'invalid_token' | 'invalid_request') =>
  new HttpError(401, message, { 'www-authenticate': `Bearer ${REALM}${error ? `, error="${error}"` : ''}` });

/**
 * API keys (`Authorization: Bearer aidk_…`). Each request's key is checked against its stored hash in
 * constant time and counted against the key's own limits (per minute and per day; in PostgreSQL, so every
 * server shares them, or beside the embedded database in the one process's memory, its day counts written
 * back), announced in the `RateLimit-*` fields; a keyed request skips the per-IP limit. A
 * request without a key is anonymous, as before. A request with a bad key is refused with a 401 after the
 * per-IP limit has counted it (so guessing keys is limited too). The key is never logged: the request log
 * keeps method, path and client only, and names a valid key by its public id.
 */
export const apiKeysPlugin = fp<ApiKeysOptions>(async (app, opts) => {
  const keys = new KeyCache((id) => findKey(app.db, id), opts.cacheMs);
  const counter = app.keyCounter;
  const ipWindowS = Math.round(opts.ipLimit.windowMs / 1000);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('authRefusal', null);

  /** The per-IP policy of a route (its own `rateLimit.max` or the API's), or null when it is not limited. */
  function ipPolicy(req: FastifyRequest): string | null {
    const own = req.routeOptions.config.rateLimit;
    if (own === false) return null;
    const max = typeof own === 'object' && typeof own.max === 'number' ? own.max : opts.ipLimit.max;
    return policyField([{ limit: max, windowS: ipWindowS }]);
  }

  async function authenticate(req: FastifyRequest): Promise<ApiKeyRecord | HttpError | null> {
    const credential = readCredential(req.headers.authorization);
    if (credential.kind === 'none') return null;
    if (credential.kind === 'malformed') return unauthorized(credential.reason, 'invalid_request');
    const stored = await keys.get(credential.key.id);
    if (!hashesMatch(credential.key.hash, stored?.secretHash ?? null) || !stored) {
      return unauthorized('The API key is not valid', 'invalid_token');
    }
    if (stored.revokedAt) return unauthorized('The API key was revoked', 'invalid_token');
    const { secretHash: _, ...record } = stored;
    return record;
  }

  app.addHook('onRequest', async (req, reply) => {
    const required = req.routeOptions.config.auth;
    const key = await authenticate(req);
    if (key === null || key instanceof HttpError) {
      req.authRefusal =
        key ??
        (required ? unauthorized(`This route needs an API key of scope ${required} (Authorization: Bearer)`) : null);
      const policy = ipPolicy(req);
      if (policy) reply.header('ratelimit-policy', policy);
      return;
    }
    const usage = await counter.count(key);
    const { minute, day } = usage;
    const quota = (w: typeof minute, windowS: number) => ({
      limit: w.limit,
      windowS,
      remaining: Math.max(0, w.limit - w.used),
      resetS: w.resetS,
    });
    reply.headers(rateLimitHeaders([quota(minute, MINUTE_S), quota(day, DAY_S)]));
    if (usage.exceeded === 'minute') {
      throw new HttpError(
        429,
        `This API key's rate limit of ${minute.limit} requests per minute is used up; retry in ${duration(minute.resetS)}`,
        { 'retry-after': String(minute.resetS) },
      );
    }
    if (usage.exceeded === 'day') {
      throw new HttpError(
        429,
        `This API key's daily quota of ${day.limit} requests is used up; it renews at 00:00 UTC, in ${duration(day.resetS)}`,
        { 'retry-after': String(day.resetS) },
      );
    }
    if (required && key.scope !== required) {
      throw new HttpError(403, `This route needs an API key of scope ${required}; this key's scope is ${key.scope}`, {
        'www-authenticate': `Bearer ${REALM}, error="insufficient_scope", scope="${required}"`,
      });
    }
    req.apiKey = key;
  });

  // After the per-IP limit (an onRequest hook of each route) has counted the request.
  app.addHook('preParsing', async (req) => {
    if (req.authRefusal) throw req.authRefusal;
  });
});

/**
 * The counter of keyed requests, beside the database: in PostgreSQL when servers share one, in memory
 * beside the embedded one (whose day counts it writes back, last when the server stops).
 */
export const keyCounterPlugin = fp(async (app) => {
  const counter =
    app.db.kind === 'postgres' ? databaseKeyCounter(app.db) : memoryKeyCounter(app.db, { flushMs: DAY_COUNT_FLUSH_MS });
  app.decorate('keyCounter', counter);
  // Once the server has stopped taking requests, before the database closes (onClose hooks run last-added
  // first, and the database's was added before this one).
  app.addHook('onClose', () => counter.close());
});
