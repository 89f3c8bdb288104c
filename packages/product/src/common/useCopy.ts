import { useEffect, useState } from 'react';

/** How long 'Copied!' stays after a copy. */
const COPIED_MS = 2_000;

/**
 * Copies text to the clipboard and says so for a moment. A clipboard failure (no permission,
 * an insecure page) is only logged: nothing on the page depends on it.
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.warn('Copying failed', error);
    }
  };
  return { copied, copy };
}
