import { toDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { RegistrarRuleError } from '../errors/RegistrarRuleError';
import type { DepositEntry } from '../vsr/depositEntry';
import type { LockupKind } from '../vsr/lockup';
import { type RegistrarData, registrarNow } from '../vsr/registrar';
import { applyDeposit, newDepositEntry } from './bookkeeping';
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
  const config = input.registrar.votingMints[input.votingMintConfigIdx];
  if (config?.mint == null) {
    throw new RegistrarRuleError(
      'OutOfBoundsVotingMintConfigIndex',
      `no voting mint at index ${input.votingMintConfigIdx}`,
    );
  }
  const now = registrarNow(input.registrar, input.chainUnixTs);
  const created = newDepositEntry({
    kind: input.kind,
    periods: input.periods,
    now,
    votingMintConfigIdx: input.votingMintConfigIdx,
    ...(input.startTs === undefined ? {} : { startTs: input.startTs }),
  });
  const entry = applyDeposit(created, input.amountNative, now);
  const votingPower = depositVotingPower(entry, config, now);
  const multiplier =
    votingPower.baseline === 0n
      ? null
      : toDecimal(votingPower.total).div(toDecimal(votingPower.baseline));
  return { entry, votingPower, multiplier };
}
