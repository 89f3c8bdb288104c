/**
 * Copy users read for the vault program's failures, by the code its instructions fail with.
 * 2000s are Anchor's account checks a deposit or withdrawal can meet.
 */
export const VAULT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  2003: 'The transaction is missing a signature',
  2006: 'An account of the vault does not match',
  2012: 'An account of the vault does not match',
  3012: 'A token account does not exist yet',
  7000: 'Enter an amount to deposit', // DepositAmountsZero
  7001: 'The vault could not account for the shares; try again', // SharesIssuedAmountDoesNotMatch
  7002: 'The amount is too large to compute', // MathOverflow
  7003: 'The amount is too large to compute', // IntegerOverflow
  7004: 'The amount is below the vault’s minimum withdrawal', // WithdrawAmountBelowMinimum
  7005: 'The vault cannot pay that much right now', // TooMuchLiquidityToWithdraw
  7006: 'The vault already allocates to this reserve', // ReserveAlreadyExists
  7007: 'The vault does not allocate to this reserve', // ReserveNotPartOfAllocations
  7008: 'A reserve of the vault could not be read', // CouldNotDeserializeAccountAsReserve
  7009: 'A reserve of the vault is missing from the transaction', // ReserveNotProvidedInTheAccounts
  7010: 'A reserve of the vault does not match its allocation', // ReserveAccountAndKeyMismatch
  7011: 'The vault’s allocation could not be found', // OutOfRangeOfReserveIndex
  7012: 'The vault does not allocate to this reserve', // CannotFindReserveInAllocations
  7013: 'The amount to invest is below the vault’s minimum', // InvestAmountBelowMinimum
  7014: 'Only the vault’s admin may do that', // AdminAuthorityIncorrect
  7015: 'The vault’s authority does not match', // BaseVaultAuthorityIncorrect
  7016: 'The vault’s authority does not match', // BaseVaultAuthorityBumpIncorrect
  7017: 'The token is not the vault’s token', // TokenMintIncorrect
  7018: 'The token is not the vault’s token', // TokenMintDecimalsIncorrect
  7019: 'The token account is not the vault’s', // TokenVaultIncorrect
  7020: 'The shares token is not the vault’s', // SharesMintDecimalsIncorrect
  7021: 'The shares token is not the vault’s', // SharesMintIncorrect
  7022: 'The vault could not be created', // InitialAccountingIncorrect
  7023: 'A reserve of the vault is out of date; try again', // ReserveIsStale
  7024: 'The reserves cannot pay that much right now; try a smaller amount', // NotEnoughLiquidityDisinvestedToSendToUser
  7025: 'The value is above 100%', // BPSValueTooBig
  7026: 'The amount is below the vault’s minimum deposit', // DepositAmountBelowMinimum
  7027: 'The vault allocates to as many reserves as it can', // ReserveSpaceExhausted
  7028: 'The vault is empty', // CannotWithdrawFromEmptyVault
  7029: 'The vault could not account for the deposit; try again', // TokensDepositedAmountDoesNotMatch
  7030: 'The vault could not account for the withdrawal; try again', // AmountToWithdrawDoesNotMatch
  7031: 'The vault could not account for the withdrawal; try again', // LiquidityToWithdrawDoesNotMatch
  7032: 'The vault could not account for the withdrawal; try again', // UserReceivedAmountDoesNotMatch
  7033: 'The vault could not account for the shares; try again', // SharesBurnedAmountDoesNotMatch
  7034: 'The vault could not account for the withdrawal; try again', // DisinvestedLiquidityAmountDoesNotMatch
  7035: 'The vault could not account for the shares; try again', // SharesMintedAmountDoesNotMatch
  7036: 'The vault’s value would fall; the allocation was not changed', // AUMDecreasedAfterInvest
  7037: 'The vault holds less than its pending fees', // AUMBelowPendingFees
  7038: 'The amount is too small to receive any shares', // DepositAmountsZeroShares
  7039: 'The amount is too small to withdraw', // WithdrawResultsInZeroShares
  7040: 'Enter an amount to withdraw', // CannotWithdrawZeroShares
  7041: 'The management fee is above the maximum', // ManagementFeeGreaterThanMaxAllowed
  7042: 'The vault is empty', // VaultAUMZero
  7043: 'A reserve of the vault is missing from the transaction', // MissingReserveForBatchRefresh
  7044: 'The minimum withdrawal is too large', // MinWithdrawAmountTooBig
  7045: 'The vault was invested too recently; try again shortly', // InvestTooSoon
  7046: 'Only the vault’s admin or allocation admin may do that', // WrongAdminOrAllocationAdmin
  7047: 'The reserve still holds the vault’s funds', // ReserveHasNonZeroAllocationOrCTokens
  7048: 'The deposit would take more than the amount entered', // DepositAmountGreaterThanRequestedAmount
  7049: 'The amount does not cover the withdrawal penalty', // WithdrawAmountLessThanWithdrawalPenalty
  7050: 'Enter an amount to withdraw', // CannotWithdrawZeroLamports
  7051: 'The program has no upgrade authority', // NoUpgradeAuthority
  7052: 'The withdrawal penalty is above the maximum', // WithdrawalFeeBPSGreaterThanMaxAllowed
  7053: 'The withdrawal penalty is above the maximum', // WithdrawalFeeLamportsGreaterThanMaxAllowed
  7054: 'This reserve is not open to vaults', // ReserveNotWhitelisted
  7055: 'The value must be 0 or 1', // InvalidBoolLikeValue
  7056: 'The vault’s value would fall too much', // AUMDecreasedMoreThanExpected
  7057: 'Enter an amount of rewards', // RewardTopupAmountZero
  7058: 'The rewards could not be accounted for', // RewardTopupAmountNotExpected
  7059: 'Enter an amount of rewards', // RewardWithdrawAmountZero
  7060: 'The rewards could not be accounted for', // RewardWithdrawAmountNotExpected
  7061: 'The vault’s rewards are out of date; try again', // RewardsStaleForFeeUpdate
};
