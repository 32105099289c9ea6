import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Bearer secrets (API keys, booking cancel tokens): 256 random bits, stored only as their SHA-256 and
 * compared in constant time. The secrets are random, so a slow password hash would add nothing but cost.
 */

/** 32 random bytes as 43 base64url characters. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const SECRET_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compared whatever the lookup found, so an unknown record costs the same comparison as a wrong secret. */
const NO_HASH = Buffer.alloc(32);

/** Whether a presented secret's hash is the stored one, in time that does not depend on where they differ. */
export function hashesMatch(presented: Buffer, stored: Buffer | Uint8Array | null | undefined): boolean {
  const against = stored?.length === presented.length ? Buffer.from(stored) : NO_HASH;
  return timingSafeEqual(presented, against) && against !== NO_HASH;
}
