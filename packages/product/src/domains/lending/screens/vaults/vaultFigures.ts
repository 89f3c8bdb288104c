import {
  formatApy,
  formatCompact,
  formatFeePercent,
  formatPercent,
  formatUsd,
} from '@keel/core-math';
import { NoValue } from '@keel/ui-kit';
import { createElement } from 'react';
import type { Figure } from '../../../../common/Figures';
import { formatUnixSecondsUtc } from '../../../../common/formatTime';
import { signedFigure } from '../../../../common/signedFigure';
import type { ReserveView } from '../../data/reserveView';
import { formatCapAmount, formatLendingAmount } from '../formatLendingAmount';
import { apyFigure } from '../reserve/reserveFigures';
import { stakingApyFigures } from '../stakingApy';

/** The supply side of a vault: what a lender earns and how much more the vault takes. */
export function supplyFigures(r: ReserveView): Figure[] {
  const cap = r.depositWithdrawalCap;
  return [
    { label: 'Supply APY', value: apyFigure(r, r.apys.totalDepositApy) },
    { label: 'Lending supply APY', value: signedFigure(formatApy(r.apys.lendingDepositApy)) },
    { label: 'Supply rewards APY', value: apyFigure(r, r.apys.collateralFarmTotalApy) },
    ...stakingApyFigures(r.apys),
    { label: 'Total supplied', value: formatLendingAmount(r.totalSupply, r.symbol) },
    { label: 'Total supplied (USD)', value: formatCompact(r.totalSupplyUsd, { prefix: '$' }) },
    { label: 'Supply cap remaining', value: formatCapAmount(r.depositCapRemaining, r.symbol) },
    {
      label: 'Daily withdrawal cap remaining',
      value: cap.enabled ? formatCapAmount(cap.remaining, r.symbol) : 'No cap',
    },
    {
      label: 'Daily withdrawal cap resets',
      value:
        cap.enabled && cap.resetsAt
          ? formatUnixSecondsUtc(cap.resetsAt)
          : createElement(NoValue, { reason: cap.enabled ? 'No reset time set' : 'No cap' }),
    },
  ];
}

/** The borrow side of a vault: its cost and what is left to borrow. */
export function borrowFigures(r: ReserveView): Figure[] {
  return [
    { label: 'Borrow APY', value: apyFigure(r, r.apys.totalBorrowApy) },
    { label: 'Lending borrow APY', value: signedFigure(formatApy(r.apys.lendingBorrowApy)) },
    { label: 'Borrow rewards APY', value: apyFigure(r, r.apys.debtFarmTotalApy) },
    { label: 'Total borrowed', value: formatLendingAmount(r.totalBorrow, r.symbol) },
    {
      label: 'Available to borrow',
      value: formatLendingAmount(r.availableLiquidity, r.symbol),
    },
    {
      label: 'Available to borrow (USD)',
      value: formatCompact(r.availableLiquidityUsd, { prefix: '$' }),
    },
    { label: 'Utilization', value: formatPercent(r.utilization) },
    { label: 'Borrow cap remaining', value: formatCapAmount(r.borrowCapRemaining, r.symbol) },
    { label: 'Borrow fee', value: formatFeePercent(r.borrowFee) },
  ];
}

/** How the vault's token counts as collateral. */
export function collateralFigures(r: ReserveView): Figure[] {
  return [
    { label: 'Price', value: formatUsd(r.price) },
    { label: 'Max LTV', value: formatPercent(r.maxLtv, { decimals: 0 }) },
    { label: 'Liquidation LTV', value: formatPercent(r.liquidationLtv, { decimals: 0 }) },
    { label: 'Borrow factor', value: formatPercent(r.borrowFactor, { decimals: 0 }) },
  ];
}
