import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, api } from './http.ts';

function mockFetch(response: Response) {
  const fn = vi.fn(async (_request: Request) => response);
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

const message = { name: 'Ada', email: 'ada@example.org', subject: 'Hi', message: 'Hello' };

describe('the typed API client', () => {
  it('sends a JSON body with a JSON content type and cookies, and parses the JSON answer', async () => {
    const fetch = mockFetch(Response.json({ id: '5b6f', status: 'received' }, { status: 201 }));
    await expect(answerOf(api.POST('/api/contact', { body: message }))).resolves.toEqual({
      id: '5b6f',
      status: 'received',
    });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect([request.method, new URL(request.url).pathname, request.credentials]).toEqual([
      'POST',
      '/api/contact',
      'include',
    ]);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe(JSON.stringify(message));
  });

  it('sends the query of a GET and no body', async () => {
    const fetch = mockFetch(Response.json({ doctorId: 'dr-a', date: '2026-12-01', free: [] }));
    const query = { doctorId: 'dr-a', date: '2026-12-01' };
    await answerOf(api.GET('/api/bookings/free-slots', { params: { query } }));
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).search).toBe('?doctorId=dr-a&date=2026-12-01');
    expect(request.body).toBeNull();
  });

  it('turns a non-OK response into "status: body", the body as the server sent it', async () => {
    const error = { statusCode: 400, error: 'Bad Request', message: 'body.email must match format "email"' };
    mockFetch(Response.json(error, { status: 400 }));
    await expect(answerOf(api.POST('/api/contact', { body: message }))).rejects.toThrow(
      `400: ${JSON.stringify(error)}`,
    );
    mockFetch(new Response('rate limited', { status: 429 }));
    await expect(answerOf(api.POST('/api/contact', { body: message }))).rejects.toThrow('429: rate limited');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(answerOf(api.POST('/api/contact', { body: message }))).rejects.toThrow('503: Service Unavailable');
  });

  it('does not retry a failed call', async () => {
    const fetch = mockFetch(new Response('boom', { status: 500 }));
    await expect(answerOf(api.POST('/api/contact', { body: message }))).rejects.toThrow('500: boom');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
