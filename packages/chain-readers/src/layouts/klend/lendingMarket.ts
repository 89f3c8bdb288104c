import type Decimal from 'decimal.js';
import type { Address } from '../../address/address';
import { KLEND_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLEND_DISCRIMINATORS } from './discriminators';
import { type ElevationGroup, readElevationGroups, writeElevationGroups } from './elevationGroup';
import { readScaledFraction, writeScaledFraction } from './fraction';

export const LENDING_MARKET_SIZE = 4664;

/** klend LendingMarket (LAYOUTS §2.1). USD limits are whole dollars unless the name ends in Sf. */
export interface LendingMarketData {
  version: bigint;
  /** Bump of the lending-market authority PDA. */
  bumpSeed: number;
  lendingMarketOwner: Address;
  lendingMarketOwnerCached: Address;
  /** Zero-padded ASCII, "USD" on mainnet markets. */
  quoteCurrency: string;
  referralFeeBps: number;
  emergencyMode: boolean;
  autodeleverageEnabled: boolean;
  borrowDisabled: boolean;
  priceRefreshTriggerToMaxAgePct: number;
  liquidationMaxDebtCloseFactorPct: number;
  insolvencyRiskUnhealthyLtvPct: number;
  minFullLiquidationValueThreshold: bigint;
  maxLiquidatableDebtMarketValueAtOnce: bigint;
  globalAllowedBorrowValue: bigint;
  riskCouncil: Address;
  /** Groups in use only (id ≠ 0); group id N sits at slot N-1 on chain. */
  elevationGroups: ElevationGroup[];
  minNetValueInObligation: Decimal;
  minValueSkipLiquidationLtvChecks: bigint;
  name: string;
  minValueSkipLiquidationBfChecks: bigint;
  individualAutodeleverageMarginCallPeriodSecs: bigint;
  minInitialDepositAmount: bigint;
  obligationOrderExecutionEnabled: boolean;
  immutable: boolean;
  obligationOrderCreationEnabled: boolean;
  priceTriggeredLiquidationDisabled: boolean;
  matureReserveDebtLiquidationEnabled: boolean;
  obligationBorrowDebtTermLiquidationEnabled: boolean;
  borrowOrderCreationEnabled: boolean;
  borrowOrderExecutionEnabled: boolean;
  proposerAuthority: Address;
}

export interface LendingMarket extends LendingMarketData {
  address: Address;
}

export const LENDING_MARKET_SPEC: AnchorAccountSpec = {
  accountType: 'LendingMarket',
  programId: KLEND_PROGRAM_ID,
  discriminator: KLEND_DISCRIMINATORS.LendingMarket,
  size: LENDING_MARKET_SIZE,
};

const ELEVATION_GROUPS_OFFSET = 200;

export function decodeLendingMarket(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): LendingMarket {
  return decodeAnchorAccount(
    LENDING_MARKET_SPEC,
    address,
    account,
    (r) => ({
      address,
      version: r.u64(8),
      bumpSeed: r.u64Number(16, 'bumpSeed'),
      lendingMarketOwner: r.pubkey(24),
      lendingMarketOwnerCached: r.pubkey(56),
      quoteCurrency: r.paddedString(88, 32),
      referralFeeBps: r.u16(120),
      emergencyMode: r.bool(122),
      autodeleverageEnabled: r.bool(123),
      borrowDisabled: r.bool(124),
      priceRefreshTriggerToMaxAgePct: r.u8(125),
      liquidationMaxDebtCloseFactorPct: r.u8(126),
      insolvencyRiskUnhealthyLtvPct: r.u8(127),
      minFullLiquidationValueThreshold: r.u64(128),
      maxLiquidatableDebtMarketValueAtOnce: r.u64(136),
      globalAllowedBorrowValue: r.u64(152),
      riskCouncil: r.pubkey(160),
      elevationGroups: readElevationGroups(r, ELEVATION_GROUPS_OFFSET),
      minNetValueInObligation: readScaledFraction(r, 3224),
      minValueSkipLiquidationLtvChecks: r.u64(3240),
      name: r.paddedString(3248, 32),
      minValueSkipLiquidationBfChecks: r.u64(3280),
      individualAutodeleverageMarginCallPeriodSecs: r.u64(3288),
      minInitialDepositAmount: r.u64(3296),
      obligationOrderExecutionEnabled: r.bool(3304),
      immutable: r.bool(3305),
      obligationOrderCreationEnabled: r.bool(3306),
      priceTriggeredLiquidationDisabled: r.bool(3307),
      matureReserveDebtLiquidationEnabled: r.bool(3308),
      obligationBorrowDebtTermLiquidationEnabled: r.bool(3309),
      borrowOrderCreationEnabled: r.bool(3310),
      borrowOrderExecutionEnabled: r.bool(3311),
      proposerAuthority: r.pubkey(3312),
    }),
    options,
  );
}

export function encodeLendingMarket(data: LendingMarketData): Uint8Array {
  const w = anchorAccountWriter(LENDING_MARKET_SPEC);
  w.u64(8, data.version)
    .u64(16, data.bumpSeed)
    .pubkey(24, data.lendingMarketOwner)
    .pubkey(56, data.lendingMarketOwnerCached)
    .paddedString(88, 32, data.quoteCurrency)
    .u16(120, data.referralFeeBps)
    .bool(122, data.emergencyMode)
    .bool(123, data.autodeleverageEnabled)
    .bool(124, data.borrowDisabled)
    .u8(125, data.priceRefreshTriggerToMaxAgePct)
    .u8(126, data.liquidationMaxDebtCloseFactorPct)
    .u8(127, data.insolvencyRiskUnhealthyLtvPct)
    .u64(128, data.minFullLiquidationValueThreshold)
    .u64(136, data.maxLiquidatableDebtMarketValueAtOnce)
    .u64(152, data.globalAllowedBorrowValue)
    .pubkey(160, data.riskCouncil);
  writeElevationGroups(w, ELEVATION_GROUPS_OFFSET, data.elevationGroups);
  writeScaledFraction(w, 3224, data.minNetValueInObligation);
  w.u64(3240, data.minValueSkipLiquidationLtvChecks)
    .paddedString(3248, 32, data.name)
    .u64(3280, data.minValueSkipLiquidationBfChecks)
    .u64(3288, data.individualAutodeleverageMarginCallPeriodSecs)
    .u64(3296, data.minInitialDepositAmount)
    .bool(3304, data.obligationOrderExecutionEnabled)
    .bool(3305, data.immutable)
    .bool(3306, data.obligationOrderCreationEnabled)
    .bool(3307, data.priceTriggeredLiquidationDisabled)
    .bool(3308, data.matureReserveDebtLiquidationEnabled)
    .bool(3309, data.obligationBorrowDebtTermLiquidationEnabled)
    .bool(3310, data.borrowOrderCreationEnabled)
    .bool(3311, data.borrowOrderExecutionEnabled)
    .pubkey(3312, data.proposerAuthority);
  return w.toBytes();
}
