import type { AccountMetaView } from '../../chain/execution/instruction-context';
import { klendError } from './anchor-errors';
import { fromInt, min } from './fraction';
import { LAST_UPDATE, OBLIGATION } from './layout-offsets';
import type { ElevationGroupSlot, MarketAccount } from './market-account';
import { type RefreshInput, refreshBorrows } from './obligation-borrows';
import { refreshDeposits } from './obligation-deposits';

const OPERATIONS = 'lending_market/lending_operations.rs';
const MAX_NUM_ELEVATION_GROUPS = 32;

/** `get_elevation_group`: none for 0; else the market's slot, which must be configured. */
export function elevationGroupOf(id: number, market: MarketAccount): ElevationGroupSlot | null {
  if (id > MAX_NUM_ELEVATION_GROUPS) {
    throw klendError('InvalidElevationGroup', { source: `${OPERATIONS}:3903` });
  }
  if (id === 0) return null;
  const group = market.elevationGroupSlot(id);
  if (group.liquidationThresholdPct === 0) {
    throw klendError('InvalidElevationGroup', { source: `${OPERATIONS}:3910`, values: ['0', '0'] });
  }
  if (group.ltvPct === 0) {
    throw klendError('InvalidElevationGroup', { source: `${OPERATIONS}:3915`, values: ['0', '0'] });
  }
  return group;
}

/**
 * `lending_operations::refresh_obligation` (MATH §3.1): borrows, then deposits, re-valued from
 * reserves refreshed in this slot; the totals, the group limits and the refresh slot stored.
 */
export function refreshObligationState(
  input: Omit<RefreshInput, 'group'> & { marketAccount: MarketAccount },
  remaining: readonly AccountMetaView[],
): void {
  const { obligation, market } = input;
  const group = elevationGroupOf(obligation.elevationGroup, input.marketAccount);
  const refresh: RefreshInput = { ...input, group };
  const borrows = refreshBorrows(refresh, remaining);
  const deposits = refreshDeposits(refresh, remaining, borrows.borrowedAmountInElevationGroup);
  const b = obligation.bytes;
  b.setU128(OBLIGATION.borrowedAssetsMarketValueSf, borrows.borrowedAssetsMarketValue);
  b.setU128(OBLIGATION.depositedValueSf, deposits.depositedValue);
  b.setU128(OBLIGATION.borrowFactorAdjustedDebtValueSf, borrows.borrowFactorAdjustedDebtValue);
  b.setU128(
    OBLIGATION.allowedBorrowValueSf,
    min(deposits.allowedBorrowValue, fromInt(market.globalAllowedBorrowValue)),
  );
  b.setU128(OBLIGATION.unhealthyBorrowValueSf, deposits.unhealthyBorrowValue);
  b.setU64(OBLIGATION.lowestReserveDepositLiquidationLtv, BigInt(deposits.lowestLiquidationLtvPct));
  b.setU8(OBLIGATION.lowestReserveDepositMaxLtvPct, deposits.lowestMaxLtvPct);
  b.setU8(OBLIGATION.numOfObsoleteBorrowReserves, borrows.numOfObsoleteReserves);
  b.setU8(OBLIGATION.numOfObsoleteDepositReserves, deposits.numOfObsoleteReserves);
  b.setU8(OBLIGATION.borrowingDisabled, deposits.borrowingDisabled ? 1 : 0);
  b.setU64(OBLIGATION.highestBorrowFactorPct, borrows.highestBorrowFactorPct);
  const cleared = obligation.clearExpiredBorrowOrder(input.now);
  if (cleared !== null) {
    input.context.log(`Clearing expired borrow order - fillable until ${cleared}`);
  }
  b.setU64(OBLIGATION.lastUpdate + LAST_UPDATE.slot, input.slot);
  b.setU8(OBLIGATION.lastUpdate + LAST_UPDATE.stale, 0);
  b.setU8(
    OBLIGATION.lastUpdate + LAST_UPDATE.priceStatus,
    deposits.priceStatus & borrows.priceStatus,
  );
}
