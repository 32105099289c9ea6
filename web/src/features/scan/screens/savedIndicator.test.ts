import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveWithIndicator } from './savedIndicator.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('save with the Saved! indicator', () => {
  it('shows Saved! for 2 s after a successful save', () => {
    const flags: boolean[] = [];
    const { outcome } = saveWithIndicator(
      { id: 1 },
      () => true,
      (s) => flags.push(s),
    );
    expect(outcome).toBe('saved');
    expect(flags).toEqual([true]);
    vi.advanceTimersByTime(1999);
    expect(flags).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(flags).toEqual([true, false]);
  });

  it('reports a failed save and never shows Saved!', () => {
    const flags: boolean[] = [];
    expect(
      saveWithIndicator(
        { id: 1 },
        () => false,
        (s) => flags.push(s),
      ).outcome,
    ).toBe('failed');
    vi.runAllTimers();
    expect(flags).toEqual([]);
  });

  it('refuses without results and never calls the store', () => {
    const save = vi.fn(() => true);
    expect(saveWithIndicator(null, save, () => undefined).outcome).toBe('refused');
    expect(save).not.toHaveBeenCalled();
  });
});
