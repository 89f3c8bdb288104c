import { account, accountGroup, arg, instructionSpec } from '../spec/instructionSpec';
import { collateralTokenProgram, farmsProgram, instructionsSysvar } from '../spec/knownAccounts';
import { obligationFarmAccounts } from './farmsAccounts';
import { klendInstruction } from './klendInstruction';

const liquidationAccounts = () =>
  [
    account('liquidator', 's'),
    account('obligation', 'w'),
    account('lendingMarket', 'r'),
    account('lendingMarketAuthority', 'r'),
    account('repayReserve', 'w'),
    account('repayReserveLiquidityMint', 'r'),
    account('repayReserveLiquiditySupply', 'w'),
    account('withdrawReserve', 'w'),
    account('withdrawReserveLiquidityMint', 'r'),
    account('withdrawReserveCollateralMint', 'w'),
    account('withdrawReserveCollateralSupply', 'w'),
    account('withdrawReserveLiquiditySupply', 'w'),
    account('withdrawReserveLiquidityFeeReceiver', 'w'),
    account('userSourceLiquidity', 'w'),
    account('userDestinationCollateral', 'w'),
    account('userDestinationLiquidity', 'w'),
    collateralTokenProgram(),
    account('repayLiquidityTokenProgram', 'r'),
    account('withdrawLiquidityTokenProgram', 'r'),
    instructionsSysvar('instructionSysvarAccount'),
  ] as const;

const liquidationArgs = () =>
  [
    arg('liquidityAmount', 'u64'),
    arg('minAcceptableReceivedLiquidityAmount', 'u64'),
    arg('maxAllowedLtvOverridePercent', 'u64'),
  ] as const;

/** liquidate_obligation_and_redeem_reserve_collateral: repays debt, receives collateral. */
export const liquidateObligationAndRedeemReserveCollateralInstruction = klendInstruction(
  instructionSpec(
    'liquidateObligationAndRedeemReserveCollateral',
    'b1479abce2854a37',
    liquidationAccounts(),
    liquidationArgs(),
  ),
);

/** The V2 form: refreshes the withdrawn collateral's farm and the repaid debt's farm itself. */
export const liquidateObligationAndRedeemReserveCollateralV2Instruction = klendInstruction(
  instructionSpec(
    'liquidateObligationAndRedeemReserveCollateralV2',
    'a2a1238f1ebbb967',
    [
      accountGroup('liquidationAccounts', liquidationAccounts()),
      obligationFarmAccounts('collateralFarmsAccounts'),
      obligationFarmAccounts('debtFarmsAccounts'),
      farmsProgram(),
    ],
    liquidationArgs(),
  ),
);
