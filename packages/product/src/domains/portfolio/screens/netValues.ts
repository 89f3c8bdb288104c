import { MathDecimal } from '@keel/core-math';
import { useCallback, useMemo, useState } from 'react';
import type { NetValue } from '../data/netValue';

/**
 * The total net value of the sources `keys` report: undefined until every source has settled,
 * null when one failed (the total would be wrong), else the sum.
 */
export function useNetValues(keys: readonly string[] | undefined) {
  const [values, setValues] = useState<ReadonlyMap<string, NetValue>>(new Map());
  const report = useCallback((key: string, value: NetValue) => {
    setValues((previous) => {
      if (previous.get(key) === value) return previous;
      const next = new Map(previous);
      next.set(key, value);
      return next;
    });
  }, []);
  const total = useMemo(() => {
    if (keys === undefined) return undefined;
    let sum = new MathDecimal(0);
    let failed = false;
    for (const key of keys) {
      const value = values.get(key);
      if (value === undefined || value === null) return undefined;
      if (value === 'failed') failed = true;
      else sum = sum.add(value);
    }
    return failed ? null : sum;
  }, [keys, values]);
  return { report, total };
}
