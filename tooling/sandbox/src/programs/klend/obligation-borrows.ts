import type { LendingMarket } from '@keel/chain-readers';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { klendError } from './anchor-errors';
import { add, ceil, display, fromInt, max, mul, ONE, toPercent, u64Add } from './fraction';
import { BORROW, OBLIGATION, RESERVE } from './layout-offsets';
import type { ElevationGroupSlot } from './market-account';
import type { ObligationAccount } from './obligation-account';
import { checkSlotReserve } from './obligation-checks';
import { accumulateReferrerFees } from './referrer-fees';
import type { RemainingAccounts } from './remaining-accounts';

const OPERATIONS = 'lending_market/lending_operations.rs';
const HANDLER = 'handlers/handler_refresh_obligation.rs';
const U128_MAX = (1n << 128n) - 1n;

export interface BorrowsResult {
  borrowedAssetsMarketValue: bigint;
  borrowFactorAdjustedDebtValue: bigint;
  numOfObsoleteReserves: number;
  /** Σ debt (ceil, base units) when the obligation is in a group; null outside groups. */
  borrowedAmountInElevationGroup: bigint | null;
  priceStatus: number;
  highestBorrowFactorPct: bigint;
}

/** Where the handler unwraps its remaining accounts (refresh_obligation's unless said). */
export interface UnwrapSites {
  deposit: string;
  borrow: string;
  referrer: string;
}

const REFRESH_UNWRAPS: UnwrapSites = {
  deposit: `${HANDLER}:40:81`,
  borrow: `${HANDLER}:47:81`,
  referrer: `${HANDLER}:54:80`,
};

export interface RefreshInput {
  context: InstructionContext;
  obligation: ObligationAccount;
  market: LendingMarket;
  group: ElevationGroupSlot | null;
  accounts: RemainingAccounts;
  slot: bigint;
  now: bigint;
  unwraps?: UnwrapSites;
}

export const unwrapSites = (input: RefreshInput) => input.unwraps ?? REFRESH_UNWRAPS;

/** `ObligationLiquidity::accrue_interest`: the debt follows the reserve's cumulative rate. */
function accrueBorrowInterest(input: RefreshInput, base: number, cumulativeRate: bigint): void {
  const b = input.obligation.bytes;
  const former = b.uint(base + BORROW.cumulativeBorrowRateBsf, 4);
  if (cumulativeRate < former) {
    input.context.log('Interest rate cannot be negative');
    throw klendError('NegativeInterestRate', { source: 'state/obligation.rs:738' });
  }
  if (cumulativeRate === former) return;
  const borrowed = (b.u128(base + BORROW.borrowedAmountSf) * cumulativeRate) / former;
  if (borrowed > U128_MAX) throw klendError('MathOverflow', { source: 'state/obligation.rs:747' });
  b.setU128(base + BORROW.borrowedAmountSf, borrowed);
  b.setUint(base + BORROW.cumulativeBorrowRateBsf, 4, cumulativeRate);
}

/** `capture_borrowed_amount_at_expiration` (program 1.16, reserves with a debt term). */
function captureAmountAtExpiration(input: RefreshInput, base: number, termSeconds: bigint) {
  const b = input.obligation.bytes;
  if (termSeconds === 0n || b.u64(base + BORROW.borrowedAmountAtExpiration) !== 0n) return;
  const borrowedAt = b.u64(base + BORROW.lastBorrowedAtTimestamp);
  if (borrowedAt === 0n) {
    input.context.log(
      `Debt reserve has a debt term of ${termSeconds} seconds, but an Obligation did not track its borrow timestamp; ignoring it`,
    );
    return;
  }
  if (input.now < borrowedAt + termSeconds) return;
  b.setU64(base + BORROW.borrowedAmountAtExpiration, ceil(b.u128(base + BORROW.borrowedAmountSf)));
}

/**
 * `refresh_obligation_borrows`: each borrow's debt accrued to its reserve's cumulative rate,
 * valued at the reserve's price, weighted by its borrow factor (1 inside a group), and the debt
 * counted against the group or the reserve's outside-group total.
 */
export function refreshBorrows(
  input: RefreshInput,
  metas: readonly AccountMetaView[],
): BorrowsResult {
  const { context, obligation, market, group } = input;
  const b = obligation.bytes;
  let marketValueTotal = 0n;
  let adjustedTotal = 0n;
  let priceStatus = 0x3f;
  let highestBorrowFactor = ONE;
  let obsolete = 0;
  let inGroup = 0n;
  const borrows = obligation.activeBorrows();
  const referrer = obligation.hasReferrer && market.referralFeeBps > 0 ? obligation.referrer : null;
  const depositCount = obligation.activeDeposits().length;
  // Referrer token states follow the deposit and borrow reserves, one per borrow.
  let referrerIndex = depositCount + borrows.length;
  borrows.forEach(({ index, base }, k) => {
    const meta = metas[depositCount + k];
    if (meta === undefined)
      throw klendError('InvalidAccountInput', { source: `${OPERATIONS}:1655` });
    const reserve = input.accounts.reserve(meta, {
      unwrap: unwrapSites(input).borrow,
      getMut: `${OPERATIONS}:1661`,
    });
    checkSlotReserve(context, {
      kind: 'borrow',
      index,
      expected: b.pubkey(base + BORROW.reserve),
      reserve,
      slot: input.slot,
    });
    const previous = b.u128(base + BORROW.borrowedAmountSf);
    accrueBorrowInterest(input, base, reserve.bytes.uint(RESERVE.cumulativeBorrowRateBsf, 4));
    const borrowedAmount = b.u128(base + BORROW.borrowedAmountSf);
    const borrowedCeil = ceil(borrowedAmount);
    inGroup = u64Add(inGroup, borrowedCeil);
    if (group !== null) {
      if (!reserve.config.elevationGroups.includes(group.id)) {
        throw klendError('InconsistentElevationGroup', { source: `${OPERATIONS}:1685` });
      }
      if (!reserve.address.equals(group.debtReserve)) {
        throw klendError('ElevationGroupHasAnotherDebtReserve', {
          source: `${OPERATIONS}:1694`,
          pubkeys: [reserve.address, group.debtReserve],
        });
      }
    } else {
      const outside = reserve.bytes.u64(RESERVE.borrowedAmountOutsideElevationGroup);
      const counted = b.u64(base + BORROW.borrowedAmountOutsideElevationGroups);
      reserve.bytes.setU64(
        RESERVE.borrowedAmountOutsideElevationGroup,
        u64Add(outside > counted ? outside - counted : 0n, borrowedCeil),
      );
      b.setU64(base + BORROW.borrowedAmountOutsideElevationGroups, borrowedCeil);
    }
    if (reserve.config.status === 'Obsolete') obsolete += 1;
    if (input.slot < obligation.lastUpdateSlot) {
      throw klendError('MathOverflow', { source: 'state/last_update.rs:87' });
    }
    accumulateReferrerFees({
      reserve,
      slotsElapsed: input.slot - obligation.lastUpdateSlot,
      borrowedAmount,
      previousBorrowedAmount: previous,
      referrer,
      nextReferrerTokenState: () => {
        const next = metas[referrerIndex];
        referrerIndex += 1;
        if (next === undefined)
          throw klendError('InvalidAccountInput', { source: `${OPERATIONS}:2434` });
        const state = input.accounts.referrerTokenState(next, {
          unwrap: unwrapSites(input).referrer,
          getMut: `${OPERATIONS}:2437`,
        });
        return { address: next.address, state };
      },
    });
    const marketValue = reserve.marketValue(borrowedAmount);
    b.setU128(base + BORROW.marketValueSf, marketValue);
    marketValueTotal = add(marketValueTotal, marketValue);
    const borrowFactor = reserve.borrowFactor(group !== null);
    if (marketValue >= fromInt(market.minValueSkipLiquidationBfChecks)) {
      highestBorrowFactor = max(highestBorrowFactor, borrowFactor);
    }
    const adjusted = mul(marketValue, borrowFactor);
    b.setU128(base + BORROW.borrowFactorAdjustedMarketValueSf, adjusted);
    adjustedTotal = add(adjustedTotal, adjusted);
    captureAmountAtExpiration(input, base, reserve.config.debtTermSeconds);
    b.setU8(OBLIGATION.hasDebt, 1);
    priceStatus &= reserve.priceStatus;
    context.log(
      `Borrow: ${reserve.symbol} amount: ${display(borrowedAmount)} value: ${display(marketValue)} value_bf: ${display(adjusted)}`,
    );
  });
  if (group !== null && borrows.length > 1) {
    throw klendError('InconsistentElevationGroup', { source: `${OPERATIONS}:1767` });
  }
  return {
    borrowedAssetsMarketValue: marketValueTotal,
    borrowFactorAdjustedDebtValue: adjustedTotal,
    numOfObsoleteReserves: obsolete,
    borrowedAmountInElevationGroup: group === null ? null : inGroup,
    priceStatus,
    highestBorrowFactorPct: toPercent(highestBorrowFactor),
  };
}
