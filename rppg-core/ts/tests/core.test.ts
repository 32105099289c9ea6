import { describe, expect, it } from 'vitest';
import { loadRppgCoreFromDisk } from '../node.ts';

describe('RppgCore (real .wasm in Node)', () => {
  it('reports the crate version through the C ABI', async () => {
    const core = await loadRppgCoreFromDisk();
    expect(core.version()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(core.memoryBytes()).toBeGreaterThan(0);
  });
});
