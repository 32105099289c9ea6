/**
 * The app's data layer (ADR-21): every server call goes through the typed client `@ai-doctor/client`,
 * generated from the API's OpenAPI document, so a path, body or answer that drifts from the server fails
 * the type check. Cookies always included, no retries; a non-OK response becomes an Error whose message
 * is the status code, ': ' and the body text (or the status text when the body is empty).
 */
import { createApiClient } from '@ai-doctor/client';

export type { Answer, RequestBody } from '@ai-doctor/client';

/**
 * The client of this site's own API. Paths are resolved against the page's origin (openapi-fetch builds
 * absolute Requests); outside a browser (unit tests, the prerender) against localhost. `fetch` is looked up
 * at each call, so a test's stub is the one used.
 */
export const api = createApiClient({
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  credentials: 'include',
  fetch: (request) => globalThis.fetch(request),
});

interface Outcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The body of a call's answer; throws the product's error (ADR-21) for a non-OK one. */
export async function answerOf<T>(call: Promise<Outcome<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    // openapi-fetch parsed the body when it was JSON; the message carries it as text again.
    const text = typeof error === 'string' ? error : JSON.stringify(error);
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return data as T;
}
