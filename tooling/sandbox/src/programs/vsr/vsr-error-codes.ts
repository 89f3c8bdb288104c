import type { IdlErrorCode } from '../../chain/execution/program-error';

/**
 * The program's VsrError (`error.rs`, voter-stake-registry 0.2.4), in declaration order: Anchor
 * numbers them from 6000. Only two variants carry a message; the others have `#[msg("")]`.
 */
const VSR_ERROR_NAMES = [
  'InvalidRate',
  'RatesFull',
  'VotingMintNotFound',
  'DepositEntryNotFound',
  'DepositEntryFull',
  'VotingTokenNonZero',
  'OutOfBoundsDepositEntryIndex',
  'UnusedDepositEntryIndex',
  'InsufficientUnlockedTokens',
  'UnableToConvert',
  'InvalidLockupPeriod',
  'InvalidEndTs',
  'InvalidDays',
  'VotingMintConfigIndexAlreadyInUse',
  'OutOfBoundsVotingMintConfigIndex',
  'InvalidDecimals',
  'InvalidToDepositAndWithdrawInOneSlot',
  'ShouldBeTheFirstIxInATx',
  'ForbiddenCpi',
  'InvalidMint',
  'DebugInstruction',
  'ClawbackNotAllowedOnDeposit',
  'DepositStillLocked',
  'InvalidAuthority',
  'InvalidTokenOwnerRecord',
  'InvalidRealmAuthority',
  'VoterWeightOverflow',
  'LockupSaturationMustBePositive',
  'VotingMintConfiguredWithDifferentIndex',
  'InternalProgramError',
  'InsufficientLockedTokens',
  'MustKeepTokensLocked',
  'InvalidLockupKind',
  'InvalidChangeToClawbackDepositEntry',
  'InternalErrorBadLockupVoteWeight',
  'DepositStartTooFarInFuture',
  'VaultTokenNonZero',
  'InvalidTimestampArguments',
] as const;

export type VsrErrorName = (typeof VSR_ERROR_NAMES)[number];

const MESSAGES: Partial<Record<VsrErrorName, string>> = {
  InvalidRate: 'Exchange rate must be greater than zero',
  InvalidDecimals: 'Exchange rate decimals cannot be larger than registrar decimals',
};

/** Every VsrError with its code and the program's message. */
export const VSR_ERRORS: readonly IdlErrorCode[] = VSR_ERROR_NAMES.map((name, index) => ({
  code: 6000 + index,
  name,
  msg: MESSAGES[name] ?? '',
}));

export function vsrErrorCode(name: VsrErrorName): IdlErrorCode {
  const found = VSR_ERRORS.find((entry) => entry.name === name);
  if (found === undefined) throw new Error(`Unknown VsrError ${name}`);
  return found;
}
