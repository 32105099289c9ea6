import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isReasonCode, REASON_TEXT, reasonText } from './reasons.ts';

/** The codes `rppg-core/src/reason.rs` can send, read from its `code()` match. */
function rustCodes(): string[] {
  const source = readFileSync(new URL('../../src/reason.rs', import.meta.url), 'utf8');
  return [...source.matchAll(/Reason::\w+ => "([a-z-]+)"/g)].map((m) => m[1] as string);
}

describe('reason codes', () => {
  it('has words for every code the core sends, and for no other', () => {
    const codes = rustCodes();
    expect(codes.length).toBeGreaterThan(10);
    expect(Object.keys(REASON_TEXT).sort()).toEqual([...codes].sort());
  });

  it('puts a code in words and keeps the text older readings stored', () => {
    expect(reasonText('no-pulse')).toBe(REASON_TEXT['no-pulse']);
    expect(reasonText('Too few clean beats in this scan.')).toBe('Too few clean beats in this scan.');
    expect(reasonText('')).toBeUndefined();
    expect(reasonText(3)).toBeUndefined();
    expect(isReasonCode('toString')).toBe(false);
  });

  it('tells lips not found apart from a face not seen', () => {
    expect(reasonText('lips-not-found')).toMatch(/face was seen, but your lips were not found/);
    expect(reasonText('too-few-keypoints')).not.toMatch(/lips/);
  });
});
