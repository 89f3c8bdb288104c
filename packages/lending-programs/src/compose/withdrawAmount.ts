import { type NumericInput, reserveTotalSupply, toDecimal } from '@keel/core-math';
import { U64_MAX } from '../constants';

/** The parts of a decoded reserve that fix its cToken exchange rate. */
export interface CollateralRateReserve {
  liquidity: {
    availableAmount: NumericInput;
    borrowedAmount: NumericInput;
    accumulatedProtocolFees: NumericInput;
    accumulatedReferrerFees: NumericInput;
    pendingReferrerFees: NumericInput;
  };
  collateral: { mintTotalSupply: bigint };
}

/**
 * cTokens to withdraw for `liquidityAmount` lamports, rounded up as the SDK does
 * (liquidity × cToken supply ÷ total supply), at the rate of the reserve's last refresh: interest
 * accrued since only makes a cToken worth more, so the user gets at least the amount. Pass
 * U64_MAX to withdraw everything (the program then takes the whole deposit).
 */
export function collateralAmountForWithdraw(
  reserve: CollateralRateReserve,
  liquidityAmount: bigint,
): bigint {
  if (liquidityAmount === U64_MAX) return U64_MAX;
  if (liquidityAmount < 0n) throw new RangeError('A withdrawal amount cannot be negative');
  const totalSupply = reserveTotalSupply(reserve.liquidity);
  const cTokenSupply = toDecimal(reserve.collateral.mintTotalSupply);
  if (totalSupply.isZero() || cTokenSupply.isZero()) return liquidityAmount;
  const cTokens = toDecimal(liquidityAmount).times(cTokenSupply).div(totalSupply).ceil();
  return BigInt(cTokens.toFixed(0));
}
