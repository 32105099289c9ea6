import { describe, expect, it } from 'vitest';
import { SCANNER_STAGES, scannerStage } from './scannerStage.ts';

describe('scanner stage label', () => {
  it('moves to the next stage every 15 percent', () => {
    expect(scannerStage(0)).toBe('Initializing camera');
    expect(scannerStage(14.9)).toBe('Initializing camera');
    expect(scannerStage(15)).toBe('Detecting face');
    expect(scannerStage(90)).toBe('Generating health report');
    expect(scannerStage(99)).toBe(SCANNER_STAGES[6]);
  });

  it("falls back to 'Processing...' past the last stage", () => {
    expect(scannerStage(105)).toBe('Processing...');
  });
});
