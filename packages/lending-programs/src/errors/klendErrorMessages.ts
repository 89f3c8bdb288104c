/**
 * klend's errors (LendingError, codes from 6000) as copy users read. Codes 6000–6143 are the
 * published IDL's (1.13.0); 6144–6169 are appended by program 1.16.0. Each line names the
 * program's variant; the copy starts from its message and drops developer terms.
 */
export const KLEND_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  6000: 'Invalid lending market authority', // InvalidMarketAuthority
  6001: 'Invalid lending market owner', // InvalidMarketOwner
  6002: 'An account in this transaction does not belong to the lending program', // InvalidAccountOwner
  6003: 'Invalid amount', // InvalidAmount
  6004: 'Invalid configuration value', // InvalidConfig
  6005: 'This wallet is not allowed to do this', // InvalidSigner
  6006: 'An account in this transaction is not the expected one', // InvalidAccountInput
  6007: 'The amount is too large to compute', // MathOverflow
  6008: 'Not enough liquidity available in this reserve', // InsufficientLiquidity
  6009: 'Reserve data is out of date. Please try again', // ReserveStale
  6010: 'Withdrawal amount is too small', // WithdrawTooSmall
  6011: 'Withdrawal amount is too large', // WithdrawTooLarge
  6012: 'Borrow amount is too small to cover the fees', // BorrowTooSmall
  6013: 'Borrow amount is too large for your collateral', // BorrowTooLarge
  6014: 'Repay amount is too small', // RepayTooSmall
  6015: 'Liquidation amount is too small to receive collateral', // LiquidationTooSmall
  6016: 'This position is healthy and cannot be liquidated', // ObligationHealthy
  6017: 'Position data is out of date. Please try again', // ObligationStale
  6018: 'This position already holds the maximum number of assets', // ObligationReserveLimit
  6019: 'This position belongs to another wallet', // InvalidObligationOwner
  6020: 'This position has no deposits', // ObligationDepositsEmpty
  6021: 'This position has no borrows', // ObligationBorrowsEmpty
  6022: 'Your deposits have no value', // ObligationDepositsZero
  6023: 'Your borrows have no value', // ObligationBorrowsZero
  6024: 'This collateral is not part of your position', // InvalidObligationCollateral
  6025: 'This debt is not part of your position', // InvalidObligationLiquidity
  6026: 'Your position has no collateral in this asset', // ObligationCollateralEmpty
  6027: 'Your position has no debt in this asset', // ObligationLiquidityEmpty
  6028: 'The interest rate is negative', // NegativeInterestRate
  6029: 'The price feed settings of this reserve are invalid', // InvalidOracleConfig
  6030: 'No protocol fees to claim, or not enough liquidity', // InsufficientProtocolFeesToRedeem
  6031: 'Flash borrows cannot be made from another program', // FlashBorrowCpi
  6032: 'The flash borrow has no matching repay', // NoFlashRepayFound
  6033: 'The flash loan repay does not match the borrow', // InvalidFlashRepay
  6034: 'Flash repays cannot be made from another program', // FlashRepayCpi
  6035: 'Only one flash borrow is allowed per transaction', // MultipleFlashBorrows
  6036: 'Flash loans are disabled for this reserve', // FlashLoansDisabled
  6037: 'The price feed (Switchboard) failed', // SwitchboardV2Error
  6038: 'The price feed could not be read', // CouldNotDeserializeScope
  6039: 'The price is out of date. Please try again shortly', // PriceTooOld
  6040: 'The price moved too far from its average. Please try again shortly', // PriceTooDivergentFromTwap
  6041: 'The average price is invalid', // InvalidTwapPrice
  6042: 'The market is in emergency mode: actions are paused', // GlobalEmergencyMode
  6043: 'Invalid lending market setting', // InvalidFlag
  6044: 'The price is not valid', // PriceNotValid
  6045: 'The price is above its allowed range', // PriceIsBiggerThanHeuristic
  6046: 'The price is below its allowed range', // PriceIsLowerThanHeuristic
  6047: 'The price is zero', // PriceIsZero
  6048: 'The price is too uncertain right now. Please try again shortly', // PriceConfidenceTooWide
  6049: 'The amount is too large to compute', // IntegerOverflow
  6050: 'This reserve has no rewards farm', // NoFarmForReserve
  6051: 'The transaction is missing a required refresh step', // IncorrectInstructionInPosition
  6052: 'No price found for this asset', // NoPriceFound
  6053: 'The average price settings of this reserve are invalid', // InvalidTwapConfig
  6054: 'The Pyth price account does not match the reserve', // InvalidPythPriceAccount
  6055: 'The Switchboard price account does not match the reserve', // InvalidSwitchboardAccount
  6056: 'The Scope price account does not match the reserve', // InvalidScopePriceAccount
  6057: 'Withdraw your collateral with a 0% LTV before other collateral', // ObligationCollateralLtvZero
  6058: 'The position type does not match its account', // InvalidObligationSeedsValue
  6059: 'Invalid position id', // DeprecatedInvalidObligationId
  6060: 'Invalid borrow rate curve', // InvalidBorrowRateCurvePoint
  6061: 'Invalid utilization rate', // InvalidUtilizationRate
  6062: 'The debt cannot be written off while collateral remains', // CannotSocializeObligationWithCollateral
  6063: 'This position has no deposits or borrows', // ObligationEmpty
  6064: 'The withdrawal limit for now is reached. Please try again later', // WithdrawalCapReached
  6065: 'The withdrawal limit period starts in the future', // LastTimestampGreaterThanCurrent
  6066: 'The liquidation would pay less than the minimum you set', // LiquidationRewardTooSmall
  6067: 'An isolated asset cannot be combined with other assets in one position', // IsolatedAssetTierViolation
  6068: 'This asset is not in the eMode group of your position', // InconsistentElevationGroup
  6069: 'This eMode group does not exist in the market', // InvalidElevationGroup
  6070: 'Invalid eMode group settings', // InvalidElevationGroupConfig
  6071: 'Repay most or all of your debt before changing eMode', // UnhealthyElevationGroupLtv
  6072: 'This eMode group takes no new borrows or withdrawals', // ElevationGroupNewLoansDisabled
  6073: 'This reserve is deprecated and can no longer be used', // ReserveDeprecated
  6074: 'The referrer account is not set up', // ReferrerAccountNotInitialized
  6075: 'The referrer account is for another token', // ReferrerAccountMintMissmatch
  6076: 'Invalid referrer account', // ReferrerAccountWrongAddress
  6077: 'The referrer account belongs to another referrer', // ReferrerAccountReferrerMissmatch
  6078: 'The referrer account of this position is missing', // ReferrerAccountMissing
  6079: 'No referral fees to claim, or not enough liquidity', // InsufficientReferralFeesToRedeem
  6080: 'This action cannot be made from another program', // CpiDisabled
  6081: 'A referral link may contain only letters and digits', // ShortUrlNotAsciiAlphanumeric
  6082: 'This reserve is obsolete', // ReserveObsolete
  6083: 'Your position already uses this eMode group', // ElevationGroupAlreadyActivated
  6084: 'Your position holds an asset of an obsolete reserve', // ObligationInObsoleteReserve
  6085: 'This referral belongs to another wallet', // ReferrerStateOwnerMismatch
  6086: 'This account profile already has an owner', // UserMetadataOwnerAlreadySet
  6087: 'This collateral cannot be liquidated', // CollateralNonLiquidatable
  6088: 'Borrowing is disabled', // BorrowingDisabled
  6089: 'The borrow limit of this reserve is reached', // BorrowLimitExceeded
  6090: 'The deposit limit of this reserve is reached', // DepositLimitExceeded
  6091: 'This reserve takes new borrows only in eMode', // BorrowingDisabledOutsideElevationGroup
  6092: 'The value left in your position would be too small', // NetValueRemainingTooSmall
  6093: 'This would make your position riskier', // WorseLtvBlocked
  6094: 'Your debt cannot be larger than your deposits', // LiabilitiesBiggerThanAssets
  6095: 'The reserve balance does not match its records', // ReserveTokenBalanceMismatch
  6096: 'The reserve vault balance changed unexpectedly', // ReserveVaultBalanceMismatch
  6097: 'The reserve records changed unexpectedly', // ReserveAccountingMismatch
  6098: 'Borrowing is paused: this reserve is used too much right now', // BorrowingAboveUtilizationRateDisabled
  6099: 'Liquidation must repay the debt with the highest borrow factor first', // LiquidationBorrowFactorPriority
  6100: 'Liquidation must take the collateral with the lowest liquidation LTV first', // LiquidationLowestLiquidationLtvPriority
  6101: 'The borrow limit of this eMode group is reached', // ElevationGroupBorrowLimitExceeded
  6102: 'This eMode group has no asset to borrow', // ElevationGroupWithoutDebtReserve
  6103: 'This eMode group takes no collateral', // ElevationGroupMaxCollateralReserveZero
  6104: 'In this eMode group you can borrow only its debt asset', // ElevationGroupHasAnotherDebtReserve
  6105: "This eMode group's debt asset cannot be collateral", // ElevationGroupDebtReserveAsCollateral
  6106: 'Your position has more collateral assets than this eMode group allows', // ObligationCollateralExceedsElevationGroupLimit
  6107: 'In eMode a position can borrow only one asset', // ObligationElevationGroupMultipleDebtReserve
  6108: 'This token uses a Token-2022 feature that is not supported', // UnsupportedTokenExtension
  6109: 'The token account does not match the token program', // InvalidTokenAccount
  6110: 'This reserve takes deposits only in eMode', // DepositDisabledOutsideElevationGroup
  6111: 'Referral fees could not be calculated. Please try again', // CannotCalculateReferralAmountDueToSlotsMismatch
  6112: 'Both positions must belong to the same wallet', // ObligationOwnersMustMatch
  6113: 'Both steps must use the same position', // ObligationsMustMatch
  6114: 'Both steps must use the same market', // LendingMarketsMustMatch
  6115: 'This position is already marked for deleveraging', // ObligationCurrentlyMarkedForDeleveraging
  6116: 'This collateral cannot be withdrawn until your LTV improves', // MaximumWithdrawValueZero
  6117: 'Withdraw your collateral with a 0% LTV first', // ZeroMaxLtvAssetsInDeposits
  6118: 'Withdraw the collateral with the lowest max LTV first', // LowestLtvAssetsPriority
  6119: 'This would put your position at risk of liquidation', // WorseLtvThanUnhealthyLtv
  6120: 'The rewards farm accounts are missing from the transaction', // FarmAccountsMissing
  6121: 'The repay amount is too small: this position must be fully liquidated', // RepayTooSmallForFullLiquidation
  6122: 'The repay amount is below what liquidation requires', // InsufficientRepayAmount
  6123: 'Invalid order slot', // OrderIndexOutOfBounds
  6124: 'Invalid order settings', // InvalidOrderConfiguration
  6125: 'These order settings do not fit your position', // OrderConfigurationNotSupportedByObligation
  6126: "Cancel your position's orders before adding or removing assets", // OperationNotPermittedWithCurrentObligationOrders
  6127: 'This market can no longer be changed', // OperationNotPermittedMarketImmutable
  6128: 'Creating orders is disabled', // OrderCreationDisabled
  6129: 'The program has no upgrade authority', // NoUpgradeAuthority
  6130: 'The initial reserve deposit was already made', // InitialAdminDepositExecuted
  6131: 'The reserve has not received its initial deposit', // ReserveHasNotReceivedInitialDeposit
  6132: 'Supplying or redeeming outside a position is blocked for this reserve', // CTokenUsageBlocked
  6133: 'Choose two different reserves', // CannotUseSameReserve
  6134: 'This transaction calls a program that is not allowed', // TransactionIncludesRestrictedPrograms
  6135: 'No borrow order asks for this asset', // BorrowOrderDebtLiquidityMintMismatch
  6136: "This reserve's rate is above the order's maximum", // BorrowOrderMaxBorrowRateExceeded
  6137: "This reserve's loan term is shorter than the order asks", // BorrowOrderMinDebtTermInsufficient
  6138: 'This borrow order has expired', // BorrowOrderFillTimeLimitExceeded
  6139: "This reserve's loans have matured: no new borrows", // ReserveDebtMaturityReached
  6140: 'This order cannot be changed: cancel it and place a new one', // NonUpdatableOrderConfiguration
  6141: 'Filling borrow orders is disabled', // BorrowOrderExecutionDisabled
  6142: 'This loan has reached the end of its term and cannot grow', // DebtReachedReserveDebtTerm
  6143: 'The market changed while you were signing. Please try again', // ExpectationNotMet
  6144: 'Not enough liquidity to fill the minimum of this borrow order', // BorrowOrderFillValueTooSmall
  6145: 'Queued withdrawals are disabled in this market', // WithdrawTicketIssuanceDisabled
  6146: 'Redeeming queued withdrawals is disabled in this market', // WithdrawTicketRedemptionDisabled
  6147: 'Collateral can be recovered only from a cancelled withdrawal ticket', // WithdrawTicketStillValid
  6148: 'This queued withdrawal must be paid out in full, and there is not enough liquidity yet', // WithdrawTicketRequiresFullRedemption
  6149: 'Your token balance changed unexpectedly', // UserTokenBalanceMismatch
  6150: 'Not enough liquidity for the minimum queued withdrawal', // WithdrawQueuedLiquidityValueTooSmall
  6151: 'Your token account is frozen or delegated', // InvalidTokenAccountState
  6152: 'This withdrawal ticket was cancelled', // WithdrawTicketInvalid
  6153: 'The borrow order is below the market minimum', // BorrowOrderValueTooSmall
  6154: 'The queued withdrawal is below the market minimum', // WithdrawTicketValueTooSmall
  6155: 'Invalid queued withdrawal settings', // InvalidWithdrawTicketProgressCallbackConfig
  6156: 'Accounts the queued withdrawal needs are missing', // WithdrawTicketProgressCallbackAccountsMissing
  6157: 'Loan auto-rollover settings are disabled in this market', // BorrowRolloverConfigurationDisabled
  6158: 'Invalid position setting', // InvalidObligationConfigUpdateSubject
  6159: 'A loan can roll over only into the same token', // BorrowRolloverLiquidityMintMismatch
  6160: 'This loan has no fixed term to roll over', // ObligationBorrowRolloverNotApplicable
  6161: 'This loan is outside its rollover window', // ObligationBorrowOutsideRolloverWindow
  6162: 'Auto-rollover is not enabled for this loan', // ObligationBorrowRolloverNotEnabledByOwner
  6163: 'This loan cannot roll over into that reserve', // ObligationBorrowRolloverTargetReserveMismatch
  6164: 'Loan rollovers are disabled in this market', // BorrowRolloverExecutionDisabled
  6165: 'The position records changed unexpectedly', // ObligationAccountingMismatch
  6166: 'The rollover amount is below the market minimum', // PartialRolloverValueTooSmall
  6167: "The loan's rollover settings cannot be replaced", // ObligationBorrowRolloverConfigMismatch
  6168: 'A rollover must extend the loan term', // ObligationBorrowRolloverMustProlongDebtTerm
  6169: 'Rollovers are not available in eMode', // RolloverNotSupportedInElevationGroup
};
