import type {
  ElevationGroup,
  ReserveConfig,
  ReserveStatus,
  WithdrawalCaps,
} from '@keel/chain-readers';
import {
  amountToLamports,
  formatExactAmount,
  lamportsToAmount,
  MathDecimal,
  tryToDecimal,
} from '@keel/core-math';
import type { ReserveConfigUpdate } from '@keel/lending-programs';
import {
  bpsPercentText,
  bpsToPercentInput,
  percentInputText,
  percentInputToBps,
} from '../../../common/bpsPercent';
import { isNoCap, NO_CAP, U64_MAX } from '../../../common/programLimits';

/** The reserve settings the edit form offers, as typed (strings), by key. */
export type ReserveSettingKey =
  | 'loanToValuePct'
  | 'liquidationThresholdPct'
  | 'minLiquidationBonusBps'
  | 'maxLiquidationBonusBps'
  | 'badDebtLiquidationBonusBps'
  | 'borrowFactorPct'
  | 'protocolTakeRatePct'
  | 'protocolLiquidationFeePct'
  | 'borrowFeePct'
  | 'depositLimit'
  | 'borrowLimit'
  | 'utilizationLimitPct'
  | 'depositWithdrawalCap'
  | 'debtWithdrawalCap'
  | 'status';

export type ReserveSettings = Record<ReserveSettingKey, string>;

interface IntegerField {
  kind: 'integer';
  min: number;
  max: number;
}
interface TokenField {
  kind: 'tokens';
}
/** A token cap: an amount, or empty for no cap (the program's u64::MAX). */
interface TokenCapField {
  kind: 'tokenCap';
}
/** A setting the program stores in bps, edited in percent with two decimals (min, max in bps). */
interface BpsPercentField {
  kind: 'bpsPercent';
  min: number;
  max: number;
}
interface PercentField {
  kind: 'percent';
}
interface StatusField {
  kind: 'status';
}
/**
 * A daily cap: empty for no cap (no interval, or the program's unlimited capacity; 'off' is read
 * the same), tokens per day, or 'blocked' (a negative capacity as read; sent as 0 per day).
 */
interface DailyCapField {
  kind: 'dailyCap';
}

export interface ReserveSettingField {
  key: ReserveSettingKey;
  label: string;
  unit: string;
  spec:
    | IntegerField
    | TokenField
    | TokenCapField
    | BpsPercentField
    | PercentField
    | StatusField
    | DailyCapField;
}

const U16_MAX = 65_535;
/** The unit of a setting stored in bps: edited in percent, two decimals at most. */
export const BPS_PERCENT_UNIT = '%, stored in bps';
/** The unit of a token cap: whole tokens, or empty for no cap. */
export const TOKEN_CAP_UNIT = 'tokens, empty for no cap';
/** The unit of a daily cap: tokens per day, or empty for no cap. */
export const DAILY_CAP_UNIT = 'tokens per day, empty for no cap';
/** What a u64 field can hold; the form keeps to safe integers. */
const INTEGER_MAX = Number.MAX_SAFE_INTEGER;

/**
 * The editable fields, with the ranges the lending program's validate_reserve_config accepts
 * (LTV below 100, liquidation threshold up to 100, bonuses in bps, bad-debt bonus below 1%,
 * borrow factor at least 100, fees and take rates up to 100%).
 */
export const RESERVE_SETTING_FIELDS: readonly ReserveSettingField[] = [
  {
    key: 'loanToValuePct',
    label: 'Max LTV',
    unit: '%',
    spec: { kind: 'integer', min: 0, max: 99 },
  },
  {
    key: 'liquidationThresholdPct',
    label: 'Liquidation threshold',
    unit: '%',
    spec: { kind: 'integer', min: 0, max: 100 },
  },
  {
    key: 'minLiquidationBonusBps',
    label: 'Min liquidation bonus',
    unit: BPS_PERCENT_UNIT,
    spec: { kind: 'bpsPercent', min: 0, max: 10_000 },
  },
  {
    key: 'maxLiquidationBonusBps',
    label: 'Max liquidation bonus',
    unit: BPS_PERCENT_UNIT,
    spec: { kind: 'bpsPercent', min: 0, max: 10_000 },
  },
  {
    key: 'badDebtLiquidationBonusBps',
    label: 'Bad debt liquidation bonus',
    unit: BPS_PERCENT_UNIT,
    spec: { kind: 'bpsPercent', min: 0, max: 99 },
  },
  {
    key: 'borrowFactorPct',
    label: 'Borrow factor',
    unit: '%',
    spec: { kind: 'integer', min: 100, max: INTEGER_MAX },
  },
  {
    key: 'protocolTakeRatePct',
    label: 'Protocol take rate',
    unit: '%',
    spec: { kind: 'integer', min: 0, max: 100 },
  },
  {
    key: 'protocolLiquidationFeePct',
    label: 'Protocol liquidation fee',
    unit: '%',
    spec: { kind: 'integer', min: 0, max: 100 },
  },
  { key: 'borrowFeePct', label: 'Borrow fee', unit: '%', spec: { kind: 'percent' } },
  { key: 'depositLimit', label: 'Deposit cap', unit: TOKEN_CAP_UNIT, spec: { kind: 'tokenCap' } },
  { key: 'borrowLimit', label: 'Borrow cap', unit: TOKEN_CAP_UNIT, spec: { kind: 'tokenCap' } },
  {
    key: 'utilizationLimitPct',
    label: 'Block borrowing above utilization',
    unit: '% (0 = off)',
    spec: { kind: 'integer', min: 0, max: 100 },
  },
  {
    key: 'depositWithdrawalCap',
    label: 'Daily withdrawal cap',
    unit: DAILY_CAP_UNIT,
    spec: { kind: 'dailyCap' },
  },
  {
    key: 'debtWithdrawalCap',
    label: 'Daily borrow cap',
    unit: DAILY_CAP_UNIT,
    spec: { kind: 'dailyCap' },
  },
  { key: 'status', label: 'Status', unit: '', spec: { kind: 'status' } },
];

const OFF = 'off';
const BLOCKED = 'blocked';
const DAY_SECONDS = 86_400n;

/** A daily cap the program does not enforce: typed as empty ('off' reads the same). */
const isNoDailyCap = (text: string) => text === '' || text === OFF;

function dailyCapText(cap: WithdrawalCaps, decimals: number): string {
  if (cap.configIntervalLengthSeconds === 0n || isNoCap(cap.configCapacity)) return '';
  if (cap.configCapacity < 0n) return BLOCKED;
  return lamportsToAmount(cap.configCapacity.toString(), decimals).toFixed();
}

/** A stored token cap as the form shows it: empty for no cap. */
function tokenCapInput(raw: bigint, decimals: number): string {
  return isNoCap(raw) ? '' : lamportsToAmount(raw.toString(), decimals).toFixed();
}

export const RESERVE_STATUS_OPTIONS: readonly ReserveStatus[] = ['Active', 'Obsolete', 'Hidden'];

/** A reserve's current settings as the form shows them. */
export function reserveSettingsOf(config: ReserveConfig, decimals: number): ReserveSettings {
  return {
    loanToValuePct: String(config.loanToValuePct),
    liquidationThresholdPct: String(config.liquidationThresholdPct),
    minLiquidationBonusBps: bpsToPercentInput(config.minLiquidationBonusBps),
    maxLiquidationBonusBps: bpsToPercentInput(config.maxLiquidationBonusBps),
    badDebtLiquidationBonusBps: bpsToPercentInput(config.badDebtLiquidationBonusBps),
    borrowFactorPct: config.borrowFactorPct.toString(),
    protocolTakeRatePct: String(config.protocolTakeRatePct),
    protocolLiquidationFeePct: String(config.protocolLiquidationFeePct),
    borrowFeePct: config.fees.originationFee.times(100).toFixed(),
    depositLimit: tokenCapInput(config.depositLimit, decimals),
    borrowLimit: tokenCapInput(config.borrowLimit, decimals),
    utilizationLimitPct: String(config.utilizationLimitBlockBorrowingAbovePct),
    depositWithdrawalCap: dailyCapText(config.depositWithdrawalCap, decimals),
    debtWithdrawalCap: dailyCapText(config.debtWithdrawalCap, decimals),
    status: config.status,
  };
}

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function tokenProblem(
  field: ReserveSettingField,
  value: string,
  decimals: number,
  alternative = '',
): string | null {
  const n = DECIMAL.test(value) ? tryToDecimal(value) : undefined;
  if (n === undefined) return `${field.label} must be an amount of tokens${alternative}`;
  if (n.decimalPlaces() > decimals) return `${field.label} has at most ${decimals} decimals`;
  // The program reads the capacity as i64.
  if (amountToLamports(n, decimals) > 2n ** 63n - 1n) return `${field.label} is too large`;
  return null;
}

function tokenCapProblem(field: ReserveSettingField, value: string, decimals: number) {
  const n = DECIMAL.test(value) ? tryToDecimal(value) : undefined;
  if (n === undefined) return `${field.label} must be an amount of tokens, or empty for no cap`;
  if (n.decimalPlaces() > decimals) return `${field.label} has at most ${decimals} decimals`;
  if (amountToLamports(n, decimals) > U64_MAX) return `${field.label} is too large`;
  return null;
}

function fieldProblem(field: ReserveSettingField, text: string, decimals: number): string | null {
  const value = text.trim();
  const { spec } = field;
  switch (spec.kind) {
    case 'integer': {
      if (!INTEGER.test(value)) return `${field.label} must be a whole number`;
      const n = Number(value);
      if (n < spec.min || n > spec.max) {
        return spec.max === INTEGER_MAX
          ? `${field.label} must be at least ${spec.min}`
          : `${field.label} must be between ${spec.min} and ${spec.max}`;
      }
      return null;
    }
    case 'bpsPercent': {
      const bps = percentInputToBps(value);
      if (bps === undefined || bps < spec.min || bps > spec.max) {
        return `${field.label} must be between ${bpsPercentText(spec.min)} and ${bpsPercentText(spec.max)} (two decimals at most)`;
      }
      return null;
    }
    case 'percent': {
      const n = DECIMAL.test(value) ? tryToDecimal(value) : undefined;
      if (n === undefined || n.gte(100)) {
        return `${field.label} must be at least ${percentInputText('0')} and below ${percentInputText('100')}`;
      }
      return null;
    }
    case 'dailyCap':
      if (isNoDailyCap(value) || value === BLOCKED) return null;
      return tokenProblem(field, value, decimals, ' per day, or empty for no cap');
    case 'tokens':
      return tokenProblem(field, value, decimals);
    case 'tokenCap':
      return value === '' ? null : tokenCapProblem(field, value, decimals);
    case 'status':
      return RESERVE_STATUS_OPTIONS.includes(value as ReserveStatus)
        ? null
        : `${field.label} must be Active, Obsolete or Hidden`;
  }
}

/**
 * Every reason the program would refuse these settings: each field's range, then the rules
 * between fields (liquidation threshold at least the LTV, min bonus at most max) and against the
 * market's elevation groups the reserve belongs to. Empty when the update can be sent.
 */
export function reserveSettingsProblems(
  settings: ReserveSettings,
  context: {
    decimals: number;
    elevationGroups: readonly ElevationGroup[];
    groupIds: readonly number[];
  },
): string[] {
  const problems = RESERVE_SETTING_FIELDS.flatMap((field) => {
    const problem = fieldProblem(field, settings[field.key], context.decimals);
    return problem === null ? [] : [problem];
  });
  if (problems.length > 0) return problems;
  const ltv = Number(settings.loanToValuePct);
  const threshold = Number(settings.liquidationThresholdPct);
  const maxBonus = percentInputToBps(settings.maxLiquidationBonusBps) ?? 0;
  if (threshold < ltv) problems.push('Liquidation threshold must be at least the max LTV');
  if ((percentInputToBps(settings.minLiquidationBonusBps) ?? 0) > maxBonus) {
    problems.push('Min liquidation bonus must be at most the max liquidation bonus');
  }
  for (const id of context.groupIds) {
    const group = context.elevationGroups.find((candidate) => candidate.id === id);
    if (group === undefined) continue;
    if (group.ltvPct < ltv) {
      problems.push(
        `Max LTV must be at most elevation group ${id}'s LTV (${percentInputText(String(group.ltvPct))})`,
      );
    }
    if (group.liquidationThresholdPct < threshold) {
      problems.push(
        `Liquidation threshold must be at most elevation group ${id}'s (${percentInputText(String(group.liquidationThresholdPct))})`,
      );
    }
    if (group.maxLiquidationBonusBps > maxBonus) {
      problems.push(
        `Max liquidation bonus must be at least elevation group ${id}'s (${bpsPercentText(group.maxLiquidationBonusBps)})`,
      );
    }
  }
  return problems;
}

function same(field: ReserveSettingField, a: string, b: string): boolean {
  if (field.spec.kind === 'status') return a === b;
  if (field.spec.kind === 'tokenCap' && (a.trim() === '' || b.trim() === '')) {
    return a.trim() === b.trim();
  }
  if (field.spec.kind === 'dailyCap') {
    const word = (text: string) => (isNoDailyCap(text.trim()) ? '' : text.trim());
    if ([a, b].some((text) => isNoDailyCap(text.trim()) || text.trim() === BLOCKED)) {
      return word(a) === word(b);
    }
  }
  const x = tryToDecimal(a.trim());
  const y = tryToDecimal(b.trim());
  return x !== undefined && y !== undefined && x.eq(y);
}

function updateOf(key: ReserveSettingKey, text: string, decimals: number): ReserveConfigUpdate {
  const value = text.trim();
  const lamports = () => amountToLamports(value, decimals);
  // A cap left empty writes the program's unlimited value back.
  const cap = () => (value === '' ? U64_MAX : lamports());
  const bps = () => percentInputToBps(value) ?? 0;
  switch (key) {
    case 'loanToValuePct':
      return { mode: 'UpdateLoanToValuePct', value: Number(value) };
    case 'liquidationThresholdPct':
      return { mode: 'UpdateLiquidationThresholdPct', value: Number(value) };
    case 'minLiquidationBonusBps':
      return { mode: 'UpdateMinLiquidationBonusBps', value: Math.min(bps(), U16_MAX) };
    case 'maxLiquidationBonusBps':
      return { mode: 'UpdateMaxLiquidationBonusBps', value: Math.min(bps(), U16_MAX) };
    case 'badDebtLiquidationBonusBps':
      return { mode: 'UpdateBadDebtLiquidationBonusBps', value: bps() };
    case 'borrowFactorPct':
      return { mode: 'UpdateBorrowFactor', value: BigInt(value) };
    case 'protocolTakeRatePct':
      return { mode: 'UpdateProtocolTakeRate', value: Number(value) };
    case 'protocolLiquidationFeePct':
      return { mode: 'UpdateProtocolLiquidationFee', value: Number(value) };
    case 'borrowFeePct':
      return { mode: 'UpdateFeesOriginationFee', value: new MathDecimal(value).div(100) };
    case 'depositLimit':
      return { mode: 'UpdateDepositLimit', value: cap() };
    case 'borrowLimit':
      return { mode: 'UpdateBorrowLimit', value: cap() };
    case 'utilizationLimitPct':
      return { mode: 'UpdateBlockBorrowingAboveUtilizationPct', value: Number(value) };
    case 'depositWithdrawalCap':
    case 'debtWithdrawalCap': {
      const mode =
        key === 'depositWithdrawalCap' ? 'UpdateDepositWithdrawalCap' : 'UpdateDebtWithdrawalCap';
      if (isNoDailyCap(value)) return { mode, value: { capacity: 0n, intervalSeconds: 0n } };
      // A negative capacity cannot be sent (the program reads a u64): nothing per day instead.
      const capacity = value === BLOCKED ? 0n : lamports();
      return { mode, value: { capacity, intervalSeconds: DAY_SECONDS } };
    }
    case 'status':
      return { mode: 'UpdateReserveStatus', value: value as ReserveStatus };
  }
}

/** Whether the field reads empty as the program's unlimited value. */
export const emptyMeansNoCap = (field: ReserveSettingField): boolean =>
  field.spec.kind === 'tokenCap' || field.spec.kind === 'dailyCap';

/**
 * A setting as a change row shows it, like the reserve's figures: percents with two decimals,
 * amounts exact with separators, an empty cap (or a daily cap 'off') 'No cap', a utilization
 * limit of 0 'Off'. Changes are listed only once every value is valid.
 */
function shownSetting(field: ReserveSettingField, text: string): string {
  const value = text.trim();
  switch (field.spec.kind) {
    case 'dailyCap':
      if (isNoDailyCap(value)) return NO_CAP;
      return value === BLOCKED ? value : formatExactAmount(value);
    case 'tokenCap':
      return value === '' ? NO_CAP : formatExactAmount(value);
    case 'tokens':
      return formatExactAmount(value);
    case 'integer':
    case 'bpsPercent':
    case 'percent':
      if (field.key === 'utilizationLimitPct' && tryToDecimal(value)?.isZero()) return 'Off';
      return percentInputText(value);
    case 'status':
      return value;
  }
}

export interface SettingChange {
  key: ReserveSettingKey;
  label: string;
  before: string;
  after: string;
  unit: string;
  update: ReserveConfigUpdate;
}

/**
 * The settings that differ, before → after, each with its update_reserve_config. Ordered so the
 * program's whole-config check holds after every step: a lower threshold is sent after a lower
 * LTV, a higher LTV after a higher threshold (and likewise for the liquidation bonuses).
 */
export function reserveSettingChanges(
  before: ReserveSettings,
  after: ReserveSettings,
  decimals: number,
): SettingChange[] {
  const changes = RESERVE_SETTING_FIELDS.filter(
    (field) => !same(field, before[field.key], after[field.key]),
  ).map((field) => ({
    key: field.key,
    label: field.label,
    before: shownSetting(field, before[field.key]),
    after: shownSetting(field, after[field.key].trim()),
    unit: field.unit,
    update: updateOf(field.key, after[field.key], decimals),
  }));
  // By the typed numbers: the shown ones carry units and separators.
  const rank = (change: SettingChange): number => {
    const up = Number(after[change.key]) > Number(before[change.key]);
    switch (change.key) {
      case 'loanToValuePct':
        return up ? 2 : 0;
      case 'liquidationThresholdPct':
        return up ? 1 : 3;
      case 'maxLiquidationBonusBps':
        return up ? 0 : 2;
      case 'minLiquidationBonusBps':
        return up ? 3 : 1;
      default:
        return 1;
    }
  };
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => rank(a.change) - rank(b.change) || a.index - b.index)
    .map(({ change }) => change);
}
