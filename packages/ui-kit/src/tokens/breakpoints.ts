/**
 * Viewport widths (px) at which the product's layout changes. The stylesheets use the same
 * numbers in their media queries: `min-width: N px` for "at least", `max-width: N - 0.02 px`
 * for "below", so the two never overlap.
 */
export const breakpoints = {
  /** Small phones. */
  phone: 375,
  /** Below this the drawer takes the whole viewport width. */
  drawer: 463,
  /** Tablets. */
  tablet: 768,
  /** Below this the header shows the menu button instead of the navigation. */
  desktop: 992,
  /** Wide desktop layouts. */
  wide: 1280,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** Media query matching viewports narrower than the breakpoint, e.g. `(max-width: 462.98px)`. */
export function belowBreakpoint(name: BreakpointName): string {
  return `(max-width: ${breakpoints[name] - 0.02}px)`;
}

/** Media query matching viewports at least as wide as the breakpoint, e.g. `(min-width: 463px)`. */
export function atLeastBreakpoint(name: BreakpointName): string {
  return `(min-width: ${breakpoints[name]}px)`;
}
