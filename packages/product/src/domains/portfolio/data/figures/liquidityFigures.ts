import { type Decimal, MathDecimal } from '@keel/core-math';

interface ValuedPosition {
  strategy: string;
  value: Decimal | null | undefined;
}

/** The liquidity group's PnL: the sum of its strategies' (undefined until all are in). */
export function liquidityPnl(
  positions: readonly ValuedPosition[],
  pnls: ReadonlyMap<string, string> | undefined,
): string | undefined {
  if (!pnls) return undefined;
  return positions
    .reduce((sum, p) => sum.add(pnls.get(p.strategy) ?? 0), new MathDecimal(0))
    .toString();
}

/**
 * The liquidity group's APY: its strategies' APYs weighted by the positions' worth; undefined
 * while loading, null when no priced position has an APY.
 */
export function liquidityApy(
  positions: readonly ValuedPosition[],
  apys: ReadonlyMap<string, string> | undefined,
): string | null | undefined {
  if (!apys || positions.some((p) => p.value === undefined)) return undefined;
  let weight: Decimal = new MathDecimal(0);
  let weighted: Decimal = new MathDecimal(0);
  for (const position of positions) {
    const apy = apys.get(position.strategy);
    if (apy === undefined || !position.value || position.value.lte(0)) continue;
    weight = weight.add(position.value);
    weighted = weighted.add(position.value.mul(apy));
  }
  return weight.isZero() ? null : weighted.div(weight).toString();
}
