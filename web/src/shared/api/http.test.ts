import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './http.ts';

function mockFetch(response: Response) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and cookies, and parses the JSON answer', async () => {
    const fetch = mockFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('sends no body and no content type without a body', async () => {
    const fetch = mockFetch(new Response('', { status: 200 }));
    await expect(apiRequest('GET', '/api/x')).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', body: undefined, headers: {} });
  });

  it('turns a non-OK response into "status: body"', async () => {
    mockFetch(new Response('rate limited', { status: 429 }));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('429: rate limited');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('503: Service Unavailable');
  });

  it('does not retry a failed call', async () => {
    const fetch = mockFetch(new Response('boom', { status: 500 }));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('500: boom');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
