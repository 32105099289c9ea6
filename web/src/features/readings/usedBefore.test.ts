import { describe, expect, it } from 'vitest';
import { hasUsedBefore, markUsed, USED_BEFORE_KEY } from './usedBefore.ts';

describe('used-before flag', () => {
  it('is off on a new device and on once a scan started', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    expect(hasUsedBefore(storage)).toBe(false);
    markUsed(storage);
    expect(items.get(USED_BEFORE_KEY)).toBe('true');
    expect(hasUsedBefore(storage)).toBe(true);
  });

  it('treats unavailable storage as a first visit', () => {
    expect(hasUsedBefore(null)).toBe(false);
    expect(() => markUsed(null)).not.toThrow();
  });
});
