import {
  account,
  accountGroup,
  arg,
  instructionSpec,
  optionalAccount,
} from '../spec/instructionSpec';
import { collateralTokenProgram, farmsProgram, instructionsSysvar } from '../spec/knownAccounts';
import { obligationFarmAccounts } from './farmsAccounts';
import { klendInstruction } from './klendInstruction';

const withdrawAccounts = () =>
  [
    account('owner', 'ws'),
    account('obligation', 'w'),
    account('lendingMarket', 'r'),
    account('lendingMarketAuthority', 'r'),
    account('withdrawReserve', 'w'),
    account('reserveLiquidityMint', 'r'),
    account('reserveSourceCollateral', 'w'),
    account('reserveCollateralMint', 'w'),
    account('reserveLiquiditySupply', 'w'),
    account('userDestinationLiquidity', 'w'),
    optionalAccount('placeholderUserDestinationCollateral', 'r'),
    collateralTokenProgram(),
    account('liquidityTokenProgram', 'r'),
    instructionsSysvar('instructionSysvarAccount'),
  ] as const;

/**
 * withdraw_obligation_collateral_and_redeem_reserve_collateral: `collateralAmount` is in cTokens
 * (u64::MAX withdraws the whole deposit); the liquidity lands in `userDestinationLiquidity`.
 */
export const withdrawObligationCollateralAndRedeemReserveCollateralInstruction = klendInstruction(
  instructionSpec(
    'withdrawObligationCollateralAndRedeemReserveCollateral',
    '4b5d5ddc2296dac4',
    withdrawAccounts(),
    [arg('collateralAmount', 'u64')],
  ),
);

/** The V2 form: refreshes the collateral farm itself from `farmsAccounts`. */
export const withdrawObligationCollateralAndRedeemReserveCollateralV2Instruction = klendInstruction(
  instructionSpec(
    'withdrawObligationCollateralAndRedeemReserveCollateralV2',
    'eb34779895c51407',
    [
      accountGroup('withdrawAccounts', withdrawAccounts()),
      obligationFarmAccounts('farmsAccounts'),
      farmsProgram(),
    ],
    [arg('collateralAmount', 'u64')],
  ),
);
