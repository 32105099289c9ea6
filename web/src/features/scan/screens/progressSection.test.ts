import { describe, expect, it } from 'vitest';
import { slidingSection } from './progressSection.ts';

describe('the scan bar section', () => {
  it('is full width and slid left by what is still to come', () => {
    expect(slidingSection(42).value).toBe(100);
    expect(slidingSection(42).style.transform).toBe('translateX(-58%)');
    expect(slidingSection(0).style.transform).toBe('translateX(-100%)');
    expect(slidingSection(100).style.transform).toBe('translateX(0%)');
  });

  it('reports the shown percent, not its full width, to assistive technology', () => {
    const props = slidingSection(42);
    expect(props.withAria).toBe(false);
    expect(props.role).toBe('progressbar');
    expect(props['aria-valuenow']).toBe(42);
    expect(props['aria-valuetext']).toBe('42%');
  });
});
