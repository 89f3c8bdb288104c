import {
  type Decimal,
  formatLeverage,
  formatPercent,
  formatPnl,
  formatPrice,
  formatTokenAmount,
  formatUsd,
  percentToFraction,
  type RiskColour,
} from '@keel/core-math';
import { figureOr, type PreviewRow, type RiskDirection } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { riskDirection } from '../../../../actions/riskDirection';
import type { PositionSnapshot } from '../../data/vault/positionSnapshot';
import type { VaultPreview } from '../../data/vault/vaultPreview';
import type { VaultTerms } from '../../data/vault/vaultTerms';
import { formatNetApy } from '../pairColumns';

const TONE: Record<RiskColour, PreviewRow['tone']> = {
  green: 'low',
  orange: 'medium',
  red: 'high',
};

export interface PairSymbols {
  collateral: string;
  debt: string;
}

export interface PositionRowsContext {
  symbols: PairSymbols;
  /** The LTVs the bands are drawn against. */
  terms: Pick<VaultTerms, 'maxLtv' | 'liquidationLtv'>;
  apysPending: boolean;
  /** Why an empty position has no leverage or net APY ('Enter an amount', 'Closed'). */
  emptyReason?: string;
}

/**
 * A position's figures before → after a change, every figure from positionSnapshot (core-math):
 * net APY first, then the risk figures — leverage, LTV in the data spec's band, and the
 * liquidation price of the traded asset (or ratio of a correlated pair) — each with the
 * direction the change moves risk, then the position's size, net value, collateral and debt.
 * Without a `before` (an open) only the after values show. `leverage` overrides the after
 * leverage (an open shows the leverage chosen).
 */
export function positionRows(
  before: PositionSnapshot | undefined,
  after: PositionSnapshot,
  context: PositionRowsContext,
  leverage?: Decimal | number,
): PreviewRow[] {
  const { symbols, terms, apysPending } = context;
  const empty = context.emptyReason ?? 'No position';
  const apyReason = (snapshot: PositionSnapshot) =>
    snapshot.leverage === undefined ? empty : 'No deposits yet';
  const netApy = (snapshot: PositionSnapshot) => formatNetApy(snapshot.netApy, apysPending);
  const afterLeverage = leverage ?? after.leverage;
  return [
    // The rate the position earns comes first.
    figureRow('Net APY', before && netApy(before), netApy(after), apyReason(after)),
    {
      ...figureRow(
        'Leverage',
        before && formatLeverage(before.leverage),
        formatLeverage(afterLeverage),
        empty,
      ),
      risk: before && riskDirection(before.leverage, after.leverage, 'higher'),
    },
    {
      label: 'LTV',
      ...(before ? { before: formatPercent(before.ltv) } : {}),
      after: formatPercent(after.ltv),
      tone: TONE[after.risk],
      risk: before && riskDirection(before.ltv, after.ltv, 'higher'),
    },
    {
      label: 'Max / liquidation LTV',
      after: `${formatPercent(terms.maxLtv)} / ${formatPercent(terms.liquidationLtv)}`,
    },
    {
      ...figureRow(
        liquidationLabel(after, symbols),
        before && liquidationText(before, symbols),
        liquidationText(after, symbols),
        'No debt',
      ),
      risk: before && liquidationRisk(before, after),
    },
    figureRow(
      'Position size',
      before && formatUsd(before.positionSize),
      formatUsd(after.positionSize),
    ),
    figureRow('Net value', before && formatUsd(before.netValue), formatUsd(after.netValue)),
    figureRow(
      'Collateral',
      before && formatTokenAmount(before.deposited, { symbol: symbols.collateral }),
      formatTokenAmount(after.deposited, { symbol: symbols.collateral }),
    ),
    figureRow(
      'Debt',
      before && formatTokenAmount(before.borrowed, { symbol: symbols.debt }),
      formatTokenAmount(after.borrowed, { symbol: symbols.debt }),
    ),
  ];
}

/**
 * One row from formatted texts: the before only where there is one, an after with no value
 * saying why (unless it was already without one before, which is no change).
 */
function figureRow(
  label: string,
  before: string | undefined,
  after: string,
  reason?: string,
): PreviewRow {
  const shown: ReactNode = reason && before !== after ? figureOr(after, reason) : after;
  return { label, ...(before === undefined ? {} : { before }), after: shown };
}

/** 'Liquidation ratio' for a correlated pair, else the traded asset's: 'SOL liquidation price'. */
function liquidationLabel(snapshot: PositionSnapshot, symbols: PairSymbols): string {
  const { liquidation } = snapshot;
  if (liquidation.unit === 'ratio') return 'Liquidation ratio';
  return `${symbols[liquidation.asset]} liquidation price`;
}

/** '$102.66 (-45.4%)', '$255.00 (+70.0%)', '1.0421 JitoSOL/SOL (-4.5%)'; '-' without debt. */
function liquidationText(snapshot: PositionSnapshot, symbols: PairSymbols): string {
  const { liquidation, liquidationDistance: distance } = snapshot;
  if (liquidation.level === undefined) return '-';
  const level = formatLevel(liquidation.level, liquidation.unit, symbols);
  if (!distance) return level;
  return `${level} (${distance.gt(0) ? '+' : ''}${formatPercent(distance, { decimals: 1 })})`;
}

/**
 * The liquidation row's risk: nearer today's price (or ratio) is riskier, whichever side it is
 * on (a short's lies above); a liquidation that goes away (a close) lowers the risk.
 */
function liquidationRisk(
  before: PositionSnapshot,
  after: PositionSnapshot,
): RiskDirection | undefined {
  const was = before.liquidationDistance?.abs();
  const will = after.liquidationDistance?.abs();
  if (was === undefined) return will === undefined ? undefined : 'up';
  if (will === undefined) return 'down';
  return riskDirection(was, will, 'lower');
}

/** Decimals of a correlated pair's ratio: its moves are a few tenths of a percent. */
const RATIO_DECIMALS = 4;

/** A liquidation level: '$102.66', or for a correlated pair '1.0421 JitoSOL/SOL'. */
export function formatLevel(level: Decimal, unit: 'usd' | 'ratio', symbols: PairSymbols): string {
  return unit === 'ratio'
    ? `${formatPrice(level, { decimals: RATIO_DECIMALS })} ${symbols.collateral}/${symbols.debt}`
    : formatPrice(level, { prefix: '$' });
}

/** The open form's rows after the position's: the loop's own costs. */
export function loopCostRows(
  preview: Pick<VaultPreview, 'flashLoanFee'>,
  symbols: PairSymbols,
  slippagePct: string,
): PreviewRow[] {
  return [
    {
      label: 'Flash loan fee',
      after: formatTokenAmount(preview.flashLoanFee, { symbol: symbols.collateral }),
    },
    { label: 'Slippage', after: formatPercent(percentToFraction(slippagePct)) },
  ];
}

/**
 * What the what-if moves: the traded asset ('SOL' — a long's collateral, a short's debt) or a
 * correlated pair's ratio ('JitoSOL/SOL').
 */
export function whatIfSubject(snapshot: PositionSnapshot, symbols: PairSymbols): string {
  const { liquidation } = snapshot;
  return liquidation.unit === 'ratio'
    ? `${symbols.collateral}/${symbols.debt}`
    : symbols[liquidation.asset];
}

/**
 * The what-if rows: the moved price of the traded asset (or the pair's ratio), and the position
 * there — its LTV in its band, how far liquidation still is (or that it is reached), its PnL.
 */
export function whatIfRows(preview: VaultPreview, symbols: PairSymbols): PreviewRow[] {
  const { whatIf } = preview;
  const { liquidation } = whatIf;
  const subject = whatIfSubject(whatIf, symbols);
  return [
    {
      label: liquidation.unit === 'ratio' ? `${subject} ratio` : `${subject} price`,
      after: formatLevel(liquidation.today, liquidation.unit, symbols),
    },
    {
      label: 'LTV at that price',
      after: formatPercent(whatIf.ltv),
      tone: TONE[whatIf.risk],
    },
    figureRow(
      liquidationLabel(whatIf, symbols),
      undefined,
      whatIfLiquidation(whatIf, symbols),
      'No debt',
    ),
    { label: 'PnL at that price', after: formatPnl(whatIf.pnl) },
  ];
}

/**
 * The liquidation level seen from the what-if price, or 'Reached at $255.00' once the move gets
 * there (a short's level lies above the price, a long's and a ratio's below).
 */
function whatIfLiquidation(snapshot: PositionSnapshot, symbols: PairSymbols): string {
  const { liquidation } = snapshot;
  if (liquidation.level === undefined) return '-';
  const rising = liquidation.unit === 'usd' && liquidation.asset === 'debt';
  const reached = rising
    ? liquidation.today.gte(liquidation.level)
    : liquidation.today.lte(liquidation.level);
  if (!reached) return liquidationText(snapshot, symbols);
  return `Reached at ${formatLevel(liquidation.level, liquidation.unit, symbols)}`;
}
