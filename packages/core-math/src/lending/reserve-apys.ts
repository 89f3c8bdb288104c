import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

export interface ReserveApyParts {
  /** Supply APY from interest (reserveRates().supplyApy). */
  lendingDepositApy: NumericInput;
  /** Borrow APY from interest (reserveRates().borrowApy). */
  lendingBorrowApy: NumericInput;
  /** APYs of each reward of the collateral (supply-side) farm. */
  collateralFarmApys?: readonly NumericInput[];
  /** APYs of each reward of the debt (borrow-side) farm. */
  debtFarmApys?: readonly NumericInput[];
  /** Fee APY of a kToken (liquidity-strategy share) supplied as the reserve's token. */
  kTokenFeesApy?: NumericInput;
  /** Any other supply-side yield, e.g. the token's own staking yield. */
  extraSupplyApy?: NumericInput;
}

export interface ReserveApys {
  lendingDepositApy: Decimal;
  lendingBorrowApy: Decimal;
  collateralFarmTotalApy: Decimal;
  debtFarmTotalApy: Decimal;
  kTokenFeesApy: Decimal;
  extraSupplyApy: Decimal;
  /** Everything a supplier earns: lending + collateral farm + kToken fees + extra. */
  totalDepositApy: Decimal;
  /** What a borrower pays net of rewards: lending borrow APY − debt farm rewards. */
  totalBorrowApy: Decimal;
}

function sum(values: readonly NumericInput[] | undefined): Decimal {
  return (values ?? []).reduce<Decimal>(
    (total, value) => total.plus(toDecimal(value)),
    new MathDecimal(0),
  );
}

/** The reserve APY breakdown the product shows, with supply and borrow totals. */
export function reserveApys(parts: ReserveApyParts): ReserveApys {
  const lendingDepositApy = toDecimal(parts.lendingDepositApy);
  const lendingBorrowApy = toDecimal(parts.lendingBorrowApy);
  const collateralFarmTotalApy = sum(parts.collateralFarmApys);
  const debtFarmTotalApy = sum(parts.debtFarmApys);
  const kTokenFeesApy = toDecimal(parts.kTokenFeesApy ?? 0);
  const extraSupplyApy = toDecimal(parts.extraSupplyApy ?? 0);
  return {
    lendingDepositApy,
    lendingBorrowApy,
    collateralFarmTotalApy,
    debtFarmTotalApy,
    kTokenFeesApy,
    extraSupplyApy,
    totalDepositApy: lendingDepositApy
      .plus(collateralFarmTotalApy)
      .plus(kTokenFeesApy)
      .plus(extraSupplyApy),
    totalBorrowApy: lendingBorrowApy.minus(debtFarmTotalApy),
  };
}
