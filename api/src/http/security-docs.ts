/**
 * Who may call each route, for the OpenAPI document: every operation names its security requirement, so
 * `/api/docs` shows each route's auth and client generators know which need a key.
 */
export const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'Any API key (`aidk_…`, made by `keys create`): optional on the public routes, where it replaces the ' +
      'per-IP limit with the key’s own limits. A bad key is a 401 even where a key is optional.',
  },
  clinicKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'A clinic’s API key (`keys create --clinic <id> --doctors …`): its own doctors’ bookings only.',
  },
  supportKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'The support inbox’s API key (`keys create --support`).',
  },
} as const;

type Requirement = Record<string, string[]>[];

/** Anonymous (limited per IP) or with any key (limited per key). */
export const ANYONE: Requirement = [{}, { apiKey: [] }];
/** A clinic key only (a support key is a 403). */
export const CLINIC_KEY: Requirement = [{ clinicKey: [] }];
/** The support key only (a clinic key is a 403). */
export const SUPPORT_KEY: Requirement = [{ supportKey: [] }];
