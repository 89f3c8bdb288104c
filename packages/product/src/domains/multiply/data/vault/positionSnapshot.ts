import {
  correlatedLiquidation,
  type Decimal,
  type LeverageToken,
  MathDecimal,
  multiplyPositionStats,
  type PositionSide,
  type RiskColour,
  riskColour,
  tradedLiquidation,
} from '@keel/core-math';
import type { ReserveView } from '../../../lending/data/reserveView';
import { type PairTag, pairNetApy } from '../pairRow';
import type { VaultTerms } from './vaultTerms';

/** What a position of the pair holds: collateral tokens and debt tokens. */
export interface PairPosition {
  deposited: Decimal;
  borrowed: Decimal;
}

/** No position: nothing held, nothing owed (a closed position's after). */
export const NO_POSITION: PairPosition = {
  deposited: new MathDecimal(0),
  borrowed: new MathDecimal(0),
};

/**
 * Where the position is liquidated: the traded asset's USD price (the other price held), or for a
 * correlated pair the ratio of collateral to debt (debt tokens per collateral token), with today's
 * value.
 */
export type LiquidationLevel =
  | { unit: 'usd'; asset: LeverageToken; today: Decimal; level: Decimal | undefined }
  | { unit: 'ratio'; today: Decimal; level: Decimal | undefined };

/** A pair position's figures, before or after a change; every one from core-math. */
export interface PositionSnapshot extends PairPosition {
  /** Collateral value, USD. */
  positionSize: Decimal;
  /** Collateral value less debt value, USD. */
  netValue: Decimal;
  /** Undefined without a positive net value (nothing held, or worth nothing). */
  leverage: Decimal | undefined;
  ltv: Decimal;
  /** The data spec's band of the LTV against the vault's max LTV and liquidation LTV. */
  risk: RiskColour;
  netApy: Decimal | undefined;
  liquidation: LiquidationLevel;
  /** Fraction of today's price (or ratio) to the liquidation one. */
  liquidationDistance: Decimal | undefined;
}

export interface SnapshotPair {
  collateral: ReserveView;
  debt: ReserveView;
  terms: VaultTerms;
  /** Collateral and debt track one asset: liquidation is in their ratio. */
  correlated: boolean;
  /** The asset the position trades, whose price liquidates it. */
  traded: LeverageToken;
}

/**
 * The asset a position trades: a multiply multiplies its collateral; a long or short trades the
 * base of the pair by the data spec's long/short rule (the collateral when long, the debt when
 * short).
 */
export function tradedToken(tag: PairTag, side: PositionSide): LeverageToken {
  return tag === 'Leverage' && side === 'short' ? 'debt' : 'collateral';
}

/**
 * The position's value, leverage, LTV in the vault's bands, net APY at its leverage and where it
 * is liquidated, at today's prices.
 */
export function positionSnapshot(pair: SnapshotPair, position: PairPosition): PositionSnapshot {
  const { collateral, debt, terms } = pair;
  const liquidationThresholdPct = terms.liquidationLtv.times(100);
  const stats = multiplyPositionStats({
    ...position,
    collateralPrice: collateral.price,
    debtPrice: debt.price,
    debtBorrowFactorPct: terms.debtBorrowFactorPct,
    liquidationThresholdPct,
  });
  const leverage = stats.leverage.isFinite() ? stats.leverage : undefined;
  return {
    ...position,
    positionSize: stats.collateralValueUsd,
    netValue: stats.netValueUsd,
    leverage,
    ltv: stats.ltv,
    risk: riskColour(stats.ltv, terms),
    netApy: leverage === undefined ? undefined : pairNetApy(collateral, debt, leverage),
    ...liquidationOf(pair, position),
  };
}

function liquidationOf(
  pair: SnapshotPair,
  position: PairPosition,
): Pick<PositionSnapshot, 'liquidation' | 'liquidationDistance'> {
  const { collateral, debt, terms } = pair;
  const thresholds = {
    debtBorrowFactorPct: terms.debtBorrowFactorPct,
    liquidationThresholdPct: terms.liquidationLtv.times(100),
  };
  if (pair.correlated) {
    const byRatio = correlatedLiquidation({
      ...position,
      ...thresholds,
      priceCollToDebt: collateral.price.div(debt.price),
    });
    return {
      liquidation: { unit: 'ratio', today: byRatio.ratio, level: byRatio.liquidationRatio },
      liquidationDistance: byRatio.distance,
    };
  }
  const byPrice = tradedLiquidation({
    ...position,
    ...thresholds,
    traded: pair.traded,
    collateralPrice: collateral.price,
    debtPrice: debt.price,
  });
  return {
    liquidation: {
      unit: 'usd',
      asset: pair.traded,
      today: byPrice.price,
      level: byPrice.liquidationPrice,
    },
    liquidationDistance: byPrice.distance,
  };
}

/** The snapshot inputs of a vault's pair. */
export function snapshotPair(
  row: { collateral: ReserveView; debt: ReserveView; correlated: boolean; side: PositionSide },
  terms: VaultTerms,
  tag: PairTag,
): SnapshotPair {
  return {
    collateral: row.collateral,
    debt: row.debt,
    terms,
    correlated: row.correlated,
    traded: tradedToken(tag, row.side),
  };
}
