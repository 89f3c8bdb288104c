import { useEffect, useState } from 'react';

/** The current time (ms), re-read every `intervalMs` while set: drives a visible countdown. */
export function useNow(intervalMs: number | undefined): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (intervalMs === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
