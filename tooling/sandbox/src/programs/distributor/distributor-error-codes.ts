import type { IdlErrorCode } from '../../chain/execution/program-error';

/**
 * The distributor's ErrorCode (`programs/merkle-distributor/src/error.rs`) in declaration order,
 * numbered from 6000 by Anchor, with its `#[msg]`.
 */
const ENTRIES = [
  ['InsufficientUnlockedTokens', 'Insufficient unlocked tokens'],
  ['StartTooFarInFuture', 'Deposit Start too far in future'],
  ['InvalidProof', 'Invalid Merkle proof.'],
  ['ExceededMaxClaim', 'Exceeded maximum claim amount'],
  ['MaxNodesExceeded', 'Exceeded maximum node count'],
  ['Unauthorized', 'Account is not authorized to execute this instruction'],
  ['OwnerMismatch', 'Token account owner did not match intended owner'],
  ['ClawbackDuringVesting', 'Clawback cannot be before vesting ends'],
  ['ClawbackBeforeStart', 'Attempted clawback before start'],
  ['ClawbackAlreadyClaimed', 'Clawback already claimed'],
  ['InsufficientClawbackDelay', 'Clawback start must be at least one day after vesting end'],
  ['SameClawbackReceiver', 'New and old Clawback receivers are identical'],
  ['SameAdmin', 'New and old admin are identical'],
  ['ClaimExpired', 'Claim window expired'],
  ['ArithmeticError', 'Arithmetic Error (overflow/underflow)'],
  ['StartTimestampAfterEnd', 'Start Timestamp cannot be after end Timestamp'],
  ['TimestampsNotInFuture', 'Timestamps cannot be in the past'],
  ['InvalidVersion', 'Airdrop Version Mismatch'],
  ['ClaimingIsNotStarted', 'Claiming is not started'],
  ['CannotCloseDistributor', 'Cannot close distributor'],
  ['CannotCloseClaimStatus', 'Cannot close claim status'],
] as const;

export type DistributorErrorName = (typeof ENTRIES)[number][0];

export const DISTRIBUTOR_ERROR_CODES: readonly IdlErrorCode[] = ENTRIES.map(([name, msg], i) => ({
  code: 6000 + i,
  name,
  msg,
}));

export function distributorErrorCode(name: DistributorErrorName): IdlErrorCode {
  const found = DISTRIBUTOR_ERROR_CODES.find((entry) => entry.name === name);
  if (found === undefined) throw new Error(`Unknown distributor error ${name}`);
  return found;
}
