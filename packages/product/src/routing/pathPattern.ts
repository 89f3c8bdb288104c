const compiled = new Map<string, RegExp>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface PathPatternOptions {
  /** What one ':name' segment matches, as a regular expression source. */
  param: string;
  /** Match letters in either case (as React Router matches route paths). */
  ignoreCase?: boolean;
}

/**
 * Compiles a path pattern: literal segments match themselves, ':name' one segment as
 * `options.param` says, ':name?' that segment or nothing; a trailing slash is optional. The one
 * compiler behind the router-free route match (the shell) and the nav's active patterns.
 */
export function compilePathPattern(path: string, options: PathPatternOptions): RegExp {
  const key = `${options.ignoreCase ? 'i' : ''}|${options.param}|${path}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? `(?:/${options.param})?` : `/${options.param}`;
    })
    .join('');
  const pattern = new RegExp(`^${body}/?$`, options.ignoreCase ? 'i' : '');
  compiled.set(key, pattern);
  return pattern;
}
