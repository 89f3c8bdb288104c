import type { LendingMarket } from '@keel/chain-readers';
import type { LendingMarketUpdate } from '@keel/lending-programs';

export type MarketSettingKey =
  | 'emergencyMode'
  | 'borrowDisabled'
  | 'referralFeeBps'
  | 'liquidationCloseFactorPct'
  | 'insolvencyRiskLtvPct'
  | 'priceRefreshTriggerPct'
  | 'globalAllowedBorrowValue'
  | 'maxLiquidatableDebtValue'
  | 'minFullLiquidationValue';

export type MarketSettings = Record<MarketSettingKey, string>;

export interface MarketSettingField {
  key: MarketSettingKey;
  label: string;
  unit: string;
  /** A flag (on/off), or a whole number within the range the program accepts. */
  spec: { kind: 'flag' } | { kind: 'integer'; min: number; max: number };
}

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

/**
 * The market settings the form offers, with the lending program's update_lending_market checks:
 * flags are 0 or 1, percentages at most 100, the referral fee at most 10000 bps.
 */
export const MARKET_SETTING_FIELDS: readonly MarketSettingField[] = [
  { key: 'emergencyMode', label: 'Emergency mode', unit: '', spec: { kind: 'flag' } },
  { key: 'borrowDisabled', label: 'Borrowing disabled', unit: '', spec: { kind: 'flag' } },
  {
    key: 'referralFeeBps',
    label: 'Referral fee',
    unit: 'bps',
    spec: { kind: 'integer', min: 0, max: 10_000 },
  },
  {
    key: 'liquidationCloseFactorPct',
    label: 'Liquidation close factor',
    unit: '%',
    spec: { kind: 'integer', min: 0, max: 100 },
  },
  {
    key: 'insolvencyRiskLtvPct',
    label: 'Insolvency risk LTV',
    unit: '%',
    spec: { kind: 'integer', min: 0, max: 100 },
  },
  {
    key: 'priceRefreshTriggerPct',
    label: 'Price refresh trigger',
    unit: '% of max age',
    spec: { kind: 'integer', min: 0, max: 100 },
  },
  {
    key: 'globalAllowedBorrowValue',
    label: 'Global allowed borrow',
    unit: 'USD',
    spec: { kind: 'integer', min: 0, max: SAFE_MAX },
  },
  {
    key: 'maxLiquidatableDebtValue',
    label: 'Max liquidatable debt at once',
    unit: 'USD',
    spec: { kind: 'integer', min: 0, max: SAFE_MAX },
  },
  {
    key: 'minFullLiquidationValue',
    label: 'Min value for full liquidation',
    unit: 'USD',
    spec: { kind: 'integer', min: 0, max: SAFE_MAX },
  },
];

export function marketSettingsOf(market: LendingMarket): MarketSettings {
  return {
    emergencyMode: market.emergencyMode ? 'on' : 'off',
    borrowDisabled: market.borrowDisabled ? 'on' : 'off',
    referralFeeBps: String(market.referralFeeBps),
    liquidationCloseFactorPct: String(market.liquidationMaxDebtCloseFactorPct),
    insolvencyRiskLtvPct: String(market.insolvencyRiskUnhealthyLtvPct),
    priceRefreshTriggerPct: String(market.priceRefreshTriggerToMaxAgePct),
    globalAllowedBorrowValue: market.globalAllowedBorrowValue.toString(),
    maxLiquidatableDebtValue: market.maxLiquidatableDebtMarketValueAtOnce.toString(),
    minFullLiquidationValue: market.minFullLiquidationValueThreshold.toString(),
  };
}

const INTEGER = /^\d+$/;

/** Why the program would refuse these settings; empty when they can be sent. */
export function marketSettingsProblems(settings: MarketSettings): string[] {
  return MARKET_SETTING_FIELDS.flatMap((field) => {
    const value = settings[field.key].trim();
    if (field.spec.kind === 'flag') {
      return value === 'on' || value === 'off' ? [] : [`${field.label} must be on or off`];
    }
    if (!INTEGER.test(value)) return [`${field.label} must be a whole number`];
    const n = Number(value);
    if (n < field.spec.min || n > field.spec.max) {
      return [`${field.label} must be between ${field.spec.min} and ${field.spec.max}`];
    }
    return [];
  });
}

function updateOf(key: MarketSettingKey, value: string): LendingMarketUpdate {
  switch (key) {
    case 'emergencyMode':
      return { mode: 'UpdateEmergencyMode', value: value === 'on' };
    case 'borrowDisabled':
      return { mode: 'UpdateBorrowingDisabled', value: value === 'on' };
    case 'referralFeeBps':
      return { mode: 'UpdateReferralFeeBps', value: Number(value) };
    case 'liquidationCloseFactorPct':
      return { mode: 'UpdateLiquidationCloseFactor', value: Number(value) };
    case 'insolvencyRiskLtvPct':
      return { mode: 'UpdateInsolvencyRiskLtv', value: Number(value) };
    case 'priceRefreshTriggerPct':
      return { mode: 'UpdatePriceRefreshTriggerToMaxAgePct', value: Number(value) };
    case 'globalAllowedBorrowValue':
      return { mode: 'UpdateGlobalAllowedBorrow', value: BigInt(value) };
    case 'maxLiquidatableDebtValue':
      return { mode: 'UpdateLiquidationMaxValue', value: BigInt(value) };
    case 'minFullLiquidationValue':
      return { mode: 'UpdateMinFullLiquidationThreshold', value: BigInt(value) };
  }
}

export interface MarketSettingChange {
  key: MarketSettingKey;
  label: string;
  before: string;
  after: string;
  unit: string;
  update: LendingMarketUpdate;
}

/** The settings that differ, before → after, each with its update_lending_market. */
export function marketSettingChanges(
  before: MarketSettings,
  after: MarketSettings,
): MarketSettingChange[] {
  return MARKET_SETTING_FIELDS.flatMap((field) => {
    const was = before[field.key].trim();
    const next = after[field.key].trim();
    const same = field.spec.kind === 'flag' ? was === next : BigInt(was) === BigInt(next);
    if (same) return [];
    return [
      {
        key: field.key,
        label: field.label,
        before: was,
        after: next,
        unit: field.unit,
        update: updateOf(field.key, next),
      },
    ];
  });
}
