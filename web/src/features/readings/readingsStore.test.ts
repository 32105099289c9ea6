import { describe, expect, it } from 'vitest';
import { makeResult } from '../../shared/testing/measurementResult.ts';
import { createReadingsStore, type KeyValueStorage } from './readingsStorage.ts';
import { createReadingsState } from './readingsStore.ts';

function mapStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('readings state', () => {
  it('reflects saves, deletes and clears in its readings list', () => {
    const state = createReadingsState(createReadingsStore(mapStorage(), { error: () => undefined }));
    expect(state.getState().readings).toEqual([]);
    expect(state.getState().save(makeResult({ heartRate: 64 }))).toBe(true);
    expect(state.getState().save(makeResult({ heartRate: 65 }))).toBe(true);
    expect(state.getState().readings.map((r) => r.heartRate)).toEqual([65, 64]);
    const newest = state.getState().readings[0];
    expect(newest && state.getState().remove(newest.id)).toBe(true);
    expect(state.getState().readings.map((r) => r.heartRate)).toEqual([64]);
    expect(state.getState().clear()).toBe(true);
    expect(state.getState().readings).toEqual([]);
  });

  it('keeps one reading when the same result is saved twice, and saves it again once deleted', () => {
    const state = createReadingsState(createReadingsStore(mapStorage(), { error: () => undefined }));
    const result = makeResult();
    expect(state.getState().save(result)).toBe(true);
    expect(state.getState().save(result)).toBe(true);
    expect(state.getState().readings).toHaveLength(1);
    expect(state.getState().save(makeResult())).toBe(true);
    expect(state.getState().readings).toHaveLength(2);
    const first = state.getState().readings[1];
    expect(first && state.getState().remove(first.id)).toBe(true);
    expect(state.getState().save(result)).toBe(true);
    expect(state.getState().readings).toHaveLength(2);
  });

  it('reports a failed save and keeps the list as stored', () => {
    const storage = mapStorage();
    const full: KeyValueStorage = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const state = createReadingsState(createReadingsStore(full, { error: () => undefined }));
    expect(state.getState().save(makeResult())).toBe(false);
    expect(state.getState().readings).toEqual([]);
  });
});
