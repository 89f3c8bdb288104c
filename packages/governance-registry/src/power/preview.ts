import { toDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { RegistrarRuleError } from '../errors/RegistrarRuleError';
import type { DepositEntry } from '../vsr/depositEntry';
import { LOCKUP_KINDS, type LockupKind, lockupStrictness } from '../vsr/lockup';
import { type RegistrarData, registrarNow } from '../vsr/registrar';
import {
  applyDeposit,
  applyResetLockup,
  minimumResetPeriods,
  newDepositEntry,
} from './bookkeeping';
import { type DepositVotingPower, depositVotingPower } from './depositPower';

/** What a new deposit with a lockup would weigh right after it lands. */
export interface DepositPreview {
  entry: DepositEntry;
  votingPower: DepositVotingPower;
  /** total / baseline (e.g. 1.5 for half extra), null when the baseline is 0. */
  multiplier: Decimal | null;
}

export interface DepositPreviewInput {
  registrar: Pick<RegistrarData, 'votingMints' | 'timeOffset'>;
  votingMintConfigIdx: number;
  amountNative: bigint;
  kind: LockupKind;
  periods: number;
  /** Chain unix time; the registrar's offset is added. */
  chainUnixTs: bigint;
  /** Lockup start (registrar clock); defaults to now. */
  startTs?: bigint;
}

/**
 * Exact vote weight of create_deposit_entry + deposit with the chosen lockup (the stake form's
 * preview). Throws RegistrarRuleError for what the program would refuse.
 */
export function previewDeposit(input: DepositPreviewInput): DepositPreview {
  const config = votingMintConfig(input.registrar, input.votingMintConfigIdx);
  const now = registrarNow(input.registrar, input.chainUnixTs);
  const created = newDepositEntry({
    kind: input.kind,
    periods: input.periods,
    now,
    votingMintConfigIdx: input.votingMintConfigIdx,
    ...(input.startTs === undefined ? {} : { startTs: input.startTs }),
  });
  const entry = applyDeposit(created, input.amountNative, now);
  return weighed(entry, config, now);
}

export interface ResetLockupPreviewInput {
  registrar: Pick<RegistrarData, 'votingMints' | 'timeOffset'>;
  /** The deposit as it is on chain. */
  entry: DepositEntry;
  kind: LockupKind;
  periods: number;
  /** Chain unix time; the registrar's offset is added. */
  chainUnixTs: bigint;
}

/**
 * Exact vote weight of a deposit right after reset_lockup relocks it from now with `kind` for
 * `periods` (the extend form's preview). Throws RegistrarRuleError for what the program would
 * refuse: a clawback deposit, a shorter lockup or a less strict kind.
 */
export function previewResetLockup(input: ResetLockupPreviewInput): DepositPreview {
  const config = votingMintConfig(input.registrar, input.entry.votingMintConfigIdx);
  const now = registrarNow(input.registrar, input.chainUnixTs);
  const entry = applyResetLockup(input.entry, input.kind, input.periods, now);
  return weighed(entry, config, now);
}

/** A kind reset_lockup accepts for a deposit, with the fewest periods it accepts. */
export interface ResetLockupChoice {
  kind: LockupKind;
  minimumPeriods: number;
}

/**
 * The lockups a deposit can be reset to at registrar time `now`: every kind with periods that is
 * at least as strict as the current one, each with the fewest periods that do not end before the
 * current lockup. None for a clawback deposit (the program refuses to change it).
 */
export function resetLockupChoices(entry: DepositEntry, now: bigint): ResetLockupChoice[] {
  if (entry.allowClawback) return [];
  const strictness = lockupStrictness(entry.lockup.kind);
  return LOCKUP_KINDS.filter((kind) => kind !== 'none' && lockupStrictness(kind) >= strictness).map(
    (kind) => ({ kind, minimumPeriods: Math.max(1, minimumResetPeriods(entry.lockup, kind, now)) }),
  );
}

function votingMintConfig(
  registrar: Pick<RegistrarData, 'votingMints'>,
  index: number,
): NonNullable<RegistrarData['votingMints'][number]> {
  const config = registrar.votingMints[index];
  if (config?.mint == null) {
    throw new RegistrarRuleError(
      'OutOfBoundsVotingMintConfigIndex',
      `no voting mint at index ${index}`,
    );
  }
  return config;
}

function weighed(
  entry: DepositEntry,
  config: NonNullable<RegistrarData['votingMints'][number]>,
  now: bigint,
): DepositPreview {
  const votingPower = depositVotingPower(entry, config, now);
  const multiplier =
    votingPower.baseline === 0n
      ? null
      : toDecimal(votingPower.total).div(toDecimal(votingPower.baseline));
  return { entry, votingPower, multiplier };
}
