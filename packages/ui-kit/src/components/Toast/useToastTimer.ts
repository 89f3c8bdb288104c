import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../internal/useLatest';

/**
 * Closes after `duration` ms unless paused; a pause keeps the time left, and a new `version`
 * (the toast was updated) starts the full duration again. null never closes.
 */
export function useToastTimer(duration: number | null, version: number, onExpire: () => void) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  const expire = useLatest(onExpire);

  // Declared before the timer effect so an update resets the time before the timer starts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reset trigger.
  useEffect(() => {
    remaining.current = duration;
  }, [duration, version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version restarts the timer.
  useEffect(() => {
    const left = remaining.current;
    if (paused || left === null) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), Math.max(0, left));
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - startedAt));
    };
  }, [paused, duration, version]);

  return { paused, setPaused };
}
