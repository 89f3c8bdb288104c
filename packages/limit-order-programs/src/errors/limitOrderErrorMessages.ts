import { LIMIT_ORDER_ERRORS } from './limitOrderErrors';

/** Plain copy for the failures a maker can meet; the others read as the program words them. */
const COPY: Readonly<Record<number, string>> = {
  6000: 'This order cannot be cancelled', // OrderCanNotBeCanceled
  6001: 'This order is no longer open', // OrderNotActive
  6005: 'This order belongs to another wallet', // InvalidOrderOwner
  6009: 'Enter an amount to sell', // OrderInputAmountInvalid
  6010: 'Enter a price above zero', // OrderOutputAmountInvalid
  6025: 'Limit orders are paused', // EmergencyModeEnabled
  6026: 'New limit orders are paused', // CreatingNewOrdersBlocked
  6027: 'Filling limit orders is paused', // OrderTakingBlocked
  6028: 'The order has less left than that', // OrderInputAmountTooLarge
  6031: 'The token account is not the wallet’s own', // InvalidAtaAddress
  6034: 'Not enough SOL to open the order', // NotEnoughBalanceForRent
  6035: 'The order was just updated; try cancelling again in a moment', // NotEnoughTimePassedSinceLastUpdate
  6036: 'Pick two different tokens', // OrderSameMint
  6037: 'This token is not supported for limit orders', // UnsupportedTokenExtension
  6040: 'The token account does not exist yet', // UninitializedTokenAccount
};

/** Copy users read for the limit-order program's failures, by the code its instruction fails with. */
export const LIMIT_ORDER_ERROR_MESSAGES: Readonly<Record<number, string>> = Object.fromEntries(
  LIMIT_ORDER_ERRORS.map((error) => [error.code, COPY[error.code] ?? error.msg]),
);
