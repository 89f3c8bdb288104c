import type { IdlErrorCode } from '../../chain/execution/program-error';

/*
 * The program's own errors the emulation raises (its `ErrorCode` enum from 6000, as the published
 * IDL numbers and words them). The conformance test holds each entry to the IDL.
 */
export const STRATEGY_ERRORS = {
  GlobalDepositBlocked: {
    code: 6009,
    name: 'GlobalDepositBlocked',
    msg: 'Global deposit is currently blocked',
  },
  GlobalWithdrawBlocked: {
    code: 6010,
    name: 'GlobalWithdrawBlocked',
    msg: 'Global withdraw is currently blocked',
  },
  GlobalInvestBlocked: {
    code: 6011,
    name: 'GlobalInvestBlocked',
    msg: 'Global invest is currently blocked',
  },
  TooMuchLiquidityToWithdraw: {
    code: 6014,
    name: 'TooMuchLiquidityToWithdraw',
    msg: 'Unable to withdraw more liquidity than available in position',
  },
  DepositAmountsZero: {
    code: 6015,
    name: 'DepositAmountsZero',
    msg: 'Deposit amounts must be greater than zero',
  },
  SharesZero: {
    code: 6016,
    name: 'SharesZero',
    msg: 'Number of shares to withdraw must be greater than zero',
  },
  StrategyNotActive: { code: 6017, name: 'StrategyNotActive', msg: 'Strategy not active' },
  InvalidRewardMapping: {
    code: 6019,
    name: 'InvalidRewardMapping',
    msg: 'Reward mapping incorrect',
  },
  PriceNotValid: { code: 6022, name: 'PriceNotValid', msg: 'Price is not valid' },
  WrongMint: { code: 6028, name: 'WrongMint', msg: 'Wrong mint' },
  PriceTooOld: { code: 6031, name: 'PriceTooOld', msg: 'Price too old' },
  MaxInvestableZero: {
    code: 6033,
    name: 'MaxInvestableZero',
    msg: 'Cannot have zero investable amount',
  },
  CollectFeesBlocked: { code: 6034, name: 'CollectFeesBlocked', msg: 'Collect fees is blocked' },
  CollectRewardsBlocked: {
    code: 6035,
    name: 'CollectRewardsBlocked',
    msg: 'Collect rewards is blocked',
  },
  InvalidPositionAccount: {
    code: 6038,
    name: 'InvalidPositionAccount',
    msg: "Position account doesn't match internal records",
  },
  CouldNotDeserializeScope: {
    code: 6039,
    name: 'CouldNotDeserializeScope',
    msg: 'Scope account could not be deserialized',
  },
  WrongCollateralID: {
    code: 6040,
    name: 'WrongCollateralID',
    msg: '[DEPRECATED] Collateral ID invalid for strategy',
  },
  CollateralTokensExceedDepositCap: {
    code: 6041,
    name: 'CollateralTokensExceedDepositCap',
    msg: 'Collaterals exceed deposit cap',
  },
  CannotWithdrawZeroAmount: {
    code: 6049,
    name: 'CannotWithdrawZeroAmount',
    msg: 'Cannot withdraw zero amount',
  },
  StrategyNotActiveWhenDepositing: {
    code: 6051,
    name: 'StrategyNotActiveWhenDepositing',
    msg: 'Cannot deposit inactive position',
  },
  CannotOpenPositionWithExistingPosition: {
    code: 6052,
    name: 'CannotOpenPositionWithExistingPosition',
    msg: 'Cannot open position with existing opened position',
  },
  CollateralTokensExceedDepositCapPerIxn: {
    code: 6053,
    name: 'CollateralTokensExceedDepositCapPerIxn',
    msg: 'Collaterals exceed deposit ixn cap',
  },
  LowerTickLargerThanUpperTick: {
    code: 6060,
    name: 'LowerTickLargerThanUpperTick',
    msg: 'Lower tick larger than upper tick',
  },
  LowerTickTooLow: {
    code: 6061,
    name: 'LowerTickTooLow',
    msg: 'Lower tick is lower than the minimal supported low tick',
  },
  UpperTickTooLarge: {
    code: 6062,
    name: 'UpperTickTooLarge',
    msg: 'Upper tick is larger than the maximum supported tick',
  },
  LowerTickNotMultipleOfTickSpacing: {
    code: 6063,
    name: 'LowerTickNotMultipleOfTickSpacing',
    msg: 'Lower tick is not a multiple of tick spacing',
  },
  UpperTickNotMultipleOfTickSpacing: {
    code: 6064,
    name: 'UpperTickNotMultipleOfTickSpacing',
    msg: 'Upper tick is not a multiple of tick spacing',
  },
  KaminoCollateralNotValid: {
    code: 6073,
    name: 'KaminoCollateralNotValid',
    msg: 'Kamino collateral is not valid',
  },
  AccountNotBelongToDEX: {
    code: 6080,
    name: 'AccountNotBelongToDEX',
    msg: "Account doesn't belong to the DEX",
  },
  WrongDEXProgramID: { code: 6081, name: 'WrongDEXProgramID', msg: 'Wrong DEX program ID' },
  OrcaRewardUninitialized: {
    code: 6082,
    name: 'OrcaRewardUninitialized',
    msg: 'Cannot use uninitialized orca reward vault',
  },
  InvalidAdminAuthority: {
    code: 6083,
    name: 'InvalidAdminAuthority',
    msg: 'Invalid admin authority',
  },
  StrategyDepositBlocked: {
    code: 6089,
    name: 'StrategyDepositBlocked',
    msg: 'Strategy deposit is currently blocked',
  },
  StrategyInvestBlocked: {
    code: 6090,
    name: 'StrategyInvestBlocked',
    msg: 'Strategy invest is currently blocked',
  },
  StrategyWithdrawBlocked: {
    code: 6091,
    name: 'StrategyWithdrawBlocked',
    msg: 'Strategy withdraw is currently blocked',
  },
  DepositWithoutInvestDisallowed: {
    code: 6102,
    name: 'DepositWithoutInvestDisallowed',
    msg: 'Cannot deposit without invest',
  },
  InvalidScopeChain: { code: 6103, name: 'InvalidScopeChain', msg: 'Invalid Scope Chain' },
  InvalidRebalanceType: {
    code: 6109,
    name: 'InvalidRebalanceType',
    msg: 'Invalid rebalance type for the strategy',
  },
  StrategyPositionNotValid: {
    code: 6112,
    name: 'StrategyPositionNotValid',
    msg: 'Expected strategy position to be initialized',
  },
  NotEnoughTokensForRatio: {
    code: 6116,
    name: 'NotEnoughTokensForRatio',
    msg: 'Deposit is not allowed as token amounts are not enough to match our holdings ratio',
  },
  AmountsRepresentZeroShares: {
    code: 6117,
    name: 'AmountsRepresentZeroShares',
    msg: 'The provided amounts are too small',
  },
  StrategyTickArrayNotValid: {
    code: 6144,
    name: 'StrategyTickArrayNotValid',
    msg: 'Expected strategy tick arrays to be initialized',
  },
  StrategyFieldUpdateNotAllowed: {
    code: 6146,
    name: 'StrategyFieldUpdateNotAllowed',
    msg: 'Strategy field update is not allowed',
  },
  UnsupportedDex: {
    code: 6147,
    name: 'UnsupportedDex',
    msg: 'DEX is not supported for this operation',
  },
  InvalidBPSValue: { code: 6148, name: 'InvalidBPSValue', msg: 'Invalid BPS value provided' },
  ProvidedRewardVaultMismatch: {
    code: 6153,
    name: 'ProvidedRewardVaultMismatch',
    msg: 'The provided reward vault does not match the strategy state',
  },
  IncorrectScopePricesAccountID: {
    code: 6162,
    name: 'IncorrectScopePricesAccountID',
    msg: 'Incorrect scope prices account id passed in',
  },
} as const satisfies Record<string, IdlErrorCode>;

export type StrategyErrorName = keyof typeof STRATEGY_ERRORS;
