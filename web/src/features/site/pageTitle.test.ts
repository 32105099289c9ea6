import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';

describe('page titles', () => {
  it('end with the product name', () => {
    expect(pageTitle('Health Scan')).toBe('Health Scan | AI Doctor');
    expect(pageTitle('')).toBe('AI Doctor');
  });
});
