import { formatPoints } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { useNow } from '../../../sidePanel/activity/useNow';
import { pointsAt } from '../data/realtimePoints';

/** Points that keep counting at their rate, re-read every second while the rate is not 0. */
export function LivePoints({
  total,
  perSecond,
  since,
}: {
  total: Decimal;
  perSecond: Decimal;
  since: number | null;
}) {
  const live = since !== null && !perSecond.isZero();
  const now = useNow(live ? 1_000 : undefined);
  return <>{formatPoints(pointsAt(total, perSecond, since, now))}</>;
}
