/**
 * The voter-stake-registry's custom errors (code = 6000 + index). `programMessage` is what the
 * program itself carries (only 6000 and 6015 have one); `message` is the copy shown to users,
 * equal to the program's text where it has one.
 */
export interface RegistrarErrorInfo {
  code: number;
  name: string;
  programMessage: string;
  message: string;
}

const ENTRIES: readonly (readonly [name: string, message: string, programMessage?: string])[] = [
  [
    'InvalidRate',
    'Exchange rate must be greater than zero',
    'Exchange rate must be greater than zero',
  ],
  ['RatesFull', 'The registrar has no free voting mint slot'],
  ['VotingMintNotFound', 'This token is not a voting token of the registrar'],
  ['DepositEntryNotFound', 'The deposit was not found'],
  ['DepositEntryFull', 'All 32 deposit slots are in use'],
  ['VotingTokenNonZero', 'The voting token balance must be zero'],
  ['OutOfBoundsDepositEntryIndex', 'The deposit index is out of range'],
  ['UnusedDepositEntryIndex', 'This deposit slot is not in use'],
  ['InsufficientUnlockedTokens', 'Not enough unlocked tokens for this withdrawal'],
  ['UnableToConvert', 'The amount cannot be converted'],
  ['InvalidLockupPeriod', 'Invalid lockup period'],
  ['InvalidEndTs', 'Invalid lockup end time'],
  ['InvalidDays', 'Invalid number of lockup days'],
  ['VotingMintConfigIndexAlreadyInUse', 'This voting token slot is already in use'],
  ['OutOfBoundsVotingMintConfigIndex', 'The voting token index is out of range'],
  [
    'InvalidDecimals',
    'Exchange rate decimals cannot be larger than registrar decimals',
    'Exchange rate decimals cannot be larger than registrar decimals',
  ],
  [
    'InvalidToDepositAndWithdrawInOneSlot',
    'Depositing and withdrawing in the same slot is not allowed',
  ],
  ['ShouldBeTheFirstIxInATx', 'This instruction must come first in the transaction'],
  ['ForbiddenCpi', 'Calls from other programs are not allowed'],
  ['InvalidMint', 'Invalid token mint'],
  ['DebugInstruction', 'Debug instructions are not allowed'],
  ['ClawbackNotAllowedOnDeposit', 'Clawback is not allowed on this deposit'],
  ['DepositStillLocked', 'The deposit is still locked'],
  ['InvalidAuthority', 'Invalid authority'],
  ['InvalidTokenOwnerRecord', 'Invalid governance token owner record'],
  ['InvalidRealmAuthority', 'Invalid realm authority'],
  ['VoterWeightOverflow', 'The vote weight is too large'],
  ['LockupSaturationMustBePositive', 'The lockup saturation must be positive'],
  ['VotingMintConfiguredWithDifferentIndex', 'This voting token is configured at another index'],
  ['InternalProgramError', 'Internal program error'],
  ['InsufficientLockedTokens', 'Not enough locked tokens'],
  ['MustKeepTokensLocked', 'These tokens must stay locked'],
  ['InvalidLockupKind', 'A lockup cannot change to a less strict kind'],
  ['InvalidChangeToClawbackDepositEntry', 'A deposit with clawback cannot be changed'],
  ['InternalErrorBadLockupVoteWeight', 'Internal error: bad lockup vote weight'],
  ['DepositStartTooFarInFuture', 'The deposit start is too far in the future'],
  ['VaultTokenNonZero', 'The vault still holds tokens'],
  ['InvalidTimestampArguments', 'Invalid timestamp arguments'],
];

export const REGISTRAR_ERROR_BASE = 6000;

/** Every registrar error by code (6000 to 6037). */
export const REGISTRAR_ERRORS: ReadonlyMap<number, RegistrarErrorInfo> = new Map(
  ENTRIES.map(([name, message, programMessage = ''], index) => {
    const code = REGISTRAR_ERROR_BASE + index;
    return [code, { code, name, programMessage, message }];
  }),
);

/** Codes by name, for code that raises or matches a specific error. */
export const REGISTRAR_ERROR_CODES = {
  InvalidRate: 6000,
  VotingMintNotFound: 6002,
  DepositEntryFull: 6004,
  InsufficientUnlockedTokens: 6008,
  InvalidLockupPeriod: 6010,
  OutOfBoundsVotingMintConfigIndex: 6014,
  InvalidDecimals: 6015,
  DepositStillLocked: 6022,
  InvalidAuthority: 6023,
  VoterWeightOverflow: 6026,
  LockupSaturationMustBePositive: 6027,
  InternalProgramError: 6029,
  MustKeepTokensLocked: 6031,
  InvalidLockupKind: 6032,
  InvalidChangeToClawbackDepositEntry: 6033,
  InternalErrorBadLockupVoteWeight: 6034,
  DepositStartTooFarInFuture: 6035,
  InvalidTimestampArguments: 6037,
} as const;

export type RegistrarErrorName = keyof typeof REGISTRAR_ERROR_CODES;

/** The registrar error of a code, or undefined outside the table. */
export function registrarError(code: number): RegistrarErrorInfo | undefined {
  return REGISTRAR_ERRORS.get(code);
}
