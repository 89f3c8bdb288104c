import {
  type Decimal,
  formatApy,
  formatCompact,
  formatFeePercent,
  formatPercent,
  formatUsd,
} from '@keel/core-math';
import { figureOr, NoValue } from '@keel/ui-kit';
import type { Figure } from '../../../../common/Figures';
import { formatUnixSecondsUtc } from '../../../../common/formatTime';
import { signedFigure } from '../../../../common/signedFigure';
import type { CapView, ReserveView } from '../../data/reserveView';
import { formatCapAmount, formatLendingAmount } from '../formatLendingAmount';
import { stakingApyFigures } from '../stakingApy';

export function overviewFigures(r: ReserveView): Figure[] {
  return [
    { label: 'Price', value: formatUsd(r.price) },
    {
      label: 'Total supplied',
      value: `${formatLendingAmount(r.totalSupply, r.symbol)} (${formatCompact(r.totalSupplyUsd, { prefix: '$' })})`,
    },
    {
      label: 'Total borrowed',
      value: `${formatLendingAmount(r.totalBorrow, r.symbol)} (${formatCompact(r.totalBorrowUsd, { prefix: '$' })})`,
    },
    {
      label: 'Available liquidity',
      value: formatLendingAmount(r.availableLiquidity, r.symbol),
    },
    { label: 'Utilization', value: formatPercent(r.utilization) },
    {
      label: 'Utilization limit',
      value: r.utilizationLimit ? formatPercent(r.utilizationLimit) : 'None',
    },
  ];
}

/** What an APY figure shows: '…' until rewards and staking yields are in (it would jump). */
export function apyText(r: ReserveView, apy: Decimal): string {
  return r.apysPending ? '…' : formatApy(apy);
}

/** An APY figure painted by the sign it shows. */
export const apyFigure = (r: ReserveView, apy: Decimal) => signedFigure(apyText(r, apy));

export function rateFigures(r: ReserveView): Figure[] {
  return [
    { label: 'Supply APY', value: apyFigure(r, r.apys.totalDepositApy) },
    { label: 'Lending supply APY', value: signedFigure(formatApy(r.apys.lendingDepositApy)) },
    { label: 'Supply rewards APY', value: apyFigure(r, r.apys.collateralFarmTotalApy) },
    ...stakingApyFigures(r.apys),
    { label: 'Borrow APY', value: apyFigure(r, r.apys.totalBorrowApy) },
    { label: 'Lending borrow APY', value: signedFigure(formatApy(r.apys.lendingBorrowApy)) },
    { label: 'Borrow rewards APY', value: apyFigure(r, r.apys.debtFarmTotalApy) },
    { label: 'Supply APR', value: signedFigure(formatPercent(r.supplyApr)) },
    { label: 'Borrow APR', value: signedFigure(formatPercent(r.borrowApr)) },
  ];
}

export function riskFigures(r: ReserveView, assetTier: string): Figure[] {
  return [
    { label: 'Max LTV', value: formatPercent(r.maxLtv, { decimals: 0 }) },
    { label: 'Liquidation LTV', value: formatPercent(r.liquidationLtv, { decimals: 0 }) },
    { label: 'Borrow factor', value: formatPercent(r.borrowFactor, { decimals: 0 }) },
    { label: 'Asset tier', value: figureOr(assetTier, 'Asset tier not loaded') },
    { label: 'Min liquidation bonus', value: formatPercent(r.minLiquidationBonus) },
    { label: 'Max liquidation bonus', value: formatPercent(r.maxLiquidationBonus) },
    { label: 'Bad debt liquidation bonus', value: formatPercent(r.badDebtLiquidationBonus) },
    { label: 'Protocol take rate', value: formatPercent(r.protocolTakeRate, { decimals: 0 }) },
  ];
}

export function feeFigures(r: ReserveView): Figure[] {
  return [
    { label: 'Borrow fee', value: formatFeePercent(r.borrowFee) },
    {
      label: 'Flash loan fee',
      value: r.flashLoanFee ? formatFeePercent(r.flashLoanFee) : 'Disabled',
    },
  ];
}

function dailyCapFigures(name: string, cap: CapView, symbol: string): Figure[] {
  if (!cap.enabled) return [{ label: name, value: 'No cap' }];
  return [
    { label: name, value: formatCapAmount(cap.capacity, symbol) },
    { label: `${name} filled`, value: formatCapAmount(cap.filled, symbol) },
    { label: `${name} remaining`, value: formatCapAmount(cap.remaining, symbol) },
    {
      label: `${name} resets`,
      value: cap.resetsAt ? (
        formatUnixSecondsUtc(cap.resetsAt)
      ) : (
        <NoValue reason="No reset time set" />
      ),
    },
  ];
}

export function capFigures(r: ReserveView): Figure[] {
  return [
    { label: 'Deposit cap', value: formatCapAmount(r.depositLimit, r.symbol) },
    { label: 'Deposit cap remaining', value: formatCapAmount(r.depositCapRemaining, r.symbol) },
    { label: 'Borrow cap', value: formatCapAmount(r.borrowLimit, r.symbol) },
    { label: 'Borrow cap remaining', value: formatCapAmount(r.borrowCapRemaining, r.symbol) },
    ...dailyCapFigures('Daily withdrawal cap', r.depositWithdrawalCap, r.symbol),
    ...dailyCapFigures('Daily debt cap', r.debtWithdrawalCap, r.symbol),
  ];
}
