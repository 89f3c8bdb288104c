import { compilePathPattern } from './pathPattern';

/**
 * Compiles an active-path pattern: a ':param' segment matches any run of word characters or
 * dashes, and a trailing slash is optional (O§2.6).
 */
export function compileActivePattern(pattern: string): RegExp {
  return compilePathPattern(pattern, { param: '[\\w-]+' });
}

/** True when the path matches any of the patterns. */
export function matchesAnyPattern(pathname: string, patterns: readonly string[] | undefined) {
  if (!patterns) return false;
  return patterns.some((pattern) => compileActivePattern(pattern).test(pathname));
}
