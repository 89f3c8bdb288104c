/** Returns the URL when it parses as an absolute http(s) URL, otherwise null (O§2.10). */
export function parseExternalUrl(value: string | undefined | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Opens an external link in a new window with no opener; refuses anything but http(s). */
export function openExternalUrl(value: string, open: typeof window.open = window.open): boolean {
  const url = parseExternalUrl(value);
  if (!url) return false;
  open(url.href, '_blank', 'noopener,noreferrer');
  return true;
}
