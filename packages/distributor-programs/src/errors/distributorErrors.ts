/**
 * The distributor's ErrorCode (Anchor numbering from 6000) with the program's own message, as its
 * logs print it.
 */
export const DISTRIBUTOR_ERRORS = [
  { code: 6000, name: 'InsufficientUnlockedTokens', msg: 'Insufficient unlocked tokens' },
  { code: 6001, name: 'StartTooFarInFuture', msg: 'Deposit Start too far in future' },
  { code: 6002, name: 'InvalidProof', msg: 'Invalid Merkle proof.' },
  { code: 6003, name: 'ExceededMaxClaim', msg: 'Exceeded maximum claim amount' },
  { code: 6004, name: 'MaxNodesExceeded', msg: 'Exceeded maximum node count' },
  {
    code: 6005,
    name: 'Unauthorized',
    msg: 'Account is not authorized to execute this instruction',
  },
  { code: 6006, name: 'OwnerMismatch', msg: 'Token account owner did not match intended owner' },
  { code: 6007, name: 'ClawbackDuringVesting', msg: 'Clawback cannot be before vesting ends' },
  { code: 6008, name: 'ClawbackBeforeStart', msg: 'Attempted clawback before start' },
  { code: 6009, name: 'ClawbackAlreadyClaimed', msg: 'Clawback already claimed' },
  {
    code: 6010,
    name: 'InsufficientClawbackDelay',
    msg: 'Clawback start must be at least one day after vesting end',
  },
  { code: 6011, name: 'SameClawbackReceiver', msg: 'New and old Clawback receivers are identical' },
  { code: 6012, name: 'SameAdmin', msg: 'New and old admin are identical' },
  { code: 6013, name: 'ClaimExpired', msg: 'Claim window expired' },
  { code: 6014, name: 'ArithmeticError', msg: 'Arithmetic Error (overflow/underflow)' },
  {
    code: 6015,
    name: 'StartTimestampAfterEnd',
    msg: 'Start Timestamp cannot be after end Timestamp',
  },
  { code: 6016, name: 'TimestampsNotInFuture', msg: 'Timestamps cannot be in the past' },
  { code: 6017, name: 'InvalidVersion', msg: 'Airdrop Version Mismatch' },
  { code: 6018, name: 'ClaimingIsNotStarted', msg: 'Claiming is not started' },
  { code: 6019, name: 'CannotCloseDistributor', msg: 'Cannot close distributor' },
  { code: 6020, name: 'CannotCloseClaimStatus', msg: 'Cannot close claim status' },
] as const;

export type DistributorErrorName = (typeof DISTRIBUTOR_ERRORS)[number]['name'];

/** A distributor error by name (the sandbox raises them by name). */
export function distributorError(name: DistributorErrorName): (typeof DISTRIBUTOR_ERRORS)[number] {
  return DISTRIBUTOR_ERRORS.find(
    (error) => error.name === name,
  ) as (typeof DISTRIBUTOR_ERRORS)[number];
}
