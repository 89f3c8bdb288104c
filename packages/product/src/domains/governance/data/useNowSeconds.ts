import { useEffect, useState } from 'react';

/** How often time-dependent figures (voting power, vesting) move on. */
export const NOW_TICK_MS = 60_000;

const currentSeconds = () => BigInt(Math.floor(Date.now() / 1000));

/**
 * The page's current unix time in whole seconds, moving on every minute: voting power and
 * unlocked amounts are computed at this time.
 */
export function useNowSeconds(tickMs = NOW_TICK_MS): bigint {
  const [now, setNow] = useState(currentSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(currentSeconds()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
