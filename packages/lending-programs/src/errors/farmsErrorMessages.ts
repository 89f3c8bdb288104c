/**
 * The farms program's errors (FarmError, codes from 6000) as copy users read. Codes 6000–6054 are
 * the published IDL's (farms-sdk 2.0.3); 6055–6075 are those of farms-sdk 3.2.24, which the
 * current program raises. Each line names the program's variant.
 */
export const FARMS_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  6000: 'Enter an amount greater than 0 to stake', // StakeZero
  6001: 'Enter an amount greater than 0 to unstake', // UnstakeZero
  6002: 'Nothing to unstake', // NothingToUnstake
  6003: 'No rewards to claim', // NoRewardToHarvest
  6004: 'This reward is not in the farm', // NoRewardInList
  6005: 'This reward is already set up', // RewardAlreadyInitialized
  6006: 'The farm already has the maximum number of rewards', // MaxRewardNumberReached
  6007: 'This reward does not exist', // RewardDoesNotExist
  6008: 'Wrong reward vault account', // WrongRewardVaultAccount
  6009: 'The reward vault does not match the farm', // RewardVaultMismatch
  6010: 'The reward vault authority does not match the farm', // RewardVaultAuthorityMismatch
  6011: 'Nothing staked, so there are no rewards to claim', // NothingStaked
  6012: 'The amount is too large to compute', // IntegerOverflow
  6013: 'The amount could not be converted', // ConversionFailure
  6014: 'An account in this transaction is not the expected one', // UnexpectedAccount
  6015: 'This action is not allowed', // OperationForbidden
  6016: 'The amount is too large to compute', // MathOverflow
  6017: 'Rewards cannot be claimed yet', // MinClaimDurationNotReached
  6018: 'The reward vault has a delegate', // RewardsVaultHasDelegate
  6019: 'The reward vault has a close authority', // RewardsVaultHasCloseAuthority
  6020: 'The farm vault has a delegate', // FarmVaultHasDelegate
  6021: 'The farm vault has a close authority', // FarmVaultHasCloseAuthority
  6022: 'The reward treasury vault has a delegate', // RewardsTreasuryVaultHasDelegate
  6023: 'The reward treasury vault has a close authority', // RewardsTreasuryVaultHasCloseAuthority
  6024: 'Your token account is not for the reward token', // UserAtaRewardVaultMintMissmatch
  6025: "Your token account is not for the farm's token", // UserAtaFarmTokenMintMissmatch
  6026: "This token is not the farm's token", // TokenFarmTokenMintMissmatch
  6027: 'The reward token account is for another token', // RewardAtaRewardMintMissmatch
  6028: 'The reward token account belongs to another wallet', // RewardAtaOwnerNotPayer
  6029: 'Invalid farms setting', // InvalidGlobalConfigMode
  6030: 'This reward does not exist in the farm', // RewardIndexOutOfRange
  6031: 'No tokens available to withdraw', // NothingToWithdraw
  6032: 'The user, authority and payer must match for this farm', // UserDelegatedFarmNonDelegatedMissmatch
  6033: "The authority does not match the farm's delegate", // AuthorityFarmDelegateMissmatch
  6034: 'This farm is not delegated', // FarmNotDelegated
  6035: 'Not allowed for a delegated farm', // FarmDelegated
  6036: 'Your deposit is still locked until the unstake period ends', // UnstakeNotElapsed
  6037: 'Withdraw your pending unstaked tokens first', // PendingWithdrawalNotWithdrawnYet
  6038: 'Enter an amount greater than 0 to deposit', // DepositZero
  6039: 'Invalid setting value', // InvalidConfigValue
  6040: 'Invalid penalty percentage', // InvalidPenaltyPercentage
  6041: 'Early withdrawal is not allowed', // EarlyWithdrawalNotAllowed
  6042: 'Invalid lock period', // InvalidLockingTimestamps
  6043: 'Invalid reward rate schedule', // InvalidRpsCurvePoint
  6044: 'Invalid time', // InvalidTimestamp
  6045: 'The farm deposit limit is reached', // DepositCapReached
  6046: 'The price feed is missing', // MissingScopePrices
  6047: 'The price is out of date. Please try again shortly', // ScopeOraclePriceTooOld
  6048: 'Invalid price feed settings', // InvalidOracleConfig
  6049: 'The price feed could not be read', // CouldNotDeserializeScope
  6050: 'The reward token account must belong to the farm admin', // RewardAtaOwnerNotAdmin
  6051: 'No reward available to withdraw', // WithdrawRewardZeroAvailable
  6052: 'The reward cannot be withdrawn while a schedule is set', // RewardScheduleCurveSet
  6053: 'This token uses a Token-2022 feature that is not supported', // UnsupportedTokenExtension
  6054: "Not allowed to change this farm's settings", // InvalidFarmConfigUpdateAuthority
  6055: 'Invalid current owner for the stake transfer', // InvalidTransferOwnershipOldOwner
  6056: 'Invalid farm for the stake transfer', // InvalidTransferOwnershipFarmState
  6057: 'A stake transfer needs the owner to be the delegatee', // InvalidTransferOwnershipUserStateOwnerDelegatee
  6058: 'Stake cannot be transferred in a farm with locking', // InvalidTransferOwnershipFarmStateLockingMode
  6059: 'Stake cannot be transferred in a farm with a withdrawal cooldown', // InvalidTransferOwnershipFarmStateWithdrawCooldownPeriod
  6060: 'The transferred stake must equal the unstaked deposits', // InvalidTransferOwnershipStakeAmount
  6061: 'Invalid new owner for the stake transfer', // InvalidTransferOwnershipNewOwner
  6062: 'Stake cannot be transferred in a farm with a deposit warm-up', // InvalidTransferOwnershipFarmStateDepositWarmupPeriod
  6063: 'One-time rewards are disabled', // RewardUserOnceFeatureDisabled
  6064: 'A delegated farm needs a delegate authority', // InvalidDelegatedAuthorityUpdate
  6065: 'The token account belongs to another wallet', // UserTokenAccountOwnerMismatch
  6066: 'Only the owner can claim these rewards', // HarvestingNotPermissionlessPayerMismatch
  6067: 'Your unclaimed rewards changed. Please try again', // CurrentRewardIssuedUnclaimedMismatch
  6068: 'Unstake everything before closing', // CannotCloseUserStateStakeNonZero
  6069: 'Withdraw your pending unstakes before closing', // CannotCloseUserStatePendingUnstakes
  6070: 'Pending deposits must settle before closing', // CannotCloseUserStatePendingDeposits
  6071: 'Claim your rewards before closing', // CannotCloseUserStateUnharvestedRewards
  6072: 'Only the owner can close this farm account', // CannotCloseUserStateSignerNotOwner
  6073: 'Only the delegate authority can close this farm account', // CannotCloseUserStateDelegatedSignerNotDelegateAuthority
  6074: 'The rent must go back to the owner', // CannotCloseUserStateRentReceiverNotOwner
  6075: 'The rent must go back to the farm admin', // CannotCloseUserStateDelegatedRentReceiverNotAdmin
};
