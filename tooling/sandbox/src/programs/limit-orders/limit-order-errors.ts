import {
  anchorFailureIn,
  type IdlErrorCode,
  type ProgramError,
} from '../../chain/execution/program-error';

/**
 * The limit-order program's `LimoError` (Anchor numbering from 6000), in the program's order with
 * its messages: `programs/limo/src/lib.rs` of Kamino-Finance/limo, with the names and entries of
 * the deployed program that limo-sdk 3.1.0's generated errors carry (6018 `TakeOrderBlocked`,
 * 6051 `RfqVenueDisabled`).
 */
const NAMES_AND_MESSAGES = [
  ['OrderCanNotBeCanceled', "Order can't be canceled"],
  ['OrderNotActive', 'Order not active'],
  ['InvalidAdminAuthority', 'Invalid admin authority'],
  ['InvalidPdaAuthority', 'Invalid pda authority'],
  ['InvalidConfigOption', 'Invalid config option'],
  ['InvalidOrderOwner', 'Order owner account is not the order owner'],
  ['OutOfRangeIntegralConversion', 'Out of range integral conversion attempted'],
  ['InvalidFlag', 'Invalid boolean flag, valid values are 0 and 1'],
  ['MathOverflow', 'Mathematical operation with overflow'],
  ['OrderInputAmountInvalid', 'Order input amount invalid'],
  ['OrderOutputAmountInvalid', 'Order output amount invalid'],
  ['InvalidHostFee', 'Host fee bps must be between 0 and 10000'],
  ['IntegerOverflow', 'Conversion between integers failed'],
  ['InvalidTipBalance', 'Tip balance less than accounted tip'],
  ['InvalidTipTransferAmount', 'Tip transfer amount is less than expected'],
  ['InvalidHostTipBalance', 'Host tup amount is less than accounted for'],
  ['OrderWithinFlashOperation', 'Order within flash operation - all otehr actions are blocked'],
  ['CPINotAllowed', 'CPI not allowed'],
  ['TakeOrderBlocked', 'take_order is blocked'],
  [
    'FlashTxWithUnexpectedIxs',
    'Some unexpected instructions are present in the tx. Either before or after the flash ixs, or some ix target the same program between',
  ],
  ['FlashIxsNotEnded', 'Flash ixs initiated without the closing ix in the transaction'],
  ['FlashIxsNotStarted', 'Flash ixs ended without the starting ix in the transaction'],
  ['FlashIxsAccountMismatch', 'Some accounts differ between the two flash ixs'],
  ['FlashIxsArgsMismatch', 'Some args differ between the two flash ixs'],
  ['OrderNotWithinFlashOperation', 'Order is not within flash operation'],
  ['EmergencyModeEnabled', 'Emergency mode is enabled'],
  ['CreatingNewOrdersBlocked', 'Creating new ordersis blocked'],
  ['OrderTakingBlocked', 'Orders taking is blocked'],
  ['OrderInputAmountTooLarge', 'Order input amount larger than the remaining'],
  [
    'PermissionRequiredPermissionlessNotEnabled',
    'Permissionless order taking not enabled, please provide permission account',
  ],
  ['PermissionDoesNotMatchOrder', 'Permission address does not match order address'],
  ['InvalidAtaAddress', 'Invalid ata address'],
  ['MakerOutputAtaRequired', 'Maker output ata required when output mint is not WSOL'],
  [
    'IntermediaryOutputTokenAccountRequired',
    'Intermediary output token account required when output mint is WSOL',
  ],
  ['NotEnoughBalanceForRent', 'Not enough balance for rent'],
  [
    'NotEnoughTimePassedSinceLastUpdate',
    'Order can not be closed - Not enough time passed since last update',
  ],
  ['OrderSameMint', 'Order input and output mints are the same'],
  ['UnsupportedTokenExtension', 'Mint has a token (2022) extension that is not supported'],
  ['InvalidTokenAccount', "Can't have an spl token mint with a t22 account"],
  ['OrderTypeInvalid', 'The order type is invalid'],
  ['UninitializedTokenAccount', 'Token account is not initialized'],
  ['InvalidTokenAccountOwner', 'Account is not owned by the token program'],
  ['InvalidAccount', 'Account is not a valid token account'],
  ['InvalidTokenMint', 'Token account has incorrect mint'],
  ['InvalidTokenAuthority', 'Token account has incorrect authority'],
  ['InvalidParameterType', 'The provided parameter type is invalid'],
  ['CounterpartyDisallowed', 'The counterparty is not the taker'],
  ['SwapInputAmountTooLarge', 'The swap input amount is larger than the maximum allowed'],
  ['SwapOutputAmountTooSmall', 'The swap output amount is smaller than the minimum allowed'],
  ['SwapInputInvalidBalanceChange', 'The swap input balance change is positive, expected negative'],
  [
    'SwapOutputInvalidBalanceChange',
    'The swap output balance change is negative, expected positive',
  ],
  ['RfqVenueDisabled', 'The RFQ venue used to fill this order is disabled in the global config'],
] as const;

export type LimoErrorName = (typeof NAMES_AND_MESSAGES)[number][0];

/** The program's errors with their numbers, as its IDL lists them. */
export const LIMO_ERRORS: readonly (IdlErrorCode & { name: LimoErrorName })[] =
  NAMES_AND_MESSAGES.map(([name, msg], index) => ({ code: 6000 + index, name, msg }));

/** `file!()` of the program's sources, as its `require!` errors name them. */
const limoFailure = anchorFailureIn('programs/limo/src/');

export function limoError(name: LimoErrorName): IdlErrorCode {
  const found = LIMO_ERRORS.find((error) => error.name === name);
  if (found === undefined) throw new Error(`no LimoError ${name}`);
  return found;
}

/**
 * The program's own error as Anchor's entrypoint logs it: `err!`/`require!` name the source file
 * and line (`source`), an error returned through `?` or a constraint's `@` does not.
 */
export function limitOrderFailure(name: LimoErrorName, source?: string): ProgramError {
  return limoFailure(limoError(name), { source });
}
