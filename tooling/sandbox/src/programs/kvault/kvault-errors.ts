import {
  anchorFailureIn,
  type IdlErrorCode,
  type ProgramError,
} from '../../chain/execution/program-error';

/**
 * `KaminoVaultError` of the program's `lib.rs` (release 2.1.1): Anchor numbers it from 6000 +
 * 1000, in declaration order; the messages are its `#[msg]` texts.
 */
const VAULT_ERRORS = {
  DepositAmountsZero: [7000, 'Cannot deposit zero tokens'],
  SharesIssuedAmountDoesNotMatch: [7001, 'Post check failed on share issued'],
  MathOverflow: [7002, 'Math operation overflowed'],
  IntegerOverflow: [7003, 'Integer conversion overflowed'],
  WithdrawAmountBelowMinimum: [7004, 'Withdrawn amount is below minimum'],
  TooMuchLiquidityToWithdraw: [7005, 'TooMuchLiquidityToWithdraw'],
  ReserveAlreadyExists: [7006, 'ReserveAlreadyExists'],
  ReserveNotPartOfAllocations: [7007, 'ReserveNotPartOfAllocations'],
  CouldNotDeserializeAccountAsReserve: [7008, 'CouldNotDeserializeAccountAsReserve'],
  ReserveNotProvidedInTheAccounts: [7009, 'ReserveNotProvidedInTheAccounts'],
  ReserveAccountAndKeyMismatch: [7010, 'ReserveAccountAndKeyMismatch'],
  OutOfRangeOfReserveIndex: [7011, 'OutOfRangeOfReserveIndex'],
  CannotFindReserveInAllocations: [7012, 'OutOfRangeOfReserveIndex'],
  InvestAmountBelowMinimum: [7013, 'Invested amount is below minimum'],
  AdminAuthorityIncorrect: [7014, 'AdminAuthorityIncorrect'],
  BaseVaultAuthorityIncorrect: [7015, 'BaseVaultAuthorityIncorrect'],
  BaseVaultAuthorityBumpIncorrect: [7016, 'BaseVaultAuthorityBumpIncorrect'],
  TokenMintIncorrect: [7017, 'TokenMintIncorrect'],
  TokenMintDecimalsIncorrect: [7018, 'TokenMintDecimalsIncorrect'],
  TokenVaultIncorrect: [7019, 'TokenVaultIncorrect'],
  SharesMintDecimalsIncorrect: [7020, 'SharesMintDecimalsIncorrect'],
  SharesMintIncorrect: [7021, 'SharesMintIncorrect'],
  InitialAccountingIncorrect: [7022, 'InitialAccountingIncorrect'],
  ReserveIsStale: [7023, 'Reserve is stale and must be refreshed before any operation'],
  NotEnoughLiquidityDisinvestedToSendToUser: [
    7024,
    'Not enough liquidity disinvested to send to user',
  ],
  BPSValueTooBig: [7025, 'BPS value is greater than 10000'],
  DepositAmountBelowMinimum: [7026, 'Deposited amount is below minimum'],
  ReserveSpaceExhausted: [7027, 'Vault have no space for new reserves'],
  CannotWithdrawFromEmptyVault: [7028, 'Cannot withdraw from empty vault'],
  TokensDepositedAmountDoesNotMatch: [7029, 'TokensDepositedAmountDoesNotMatch'],
  AmountToWithdrawDoesNotMatch: [7030, 'Amount to withdraw does not match'],
  LiquidityToWithdrawDoesNotMatch: [7031, 'Liquidity to withdraw does not match'],
  UserReceivedAmountDoesNotMatch: [7032, 'User received amount does not match'],
  SharesBurnedAmountDoesNotMatch: [7033, 'Shares burned amount does not match'],
  DisinvestedLiquidityAmountDoesNotMatch: [7034, 'Disinvested liquidity amount does not match'],
  SharesMintedAmountDoesNotMatch: [7035, 'SharesMintedAmountDoesNotMatch'],
  AUMDecreasedAfterInvest: [7036, 'AUM decreased after invest'],
  AUMBelowPendingFees: [7037, 'AUM is below pending fees'],
  DepositAmountsZeroShares: [7038, 'Deposit amount results in 0 shares'],
  WithdrawResultsInZeroShares: [7039, 'Withdraw amount results in 0 shares'],
  CannotWithdrawZeroShares: [7040, 'Cannot withdraw zero shares'],
  ManagementFeeGreaterThanMaxAllowed: [7041, 'Management fee is greater than maximum allowed'],
  VaultAUMZero: [7042, 'Vault assets under management are empty'],
  MissingReserveForBatchRefresh: [7043, 'Missing reserve for batch refresh'],
  MinWithdrawAmountTooBig: [7044, 'Min withdraw amount is too big'],
  InvestTooSoon: [7045, 'Invest is called too soon after last invest'],
  WrongAdminOrAllocationAdmin: [7046, 'Wrong admin or allocation admin'],
  ReserveHasNonZeroAllocationOrCTokens: [
    7047,
    'Reserve has non-zero allocation or ctokens so cannot be removed',
  ],
  DepositAmountGreaterThanRequestedAmount: [
    7048,
    'Deposit amount is greater than requested amount',
  ],
  WithdrawAmountLessThanWithdrawalPenalty: [
    7049,
    'Withdraw amount is less than withdrawal penalty',
  ],
  CannotWithdrawZeroLamports: [7050, 'Cannot withdraw 0 lamports'],
  NoUpgradeAuthority: [
    7051,
    'Cannot initialize global config because there is no upgrade authority to the program',
  ],
  WithdrawalFeeBPSGreaterThanMaxAllowed: [
    7052,
    'Withdrawal fee BPS is greater than maximum allowed',
  ],
  WithdrawalFeeLamportsGreaterThanMaxAllowed: [
    7053,
    'Withdrawal fee lamports is greater than maximum allowed',
  ],
  ReserveNotWhitelisted: [7054, 'Reserve is not whitelisted'],
  InvalidBoolLikeValue: [7055, 'Invalid bool-like value passed in (should be 0 or 1)'],
  AUMDecreasedMoreThanExpected: [7056, 'AUM decreased more than expected during redeem in kind'],
  RewardTopupAmountZero: [7057, 'Reward topup amount is zero'],
  RewardTopupAmountNotExpected: [7058, 'Reward topup is not as expected after transfer'],
  RewardWithdrawAmountZero: [7059, 'Reward withdraw amount is zero'],
  RewardWithdrawAmountNotExpected: [7060, 'Reward withdraw is not as expected after transfer'],
  RewardsStaleForFeeUpdate: [7061, 'Rewards are stale - must be refreshed before updating fees'],
} as const satisfies Record<string, readonly [number, string]>;

export type VaultErrorName = keyof typeof VAULT_ERRORS;

/** The program's error `name`: its number and message. */
export function vaultError(name: VaultErrorName): IdlErrorCode {
  const [code, msg] = VAULT_ERRORS[name];
  return { code, name, msg };
}

/** Every error of the program, in code order (for the conformance test against the IDL). */
export const VAULT_ERROR_LIST: readonly IdlErrorCode[] = (
  Object.keys(VAULT_ERRORS) as VaultErrorName[]
).map(vaultError);

/** `file!()` of the program's sources, as its `require!` / `err!` errors name them. */
const kvaultFailure = anchorFailureIn('programs/kvault/src/');

/** An error as Anchor's entrypoint logs it: where it was raised, code, number, message. */
export function vaultFailure(name: VaultErrorName, source?: string): ProgramError {
  return kvaultFailure(vaultError(name), { source });
}
