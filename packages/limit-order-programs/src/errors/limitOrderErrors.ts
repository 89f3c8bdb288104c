/**
 * The limit-order program's ErrorCode (Anchor numbering from 6000) with the program's own message,
 * as its logs print it.
 */
export const LIMIT_ORDER_ERRORS = [
  { code: 6000, name: 'OrderCanNotBeCanceled', msg: "Order can't be canceled" },
  { code: 6001, name: 'OrderNotActive', msg: 'Order not active' },
  { code: 6002, name: 'InvalidAdminAuthority', msg: 'Invalid admin authority' },
  { code: 6003, name: 'InvalidPdaAuthority', msg: 'Invalid pda authority' },
  { code: 6004, name: 'InvalidConfigOption', msg: 'Invalid config option' },
  { code: 6005, name: 'InvalidOrderOwner', msg: 'Order owner account is not the order owner' },
  {
    code: 6006,
    name: 'OutOfRangeIntegralConversion',
    msg: 'Out of range integral conversion attempted',
  },
  { code: 6007, name: 'InvalidFlag', msg: 'Invalid boolean flag, valid values are 0 and 1' },
  { code: 6008, name: 'MathOverflow', msg: 'Mathematical operation with overflow' },
  { code: 6009, name: 'OrderInputAmountInvalid', msg: 'Order input amount invalid' },
  { code: 6010, name: 'OrderOutputAmountInvalid', msg: 'Order output amount invalid' },
  { code: 6011, name: 'InvalidHostFee', msg: 'Host fee bps must be between 0 and 10000' },
  { code: 6012, name: 'IntegerOverflow', msg: 'Conversion between integers failed' },
  { code: 6013, name: 'InvalidTipBalance', msg: 'Tip balance less than accounted tip' },
  {
    code: 6014,
    name: 'InvalidTipTransferAmount',
    msg: 'Tip transfer amount is less than expected',
  },
  { code: 6015, name: 'InvalidHostTipBalance', msg: 'Host tup amount is less than accounted for' },
  {
    code: 6016,
    name: 'OrderWithinFlashOperation',
    msg: 'Order within flash operation - all otehr actions are blocked',
  },
  { code: 6017, name: 'CPINotAllowed', msg: 'CPI not allowed' },
  { code: 6018, name: 'TakeOrderBlocked', msg: 'take_order is blocked' },
  {
    code: 6019,
    name: 'FlashTxWithUnexpectedIxs',
    msg: 'Some unexpected instructions are present in the tx. Either before or after the flash ixs, or some ix target the same program between',
  },
  {
    code: 6020,
    name: 'FlashIxsNotEnded',
    msg: 'Flash ixs initiated without the closing ix in the transaction',
  },
  {
    code: 6021,
    name: 'FlashIxsNotStarted',
    msg: 'Flash ixs ended without the starting ix in the transaction',
  },
  {
    code: 6022,
    name: 'FlashIxsAccountMismatch',
    msg: 'Some accounts differ between the two flash ixs',
  },
  { code: 6023, name: 'FlashIxsArgsMismatch', msg: 'Some args differ between the two flash ixs' },
  { code: 6024, name: 'OrderNotWithinFlashOperation', msg: 'Order is not within flash operation' },
  { code: 6025, name: 'EmergencyModeEnabled', msg: 'Emergency mode is enabled' },
  { code: 6026, name: 'CreatingNewOrdersBlocked', msg: 'Creating new ordersis blocked' },
  { code: 6027, name: 'OrderTakingBlocked', msg: 'Orders taking is blocked' },
  {
    code: 6028,
    name: 'OrderInputAmountTooLarge',
    msg: 'Order input amount larger than the remaining',
  },
  {
    code: 6029,
    name: 'PermissionRequiredPermissionlessNotEnabled',
    msg: 'Permissionless order taking not enabled, please provide permission account',
  },
  {
    code: 6030,
    name: 'PermissionDoesNotMatchOrder',
    msg: 'Permission address does not match order address',
  },
  { code: 6031, name: 'InvalidAtaAddress', msg: 'Invalid ata address' },
  {
    code: 6032,
    name: 'MakerOutputAtaRequired',
    msg: 'Maker output ata required when output mint is not WSOL',
  },
  {
    code: 6033,
    name: 'IntermediaryOutputTokenAccountRequired',
    msg: 'Intermediary output token account required when output mint is WSOL',
  },
  { code: 6034, name: 'NotEnoughBalanceForRent', msg: 'Not enough balance for rent' },
  {
    code: 6035,
    name: 'NotEnoughTimePassedSinceLastUpdate',
    msg: 'Order can not be closed - Not enough time passed since last update',
  },
  { code: 6036, name: 'OrderSameMint', msg: 'Order input and output mints are the same' },
  {
    code: 6037,
    name: 'UnsupportedTokenExtension',
    msg: 'Mint has a token (2022) extension that is not supported',
  },
  {
    code: 6038,
    name: 'InvalidTokenAccount',
    msg: "Can't have an spl token mint with a t22 account",
  },
  { code: 6039, name: 'OrderTypeInvalid', msg: 'The order type is invalid' },
  { code: 6040, name: 'UninitializedTokenAccount', msg: 'Token account is not initialized' },
  {
    code: 6041,
    name: 'InvalidTokenAccountOwner',
    msg: 'Account is not owned by the token program',
  },
  { code: 6042, name: 'InvalidAccount', msg: 'Account is not a valid token account' },
  { code: 6043, name: 'InvalidTokenMint', msg: 'Token account has incorrect mint' },
  { code: 6044, name: 'InvalidTokenAuthority', msg: 'Token account has incorrect authority' },
  { code: 6045, name: 'InvalidParameterType', msg: 'The provided parameter type is invalid' },
  { code: 6046, name: 'CounterpartyDisallowed', msg: 'The counterparty is not the taker' },
  {
    code: 6047,
    name: 'SwapInputAmountTooLarge',
    msg: 'The swap input amount is larger than the maximum allowed',
  },
  {
    code: 6048,
    name: 'SwapOutputAmountTooSmall',
    msg: 'The swap output amount is smaller than the minimum allowed',
  },
  {
    code: 6049,
    name: 'SwapInputInvalidBalanceChange',
    msg: 'The swap input balance change is positive, expected negative',
  },
  {
    code: 6050,
    name: 'SwapOutputInvalidBalanceChange',
    msg: 'The swap output balance change is negative, expected positive',
  },
  {
    code: 6051,
    name: 'RfqVenueDisabled',
    msg: 'The RFQ venue used to fill this order is disabled in the global config',
  },
] as const;

export type LimitOrderErrorName = (typeof LIMIT_ORDER_ERRORS)[number]['name'];

/** A limit-order error by name (the sandbox raises them by name). */
export function limitOrderError(name: LimitOrderErrorName): (typeof LIMIT_ORDER_ERRORS)[number] {
  return LIMIT_ORDER_ERRORS.find(
    (error) => error.name === name,
  ) as (typeof LIMIT_ORDER_ERRORS)[number];
}
