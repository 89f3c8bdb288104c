import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import { ceil, display, div, fromInt, min, mul, sub } from '../fraction';
import { BORROW, RESERVE } from '../layout-offsets';
import type { MarketAccount } from '../market-account';
import type { ObligationAccount } from '../obligation-account';
import type { RemainingAccounts } from '../remaining-accounts';
import type { ReserveAccount } from '../reserve-account';
import { untrackGroupDebtOnRepay } from './group-debt';
import {
  bfDebtValue,
  checkOrdersSupported,
  depositedValue,
  findBorrow,
  loanToValue,
  markObligationStale,
  obligationStale,
  reserveStale,
  unhealthyLoanToValue,
  updateHasDebt,
} from './obligation-state';
import { markStale, repayToReserve } from './reserve-liquidity';
import { subFromWithdrawalAccum } from './withdrawal-caps';

/* `lending_operations::repay_obligation_liquidity` (MATH §2.7 for the settle / repay amounts). */

const OPS = 'lending_market/lending_operations.rs';
const U64_MAX = (1n << 64n) - 1n;

export interface RepayInput {
  context: InstructionContext;
  market: MarketAccount;
  reserve: ReserveAccount;
  obligation: ObligationAccount;
  amount: bigint;
  depositReserves: readonly AccountMetaView[];
  remaining: RemainingAccounts;
}

/** `post_repay_obligation_invariants`. */
function postRepayInvariants(input: RepayInput, settle: bigint, liquidityValue: bigint): void {
  const { context, obligation: o, reserve, market } = input;
  const assetValue = reserve.marketValue(settle);
  const newBfDebt = sub(
    bfDebtValue(o),
    mul(assetValue, reserve.borrowFactor(o.elevationGroup !== 0)),
  );
  if (liquidityValue !== 0n) {
    const next = sub(liquidityValue, assetValue);
    if (next > 0n && next < market.minNetValueSf) {
      context.log(
        `Obligation new borrowed value after repay ${display(next)} for ${reserve.symbol}`,
      );
      throw klendError('NetValueRemainingTooSmall', { source: `${OPS}:3875` });
    }
  }
  const deposited = depositedValue(o);
  if (deposited > 0n) {
    const newLtv = div(newBfDebt, deposited);
    if (newLtv > loanToValue(o)) {
      context.log(
        `Obligation new LTV/new unhealthy LTV after repay ${display(newLtv)}/${display(unhealthyLoanToValue(o))} of ${reserve.symbol}`,
      );
      throw klendError('WorseLtvBlocked', { source: `${OPS}:3890` });
    }
  }
}

/** The repayment: returns the tokens to transfer (the settled debt, ceiled). */
export function repayObligationLiquidity(input: RepayInput): bigint {
  const { context, reserve, obligation: o } = input;
  const { slot, unixTimestamp: now } = context.clock;
  const log = (m: string) => context.log(m);
  if (input.amount === 0n) {
    log('Liquidity amount provided cannot be zero');
    throw klendError('InvalidAmount', { source: `${OPS}:703` });
  }
  const borrow = findBorrow(o, reserve.address, log);
  const b = o.bytes;
  const borrowed = b.u128(borrow.base + BORROW.borrowedAmountSf);
  if (borrowed === 0n) {
    log('Liquidity borrowed amount is zero');
    throw klendError('ObligationLiquidityEmpty', { source: `${OPS}:709` });
  }
  if (reserveStale(reserve, slot, 0)) {
    log('Repay reserve is stale and must be refreshed in the current slot');
    throw klendError('ReserveStale', { source: `${OPS}:3521` });
  }
  if (obligationStale(o, slot, 0)) {
    log('Obligation is stale and must be refreshed in the current slot');
    throw klendError('ObligationStale', { source: `${OPS}:3530` });
  }
  // `calculate_repay`: u64::MAX settles the whole debt.
  const settle = input.amount === U64_MAX ? borrowed : min(fromInt(input.amount), borrowed);
  const repay = ceil(settle);
  if (repay === 0n) {
    log('Repay amount is too small to transfer liquidity');
    throw klendError('RepayTooSmall', { source: `${OPS}:723` });
  }
  subFromWithdrawalAccum(reserve.bytes, RESERVE.debtWithdrawalCap, repay, now);
  untrackGroupDebtOnRepay(input, borrow.base, repay, {
    unwrap: 'handlers/handler_repay_obligation_liquidity.rs:75:48',
  });
  repayToReserve(reserve, repay, settle);
  markStale(reserve);
  if (settle === borrowed) b.fill(borrow.base, BORROW.size);
  else b.setU128(borrow.base + BORROW.borrowedAmountSf, sub(borrowed, settle));
  updateHasDebt(o);
  markObligationStale(o);
  // Orders (which clearing on a paid-off debt would remove) are refused as not emulated.
  checkOrdersSupported(o);
  // Read after the repayment, as the program does: a slot paid off in full reads 0.
  postRepayInvariants(input, settle, b.u128(borrow.base + BORROW.marketValueSf));
  return repay;
}
