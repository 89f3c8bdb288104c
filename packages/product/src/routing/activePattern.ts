const cache = new Map<string, RegExp>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Compiles an active-path pattern: a ':param' segment matches any run of word characters or
 * dashes, and a trailing slash is optional (O§2.6).
 */
export function compileActivePattern(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const trimmed = pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
  const body = trimmed
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[\\w-]+' : escapeRegExp(segment)))
    .join('/');
  const regex = new RegExp(trimmed === '/' ? '^/$' : `^${body}/?$`);
  cache.set(pattern, regex);
  return regex;
}

/** True when the path matches any of the patterns. */
export function matchesAnyPattern(pathname: string, patterns: readonly string[] | undefined) {
  if (!patterns) return false;
  return patterns.some((pattern) => compileActivePattern(pattern).test(pathname));
}
