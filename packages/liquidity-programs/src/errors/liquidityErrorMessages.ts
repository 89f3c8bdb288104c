import { LIQUIDITY_ERRORS } from './liquidityErrors';

/**
 * Copy users read for the failures a deposit or a withdrawal can meet, by code. Every other code
 * reads as the program's own message (its "[DEPRECATED] " prefix dropped).
 */
const USER_COPY: Readonly<Record<number, string>> = {
  6009: 'Deposits are paused for every strategy', // GlobalDepositBlocked
  6010: 'Withdrawals are paused for every strategy', // GlobalWithdrawBlocked
  6014: 'The strategy cannot release that much liquidity right now', // TooMuchLiquidityToWithdraw
  6015: 'Enter an amount greater than 0 to deposit', // DepositAmountsZero
  6016: 'Enter a number of shares greater than 0 to withdraw', // SharesZero
  6017: 'This strategy is not active', // StrategyNotActive
  6022: 'A token price is not available right now, try again shortly', // PriceNotValid
  6028: 'A token account is not of the strategy’s token', // WrongMint
  6029: 'A vault does not belong to this strategy', // WrongVault
  6031: 'A token price is out of date, try again shortly', // PriceTooOld
  6038: 'The position account does not belong to this strategy', // InvalidPositionAccount
  6041: 'The deposit would take the strategy over its deposit cap', // CollateralTokensExceedDepositCap
  6049: 'The amount to withdraw is too small', // CannotWithdrawZeroAmount
  6051: 'This strategy is not taking deposits', // StrategyNotActiveWhenDepositing
  6053: 'The deposit is larger than one transaction allows', // CollateralTokensExceedDepositCapPerIxn
  6054: 'The strategy is out of range; deposits resume after its next rebalance', // CannotDepositOutOfRange
  6056: 'The strategy’s withdrawal limit is reached for now, try again later', // WithdrawalCapReached
  6089: 'Deposits to this strategy are paused', // StrategyDepositBlocked
  6091: 'Withdrawals from this strategy are paused', // StrategyWithdrawBlocked
  6101: 'The deposit is below the minimum', // DepositLessThanMinimum
  6102: 'The deposit must be invested in the same transaction', // DepositWithoutInvestDisallowed
  6106: 'The strategy is rebalancing, deposits resume shortly', // PoolRebalancing
  6116: 'The amounts do not match the strategy’s token ratio', // NotEnoughTokensForRatio
  6117: 'The amounts are too small to mint a share', // AmountsRepresentZeroShares
};

export const LIQUIDITY_ERROR_MESSAGES: Readonly<Record<number, string>> = Object.fromEntries(
  LIQUIDITY_ERRORS.map((error) => [
    error.code,
    USER_COPY[error.code] ?? error.msg.replace('[DEPRECATED] ', '').trim(),
  ]),
);
