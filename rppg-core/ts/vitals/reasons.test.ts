import { describe, expect, it } from 'vitest';
import { rustCodes } from '../tests/rustCodes.ts';
import { isReasonCode, REASON_TEXT, reasonText } from './reasons.ts';

describe('reason codes', () => {
  it('has words for every code the core sends, and for no other', () => {
    const codes = rustCodes('reason.rs', 'Reason');
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
