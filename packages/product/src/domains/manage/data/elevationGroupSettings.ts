import type { Address, ElevationGroup } from '@keel/chain-readers';
import {
  bpsPercentText,
  bpsToPercentInput,
  percentInputText,
  percentInputToBps,
} from '../../../common/bpsPercent';

/** An elevation group as the form types it (strings), with its debt reserve by address. */
export interface ElevationGroupSettings {
  ltvPct: string;
  liquidationThresholdPct: string;
  maxLiquidationBonusBps: string;
  maxReservesAsCollateral: string;
  debtReserve: string;
  allowNewLoans: boolean;
}

export const MAX_ELEVATION_GROUPS = 32;

const INTEGER = /^\d+$/;

export function elevationGroupSettingsOf(
  group: ElevationGroup | undefined,
): ElevationGroupSettings {
  return {
    ltvPct: group ? String(group.ltvPct) : '',
    liquidationThresholdPct: group ? String(group.liquidationThresholdPct) : '',
    maxLiquidationBonusBps: group ? bpsToPercentInput(group.maxLiquidationBonusBps) : '',
    maxReservesAsCollateral: group ? String(group.maxReservesAsCollateral) : '',
    debtReserve: group ? group.debtReserve.toBase58() : '',
    allowNewLoans: group?.allowNewLoans ?? true,
  };
}

/** The lowest group id not in use, or undefined when all 32 are. */
export function freeElevationGroupId(groups: readonly ElevationGroup[]): number | undefined {
  const used = new Set(groups.map((group) => group.id));
  for (let id = 1; id <= MAX_ELEVATION_GROUPS; id += 1) if (!used.has(id)) return id;
  return undefined;
}

function integer(text: string, label: string, max: number): [number | null, string | null] {
  const value = text.trim();
  if (!INTEGER.test(value) || Number(value) > max) {
    return [null, `${label} must be a whole number from 0 to ${max}`];
  }
  return [Number(value), null];
}

/**
 * Every reason the lending program's `validate_new_elevation_group` would refuse the group: LTV and
 * threshold below 100 with the LTV at most the threshold, a threshold above 0, the bonus at most
 * 10000 bps and threshold × (1 + bonus) within 100 %, a debt reserve and at least one collateral
 * reserve. Empty when it can be sent.
 */
export function elevationGroupProblems(settings: ElevationGroupSettings): string[] {
  const [ltv, ltvProblem] = integer(settings.ltvPct, 'LTV', 99);
  const [threshold, thresholdProblem] = integer(
    settings.liquidationThresholdPct,
    'Liquidation threshold',
    99,
  );
  const bonus = percentInputToBps(settings.maxLiquidationBonusBps) ?? null;
  const bonusProblem =
    bonus === null || bonus > 10_000
      ? `Max liquidation bonus must be from ${bpsPercentText(0)} to ${bpsPercentText(10_000)} (two decimals at most)`
      : null;
  const [reserves, reservesProblem] = integer(
    settings.maxReservesAsCollateral,
    'Max reserves as collateral',
    255,
  );
  const problems = [ltvProblem, thresholdProblem, bonusProblem, reservesProblem].filter(
    (problem): problem is string => problem !== null,
  );
  if (settings.debtReserve === '') problems.push('Choose the debt reserve');
  if (problems.length > 0 || ltv === null || threshold === null || bonus === null) return problems;
  if (threshold === 0) problems.push('Liquidation threshold must be above 0');
  if (ltv > threshold) problems.push('LTV must be at most the liquidation threshold');
  if (reserves === 0) problems.push('Max reserves as collateral must be at least 1');
  // threshold + threshold × bonus ≤ 100 %, in exact integers (percent × bps).
  if (threshold * 10_000 + threshold * bonus > 100 * 10_000) {
    problems.push(
      `Liquidation threshold × (1 + max liquidation bonus) must stay within ${bpsPercentText(10_000)}`,
    );
  }
  return problems;
}

/** The group the form describes (valid settings only). */
export function elevationGroupOf(
  id: number,
  settings: ElevationGroupSettings,
  debtReserve: Address,
): ElevationGroup {
  return {
    id,
    ltvPct: Number(settings.ltvPct),
    liquidationThresholdPct: Number(settings.liquidationThresholdPct),
    maxLiquidationBonusBps: percentInputToBps(settings.maxLiquidationBonusBps) ?? 0,
    maxReservesAsCollateral: Number(settings.maxReservesAsCollateral),
    allowNewLoans: settings.allowNewLoans,
    debtReserve,
  };
}

const FIELD_LABELS: Record<Exclude<keyof ElevationGroupSettings, 'allowNewLoans'>, string> = {
  ltvPct: 'LTV (%)',
  liquidationThresholdPct: 'Liquidation threshold (%)',
  maxLiquidationBonusBps: 'Max liquidation bonus (%, stored in bps)',
  maxReservesAsCollateral: 'Max reserves as collateral',
  debtReserve: 'Debt reserve',
};

/** What a setting left empty shows. */
const NOT_SET = 'Not set';

/** The settings typed in percent: shown like every percent ('80.00%'). */
const PERCENT_FIELDS = new Set<keyof ElevationGroupSettings>([
  'ltvPct',
  'liquidationThresholdPct',
  'maxLiquidationBonusBps',
]);

const settingText = (key: keyof ElevationGroupSettings, value: string) => {
  const text = value.trim();
  if (text === '') return NOT_SET;
  return PERCENT_FIELDS.has(key) ? percentInputText(text) : text;
};

/** One changed setting; `before` is absent for a new group, which has none. */
interface ElevationGroupChange {
  label: string;
  before?: string;
  after: string;
}

/** The fields that differ, before → after; a new group has no before, so its rows show only after. */
export function elevationGroupChanges(
  before: ElevationGroupSettings,
  after: ElevationGroupSettings,
  isNew: boolean,
  reserveName: (address: string) => string,
): ElevationGroupChange[] {
  const show = (key: keyof typeof FIELD_LABELS, value: string) =>
    key === 'debtReserve' ? (value === '' ? NOT_SET : reserveName(value)) : settingText(key, value);
  const loans = (allowed: boolean) => (allowed ? 'Allowed' : 'Not allowed');
  const rows = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[])
    .filter((key) => isNew || before[key].trim() !== after[key].trim())
    .map(
      (key): ElevationGroupChange => ({
        label: FIELD_LABELS[key],
        ...(isNew ? {} : { before: show(key, before[key]) }),
        after: show(key, after[key]),
      }),
    );
  if (isNew || before.allowNewLoans !== after.allowNewLoans) {
    rows.push({
      label: 'New loans',
      ...(isNew ? {} : { before: loans(before.allowNewLoans) }),
      after: loans(after.allowNewLoans),
    });
  }
  return rows;
}
