import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, viewportClass } from '../../app/lib/viewport';

describe('BREAKPOINTS', () => {
  it('exposes the mobile and tablet limits', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 768, tablet: 1024 });
  });
});

describe('viewportClass', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'tablet'],
    [900, 'tablet'],
    [1024, 'tablet'],
    [1024.5, 'desktop'],
    [1025, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%d px → %s', (width, expected) => {
    expect(viewportClass(width)).toBe(expected);
  });
});
