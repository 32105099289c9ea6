import { fileURLToPath } from 'node:url';
import { BOOKING_RETENTION_DAYS, CONTACT_RETENTION_DAYS } from '@ai-doctor/content/retention';
import type { RetentionPolicy } from './db/retention.ts';

/** Runtime settings, from the environment with embedded defaults so `npm start` needs nothing else. */
export interface AppConfig {
  port: number;
  host: string;
  /** Built web app to serve; null serves the API alone (tests). */
  webRoot: string | null;
  logLevel: string;
  /** A PostgreSQL server (`postgres://…`); when null the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  /** PGlite's data directory; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  /** Requests each client IP may make to `/api` per `rateLimitWindowMs`. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Stricter limit for the form submissions (contact, newsletter, bookings): a person sends a few. */
  formRateLimitMax: number;
  /** Worker threads of the re-analysis (`/api/enhance-rppg`); undefined: one per core. */
  analysisThreads: number | undefined;
  /** Traces that may wait for a re-analysis thread; more get a 503 with `Retry-After`. */
  analysisQueueMax: number;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (for rate limits and logs). */
  trustProxy: boolean;
  /** How long a server uses an API key it has read before reading it again: a revocation's delay, ms. */
  apiKeyCacheMs: number;
  /** Days a booking is kept after its date, and a contact message after it was sent. */
  retention: RetentionPolicy;
  /** Time between two runs of the deletion of expired data, ms. */
  retentionIntervalMs: number;
}

const apiDir = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

function integer(value: string | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer of at least ${min}, got "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    // 0 lets the system pick a free port (tests).
    port: integer(env.PORT, 5000, 'PORT', 0),
    host: env.HOST ?? '0.0.0.0',
    webRoot: env.WEB_ROOT ?? apiDir('../web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ?? apiDir('data/pglite'),
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 300, 'RATE_LIMIT_MAX'),
    rateLimitWindowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    formRateLimitMax: integer(env.FORM_RATE_LIMIT_MAX, 20, 'FORM_RATE_LIMIT_MAX'),
    analysisThreads: env.ANALYSIS_THREADS ? integer(env.ANALYSIS_THREADS, 1, 'ANALYSIS_THREADS') : undefined,
    analysisQueueMax: integer(env.ANALYSIS_QUEUE_MAX, 16, 'ANALYSIS_QUEUE_MAX', 0),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    apiKeyCacheMs: integer(env.API_KEY_CACHE_MS, 2000, 'API_KEY_CACHE_MS', 0),
    retention: {
      bookingDays: integer(env.BOOKING_RETENTION_DAYS, BOOKING_RETENTION_DAYS, 'BOOKING_RETENTION_DAYS', 0),
      contactDays: integer(env.CONTACT_RETENTION_DAYS, CONTACT_RETENTION_DAYS, 'CONTACT_RETENTION_DAYS', 0),
    },
    retentionIntervalMs: integer(env.RETENTION_INTERVAL_MS, 3_600_000, 'RETENTION_INTERVAL_MS', 100),
  };
}
