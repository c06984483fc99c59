// Layout breakpoints in CSS pixels, shared by SSR hints and client hooks.
export const BREAKPOINTS = { mobile: 768, tablet: 1024 } as const;

export type ViewportClass = 'mobile' | 'tablet' | 'desktop';

/** Mobile below 768, tablet from 768 up to and including 1024, desktop above. */
export function viewportClass(width: number): ViewportClass {
  if (width < BREAKPOINTS.mobile) return 'mobile';
  if (width <= BREAKPOINTS.tablet) return 'tablet';
  return 'desktop';
}
