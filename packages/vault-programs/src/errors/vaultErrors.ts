/**
 * The vault program's error codes (Anchor numbering from 7000) with the program's own message, as
 * its logs print it.
 */
export const VAULT_ERRORS = [
  { code: 7000, name: 'DepositAmountsZero', msg: 'Cannot deposit zero tokens' },
  { code: 7001, name: 'SharesIssuedAmountDoesNotMatch', msg: 'Post check failed on share issued' },
  { code: 7002, name: 'MathOverflow', msg: 'Math operation overflowed' },
  { code: 7003, name: 'IntegerOverflow', msg: 'Integer conversion overflowed' },
  { code: 7004, name: 'WithdrawAmountBelowMinimum', msg: 'Withdrawn amount is below minimum' },
  { code: 7005, name: 'TooMuchLiquidityToWithdraw', msg: 'TooMuchLiquidityToWithdraw' },
  { code: 7006, name: 'ReserveAlreadyExists', msg: 'ReserveAlreadyExists' },
  { code: 7007, name: 'ReserveNotPartOfAllocations', msg: 'ReserveNotPartOfAllocations' },
  {
    code: 7008,
    name: 'CouldNotDeserializeAccountAsReserve',
    msg: 'CouldNotDeserializeAccountAsReserve',
  },
  { code: 7009, name: 'ReserveNotProvidedInTheAccounts', msg: 'ReserveNotProvidedInTheAccounts' },
  { code: 7010, name: 'ReserveAccountAndKeyMismatch', msg: 'ReserveAccountAndKeyMismatch' },
  { code: 7011, name: 'OutOfRangeOfReserveIndex', msg: 'OutOfRangeOfReserveIndex' },
  { code: 7012, name: 'CannotFindReserveInAllocations', msg: 'OutOfRangeOfReserveIndex' },
  { code: 7013, name: 'InvestAmountBelowMinimum', msg: 'Invested amount is below minimum' },
  { code: 7014, name: 'AdminAuthorityIncorrect', msg: 'AdminAuthorityIncorrect' },
  { code: 7015, name: 'BaseVaultAuthorityIncorrect', msg: 'BaseVaultAuthorityIncorrect' },
  { code: 7016, name: 'BaseVaultAuthorityBumpIncorrect', msg: 'BaseVaultAuthorityBumpIncorrect' },
  { code: 7017, name: 'TokenMintIncorrect', msg: 'TokenMintIncorrect' },
  { code: 7018, name: 'TokenMintDecimalsIncorrect', msg: 'TokenMintDecimalsIncorrect' },
  { code: 7019, name: 'TokenVaultIncorrect', msg: 'TokenVaultIncorrect' },
  { code: 7020, name: 'SharesMintDecimalsIncorrect', msg: 'SharesMintDecimalsIncorrect' },
  { code: 7021, name: 'SharesMintIncorrect', msg: 'SharesMintIncorrect' },
  { code: 7022, name: 'InitialAccountingIncorrect', msg: 'InitialAccountingIncorrect' },
  {
    code: 7023,
    name: 'ReserveIsStale',
    msg: 'Reserve is stale and must be refreshed before any operation',
  },
  {
    code: 7024,
    name: 'NotEnoughLiquidityDisinvestedToSendToUser',
    msg: 'Not enough liquidity disinvested to send to user',
  },
  { code: 7025, name: 'BPSValueTooBig', msg: 'BPS value is greater than 10000' },
  { code: 7026, name: 'DepositAmountBelowMinimum', msg: 'Deposited amount is below minimum' },
  { code: 7027, name: 'ReserveSpaceExhausted', msg: 'Vault have no space for new reserves' },
  { code: 7028, name: 'CannotWithdrawFromEmptyVault', msg: 'Cannot withdraw from empty vault' },
  {
    code: 7029,
    name: 'TokensDepositedAmountDoesNotMatch',
    msg: 'TokensDepositedAmountDoesNotMatch',
  },
  { code: 7030, name: 'AmountToWithdrawDoesNotMatch', msg: 'Amount to withdraw does not match' },
  {
    code: 7031,
    name: 'LiquidityToWithdrawDoesNotMatch',
    msg: 'Liquidity to withdraw does not match',
  },
  {
    code: 7032,
    name: 'UserReceivedAmountDoesNotMatch',
    msg: 'User received amount does not match',
  },
  {
    code: 7033,
    name: 'SharesBurnedAmountDoesNotMatch',
    msg: 'Shares burned amount does not match',
  },
  {
    code: 7034,
    name: 'DisinvestedLiquidityAmountDoesNotMatch',
    msg: 'Disinvested liquidity amount does not match',
  },
  { code: 7035, name: 'SharesMintedAmountDoesNotMatch', msg: 'SharesMintedAmountDoesNotMatch' },
  { code: 7036, name: 'AUMDecreasedAfterInvest', msg: 'AUM decreased after invest' },
  { code: 7037, name: 'AUMBelowPendingFees', msg: 'AUM is below pending fees' },
  { code: 7038, name: 'DepositAmountsZeroShares', msg: 'Deposit amount results in 0 shares' },
  { code: 7039, name: 'WithdrawResultsInZeroShares', msg: 'Withdraw amount results in 0 shares' },
  { code: 7040, name: 'CannotWithdrawZeroShares', msg: 'Cannot withdraw zero shares' },
  {
    code: 7041,
    name: 'ManagementFeeGreaterThanMaxAllowed',
    msg: 'Management fee is greater than maximum allowed',
  },
  { code: 7042, name: 'VaultAUMZero', msg: 'Vault assets under management are empty' },
  { code: 7043, name: 'MissingReserveForBatchRefresh', msg: 'Missing reserve for batch refresh' },
  { code: 7044, name: 'MinWithdrawAmountTooBig', msg: 'Min withdraw amount is too big' },
  { code: 7045, name: 'InvestTooSoon', msg: 'Invest is called too soon after last invest' },
  { code: 7046, name: 'WrongAdminOrAllocationAdmin', msg: 'Wrong admin or allocation admin' },
  {
    code: 7047,
    name: 'ReserveHasNonZeroAllocationOrCTokens',
    msg: 'Reserve has non-zero allocation or ctokens so cannot be removed',
  },
  {
    code: 7048,
    name: 'DepositAmountGreaterThanRequestedAmount',
    msg: 'Deposit amount is greater than requested amount',
  },
  {
    code: 7049,
    name: 'WithdrawAmountLessThanWithdrawalPenalty',
    msg: 'Withdraw amount is less than withdrawal penalty',
  },
  { code: 7050, name: 'CannotWithdrawZeroLamports', msg: 'Cannot withdraw 0 lamports' },
  {
    code: 7051,
    name: 'NoUpgradeAuthority',
    msg: 'Cannot initialize global config because there is no upgrade authority to the program',
  },
  {
    code: 7052,
    name: 'WithdrawalFeeBPSGreaterThanMaxAllowed',
    msg: 'Withdrawal fee BPS is greater than maximum allowed',
  },
  {
    code: 7053,
    name: 'WithdrawalFeeLamportsGreaterThanMaxAllowed',
    msg: 'Withdrawal fee lamports is greater than maximum allowed',
  },
  { code: 7054, name: 'ReserveNotWhitelisted', msg: 'Reserve is not whitelisted' },
  {
    code: 7055,
    name: 'InvalidBoolLikeValue',
    msg: 'Invalid bool-like value passed in (should be 0 or 1)',
  },
  {
    code: 7056,
    name: 'AUMDecreasedMoreThanExpected',
    msg: 'AUM decreased more than expected during redeem in kind',
  },
  { code: 7057, name: 'RewardTopupAmountZero', msg: 'Reward topup amount is zero' },
  {
    code: 7058,
    name: 'RewardTopupAmountNotExpected',
    msg: 'Reward topup is not as expected after transfer',
  },
  { code: 7059, name: 'RewardWithdrawAmountZero', msg: 'Reward withdraw amount is zero' },
  {
    code: 7060,
    name: 'RewardWithdrawAmountNotExpected',
    msg: 'Reward withdraw is not as expected after transfer',
  },
  {
    code: 7061,
    name: 'RewardsStaleForFeeUpdate',
    msg: 'Rewards are stale - must be refreshed before updating fees',
  },
] as const;

export type VaultErrorName = (typeof VAULT_ERRORS)[number]['name'];

/** A vault program error by name (the sandbox raises them by name). */
export function vaultError(name: VaultErrorName): (typeof VAULT_ERRORS)[number] {
  return VAULT_ERRORS.find((error) => error.name === name) as (typeof VAULT_ERRORS)[number];
}
