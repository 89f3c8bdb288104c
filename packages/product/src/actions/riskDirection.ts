import type { Decimal } from '@keel/core-math';
import type { RiskDirection } from '@keel/ui-kit';

/**
 * Which way a change moves risk, for a preview row's direction cue: a figure that is riskier
 * when `higher` (LTV, leverage, a collateral's liquidation price) or when `lower` (health, the
 * liquidation LTV). A figure that appears counts as rising from nothing (a first borrow's
 * liquidation price), one that disappears as falling. Undefined when nothing changes.
 */
export function riskDirection(
  before: Decimal | undefined,
  after: Decimal | undefined,
  riskierWhen: 'higher' | 'lower',
): RiskDirection | undefined {
  const rising = risingOf(before, after);
  if (rising === undefined) return undefined;
  return rising === (riskierWhen === 'higher') ? 'up' : 'down';
}

function risingOf(before: Decimal | undefined, after: Decimal | undefined): boolean | undefined {
  const known = (value: Decimal | undefined): value is Decimal => value?.isFinite() === true;
  if (!known(before)) return known(after) ? true : undefined;
  if (!known(after)) return false;
  const order = after.comparedTo(before);
  return order === 0 ? undefined : order > 0;
}
