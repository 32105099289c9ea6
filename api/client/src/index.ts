/**
 * `@ai-doctor/client`: a typed client of the AI Doctor API. Its types (`schema.ts`) are generated from the
 * OpenAPI document the server builds from its route schemas (`pnpm --filter @ai-doctor/api generate:client`),
 * and its calls are openapi-fetch's: every path, parameter, body and answer is checked by the compiler.
 *
 *   const api = createApiClient({ baseUrl: 'https://aidoctor.example', apiKey: process.env.AI_DOCTOR_KEY });
 *   const { data, error } = await api.GET('/api/clinic/bookings', { params: { query: { from: '2026-12-01' } } });
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { components, operations, paths } from './schema.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends ClientOptions {
  /** A clinic's or the support inbox's key, sent as `Authorization: Bearer <key>`; none: anonymous. */
  apiKey?: string;
}

export function createApiClient({ apiKey, headers, ...options }: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    ...options,
    headers: apiKey ? { ...(headers as Record<string, string>), authorization: `Bearer ${apiKey}` } : headers,
  });
}

type Method = 'get' | 'post' | 'patch' | 'delete';
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;

/** The JSON body a route answers with `status`: `Answer<'/api/bookings', 'post', 201>`. */
export type Answer<P extends keyof paths, M extends Method, S extends number> = paths[P][M] extends {
  responses: infer Responses;
}
  ? S extends keyof Responses
    ? Json<Responses[S]>
    : never
  : never;

/** The JSON body a route takes: `RequestBody<'/api/bookings', 'post'>`. */
export type RequestBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: infer Body;
}
  ? Json<NonNullable<Body>>
  : never;
