/** JSON-schema fragments shared by the form routes, so every form validates a field the same way. */

/** Options of the form route plugins. */
export interface FormRouteOptions {
  /** Submissions per client IP per rate-limit window. */
  rateLimitMax: number;
}

/**
 * Free text: a non-space character somewhere, and no control character (C0, DEL, C1) but tab and line
 * breaks (a NUL cannot be stored as text, and none of them is something a person types).
 */
export const TEXT_PATTERN = '^(?=[\\s\\S]*\\S)[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

/** A required piece of text (`TEXT_PATTERN`), at most `maxLength` characters. */
export const text = (description: string, maxLength: number) =>
  ({ type: 'string', description, minLength: 1, maxLength, pattern: TEXT_PATTERN }) as const;

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
