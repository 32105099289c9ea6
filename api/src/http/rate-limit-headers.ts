/**
 * The rate-limit fields of the IETF draft "RateLimit Fields for HTTP" (draft-ietf-httpapi-ratelimit-headers-06,
 * the `RateLimit-*` family most clients read): `RateLimit-Policy` lists every quota that applies
 * (`600;w=60, 20000;w=86400`), and `RateLimit-Limit`, `-Remaining` and `-Reset` describe the one closest to
 * exhaustion. The anonymous per-IP limit sends the same fields (@fastify/rate-limit's draft mode).
 */

export interface Quota {
  limit: number;
  /** Window, seconds. */
  windowS: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetS: number;
}

export const policyField = (quotas: readonly Pick<Quota, 'limit' | 'windowS'>[]) =>
  quotas.map((q) => `${q.limit};w=${q.windowS}`).join(', ');

/** The quota closest to exhaustion: the fewest requests left, and of those the one that renews last. */
function closest(quotas: readonly Quota[]): Quota {
  return quotas.reduce((a, b) =>
    b.remaining < a.remaining || (b.remaining === a.remaining && b.resetS > a.resetS) ? b : a,
  );
}

export function rateLimitHeaders(quotas: readonly Quota[]): Record<string, string> {
  const q = closest(quotas);
  return {
    'ratelimit-policy': policyField(quotas),
    'ratelimit-limit': String(q.limit),
    'ratelimit-remaining': String(q.remaining),
    'ratelimit-reset': String(q.resetS),
  };
}

/** "42 s", "3 min 5 s", "5 h 3 min": how long until a window renews, for a 429's message. */
export function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  if (m) return s ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

const NAMED_WINDOWS: Record<number, string> = { 1: 'second', 60: 'minute', 3600: 'hour', 86400: 'day' };

/** "minute" for 60 s, "90 s" for 90: the window in "N requests per …". */
export const windowName = (seconds: number) => NAMED_WINDOWS[seconds] ?? duration(seconds);
