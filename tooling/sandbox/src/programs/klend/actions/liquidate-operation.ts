import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { klendError, panic } from '../anchor-errors';
import { min } from '../fraction';
import { BORROW, DEPOSIT, OBLIGATION, RESERVE } from '../layout-offsets';
import type { MarketAccount } from '../market-account';
import type { ObligationAccount, Slot } from '../obligation-account';
import { elevationGroupOf } from '../obligation-refresh';
import type { RemainingAccounts } from '../remaining-accounts';
import type { ReserveAccount } from '../reserve-account';
import { refreshReserveInterest } from '../reserve-refresh';
import { collateralToLiquidity, exchangeRate } from './collateral-rate';
import { untrackGroupDebtOnFullWithdraw, untrackGroupDebtOnRepay } from './group-debt';
import { calculateLiquidation, protocolLiquidationFee } from './liquidation-calculation';
import { liquidationBonusRate } from './liquidation-params';
import {
  bfDebtValue,
  checkOrdersSupported,
  depositedValue,
  depositPosition,
  findBorrow,
  isStale,
  markObligationStale,
  statusBits,
  updateHasDebt,
} from './obligation-state';
import { redeemReserveCollateral, totalRedeemableCollateral } from './reserve-collateral';
import { markStale, repayToReserve } from './reserve-liquidity';

/*
 * `lending_operations::liquidate_and_redeem`: the liquidation settles debt and takes collateral
 * out of the obligation, then the collateral is redeemed (the withdraw queue may be used, the
 * deposit cap is not counted, as for any protocol-enforced liquidation) less the protocol's fee.
 */

const OPS = 'lending_market/lending_operations.rs';
const HANDLER = 'handlers/handler_liquidate_obligation_and_redeem_reserve_collateral.rs';
/** `PriceStatusFlags::LIQUIDATION_CHECKS`: price loaded, its age checked, its usage allowed. */
const LIQUIDATION_CHECKS = 0b10_0011;

export interface LiquidateInput {
  context: InstructionContext;
  market: MarketAccount;
  repayReserve: ReserveAccount;
  withdrawReserve: ReserveAccount;
  obligation: ObligationAccount;
  amount: bigint;
  minReceived: bigint;
  depositReserves: readonly AccountMetaView[];
  remaining: RemainingAccounts;
}

export interface LiquidateResult {
  repayAmount: bigint;
  /** cTokens moved from the collateral vault to the liquidator. */
  withdrawAmount: bigint;
  /** Of those, the cTokens redeemed (all unless the liquidity is short). */
  withdrawCollateralAmount: bigint;
  /** The liquidity redeemed and the protocol's fee out of it; null when nothing was redeemed. */
  redeemed: { liquidity: bigint; protocolFee: bigint } | null;
}

/** `assert_obligation_liquidatable`. */
function assertLiquidatable(input: LiquidateInput): void {
  const { context, repayReserve, withdrawReserve, obligation: o } = input;
  const { slot } = context.clock;
  const log = (m: string) => context.log(m);
  if (input.amount === 0n) {
    log('Liquidity amount provided cannot be zero');
    throw klendError('InvalidAmount', { source: `${OPS}:3978` });
  }
  const reserves = [
    [repayReserve, 'Repay', 3989],
    [withdrawReserve, 'Withdraw', 4000],
  ] as const;
  for (const [reserve, name, line] of reserves) {
    if (isStale(reserve, RESERVE.lastUpdate, slot, LIQUIDATION_CHECKS)) {
      log(
        `${name} reserve is stale and must be refreshed in the current slot, price status: ${statusBits(reserve, RESERVE.lastUpdate)}`,
      );
      throw klendError('ReserveStale', { source: `${OPS}:${line}` });
    }
  }
  if (isStale(o, OBLIGATION.lastUpdate, slot, LIQUIDATION_CHECKS)) {
    log(
      `Obligation is stale and must be refreshed in the current slot, price status: ${statusBits(o, OBLIGATION.lastUpdate)}`,
    );
    throw klendError('ObligationStale', { source: `${OPS}:4011` });
  }
  if (depositedValue(o) === 0n) {
    log('Obligation deposited value is zero');
    throw klendError('ObligationDepositsZero', { source: `${OPS}:4016` });
  }
  if (bfDebtValue(o) === 0n) {
    log('Obligation borrowed value is zero');
    throw klendError('ObligationBorrowsZero', { source: `${OPS}:4020` });
  }
}

/** `repay_and_withdraw_from_obligation_post_liquidation`. */
function settleObligation(
  input: LiquidateInput,
  position: { borrow: Slot; deposit: Slot },
  amounts: { settle: bigint; repay: bigint; withdraw: bigint },
): void {
  const { context, obligation: o, repayReserve } = input;
  if (amounts.repay === 0n) {
    context.log('Liquidation is too small to transfer liquidity');
    throw klendError('LiquidationTooSmall', { source: `${OPS}:2929` });
  }
  if (amounts.withdraw === 0n) {
    context.log('Liquidation is too small to receive collateral');
    throw klendError('LiquidationTooSmall', { source: `${OPS}:2933` });
  }
  repayToReserve(repayReserve, amounts.repay, amounts.settle);
  markStale(repayReserve);
  const b = o.bytes;
  const debt = position.borrow.base + BORROW.borrowedAmountSf;
  // `Obligation::repay` / `withdraw`: a slot paid off or emptied is reset to its default.
  if (amounts.settle === b.u128(debt)) b.fill(position.borrow.base, BORROW.size);
  else b.setU128(debt, b.u128(debt) - amounts.settle);
  const deposited = position.deposit.base + DEPOSIT.depositedAmount;
  if (amounts.withdraw === b.u64(deposited)) b.fill(position.deposit.base, DEPOSIT.size);
  else b.setU64(deposited, b.u64(deposited) - amounts.withdraw);
  updateHasDebt(o);
  // `clear_obligation_orders_if_no_debt`: removing orders is not emulated, so it is refused.
  if (o.activeBorrows().length === 0) checkOrdersSupported(o);
  markObligationStale(o);
}

/** `liquidate_obligation`: the settled debt and the cTokens the liquidator takes. */
function liquidateObligation(input: LiquidateInput) {
  const { context, market, repayReserve, withdrawReserve, obligation: o } = input;
  const m = market.market;
  const log = (message: string) => context.log(message);
  log(
    `Liquidating liquidation_close_factor_pct: ${m.liquidationMaxDebtCloseFactorPct}, liquidation_max_value: ${m.maxLiquidatableDebtMarketValueAtOnce}`,
  );
  const group = elevationGroupOf(o.elevationGroup, market);
  const threshold =
    group === null ? withdrawReserve.config.liquidationThresholdPct : group.liquidationThresholdPct;
  if (threshold === 0) {
    log("Liquidation threshold of the withdraw reserve is 0 and can't be used for liquidation");
    throw klendError('CollateralNonLiquidatable', { source: `${OPS}:1960` });
  }
  assertLiquidatable(input);
  const borrow = findBorrow(o, repayReserve.address, log);
  if (o.bytes.u128(borrow.base + BORROW.borrowFactorAdjustedMarketValueSf) === 0n) {
    log('Obligation borrow value is zero');
    throw klendError('ObligationLiquidityEmpty', { source: `${OPS}:1975` });
  }
  const deposit = depositPosition(o, withdrawReserve.address, log);
  if (o.bytes.u128(deposit.base + DEPOSIT.marketValueSf) === 0n) {
    log('Obligation deposit value is zero');
    throw klendError('ObligationCollateralEmpty', { source: `${OPS}:1983` });
  }
  const bonusRate = liquidationBonusRate({
    context,
    market,
    collateral: withdrawReserve,
    debt: repayReserve,
    obligation: o,
    borrow,
    isDebtHighestBorrowFactor:
      repayReserve.config.borrowFactorPct >= o.bytes.u64(OBLIGATION.highestBorrowFactorPct),
    isCollateralLowestLiquidationLtv:
      BigInt(threshold) <= o.bytes.u64(OBLIGATION.lowestReserveDepositLiquidationLtv),
  });
  const position = { obligation: o, borrow, deposit };
  const amounts = calculateLiquidation(context, {
    ...position,
    market,
    amount: input.amount,
    bonusRate,
  });
  const isFullWithdrawal = o.bytes.u64(deposit.base + DEPOSIT.depositedAmount) === amounts.withdraw;
  untrackGroupDebtOnRepay({ ...input, reserve: repayReserve }, borrow.base, amounts.repay, {
    unwrap: `${HANDLER}:155:43`,
    expect: 'Remaining account is not a valid deposit reserve',
  });
  const previousGroupDebt = o.bytes.u64(
    deposit.base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup,
  );
  settleObligation(input, position, amounts);
  const { slot, unixTimestamp: now } = context.clock;
  refreshReserveInterest(context, withdrawReserve, {
    slot,
    now,
    price: null,
    referralFeeBps: m.referralFeeBps,
  });
  // A protocol-enforced liquidation may redeem liquidity the withdraw queue has claimed.
  const withdrawCollateralAmount = min(
    amounts.withdraw,
    totalRedeemableCollateral(withdrawReserve),
  );
  if (isFullWithdrawal) {
    untrackGroupDebtOnFullWithdraw(previousGroupDebt, o.elevationGroup, withdrawReserve);
  }
  return { ...amounts, bonusRate, withdrawCollateralAmount };
}

/** `liquidate_and_redeem` with `post_liquidate_redeem`. */
export function liquidateAndRedeem(input: LiquidateInput): LiquidateResult {
  const { context, withdrawReserve } = input;
  const liquidated = liquidateObligation(input);
  const { repay, withdraw, withdrawCollateralAmount, bonusRate } = liquidated;
  const result = { repayAmount: repay, withdrawAmount: withdraw, withdrawCollateralAmount };
  if (withdrawCollateralAmount === 0n) {
    const theoretical = collateralToLiquidity(exchangeRate(withdrawReserve), withdraw);
    if (theoretical < input.minReceived) {
      throw klendError('LiquidationRewardTooSmall', { source: `${OPS}:2147` });
    }
    context.log(`pnl: Liquidator repaid ${repay} and withdrew ${withdraw} ctokens`);
    return { ...result, redeemed: null };
  }
  const liquidity = redeemReserveCollateral(context, withdrawReserve, withdrawCollateralAmount, {
    addToWithdrawalCaps: false,
    useWithdrawQueue: true,
  });
  const fee = protocolLiquidationFee(
    liquidity,
    bonusRate,
    withdrawReserve.config.protocolLiquidationFeePct,
  );
  if (fee > liquidity) panic('attempt to subtract with overflow', `${OPS}:2127:45`);
  const net = liquidity - fee;
  context.log(`pnl: Liquidator repaid ${repay} and withdrew ${net} collateral with fees ${fee}`);
  if (net < input.minReceived) {
    throw klendError('LiquidationRewardTooSmall', { source: `${OPS}:2136` });
  }
  return { ...result, redeemed: { liquidity, protocolFee: fee } };
}
