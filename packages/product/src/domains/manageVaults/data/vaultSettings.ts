import { amountToLamports, formatExactAmount, lamportsToAmount } from '@keel/core-math';
import type { VaultConfigField } from '@keel/vault-programs';
import { bpsPercentText, bpsToPercentInput, percentInputToBps } from '../../../common/bpsPercent';
import { NO_CAP, U64_MAX } from '../../../common/programLimits';

/** update_vault_config refuses basis points above this (BPSValueTooBig). */
const MAX_BPS = 10_000n;
/** VaultState holds at most this many allocations (ReserveSpaceExhausted). */
export const MAX_ALLOCATIONS = 25;

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** Exact whole tokens of a raw amount, as a form shows them. */
export const tokensText = (raw: bigint, decimals: number): string =>
  lamportsToAmount(raw.toString(), decimals).toFixed();

/** Why `text` is not a u64 the program accepts (whole units), or null. */
function integerProblem(label: string, text: string, max: bigint = U64_MAX): string | null {
  const value = text.trim();
  if (!INTEGER.test(value)) return `${label} must be a whole number`;
  if (BigInt(value) > max) return `${label} must be at most ${max.toString()}`;
  return null;
}

/** Why `text` is not a token amount that fits a u64 in raw units, or null. */
function tokenProblem(label: string, text: string, decimals: number): string | null {
  const value = text.trim();
  if (!DECIMAL.test(value)) return `${label} must be a number of tokens`;
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > decimals) return `${label} has at most ${decimals} decimals`;
  if (amountToLamports(value, decimals) > U64_MAX) return `${label} is too large`;
  return null;
}

/* ------------------------------------------------------------------ allocations */

/** A cap as the form shows it: whole tokens, empty for no cap (the program's u64::MAX). */
const capInput = (raw: bigint, decimals: number): string =>
  raw === U64_MAX ? '' : tokensText(raw, decimals);
/** A cap as a change row shows it. */
const capShown = (raw: bigint, decimals: number): string =>
  raw === U64_MAX ? NO_CAP : formatExactAmount(tokensText(raw, decimals));
/** A cap as the program stores it: empty writes the unlimited value. */
const capValue = (text: string, decimals: number): bigint =>
  text.trim() === '' ? U64_MAX : amountToLamports(text.trim(), decimals);

/**
 * A reserve allocation as the form edits it: the integer weight and the cap in whole tokens
 * (empty for no cap).
 */
export interface AllocationSettings {
  weight: string;
  cap: string;
}

/** The stored allocation (raw), or null when the reserve is being added. */
export interface StoredAllocation {
  weight: bigint;
  cap: bigint;
}

export function allocationSettingsOf(
  stored: StoredAllocation | null,
  decimals: number,
): AllocationSettings {
  return stored === null
    ? { weight: '', cap: '' }
    : { weight: stored.weight.toString(), cap: capInput(stored.cap, decimals) };
}

/**
 * Why update_reserve_allocation would refuse these values: the weight and the cap are u64s (the
 * cap in raw units of the vault's token), and a vault has at most 25 allocations.
 */
export function allocationProblems(
  settings: AllocationSettings,
  context: { decimals: number; adding: boolean; activeAllocations: number },
): string[] {
  const problems = [
    integerProblem('Target weight', settings.weight),
    settings.cap.trim() === '' ? null : tokenProblem('Token cap', settings.cap, context.decimals),
  ].filter((problem): problem is string => problem !== null);
  if (context.adding && context.activeAllocations >= MAX_ALLOCATIONS) {
    problems.push(`The vault already allocates to ${MAX_ALLOCATIONS} reserves, the most it can`);
  }
  return problems;
}

export interface ChangeRow {
  label: string;
  before: string;
  after: string;
}

export interface AllocationChange {
  rows: ChangeRow[];
  weight: bigint;
  cap: bigint;
}

/**
 * What an update_reserve_allocation changes, before → after (a new reserve's before is 'None'),
 * or null when nothing changes. Call only when `allocationProblems` is empty.
 */
export function allocationChange(
  stored: StoredAllocation | null,
  settings: AllocationSettings,
  decimals: number,
  symbol: string,
): AllocationChange | null {
  const weight = BigInt(settings.weight.trim());
  const cap = capValue(settings.cap, decimals);
  const rows: ChangeRow[] = [];
  if (stored === null || stored.weight !== weight) {
    rows.push({
      label: 'Target weight',
      before: stored === null ? 'None' : formatExactAmount(stored.weight),
      after: formatExactAmount(weight),
    });
  }
  if (stored === null || stored.cap !== cap) {
    rows.push({
      label: `Token cap (${symbol})`,
      before: stored === null ? 'None' : capShown(stored.cap, decimals),
      after: capShown(cap, decimals),
    });
  }
  return rows.length === 0 ? null : { rows, weight, cap };
}

/* ------------------------------------------------------------------ vault settings */

export type VaultSettingKey =
  | 'performanceFeeBps'
  | 'managementFeeBps'
  | 'minDepositAmount'
  | 'minWithdrawAmount'
  | 'minInvestAmount'
  | 'minInvestDelaySlots';

export type VaultSettings = Record<VaultSettingKey, string>;

export interface VaultSettingField {
  key: VaultSettingKey;
  field: VaultConfigField;
  label: string;
  /**
   * 'bps' (stored in bps, at most 10000, edited in percent), 'tokens' (the vault's token, whole
   * units) or 'slots'.
   */
  kind: 'bps' | 'tokens' | 'slots';
}

/** The settings the form offers, each with the update_vault_config field it sends. */
export const VAULT_SETTING_FIELDS: readonly VaultSettingField[] = [
  {
    key: 'performanceFeeBps',
    field: 'PerformanceFeeBps',
    label: 'Performance fee',
    kind: 'bps',
  },
  { key: 'managementFeeBps', field: 'ManagementFeeBps', label: 'Management fee', kind: 'bps' },
  { key: 'minDepositAmount', field: 'MinDepositAmount', label: 'Minimum deposit', kind: 'tokens' },
  {
    key: 'minWithdrawAmount',
    field: 'MinWithdrawAmount',
    label: 'Minimum withdrawal',
    kind: 'tokens',
  },
  { key: 'minInvestAmount', field: 'MinInvestAmount', label: 'Minimum invest', kind: 'tokens' },
  {
    key: 'minInvestDelaySlots',
    field: 'MinInvestDelaySlots',
    label: 'Minimum delay between invests',
    kind: 'slots',
  },
];

/** The stored values (raw) of the settings. */
export type StoredVaultSettings = Record<VaultSettingKey, bigint>;

/** A stored setting as the form edits it: fees in percent, amounts in whole tokens. */
function settingInput(field: VaultSettingField, raw: bigint, decimals: number): string {
  if (field.kind === 'tokens') return tokensText(raw, decimals);
  return field.kind === 'bps' ? bpsToPercentInput(raw) : raw.toString();
}

/** A stored setting as a change row shows it, like the vault's figures: '0.75%', '1,000'. */
function settingText(field: VaultSettingField, raw: bigint, decimals: number): string {
  if (field.kind === 'bps') return bpsPercentText(raw);
  return formatExactAmount(field.kind === 'tokens' ? tokensText(raw, decimals) : raw);
}

/** A form's setting as the raw u64 the program stores. */
function settingValue(field: VaultSettingField, text: string, decimals: number): bigint {
  if (field.kind === 'tokens') return amountToLamports(text, decimals);
  return field.kind === 'bps' ? BigInt(percentInputToBps(text) ?? 0) : BigInt(text);
}

export function vaultSettingsOf(stored: StoredVaultSettings, decimals: number): VaultSettings {
  const entries = VAULT_SETTING_FIELDS.map((field) => {
    const raw = stored[field.key];
    return [field.key, settingInput(field, raw, decimals)];
  });
  return Object.fromEntries(entries) as VaultSettings;
}

/** The unit a field's label shows. */
export function vaultSettingUnit(field: VaultSettingField, symbol: string): string {
  return field.kind === 'bps' ? '%, stored in bps' : field.kind === 'slots' ? 'slots' : symbol;
}

/** Why a fee in percent is not one the program accepts (at most 10000 bps, whole bps), or null. */
function feeProblem(label: string, text: string): string | null {
  const bps = percentInputToBps(text);
  return bps === undefined || BigInt(bps) > MAX_BPS
    ? `${label} must be between ${bpsPercentText(0)} and ${bpsPercentText(MAX_BPS)} (two decimals at most)`
    : null;
}

/** Why update_vault_config would refuse these values (fees at most 10000 bps; u64s). */
export function vaultSettingsProblems(settings: VaultSettings, decimals: number): string[] {
  return VAULT_SETTING_FIELDS.flatMap((field) => {
    const text = settings[field.key];
    const problem =
      field.kind === 'tokens'
        ? tokenProblem(field.label, text, decimals)
        : field.kind === 'bps'
          ? feeProblem(field.label, text)
          : integerProblem(field.label, text, U64_MAX);
    return problem === null ? [] : [problem];
  });
}

export interface VaultSettingChange extends ChangeRow {
  field: VaultConfigField;
  /** The raw u64 the program stores. */
  value: bigint;
}

/** The settings that differ, before → after, each with its update_vault_config value. */
export function vaultSettingChanges(
  stored: StoredVaultSettings,
  settings: VaultSettings,
  decimals: number,
  symbol: string,
): VaultSettingChange[] {
  return VAULT_SETTING_FIELDS.flatMap((field) => {
    const text = settings[field.key].trim();
    const value = settingValue(field, text, decimals);
    const was = stored[field.key];
    if (value === was) return [];
    const show = (raw: bigint) => settingText(field, raw, decimals);
    return [
      {
        field: field.field,
        label: `${field.label} (${vaultSettingUnit(field, symbol)})`,
        before: show(was),
        after: show(value),
        value,
      },
    ];
  });
}

/* ------------------------------------------------------------------ invest */

export interface InvestInput {
  /** The vault's value (raw): available + invested − pending fees. */
  aum: bigint;
  tokenAvailable: bigint;
  /** What the vault's cTokens of the reserve are worth (raw). */
  invested: bigint;
  weight: bigint;
  /** Every active allocation's weight plus the unallocated weight. */
  totalWeight: bigint;
  cap: bigint;
  minInvestAmount: bigint;
}

export interface InvestPlan {
  /** The reserve's target: AUM × weight / total weight, at most the cap (raw). */
  target: bigint;
  /** 'deposit' into the reserve, 'redeem' out of it, or nothing to move. */
  direction: 'deposit' | 'redeem' | 'none';
  /** Raw tokens that move (a redeem is approximate: cTokens are redeemed at the reserve's rate). */
  amount: bigint;
  /** Why the program would refuse it, or null. */
  problem: string | null;
}

const least = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * What invest moves, as the program computes it: toward the target the weights and the cap set —
 * a deposit of the available tokens it lacks (at least the minimum invest), or a redeem of what is
 * above it.
 */
export function investPlan(input: InvestInput): InvestPlan {
  const byWeight = input.totalWeight === 0n ? 0n : (input.aum * input.weight) / input.totalWeight;
  const target = least(byWeight, input.cap);
  if (target > input.invested) {
    const amount = least(target - input.invested, input.tokenAvailable);
    if (amount === 0n) {
      return { target, direction: 'none', amount, problem: 'The vault has no tokens available' };
    }
    const problem =
      amount < input.minInvestAmount ? 'The amount is below the vault’s minimum invest' : null;
    return { target, direction: 'deposit', amount, problem };
  }
  if (target < input.invested) {
    return { target, direction: 'redeem', amount: input.invested - target, problem: null };
  }
  return { target, direction: 'none', amount: 0n, problem: 'The reserve is at its target' };
}
