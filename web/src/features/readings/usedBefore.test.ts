import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markUsed, USED_BEFORE_ATTRIBUTE, USED_BEFORE_KEY } from './usedBefore.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** An <html> stand-in that keeps its attributes. */
function fakeRoot() {
  const attributes = new Map<string, string>();
  return { attributes, setAttribute: (name: string, value: string) => void attributes.set(name, value) };
}

/** Runs `public/used-before.js` (the script the page runs before its first paint) against `localStorage`. */
function runPaintScript(localStorage: unknown) {
  const root = fakeRoot();
  const source = readFileSync(new URL('../../../public/used-before.js', import.meta.url), 'utf8');
  new Function('localStorage', 'document', source)(localStorage, { documentElement: root });
  return root.attributes;
}

describe('used-before flag', () => {
  it('is set once a scan started', () => {
    const storage = memoryStorage();
    markUsed(storage, null);
    expect(storage.items.get(USED_BEFORE_KEY)).toBe('true');
  });

  it('starts a scan without storage', () => {
    expect(() => markUsed(null, null)).not.toThrow();
  });

  it('switches the page to the returning greeting on the first start, even when storage fails', () => {
    const root = fakeRoot();
    markUsed(
      {
        ...memoryStorage(),
        setItem: () => {
          throw new Error('quota');
        },
      },
      root as unknown as Element,
    );
    expect(root.attributes.has(USED_BEFORE_ATTRIBUTE)).toBe(true);
  });

  it('is on <html> before the first paint exactly when the device has started a scan', () => {
    const storage = memoryStorage();
    expect(runPaintScript(storage).has(USED_BEFORE_ATTRIBUTE)).toBe(false);
    markUsed(storage, null);
    expect(runPaintScript(storage).has(USED_BEFORE_ATTRIBUTE)).toBe(true);
    const blocked = {
      getItem: () => {
        throw new Error('storage blocked');
      },
    };
    expect(runPaintScript(blocked).size).toBe(0);
  });
});
