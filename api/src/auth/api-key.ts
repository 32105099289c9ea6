import { randomBytes } from 'node:crypto';
import { newSecret, sha256 } from './secret.ts';

/**
 * An API key is `aidk_<id>_<secret>`: a public id (12 hex digits, shown by `keys list` and written to the
 * log to attribute usage) and a 256-bit secret (43 base64url characters, `secret.ts`). The prefix lets
 * secret scanners recognise a leaked key. Only the SHA-256 of the whole key is stored.
 */
const KEY_PATTERN = /^aidk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface ParsedKey {
  id: string;
  /** SHA-256 of the whole key, as stored. */
  hash: Buffer;
}

export const hashKey = sha256;

/** A new key and what is stored of it. The key itself is shown once and never kept. */
export function generateKey(): { key: string; id: string; hash: Buffer } {
  const id = randomBytes(6).toString('hex');
  const key = `aidk_${id}_${newSecret()}`;
  return { key, id, hash: hashKey(key) };
}

/** The id and hash of a well-formed key; null for anything else. */
export function parseKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key);
  return match ? { id: match[1] as string, hash: hashKey(key) } : null;
}

export type Credential = { kind: 'none' } | { kind: 'key'; key: ParsedKey } | { kind: 'malformed'; reason: string };

/** Reads `Authorization: Bearer <key>`; never echoes the header in a reason. */
export function readCredential(authorization: string | undefined): Credential {
  if (authorization === undefined) return { kind: 'none' };
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) return { kind: 'malformed', reason: 'The Authorization header must be "Bearer <API key>"' };
  const key = parseKey(match[1] as string);
  return key ? { kind: 'key', key } : { kind: 'malformed', reason: 'The API key is malformed' };
}
