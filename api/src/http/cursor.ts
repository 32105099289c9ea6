import { HttpError } from './errors.ts';
import { allRequired } from './fields.ts';

/**
 * Keyset pagination: a page's `nextCursor` is the sort key of its last row, as base64url JSON, and the next
 * page starts after it. Opaque to clients; a cursor that was not made here is a 400 (it only moves where a
 * page starts: every query is still held to the caller's scope).
 */
export const cursorSchema = {
  type: 'string',
  description: 'The `nextCursor` of the previous page',
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const limitSchema = {
  type: 'integer',
  description: 'Items per page',
  minimum: 1,
  maximum: 100,
  default: 50,
} as const;

/**
 * The page size a query asked for. Ajv reads `?limit=1e999` as Infinity and lets it through the schema's
 * `maximum` (its coercion from text), so the bound is checked here as well.
 */
export function pageLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit > limitSchema.maximum) {
    throw new HttpError(400, `querystring.limit must be <= ${limitSchema.maximum}`);
  }
  return limit;
}

export const encodeCursor = (key: readonly (string | number)[]) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** The sort key in a cursor, checked by `isKey`; a 400 when it is not one this API made. */
export function decodeCursor<T extends unknown[]>(cursor: string, isKey: (key: unknown[]) => key is T): T {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = null;
  }
  if (!Array.isArray(key) || !isKey(key)) throw new HttpError(400, 'querystring.cursor is not a cursor this API made');
  return key;
}

/** A page's response schema: its items under `name`, and the next page's cursor. */
export const pageSchema = <Name extends string>(name: Name, items: object) =>
  allRequired({
    [name]: { type: 'array', items },
    nextCursor: { type: ['string', 'null'], description: 'The next page’s cursor; null on the last page' },
  } as Record<Name | 'nextCursor', object>);

/**
 * One page of `rows`, fetched with one more than `limit` to learn whether another page follows: the first
 * `limit` rows, and the cursor after the last of them when it does (else null).
 */
export function pageOf<R>(rows: R[], limit: number, keyOf: (row: R) => readonly (string | number)[]) {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { rows: kept, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
