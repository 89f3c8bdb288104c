import type Decimal from 'decimal.js';
import type { LiquidationData } from './liquidationContext';
import { type LiquidationPair, priorityBounds, reserveIn, thresholdPct } from './liquidationInput';

export interface LiquidationSide {
  reserve: string;
  symbol: string;
  mint: string;
  /** Whole tokens owed or deposited, and their USD value. */
  amount: Decimal;
  value: Decimal;
  /** The program lets a liquidation take this side (its priority rule). */
  allowed: boolean;
}

export interface LiquidationSides {
  debts: LiquidationSide[];
  collaterals: LiquidationSide[];
  /** The largest debt and collateral the program allows, else the largest. */
  initial: LiquidationPair;
}

function largest(sides: readonly LiquidationSide[]): string {
  const pick = (list: readonly LiquidationSide[]) =>
    list.reduce<LiquidationSide | undefined>((a, b) => (a?.value.gte(b.value) ? a : b), undefined);
  return (pick(sides.filter((s) => s.allowed)) ?? pick(sides))?.reserve ?? '';
}

/**
 * The obligation's debts and collaterals a liquidator can choose from: the program takes the debt
 * of the highest borrow factor and the collateral of the lowest liquidation LTV first.
 */
export function liquidationSides(data: LiquidationData): LiquidationSides {
  const bounds = priorityBounds(data);
  const debts = data.obligation.borrows.map((b) => ({
    reserve: b.reserve,
    symbol: b.symbol,
    mint: b.mint,
    amount: b.amount,
    value: b.value,
    allowed:
      BigInt(reserveIn(data.market, b.reserve).config.borrowFactorPct) >=
      BigInt(bounds.highestBorrowFactorPct),
  }));
  const collaterals = data.obligation.deposits.map((d) => {
    const pct = thresholdPct(d.liquidationLtv);
    return {
      reserve: d.reserve,
      symbol: d.symbol,
      mint: d.mint,
      amount: d.amount,
      value: d.value,
      allowed: pct > 0 && pct <= bounds.lowestReserveDepositLiquidationLtv,
    };
  });
  return {
    debts,
    collaterals,
    initial: { debt: largest(debts), collateral: largest(collaterals) },
  };
}
