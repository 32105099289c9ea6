/** JSON-schema fragments shared by the form routes, so every form validates a field the same way. */

/** Options of the form route plugins. */
export interface FormRouteOptions {
  /** Submissions per client IP per rate-limit window. */
  rateLimitMax: number;
}

/** A required piece of text: at least one non-space character, at most `maxLength`. */
export const text = (description: string, maxLength: number) =>
  ({ type: 'string', description, minLength: 1, maxLength, pattern: '\\S' }) as const;

/** RFC 5321 caps an address at 254 characters. */
export const email = { type: 'string', format: 'email', maxLength: 254, description: 'E-mail address' } as const;

export const phone = {
  type: 'string',
  description: 'Telephone number: digits, spaces, +, -, (, ) and dots',
  pattern: '^\\+?[0-9 ().-]{7,20}$',
} as const;

export const uuid = { type: 'string', format: 'uuid' } as const;

/** Trims free text and lower-cases addresses before they are stored, so duplicates compare equal. */
export const normaliseEmail = (address: string) => address.trim().toLowerCase();

/** An object schema whose every listed property is required (response shapes, where all fields are sent). */
export function allRequired<P extends Record<string, object>>(properties: P, description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  } as const;
}

export const number = (description: string) => ({ type: 'number', description }) as const;
