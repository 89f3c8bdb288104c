import {
  type ElevationGroup,
  isFlashLoanDisabled,
  type LendingMarket,
  type Reserve,
  sameAddress,
  type WithdrawalCaps,
} from '@keel/chain-readers';
import {
  formatCount,
  formatPercent,
  formatPrice,
  formatUsd,
  lamportsToAmount,
} from '@keel/core-math';
import { NoValue } from '@keel/ui-kit';
import { createElement } from 'react';
import { AddressText } from '../../../common/AddressText';
import { bpsPercentText } from '../../../common/bpsPercent';
import type { Figure } from '../../../common/Figures';
import { isNoCap, NO_CAP, tokenCapText } from '../../../common/programLimits';

const NULL_KEY = '11111111111111111111111111111111';
const UNUSED_PRICE_INDEX = 65_535;
const DAY_SECONDS = 86_400n;

const pct = (value: number | bigint) => formatPercent(Number(value) / 100);
/** Settings the program stores in bps read in %, like every other rate of the manager. */
const bps = (value: number | bigint) => bpsPercentText(value);
const addressText = (address: string) => createElement(AddressText, { address });
/** A u64 USD value: 'No cap' for the program's unlimited value. */
const usdCap = (value: bigint) => (isNoCap(value) ? NO_CAP : formatUsd(value.toString()));
/** A price bound of the heuristic, stored as an integer × 10^-exp, read as a price. */
const heuristicPrice = (value: bigint, exp: bigint) =>
  formatPrice(lamportsToAmount(value.toString(), Number(exp)));
const key = (address: { toBase58(): string }) => {
  const text = address.toBase58();
  return text === NULL_KEY ? 'None' : addressText(text);
};

function tokens(reserve: Reserve, amount: bigint): string {
  const symbol = reserve.config.tokenInfo.name || 'tokens';
  return tokenCapText(amount, reserve.liquidity.mintDecimals, symbol);
}

function withdrawalCap(reserve: Reserve, cap: WithdrawalCaps): string {
  // No interval, or the program's unlimited capacity: nothing is capped.
  if (cap.configIntervalLengthSeconds === 0n || isNoCap(cap.configCapacity)) return NO_CAP;
  const period =
    cap.configIntervalLengthSeconds === DAY_SECONDS
      ? 'per day'
      : `per ${formatCount(cap.configIntervalLengthSeconds.toString())} s`;
  if (cap.configCapacity < 0n) return 'Blocked';
  return `${tokens(reserve, cap.configCapacity)} ${period}`;
}

export function riskFigures(reserve: Reserve): Figure[] {
  const c = reserve.config;
  return [
    { label: 'Status', value: c.status },
    { label: 'Max LTV', value: pct(c.loanToValuePct) },
    { label: 'Liquidation threshold', value: pct(c.liquidationThresholdPct) },
    { label: 'Min liquidation bonus', value: bps(c.minLiquidationBonusBps) },
    { label: 'Max liquidation bonus', value: bps(c.maxLiquidationBonusBps) },
    { label: 'Bad debt liquidation bonus', value: bps(c.badDebtLiquidationBonusBps) },
    { label: 'Borrow factor', value: pct(c.borrowFactorPct) },
    {
      label: 'Usage as collateral outside e-mode',
      value: c.disableUsageAsCollOutsideEmode ? 'Disabled' : 'Allowed',
    },
  ];
}

export function capFigures(reserve: Reserve): Figure[] {
  const c = reserve.config;
  return [
    { label: 'Deposit cap', value: tokens(reserve, c.depositLimit) },
    { label: 'Borrow cap', value: tokens(reserve, c.borrowLimit) },
    {
      label: 'Borrow cap outside elevation groups',
      value: tokens(reserve, c.borrowLimitOutsideElevationGroup),
    },
    { label: 'Daily withdrawal cap', value: withdrawalCap(reserve, c.depositWithdrawalCap) },
    { label: 'Daily borrow cap', value: withdrawalCap(reserve, c.debtWithdrawalCap) },
    {
      label: 'Block borrowing above utilization',
      value:
        c.utilizationLimitBlockBorrowingAbovePct === 0
          ? 'Off'
          : pct(c.utilizationLimitBlockBorrowingAbovePct),
    },
  ];
}

export function feeFigures(reserve: Reserve): Figure[] {
  const c = reserve.config;
  return [
    { label: 'Borrow fee', value: formatPercent(c.fees.originationFee) },
    {
      label: 'Flash loan fee',
      value: isFlashLoanDisabled(c.fees)
        ? 'Flash loans disabled'
        : formatPercent(c.fees.flashLoanFee),
    },
    { label: 'Protocol take rate', value: pct(c.protocolTakeRatePct) },
    { label: 'Protocol liquidation fee', value: pct(c.protocolLiquidationFeePct) },
    { label: 'Host fixed interest rate', value: bps(c.hostFixedInterestRateBps) },
  ];
}

const chain = (indices: readonly number[]) => {
  const used = indices.filter((index) => index !== UNUSED_PRICE_INDEX);
  return used.length === 0 ? 'None' : used.join(' → ');
};

export function oracleFigures(reserve: Reserve): Figure[] {
  const t = reserve.config.tokenInfo;
  return [
    {
      label: 'Token name',
      value: t.name || createElement(NoValue, { reason: 'No name in the reserve config' }),
    },
    { label: 'Scope price feed', value: key(t.scopeConfiguration.priceFeed) },
    { label: 'Scope price chain', value: chain(t.scopeConfiguration.priceChain) },
    { label: 'Scope TWAP chain', value: chain(t.scopeConfiguration.twapChain) },
    { label: 'Pyth price', value: key(t.pythConfiguration.price) },
    { label: 'Switchboard price', value: key(t.switchboardConfiguration.priceAggregator) },
    { label: 'Switchboard TWAP', value: key(t.switchboardConfiguration.twapAggregator) },
    { label: 'Max price age', value: `${formatCount(t.maxAgePriceSeconds.toString())} s` },
    { label: 'Max TWAP age', value: `${formatCount(t.maxAgeTwapSeconds.toString())} s` },
    { label: 'Max TWAP divergence', value: bps(t.maxTwapDivergenceBps) },
    {
      label: 'Price heuristic',
      value:
        t.heuristic.lower === 0n && t.heuristic.upper === 0n
          ? 'Off'
          : `${heuristicPrice(t.heuristic.lower, t.heuristic.exp)} – ${heuristicPrice(t.heuristic.upper, t.heuristic.exp)}`,
    },
    { label: 'Price usage', value: t.blockPriceUsage ? 'Blocked' : 'Allowed' },
  ];
}

/** The reserve's elevation groups with the market's figures for each. */
export function elevationGroupFigures(
  reserve: Reserve,
  groups: readonly ElevationGroup[],
): Figure[] {
  if (reserve.config.elevationGroups.length === 0)
    return [{ label: 'Elevation groups', value: 'None' }];
  return reserve.config.elevationGroups.map((id) => {
    const group = groups.find((candidate) => candidate.id === id);
    return {
      label: `Group ${id}`,
      value: group
        ? `LTV ${pct(group.ltvPct)}, liquidation threshold ${pct(group.liquidationThresholdPct)}, max bonus ${bps(group.maxLiquidationBonusBps)}${sameAddress(group.debtReserve, reserve.address) ? ', debt reserve' : ''}`
        : 'Not defined in the market',
    };
  });
}

export function marketFigures(market: LendingMarket): Figure[] {
  return [
    { label: 'Owner', value: addressText(market.lendingMarketOwner.toBase58()) },
    { label: 'Risk council', value: addressText(market.riskCouncil.toBase58()) },
    { label: 'Quote currency', value: market.quoteCurrency },
    { label: 'Emergency mode', value: market.emergencyMode ? 'On' : 'Off' },
    { label: 'Borrowing', value: market.borrowDisabled ? 'Disabled' : 'Enabled' },
    { label: 'Referral fee', value: bps(market.referralFeeBps) },
    { label: 'Liquidation close factor', value: pct(market.liquidationMaxDebtCloseFactorPct) },
    { label: 'Insolvency risk LTV', value: pct(market.insolvencyRiskUnhealthyLtvPct) },
    {
      label: 'Max liquidatable debt at once',
      value: usdCap(market.maxLiquidatableDebtMarketValueAtOnce),
    },
    { label: 'Global allowed borrow', value: usdCap(market.globalAllowedBorrowValue) },
    { label: 'Price refresh trigger', value: pct(market.priceRefreshTriggerToMaxAgePct) },
    { label: 'Elevation groups', value: String(market.elevationGroups.length) },
  ];
}
