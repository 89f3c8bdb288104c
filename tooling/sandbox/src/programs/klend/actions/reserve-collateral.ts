import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import { add, display, fromInt } from '../fraction';
import { RESERVE } from '../layout-offsets';
import type { ReserveAccount } from '../reserve-account';
import { updateLimitTimestamps } from '../reserve-refresh';
import {
  collateralToLiquidity,
  collateralToLiquidityCeil,
  exchangeRate,
  liquidityToCollateral,
  liquidityToCollateralCeil,
} from './collateral-rate';
import { reserveStale } from './obligation-state';
import {
  available,
  markStale,
  withdrawFreelyAvailable,
  withdrawIncludingQueued,
} from './reserve-liquidity';
import { addToWithdrawalAccum, subFromWithdrawalAccum } from './withdrawal-caps';

/*
 * `lending_operations::deposit_reserve_liquidity` / `redeem_reserve_collateral` (MATH §2.6): cTokens
 * minted at the exchange rate (floored) against the liquidity they are worth (ceiled), and
 * redeemed for their floored liquidity, within the deposit limit and the deposit withdrawal cap.
 */

const OPS = 'lending_market/lending_operations.rs';
const U64_MAX = (1n << 64n) - 1n;

export interface DepositLiquidityResult {
  liquidityAmount: bigint;
  collateralAmount: bigint;
}

/** `compute_depositable_amount_and_minted_collateral`: the user pays no more than it asked. */
function depositableAmount(reserve: ReserveAccount, amount: bigint): DepositLiquidityResult {
  const collateralAmount = liquidityToCollateral(exchangeRate(reserve), amount);
  const liquidityAmount = collateralToLiquidityCeil(exchangeRate(reserve), collateralAmount);
  if (amount < liquidityAmount) {
    throw klendError('MathOverflow', {
      source: 'state/reserve.rs:404',
      values: [amount.toString(), liquidityAmount.toString()],
    });
  }
  return { liquidityAmount, collateralAmount };
}

/** `Reserve::deposit_liquidity`: both totals with checked additions. */
function depositLiquidity(reserve: ReserveAccount, result: DepositLiquidityResult): void {
  const b = reserve.bytes;
  const nextAvailable = available(reserve) + result.liquidityAmount;
  const nextSupply = b.u64(RESERVE.collateralMintTotalSupply) + result.collateralAmount;
  if (nextAvailable > U64_MAX || nextSupply > U64_MAX) throw klendError('MathOverflow');
  b.setU64(RESERVE.availableAmount, nextAvailable);
  b.setU64(RESERVE.collateralMintTotalSupply, nextSupply);
}

export function depositReserveLiquidity(
  context: InstructionContext,
  reserve: ReserveAccount,
  amount: bigint,
): DepositLiquidityResult {
  const { slot, unixTimestamp: now } = context.clock;
  if (amount === 0n) {
    context.log('Liquidity amount provided cannot be zero');
    throw klendError('InvalidAmount', { source: `${OPS}:122` });
  }
  if (reserveStale(reserve, slot, 0)) {
    context.log('Reserve is stale and must be refreshed in the current slot');
    throw klendError('ReserveStale', { source: `${OPS}:130` });
  }
  const result = depositableAmount(reserve, amount);
  const next = add(fromInt(result.liquidityAmount), reserve.totalSupply());
  if (next > fromInt(reserve.config.depositLimit)) {
    context.log(
      `Cannot deposit liquidity above the reserve deposit limit. New total deposit: ${display(next)} > limit: ${reserve.config.depositLimit}`,
    );
    throw klendError('DepositLimitExceeded', { source: `${OPS}:149` });
  }
  subFromWithdrawalAccum(reserve.bytes, RESERVE.depositWithdrawalCap, result.liquidityAmount, now);
  depositLiquidity(reserve, result);
  markStale(reserve);
  return result;
}

/** `RedeemCollateralOptions`: whether the deposit cap counts it, whether queued liquidity may go. */
export interface RedeemOptions {
  addToWithdrawalCaps: boolean;
  useWithdrawQueue: boolean;
}

const REGULAR: RedeemOptions = { addToWithdrawalCaps: true, useWithdrawQueue: false };

/** `total_redeemable_collateral_amount`: the cTokens the available liquidity can pay. */
export function totalRedeemableCollateral(reserve: ReserveAccount): bigint {
  const rate = exchangeRate(reserve);
  const liquidity = available(reserve);
  const ceiled = liquidityToCollateralCeil(rate, liquidity);
  return collateralToLiquidity(rate, ceiled) <= liquidity
    ? ceiled
    : liquidityToCollateral(rate, liquidity);
}

/** `redeem_reserve_collateral` (`RedeemCollateralOptions::REGULAR` unless told otherwise). */
export function redeemReserveCollateral(
  context: InstructionContext,
  reserve: ReserveAccount,
  collateralAmount: bigint,
  options: RedeemOptions = REGULAR,
): bigint {
  const { slot, unixTimestamp: now } = context.clock;
  if (collateralAmount === 0n) {
    context.log('Collateral amount provided cannot be zero');
    throw klendError('InvalidAmount', { source: `${OPS}:578` });
  }
  if (reserveStale(reserve, slot, 0)) {
    context.log('Reserve is stale and must be refreshed in the current slot');
    throw klendError('ReserveStale', { source: `${OPS}:586` });
  }
  // `Reserve::redeem_collateral`: the liquidity at the rate before the burn, floored.
  const liquidityAmount = collateralToLiquidity(exchangeRate(reserve), collateralAmount);
  if (options.useWithdrawQueue) withdrawIncludingQueued(context, reserve, liquidityAmount);
  else withdrawFreelyAvailable(context, reserve, liquidityAmount);
  const supply = reserve.bytes.u64(RESERVE.collateralMintTotalSupply);
  if (supply < collateralAmount) {
    context.log(
      `Mint total supply ${supply} cannot be less than collateral amount ${collateralAmount}`,
    );
    throw klendError('MathOverflow');
  }
  reserve.bytes.setU64(RESERVE.collateralMintTotalSupply, supply - collateralAmount);
  updateLimitTimestamps(reserve, now);
  markStale(reserve);
  if (options.addToWithdrawalCaps) {
    addToWithdrawalAccum(reserve.bytes, RESERVE.depositWithdrawalCap, liquidityAmount, now);
  }
  return liquidityAmount;
}
