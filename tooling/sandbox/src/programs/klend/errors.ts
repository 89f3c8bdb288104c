import type { IdlErrorCode } from '../../chain/execution/program-error';

/**
 * klend's own errors (LendingError, Anchor numbering from 6000) as the published IDL lists them.
 * Written from the IDL; checked by the conformance test. Program 1.16.0 appends more after 6143.
 */
export const KLEND_ERRORS = {
  InvalidMarketAuthority: {
    code: 6000,
    name: 'InvalidMarketAuthority',
    msg: 'Market authority is invalid',
  },
  InvalidMarketOwner: { code: 6001, name: 'InvalidMarketOwner', msg: 'Market owner is invalid' },
  InvalidAccountOwner: {
    code: 6002,
    name: 'InvalidAccountOwner',
    msg: 'Input account owner is not the program address',
  },
  InvalidAmount: { code: 6003, name: 'InvalidAmount', msg: 'Input amount is invalid' },
  InvalidConfig: { code: 6004, name: 'InvalidConfig', msg: 'Input config value is invalid' },
  InvalidSigner: {
    code: 6005,
    name: 'InvalidSigner',
    msg: 'Signer is not allowed to perform this action',
  },
  InvalidAccountInput: { code: 6006, name: 'InvalidAccountInput', msg: 'Invalid account input' },
  MathOverflow: { code: 6007, name: 'MathOverflow', msg: 'Math operation overflow' },
  InsufficientLiquidity: {
    code: 6008,
    name: 'InsufficientLiquidity',
    msg: 'Insufficient liquidity available',
  },
  ReserveStale: { code: 6009, name: 'ReserveStale', msg: 'Reserve state needs to be refreshed' },
  WithdrawTooSmall: { code: 6010, name: 'WithdrawTooSmall', msg: 'Withdraw amount too small' },
  WithdrawTooLarge: { code: 6011, name: 'WithdrawTooLarge', msg: 'Withdraw amount too large' },
  BorrowTooSmall: {
    code: 6012,
    name: 'BorrowTooSmall',
    msg: 'Borrow amount too small to receive liquidity after fees',
  },
  BorrowTooLarge: {
    code: 6013,
    name: 'BorrowTooLarge',
    msg: 'Borrow amount too large for deposited collateral',
  },
  RepayTooSmall: {
    code: 6014,
    name: 'RepayTooSmall',
    msg: 'Repay amount too small to transfer liquidity',
  },
  LiquidationTooSmall: {
    code: 6015,
    name: 'LiquidationTooSmall',
    msg: 'Liquidation amount too small to receive collateral',
  },
  ObligationHealthy: {
    code: 6016,
    name: 'ObligationHealthy',
    msg: 'Cannot liquidate healthy obligations',
  },
  ObligationStale: {
    code: 6017,
    name: 'ObligationStale',
    msg: 'Obligation state needs to be refreshed',
  },
  ObligationReserveLimit: {
    code: 6018,
    name: 'ObligationReserveLimit',
    msg: 'Obligation reserve limit exceeded',
  },
  InvalidObligationOwner: {
    code: 6019,
    name: 'InvalidObligationOwner',
    msg: 'Obligation owner is invalid',
  },
  ObligationDepositsEmpty: {
    code: 6020,
    name: 'ObligationDepositsEmpty',
    msg: 'Obligation deposits are empty',
  },
  ObligationBorrowsEmpty: {
    code: 6021,
    name: 'ObligationBorrowsEmpty',
    msg: 'Obligation borrows are empty',
  },
  ObligationDepositsZero: {
    code: 6022,
    name: 'ObligationDepositsZero',
    msg: 'Obligation deposits have zero value',
  },
  ObligationBorrowsZero: {
    code: 6023,
    name: 'ObligationBorrowsZero',
    msg: 'Obligation borrows have zero value',
  },
  InvalidObligationCollateral: {
    code: 6024,
    name: 'InvalidObligationCollateral',
    msg: 'Invalid obligation collateral',
  },
  InvalidObligationLiquidity: {
    code: 6025,
    name: 'InvalidObligationLiquidity',
    msg: 'Invalid obligation liquidity',
  },
  ObligationCollateralEmpty: {
    code: 6026,
    name: 'ObligationCollateralEmpty',
    msg: 'Obligation collateral is empty',
  },
  ObligationLiquidityEmpty: {
    code: 6027,
    name: 'ObligationLiquidityEmpty',
    msg: 'Obligation liquidity is empty',
  },
  NegativeInterestRate: {
    code: 6028,
    name: 'NegativeInterestRate',
    msg: 'Interest rate is negative',
  },
  InvalidOracleConfig: {
    code: 6029,
    name: 'InvalidOracleConfig',
    msg: 'Input oracle config is invalid',
  },
  InsufficientProtocolFeesToRedeem: {
    code: 6030,
    name: 'InsufficientProtocolFeesToRedeem',
    msg: 'Insufficient protocol fees to claim or no liquidity available',
  },
  FlashBorrowCpi: { code: 6031, name: 'FlashBorrowCpi', msg: 'No cpi flash borrows allowed' },
  NoFlashRepayFound: {
    code: 6032,
    name: 'NoFlashRepayFound',
    msg: 'No corresponding repay found for flash borrow',
  },
  InvalidFlashRepay: { code: 6033, name: 'InvalidFlashRepay', msg: 'Invalid repay found' },
  FlashRepayCpi: { code: 6034, name: 'FlashRepayCpi', msg: 'No cpi flash repays allowed' },
  MultipleFlashBorrows: {
    code: 6035,
    name: 'MultipleFlashBorrows',
    msg: 'Multiple flash borrows not allowed in the same transaction',
  },
  FlashLoansDisabled: {
    code: 6036,
    name: 'FlashLoansDisabled',
    msg: 'Flash loans are disabled for this reserve',
  },
  SwitchboardV2Error: { code: 6037, name: 'SwitchboardV2Error', msg: 'Switchboard error' },
  CouldNotDeserializeScope: {
    code: 6038,
    name: 'CouldNotDeserializeScope',
    msg: 'Cannot deserialize the scope price account',
  },
  PriceTooOld: { code: 6039, name: 'PriceTooOld', msg: 'Price too old' },
  PriceTooDivergentFromTwap: {
    code: 6040,
    name: 'PriceTooDivergentFromTwap',
    msg: 'Price too divergent from twap',
  },
  InvalidTwapPrice: { code: 6041, name: 'InvalidTwapPrice', msg: 'Invalid twap price' },
  GlobalEmergencyMode: {
    code: 6042,
    name: 'GlobalEmergencyMode',
    msg: 'Emergency mode is enabled',
  },
  InvalidFlag: { code: 6043, name: 'InvalidFlag', msg: 'Invalid lending market config' },
  PriceNotValid: { code: 6044, name: 'PriceNotValid', msg: 'Price is not valid' },
  PriceIsBiggerThanHeuristic: {
    code: 6045,
    name: 'PriceIsBiggerThanHeuristic',
    msg: 'Price is bigger than allowed by heuristic',
  },
  PriceIsLowerThanHeuristic: {
    code: 6046,
    name: 'PriceIsLowerThanHeuristic',
    msg: 'Price lower than allowed by heuristic',
  },
  PriceIsZero: { code: 6047, name: 'PriceIsZero', msg: 'Price is zero' },
  PriceConfidenceTooWide: {
    code: 6048,
    name: 'PriceConfidenceTooWide',
    msg: 'Price confidence too wide',
  },
  IntegerOverflow: {
    code: 6049,
    name: 'IntegerOverflow',
    msg: 'Conversion between integers failed',
  },
  NoFarmForReserve: {
    code: 6050,
    name: 'NoFarmForReserve',
    msg: 'This reserve does not have a farm',
  },
  IncorrectInstructionInPosition: {
    code: 6051,
    name: 'IncorrectInstructionInPosition',
    msg: 'Wrong instruction at expected position',
  },
  NoPriceFound: { code: 6052, name: 'NoPriceFound', msg: 'No price found' },
  InvalidTwapConfig: {
    code: 6053,
    name: 'InvalidTwapConfig',
    msg: "Invalid Twap configuration: Twap is enabled but one of the enabled price doesn't have a twap",
  },
  InvalidPythPriceAccount: {
    code: 6054,
    name: 'InvalidPythPriceAccount',
    msg: 'Pyth price account does not match configuration',
  },
  InvalidSwitchboardAccount: {
    code: 6055,
    name: 'InvalidSwitchboardAccount',
    msg: 'Switchboard account(s) do not match configuration',
  },
  InvalidScopePriceAccount: {
    code: 6056,
    name: 'InvalidScopePriceAccount',
    msg: 'Scope price account does not match configuration',
  },
  ObligationCollateralLtvZero: {
    code: 6057,
    name: 'ObligationCollateralLtvZero',
    msg: 'The obligation has one collateral with an LTV set to 0. Withdraw it before withdrawing other collaterals',
  },
  InvalidObligationSeedsValue: {
    code: 6058,
    name: 'InvalidObligationSeedsValue',
    msg: 'Seeds must be default pubkeys for tag 0, and mint addresses for tag 1 or 2',
  },
  DeprecatedInvalidObligationId: {
    code: 6059,
    name: 'DeprecatedInvalidObligationId',
    msg: '[DEPRECATED] Obligation id must be 0',
  },
  InvalidBorrowRateCurvePoint: {
    code: 6060,
    name: 'InvalidBorrowRateCurvePoint',
    msg: 'Invalid borrow rate curve point',
  },
  InvalidUtilizationRate: {
    code: 6061,
    name: 'InvalidUtilizationRate',
    msg: 'Invalid utilization rate',
  },
  CannotSocializeObligationWithCollateral: {
    code: 6062,
    name: 'CannotSocializeObligationWithCollateral',
    msg: "Obligation hasn't been fully liquidated and debt cannot be socialized.",
  },
  ObligationEmpty: {
    code: 6063,
    name: 'ObligationEmpty',
    msg: 'Obligation has no borrows or deposits.',
  },
  WithdrawalCapReached: {
    code: 6064,
    name: 'WithdrawalCapReached',
    msg: 'Withdrawal cap is reached',
  },
  LastTimestampGreaterThanCurrent: {
    code: 6065,
    name: 'LastTimestampGreaterThanCurrent',
    msg: 'The last interval start timestamp is greater than the current timestamp',
  },
  LiquidationRewardTooSmall: {
    code: 6066,
    name: 'LiquidationRewardTooSmall',
    msg: 'The reward amount is less than the minimum acceptable received liquidity',
  },
  IsolatedAssetTierViolation: {
    code: 6067,
    name: 'IsolatedAssetTierViolation',
    msg: 'Isolated Asset Tier Violation',
  },
  InconsistentElevationGroup: {
    code: 6068,
    name: 'InconsistentElevationGroup',
    msg: "The obligation's elevation group and the reserve's are not the same",
  },
  InvalidElevationGroup: {
    code: 6069,
    name: 'InvalidElevationGroup',
    msg: 'The elevation group chosen for the reserve does not exist in the lending market',
  },
  InvalidElevationGroupConfig: {
    code: 6070,
    name: 'InvalidElevationGroupConfig',
    msg: 'The elevation group updated has wrong parameters set',
  },
  UnhealthyElevationGroupLtv: {
    code: 6071,
    name: 'UnhealthyElevationGroupLtv',
    msg: 'The current obligation must have most or all its debt repaid before changing the elevation group',
  },
  ElevationGroupNewLoansDisabled: {
    code: 6072,
    name: 'ElevationGroupNewLoansDisabled',
    msg: 'Elevation group does not accept any new loans or any new borrows/withdrawals',
  },
  ReserveDeprecated: {
    code: 6073,
    name: 'ReserveDeprecated',
    msg: 'Reserve was deprecated, no longer usable',
  },
  ReferrerAccountNotInitialized: {
    code: 6074,
    name: 'ReferrerAccountNotInitialized',
    msg: 'Referrer account not initialized',
  },
  ReferrerAccountMintMissmatch: {
    code: 6075,
    name: 'ReferrerAccountMintMissmatch',
    msg: 'Referrer account mint does not match the operation reserve mint',
  },
  ReferrerAccountWrongAddress: {
    code: 6076,
    name: 'ReferrerAccountWrongAddress',
    msg: 'Referrer account address is not a valid program address',
  },
  ReferrerAccountReferrerMissmatch: {
    code: 6077,
    name: 'ReferrerAccountReferrerMissmatch',
    msg: 'Referrer account referrer does not match the owner referrer',
  },
  ReferrerAccountMissing: {
    code: 6078,
    name: 'ReferrerAccountMissing',
    msg: 'Referrer account missing for obligation with referrer',
  },
  InsufficientReferralFeesToRedeem: {
    code: 6079,
    name: 'InsufficientReferralFeesToRedeem',
    msg: 'Insufficient referral fees to claim or no liquidity available',
  },
  CpiDisabled: { code: 6080, name: 'CpiDisabled', msg: 'CPI disabled for this instruction' },
  ShortUrlNotAsciiAlphanumeric: {
    code: 6081,
    name: 'ShortUrlNotAsciiAlphanumeric',
    msg: 'Referrer short_url is not ascii alphanumeric',
  },
  ReserveObsolete: { code: 6082, name: 'ReserveObsolete', msg: 'Reserve is marked as obsolete' },
  ElevationGroupAlreadyActivated: {
    code: 6083,
    name: 'ElevationGroupAlreadyActivated',
    msg: 'Obligation already part of the same elevation group',
  },
  ObligationInObsoleteReserve: {
    code: 6084,
    name: 'ObligationInObsoleteReserve',
    msg: 'Obligation has a deposit or borrow in an obsolete reserve',
  },
  ReferrerStateOwnerMismatch: {
    code: 6085,
    name: 'ReferrerStateOwnerMismatch',
    msg: 'Referrer state owner does not match the given signer',
  },
  UserMetadataOwnerAlreadySet: {
    code: 6086,
    name: 'UserMetadataOwnerAlreadySet',
    msg: 'User metadata owner is already set',
  },
  CollateralNonLiquidatable: {
    code: 6087,
    name: 'CollateralNonLiquidatable',
    msg: 'This collateral cannot be liquidated (LTV set to 0)',
  },
  BorrowingDisabled: { code: 6088, name: 'BorrowingDisabled', msg: 'Borrowing is disabled' },
  BorrowLimitExceeded: {
    code: 6089,
    name: 'BorrowLimitExceeded',
    msg: 'Cannot borrow above borrow limit',
  },
  DepositLimitExceeded: {
    code: 6090,
    name: 'DepositLimitExceeded',
    msg: 'Cannot deposit above deposit limit',
  },
  BorrowingDisabledOutsideElevationGroup: {
    code: 6091,
    name: 'BorrowingDisabledOutsideElevationGroup',
    msg: 'Reserve does not accept any new borrows outside elevation group',
  },
  NetValueRemainingTooSmall: {
    code: 6092,
    name: 'NetValueRemainingTooSmall',
    msg: 'Net value remaining too small',
  },
  WorseLtvBlocked: {
    code: 6093,
    name: 'WorseLtvBlocked',
    msg: 'Cannot get the obligation in a worse position',
  },
  LiabilitiesBiggerThanAssets: {
    code: 6094,
    name: 'LiabilitiesBiggerThanAssets',
    msg: 'Cannot have more liabilities than assets in a position',
  },
  ReserveTokenBalanceMismatch: {
    code: 6095,
    name: 'ReserveTokenBalanceMismatch',
    msg: 'Reserve state and token account cannot drift',
  },
  ReserveVaultBalanceMismatch: {
    code: 6096,
    name: 'ReserveVaultBalanceMismatch',
    msg: 'Reserve token account has been unexpectedly modified',
  },
  ReserveAccountingMismatch: {
    code: 6097,
    name: 'ReserveAccountingMismatch',
    msg: 'Reserve internal state accounting has been unexpectedly modified',
  },
  BorrowingAboveUtilizationRateDisabled: {
    code: 6098,
    name: 'BorrowingAboveUtilizationRateDisabled',
    msg: 'Borrowing above set utilization rate is disabled',
  },
  LiquidationBorrowFactorPriority: {
    code: 6099,
    name: 'LiquidationBorrowFactorPriority',
    msg: 'Liquidation must prioritize the debt with the highest borrow factor',
  },
  LiquidationLowestLiquidationLtvPriority: {
    code: 6100,
    name: 'LiquidationLowestLiquidationLtvPriority',
    msg: 'Liquidation must prioritize the collateral with the lowest liquidation LTV',
  },
  ElevationGroupBorrowLimitExceeded: {
    code: 6101,
    name: 'ElevationGroupBorrowLimitExceeded',
    msg: 'Elevation group borrow limit exceeded',
  },
  ElevationGroupWithoutDebtReserve: {
    code: 6102,
    name: 'ElevationGroupWithoutDebtReserve',
    msg: 'The elevation group does not have a debt reserve defined',
  },
  ElevationGroupMaxCollateralReserveZero: {
    code: 6103,
    name: 'ElevationGroupMaxCollateralReserveZero',
    msg: 'The elevation group does not allow any collateral reserves',
  },
  ElevationGroupHasAnotherDebtReserve: {
    code: 6104,
    name: 'ElevationGroupHasAnotherDebtReserve',
    msg: 'In elevation group attempt to borrow from a reserve that is not the debt reserve',
  },
  ElevationGroupDebtReserveAsCollateral: {
    code: 6105,
    name: 'ElevationGroupDebtReserveAsCollateral',
    msg: "The elevation group's debt reserve cannot be used as a collateral reserve",
  },
  ObligationCollateralExceedsElevationGroupLimit: {
    code: 6106,
    name: 'ObligationCollateralExceedsElevationGroupLimit',
    msg: 'Obligation have more collateral than the maximum allowed by the elevation group',
  },
  ObligationElevationGroupMultipleDebtReserve: {
    code: 6107,
    name: 'ObligationElevationGroupMultipleDebtReserve',
    msg: 'Obligation is an elevation group but have more than one debt reserve',
  },
  UnsupportedTokenExtension: {
    code: 6108,
    name: 'UnsupportedTokenExtension',
    msg: 'Mint has a token (2022) extension that is not supported',
  },
  InvalidTokenAccount: {
    code: 6109,
    name: 'InvalidTokenAccount',
    msg: "Can't have an spl token mint with a t22 account",
  },
  DepositDisabledOutsideElevationGroup: {
    code: 6110,
    name: 'DepositDisabledOutsideElevationGroup',
    msg: "Can't deposit into this reserve outside elevation group",
  },
  CannotCalculateReferralAmountDueToSlotsMismatch: {
    code: 6111,
    name: 'CannotCalculateReferralAmountDueToSlotsMismatch',
    msg: 'Cannot calculate referral amount due to slots mismatch',
  },
  ObligationOwnersMustMatch: {
    code: 6112,
    name: 'ObligationOwnersMustMatch',
    msg: 'Obligation owners must match',
  },
  ObligationsMustMatch: { code: 6113, name: 'ObligationsMustMatch', msg: 'Obligations must match' },
  LendingMarketsMustMatch: {
    code: 6114,
    name: 'LendingMarketsMustMatch',
    msg: 'Lending markets must match',
  },
  ObligationCurrentlyMarkedForDeleveraging: {
    code: 6115,
    name: 'ObligationCurrentlyMarkedForDeleveraging',
    msg: 'Obligation is already marked for deleveraging',
  },
  MaximumWithdrawValueZero: {
    code: 6116,
    name: 'MaximumWithdrawValueZero',
    msg: 'Maximum withdrawable value of this collateral is zero, LTV needs improved',
  },
  ZeroMaxLtvAssetsInDeposits: {
    code: 6117,
    name: 'ZeroMaxLtvAssetsInDeposits',
    msg: 'No max LTV 0 assets allowed in deposits for repay and withdraw',
  },
  LowestLtvAssetsPriority: {
    code: 6118,
    name: 'LowestLtvAssetsPriority',
    msg: 'Withdrawing must prioritize the collateral with the lowest reserve max-LTV',
  },
  WorseLtvThanUnhealthyLtv: {
    code: 6119,
    name: 'WorseLtvThanUnhealthyLtv',
    msg: 'Cannot get the obligation liquidatable',
  },
  FarmAccountsMissing: {
    code: 6120,
    name: 'FarmAccountsMissing',
    msg: 'Farm accounts to refresh are missing',
  },
  RepayTooSmallForFullLiquidation: {
    code: 6121,
    name: 'RepayTooSmallForFullLiquidation',
    msg: 'Repay amount is too small to satisfy the mandatory full liquidation',
  },
  InsufficientRepayAmount: {
    code: 6122,
    name: 'InsufficientRepayAmount',
    msg: 'Liquidator provided repay amount lower than required by liquidation rules',
  },
  OrderIndexOutOfBounds: {
    code: 6123,
    name: 'OrderIndexOutOfBounds',
    msg: 'Obligation order of the given index cannot exist',
  },
  InvalidOrderConfiguration: {
    code: 6124,
    name: 'InvalidOrderConfiguration',
    msg: 'Given order configuration has wrong parameters',
  },
  OrderConfigurationNotSupportedByObligation: {
    code: 6125,
    name: 'OrderConfigurationNotSupportedByObligation',
    msg: 'Given order configuration cannot be used with the current state of the obligation',
  },
  OperationNotPermittedWithCurrentObligationOrders: {
    code: 6126,
    name: 'OperationNotPermittedWithCurrentObligationOrders',
    msg: 'Single debt, single collateral obligation orders have to be cancelled before changing the deposit/borrow count',
  },
  OperationNotPermittedMarketImmutable: {
    code: 6127,
    name: 'OperationNotPermittedMarketImmutable',
    msg: 'Cannot update lending market because it is set as immutable',
  },
  OrderCreationDisabled: {
    code: 6128,
    name: 'OrderCreationDisabled',
    msg: 'Creation of new orders is disabled',
  },
  NoUpgradeAuthority: {
    code: 6129,
    name: 'NoUpgradeAuthority',
    msg: 'Cannot initialize global config because there is no upgrade authority to the program',
  },
  InitialAdminDepositExecuted: {
    code: 6130,
    name: 'InitialAdminDepositExecuted',
    msg: 'Initial admin deposit in reserve already executed',
  },
  ReserveHasNotReceivedInitialDeposit: {
    code: 6131,
    name: 'ReserveHasNotReceivedInitialDeposit',
    msg: 'Reserve has not received the initial deposit, cannot update config',
  },
  CTokenUsageBlocked: {
    code: 6132,
    name: 'CTokenUsageBlocked',
    msg: 'CToken minting/redeeming is blocked for this reserve',
  },
  CannotUseSameReserve: {
    code: 6133,
    name: 'CannotUseSameReserve',
    msg: 'Cannot call ix with same reserve',
  },
  TransactionIncludesRestrictedPrograms: {
    code: 6134,
    name: 'TransactionIncludesRestrictedPrograms',
    msg: 'Transaction includes restricted programs',
  },
  BorrowOrderDebtLiquidityMintMismatch: {
    code: 6135,
    name: 'BorrowOrderDebtLiquidityMintMismatch',
    msg: 'There is no borrow order requesting debt in the given asset',
  },
  BorrowOrderMaxBorrowRateExceeded: {
    code: 6136,
    name: 'BorrowOrderMaxBorrowRateExceeded',
    msg: 'Reserve used for fill exceeds the maximum borrow rate specified by the order',
  },
  BorrowOrderMinDebtTermInsufficient: {
    code: 6137,
    name: 'BorrowOrderMinDebtTermInsufficient',
    msg: 'Reserve used for fill defines a debt term shorter than specified by the order',
  },
  BorrowOrderFillTimeLimitExceeded: {
    code: 6138,
    name: 'BorrowOrderFillTimeLimitExceeded',
    msg: 'Borrow order can no longer be filled',
  },
  ReserveDebtMaturityReached: {
    code: 6139,
    name: 'ReserveDebtMaturityReached',
    msg: 'Cannot borrow from a reserve that reached its debt maturity timestamp',
  },
  NonUpdatableOrderConfiguration: {
    code: 6140,
    name: 'NonUpdatableOrderConfiguration',
    msg: "Some piece of the order's configuration cannot be updated (the order should be cancelled and placed again)",
  },
  BorrowOrderExecutionDisabled: {
    code: 6141,
    name: 'BorrowOrderExecutionDisabled',
    msg: 'Execution of borrow orders is disabled',
  },
  DebtReachedReserveDebtTerm: {
    code: 6142,
    name: 'DebtReachedReserveDebtTerm',
    msg: 'Cannot increase the debt that has reached its end of term configured by the reserve',
  },
  ExpectationNotMet: {
    code: 6143,
    name: 'ExpectationNotMet',
    msg: 'The on-chain state does not meet expectation specified by the caller, so the operation must be aborted (to avoid race conditions)',
  },
} as const satisfies Record<string, IdlErrorCode>;

export type KlendErrorName = keyof typeof KLEND_ERRORS;
