/**
 * The app's data layer (ADR-21): every server call goes through here. JSON body with a JSON content
 * type, cookies always included, no retries; a non-OK response becomes an Error whose message is the
 * status code, ': ' and the body text (or the status text when the body is empty).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Throws the product's error (ADR-21) for a non-OK response; returns the response otherwise. */
export async function throwIfNotOk(res: Response): Promise<Response> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
  return res;
}

/** Sends a request and returns the parsed JSON body (undefined for an empty body). */
export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
