import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import {
  display,
  div,
  divInt,
  FRACTION_BITS,
  fromInt,
  fromPercent,
  min,
  mul,
  mulInt,
  sub,
} from '../fraction';
import { DEPOSIT, OBLIGATION, RESERVE } from '../layout-offsets';
import type { MarketAccount } from '../market-account';
import type { ObligationAccount } from '../obligation-account';
import { elevationGroupOf } from '../obligation-refresh';
import type { ReserveAccount } from '../reserve-account';
import { checkGroupBorrowingEnabled } from './borrow-operation';
import { untrackGroupDebtOnFullWithdraw } from './group-debt';
import {
  ALL_CHECKS,
  bfDebtValue,
  depositedValue,
  depositPosition,
  hasObsoleteReserves,
  markObligationStale,
  obligationStale,
  reserveStale,
  saturatingSub,
  sf,
  statusBits,
} from './obligation-state';

/*
 * `lending_operations::withdraw_obligation_collateral` with `LtvMaxWithdrawalCheck::MaxLtv`: at most
 * what keeps the debt within the allowed borrow value (MATH §3), the slot cleared when emptied,
 * then the health invariants against the refreshed obligation.
 */

const OPS = 'lending_market/lending_operations.rs';
const U64_MAX = (1n << 64n) - 1n;

/** `Fraction::div_ceil`. */
const divCeil = (a: bigint, b: bigint) => ((a << FRACTION_BITS) + b - 1n) / b;

/** `Obligation::max_withdraw_value` (MaxLtv): the value whose removal keeps debt ≤ allowed. */
function maxWithdrawValue(o: ObligationAccount, slotBase: number, maxLtvPct: number): bigint {
  const allowed = sf(o, OBLIGATION.allowedBorrowValueSf);
  const debt = bfDebtValue(o);
  if (allowed <= debt) return 0n;
  if (maxLtvPct === 0) return o.bytes.u128(slotBase + DEPOSIT.marketValueSf);
  return divInt(mulInt(allowed - debt, 100n), BigInt(maxLtvPct));
}

/** The amount withdrawn when the obligation has debt (ops:484–534). */
function boundedAmount(
  context: InstructionContext,
  o: ObligationAccount,
  slotBase: number,
  requested: bigint,
  maxLtvPct: number,
): bigint {
  const deposited = o.bytes.u64(slotBase + DEPOSIT.depositedAmount);
  const maxValue = maxWithdrawValue(o, slotBase, maxLtvPct);
  if (maxValue === 0n) throw klendError('MaximumWithdrawValueZero', { source: `${OPS}:491` });
  const value = o.bytes.u128(slotBase + DEPOSIT.marketValueSf);
  let amount: bigint;
  if (requested === U64_MAX) {
    const ratio = div(min(maxValue, value), value);
    amount = min(deposited, mulInt(ratio, deposited) >> FRACTION_BITS);
  } else {
    amount = min(requested, deposited);
    const ratio = divCeil(fromInt(amount), fromInt(deposited));
    const withdrawValue = mul(value, ratio);
    if (withdrawValue > maxValue) {
      context.log(
        `Withdraw value cannot exceed maximum withdraw value, collateral_amount=${requested}, collateral.deposited_amount=${deposited} withdraw_pct=${display(ratio)}, collateral_value=${display(value)}, max_withdraw_value=${display(maxValue)} withdraw_value=${display(withdrawValue)}`,
      );
      throw klendError('WithdrawTooLarge', { source: `${OPS}:525` });
    }
  }
  if (amount === 0n) {
    context.log('Withdraw amount is too small to transfer collateral');
    throw klendError('WithdrawTooSmall', { source: `${OPS}:532` });
  }
  return amount;
}

/** `post_withdraw_obligation_invariants`. */
function postWithdrawInvariants(
  context: InstructionContext,
  input: { o: ObligationAccount; reserve: ReserveAccount; market: MarketAccount },
  amount: bigint,
  thresholdPct: number,
  previousValue: bigint,
): void {
  const { o, reserve, market } = input;
  const assetValue = reserve.marketValue(reserve.collateralToLiquidity(amount));
  const newTotal = sub(depositedValue(o), assetValue);
  const debt = bfDebtValue(o);
  if (previousValue !== 0n) {
    const next = sub(previousValue, assetValue);
    if (next > 0n && next < market.minNetValueSf) {
      context.log(
        `Obligation new collateral value after withdraw ${display(next)} for ${reserve.symbol}`,
      );
      throw klendError('NetValueRemainingTooSmall', { source: `${OPS}:3622` });
    }
  }
  if (newTotal === 0n && debt > 0n) {
    context.log(
      `Obligation is in a state where liabilities are bigger than the assets of the user debt mv: ${display(debt)}, deposited mv: ${display(newTotal)}`,
    );
    throw klendError('LiabilitiesBiggerThanAssets', { source: `${OPS}:3631` });
  }
  if (newTotal === 0n) return;
  if (sf(o, OBLIGATION.borrowedAssetsMarketValueSf) >= newTotal) {
    context.log(
      `Obligation new total deposited market value after withdraw ${display(newTotal)} of ${reserve.symbol}`,
    );
    throw klendError('LiabilitiesBiggerThanAssets', { source: `${OPS}:3646` });
  }
  const newLtv = div(debt, newTotal);
  const unhealthy = saturatingSub(
    sf(o, OBLIGATION.unhealthyBorrowValueSf),
    mul(assetValue, fromPercent(thresholdPct)),
  );
  const newUnhealthyLtv = div(unhealthy, newTotal);
  if (newLtv >= newUnhealthyLtv && newLtv !== 0n) {
    context.log(
      `Obligation new LTV/new unhealthy LTV after withdraw ${display(newLtv)}/${display(newUnhealthyLtv)} of ${reserve.symbol}`,
    );
    throw klendError('WorseLtvThanUnhealthyLtv', { source: `${OPS}:3668` });
  }
}

/** The withdrawal: returns the cTokens to transfer out of the collateral vault. */
export function withdrawObligationCollateral(input: {
  context: InstructionContext;
  market: MarketAccount;
  reserve: ReserveAccount;
  obligation: ObligationAccount;
  amount: bigint;
}): bigint {
  const { context, market, reserve, obligation: o, amount: requested } = input;
  const { slot } = context.clock;
  const log = (m: string) => context.log(m);
  if (requested === 0n) throw klendError('InvalidAmount', { source: `${OPS}:416` });
  const borrowsEmpty = o.activeBorrows().length === 0;
  const flags = borrowsEmpty ? 0 : ALL_CHECKS;
  if (reserveStale(reserve, slot, flags)) {
    log(
      `Withdraw reserve is stale and must be refreshed in the current slot, price status: ${statusBits(reserve, RESERVE.lastUpdate)}`,
    );
    throw klendError('ReserveStale', { source: `${OPS}:435` });
  }
  if (obligationStale(o, slot, flags)) {
    log(
      `Obligation is stale and must be refreshed in the current slot, price status: ${statusBits(o, OBLIGATION.lastUpdate)}`,
    );
    throw klendError('ObligationStale', { source: `${OPS}:446` });
  }
  const position = depositPosition(o, reserve.address, log);
  const deposited = o.bytes.u64(position.base + DEPOSIT.depositedAmount);
  if (deposited === 0n) throw klendError('ObligationCollateralEmpty', { source: `${OPS}:452` });
  if (!borrowsEmpty) checkGroupBorrowingEnabled(o, market);
  if (hasObsoleteReserves(o) && reserve.config.status === 'Active') {
    throw klendError('ObligationInObsoleteReserve', { source: `${OPS}:462` });
  }
  const group = elevationGroupOf(o.elevationGroup, market);
  const maxLtvPct = group === null ? reserve.config.loanToValuePct : group.ltvPct;
  const thresholdPct =
    group === null ? reserve.config.liquidationThresholdPct : group.liquidationThresholdPct;
  let amount: bigint;
  if (borrowsEmpty) {
    amount = requested === U64_MAX ? deposited : min(deposited, requested);
  } else if (depositedValue(o) === 0n) {
    log('Obligation deposited value is zero');
    throw klendError('ObligationDepositsZero', { source: `${OPS}:481` });
  } else {
    amount = boundedAmount(context, o, position.base, requested, maxLtvPct);
  }
  const previousGroupDebt = o.bytes.u64(
    position.base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup,
  );
  // `Obligation::withdraw`: an emptied slot is reset to its default (all zero).
  const full = amount === deposited;
  if (full) o.bytes.fill(position.base, DEPOSIT.size);
  else o.bytes.setU64(position.base + DEPOSIT.depositedAmount, deposited - amount);
  markObligationStale(o);
  if (full) untrackGroupDebtOnFullWithdraw(previousGroupDebt, o.elevationGroup, reserve);
  const previousValue = o.bytes.u128(position.base + DEPOSIT.marketValueSf);
  postWithdrawInvariants(context, { o, reserve, market }, amount, thresholdPct, previousValue);
  return amount;
}
