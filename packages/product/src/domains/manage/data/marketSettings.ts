import type { LendingMarket } from '@keel/chain-readers';
import { formatExactAmount } from '@keel/core-math';
import type { LendingMarketUpdate } from '@keel/lending-programs';
import {
  bpsPercentText,
  bpsToPercentInput,
  percentInputText,
  percentInputToBps,
} from '../../../common/bpsPercent';
import { NO_CAP, U64_MAX } from '../../../common/programLimits';

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
  /**
   * A flag (on/off), a whole number within the range the program accepts, a setting stored in
   * bps and edited in percent (range in bps), or a USD cap (empty for no cap, u64::MAX).
   */
  spec:
    | { kind: 'flag' }
    | { kind: 'integer'; min: number; max: number }
    | { kind: 'bpsPercent'; min: number; max: number }
    | { kind: 'usdCap' };
}

/** The unit of a setting stored in bps: edited in percent, two decimals at most. */
const BPS_PERCENT_UNIT = '%, stored in bps';
/** The unit of a USD cap: whole dollars, or empty for no cap. */
const USD_CAP_UNIT = 'USD, empty for no cap';

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
    unit: BPS_PERCENT_UNIT,
    spec: { kind: 'bpsPercent', min: 0, max: 10_000 },
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
    unit: USD_CAP_UNIT,
    spec: { kind: 'usdCap' },
  },
  {
    key: 'maxLiquidatableDebtValue',
    label: 'Max liquidatable debt at once',
    unit: USD_CAP_UNIT,
    spec: { kind: 'usdCap' },
  },
  {
    key: 'minFullLiquidationValue',
    label: 'Min value for full liquidation',
    unit: 'USD',
    spec: { kind: 'integer', min: 0, max: SAFE_MAX },
  },
];

/** A stored USD cap as the form shows it: empty for no cap. */
const usdCapInput = (value: bigint) => (value === U64_MAX ? '' : value.toString());
/** A USD cap as the program stores it: empty writes the unlimited value back. */
const usdCapValue = (text: string) => (text === '' ? U64_MAX : BigInt(text));

export function marketSettingsOf(market: LendingMarket): MarketSettings {
  return {
    emergencyMode: market.emergencyMode ? 'on' : 'off',
    borrowDisabled: market.borrowDisabled ? 'on' : 'off',
    referralFeeBps: bpsToPercentInput(market.referralFeeBps),
    liquidationCloseFactorPct: String(market.liquidationMaxDebtCloseFactorPct),
    insolvencyRiskLtvPct: String(market.insolvencyRiskUnhealthyLtvPct),
    priceRefreshTriggerPct: String(market.priceRefreshTriggerToMaxAgePct),
    globalAllowedBorrowValue: usdCapInput(market.globalAllowedBorrowValue),
    maxLiquidatableDebtValue: usdCapInput(market.maxLiquidatableDebtMarketValueAtOnce),
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
    if (field.spec.kind === 'bpsPercent') {
      const bps = percentInputToBps(value);
      return bps === undefined || bps < field.spec.min || bps > field.spec.max
        ? [
            `${field.label} must be between ${bpsPercentText(field.spec.min)} and ${bpsPercentText(field.spec.max)} (two decimals at most)`,
          ]
        : [];
    }
    if (field.spec.kind === 'usdCap') {
      if (value === '') return [];
      if (!INTEGER.test(value))
        return [`${field.label} must be a whole number, or empty for no cap`];
      return BigInt(value) > U64_MAX ? [`${field.label} is too large`] : [];
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
      return { mode: 'UpdateReferralFeeBps', value: percentInputToBps(value) ?? 0 };
    case 'liquidationCloseFactorPct':
      return { mode: 'UpdateLiquidationCloseFactor', value: Number(value) };
    case 'insolvencyRiskLtvPct':
      return { mode: 'UpdateInsolvencyRiskLtv', value: Number(value) };
    case 'priceRefreshTriggerPct':
      return { mode: 'UpdatePriceRefreshTriggerToMaxAgePct', value: Number(value) };
    case 'globalAllowedBorrowValue':
      return { mode: 'UpdateGlobalAllowedBorrow', value: usdCapValue(value) };
    case 'maxLiquidatableDebtValue':
      return { mode: 'UpdateLiquidationMaxValue', value: usdCapValue(value) };
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

function sameSetting(field: MarketSettingField, was: string, next: string): boolean {
  switch (field.spec.kind) {
    case 'flag':
      return was === next;
    case 'bpsPercent':
      return percentInputToBps(was) === percentInputToBps(next);
    case 'usdCap':
      return usdCapValue(was) === usdCapValue(next);
    case 'integer':
      return BigInt(was) === BigInt(next);
  }
}

/**
 * A setting as a change row shows it, like the market's figures: percents with two decimals,
 * dollars with separators, an empty USD cap 'No cap'. Changes are listed only for valid values.
 */
function shownSetting(field: MarketSettingField, text: string): string {
  switch (field.spec.kind) {
    case 'flag':
      return text;
    case 'usdCap':
      return text === '' ? NO_CAP : formatExactAmount(text);
    case 'bpsPercent':
      return percentInputText(text);
    case 'integer':
      return field.unit.startsWith('%') ? percentInputText(text) : formatExactAmount(text);
  }
}

/** The settings that differ, before → after, each with its update_lending_market. */
export function marketSettingChanges(
  before: MarketSettings,
  after: MarketSettings,
): MarketSettingChange[] {
  return MARKET_SETTING_FIELDS.flatMap((field) => {
    const was = before[field.key].trim();
    const next = after[field.key].trim();
    if (sameSetting(field, was, next)) return [];
    const shown = (text: string) => shownSetting(field, text);
    return [
      {
        key: field.key,
        label: field.label,
        before: shown(was),
        after: shown(next),
        unit: field.unit,
        update: updateOf(field.key, next),
      },
    ];
  });
}
