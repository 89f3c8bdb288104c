import type { AccountMetaView } from '../../chain/execution/instruction-context';
import { klendError, panic } from './anchor-errors';
import { add, display, fromInt, fromPercent, mul, u64Add } from './fraction';
import { DEPOSIT, RESERVE } from './layout-offsets';
import { type RefreshInput, unwrapSites } from './obligation-borrows';
import { checkSlotReserve } from './obligation-checks';

const OPERATIONS = 'lending_market/lending_operations.rs';
const GROUP_SLOTS = 32;

export interface DepositsResult {
  lowestLiquidationLtvPct: number;
  lowestMaxLtvPct: number;
  numOfObsoleteReserves: number;
  depositedValue: bigint;
  allowedBorrowValue: bigint;
  unhealthyBorrowValue: bigint;
  priceStatus: number;
  borrowingDisabled: boolean;
}

/**
 * `refresh_obligation_deposits`: each deposit valued at its reserve's exchange rate and price;
 * allowed and unhealthy borrow values by the group's or the reserve's LTVs (MATH §3.1); inside a
 * group, the obligation's debt recorded against each collateral.
 */
export function refreshDeposits(
  input: RefreshInput,
  metas: readonly AccountMetaView[],
  borrowedInGroup: bigint | null,
): DepositsResult {
  const { context, obligation, market, group } = input;
  const b = obligation.bytes;
  let lowestLiquidationLtv = 255;
  let lowestMaxLtv = 255;
  let obsolete = 0;
  let deposited = 0n;
  let allowed = 0n;
  let unhealthy = 0n;
  let priceStatus = 0x3f;
  let borrowingDisabled = false;
  obligation.activeDeposits().forEach(({ index, base }, k) => {
    const meta = metas[k];
    if (meta === undefined)
      throw klendError('InvalidAccountInput', { source: `${OPERATIONS}:1523` });
    const reserve = input.accounts.reserve(meta, {
      unwrap: unwrapSites(input).deposit,
      getMut: `${OPERATIONS}:1529`,
    });
    if (group === null && reserve.config.disableUsageAsCollOutsideEmode) borrowingDisabled = true;
    if (reserve.config.status === 'Obsolete') obsolete += 1;
    checkSlotReserve(context, {
      kind: 'deposit',
      index,
      expected: b.pubkey(base + DEPOSIT.reserve),
      reserve,
      slot: input.slot,
    });
    if (group !== null && borrowedInGroup !== null) {
      if (!reserve.config.elevationGroups.includes(group.id)) {
        throw klendError('InconsistentElevationGroup', { source: `${OPERATIONS}:1552` });
      }
      if (reserve.address.equals(group.debtReserve)) {
        throw klendError('ElevationGroupDebtReserveAsCollateral', {
          source: `${OPERATIONS}:1560`,
          pubkeys: [reserve.address, group.debtReserve],
        });
      }
      // `get_index()` of the slot's own id, as the program indexes the reserve's group debts.
      if (group.id < 1) panic('attempt to subtract with overflow');
      if (group.id > GROUP_SLOTS)
        panic(`index out of bounds: the len is 32 but the index is ${group.id - 1}`);
      const slot = RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + (group.id - 1) * 8;
      const recorded = b.u64(base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup);
      const total = reserve.bytes.u64(slot);
      reserve.bytes.setU64(slot, u64Add(total > recorded ? total - recorded : 0n, borrowedInGroup));
      b.setU64(base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup, borrowedInGroup);
    }
    const liquidity = reserve.collateralToLiquidity(b.u64(base + DEPOSIT.depositedAmount));
    const value = reserve.marketValue(liquidity);
    b.setU128(base + DEPOSIT.marketValueSf, value);
    const ltv = group === null ? reserve.config.loanToValuePct : group.ltvPct;
    const liquidation =
      group === null ? reserve.config.liquidationThresholdPct : group.liquidationThresholdPct;
    if (value >= fromInt(market.minValueSkipLiquidationLtvChecks) && liquidation > 0) {
      lowestLiquidationLtv = Math.min(lowestLiquidationLtv, liquidation);
    }
    lowestMaxLtv = Math.min(lowestMaxLtv, ltv);
    deposited = add(deposited, value);
    allowed = add(allowed, mul(value, fromPercent(ltv)));
    unhealthy = add(unhealthy, mul(value, fromPercent(liquidation)));
    priceStatus &= reserve.priceStatus;
    context.log(
      `Deposit: ${reserve.symbol} amount: ${display(liquidity)} value: ${display(value)}`,
    );
  });
  return {
    lowestLiquidationLtvPct: lowestLiquidationLtv,
    lowestMaxLtvPct: lowestMaxLtv,
    numOfObsoleteReserves: obsolete,
    depositedValue: deposited,
    allowedBorrowValue: allowed,
    unhealthyBorrowValue: unhealthy,
    priceStatus,
    borrowingDisabled,
  };
}
