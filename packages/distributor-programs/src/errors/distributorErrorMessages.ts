/**
 * Copy users read for the distributor's failures, by the code its instruction fails with.
 * Code 0 is the system program's AccountAlreadyInUse surfacing through the claim: the claimant's
 * ClaimStatus already exists, i.e. the allocation was claimed — the program's own answer to a
 * second claim. The 3000s and 2000s are Anchor's account checks a claim can meet.
 */
export const DISTRIBUTOR_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  0: 'This allocation has already been claimed',
  2014: 'The receiving token account is not of the allocation’s token',
  2015: 'The receiving token account must belong to the claiming wallet',
  3012: 'The receiving token account does not exist yet',
  6000: 'Nothing has unlocked yet', // InsufficientUnlockedTokens
  6001: 'The distribution starts too far in the future', // StartTooFarInFuture
  6002: 'This wallet is not eligible for this allocation', // InvalidProof
  6003: 'The distribution has no tokens left for this claim', // ExceededMaxClaim
  6004: 'Every allocation of this distribution has been claimed', // MaxNodesExceeded
  6005: 'This wallet may not do that', // Unauthorized
  6006: 'The receiving token account must belong to the claiming wallet', // OwnerMismatch
  6007: 'The distribution is still vesting', // ClawbackDuringVesting
  6008: 'The distribution is still open', // ClawbackBeforeStart
  6009: 'The claim is closed', // ClawbackAlreadyClaimed
  6010: 'The closing date is too early', // InsufficientClawbackDelay
  6011: 'Nothing to change', // SameClawbackReceiver
  6012: 'Nothing to change', // SameAdmin
  6013: 'The claim is closed', // ClaimExpired
  6014: 'The amount is too large to compute', // ArithmeticError
  6015: 'The distribution dates are out of order', // StartTimestampAfterEnd
  6016: 'The distribution dates have passed', // TimestampsNotInFuture
  6017: 'The distribution version does not match', // InvalidVersion
  6018: 'The claim has not opened yet', // ClaimingIsNotStarted
  6019: 'The distribution cannot be closed', // CannotCloseDistributor
  6020: 'The claim record cannot be closed', // CannotCloseClaimStatus
};
