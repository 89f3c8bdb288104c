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

const depositAccounts = () =>
  [
    account('owner', 'ws'),
    account('obligation', 'w'),
    account('lendingMarket', 'r'),
    account('lendingMarketAuthority', 'r'),
    account('reserve', 'w'),
    account('reserveLiquidityMint', 'r'),
    account('reserveLiquiditySupply', 'w'),
    account('reserveCollateralMint', 'w'),
    account('reserveDestinationDepositCollateral', 'w'),
    account('userSourceLiquidity', 'w'),
    optionalAccount('placeholderUserDestinationCollateral', 'r'),
    collateralTokenProgram(),
    account('liquidityTokenProgram', 'r'),
    instructionsSysvar('instructionSysvarAccount'),
  ] as const;

/**
 * deposit_reserve_liquidity_and_obligation_collateral: supplies liquidity and keeps the minted
 * cTokens as obligation collateral. Needs refresh_reserve + refresh_obligation right before it
 * (and the collateral farm refresh around it when the reserve has one).
 */
export const depositReserveLiquidityAndObligationCollateralInstruction = klendInstruction(
  instructionSpec(
    'depositReserveLiquidityAndObligationCollateral',
    '81c70402de271a2e',
    depositAccounts(),
    [arg('liquidityAmount', 'u64')],
  ),
);

/** The V2 form: refreshes the collateral farm itself from `farmsAccounts`. */
export const depositReserveLiquidityAndObligationCollateralV2Instruction = klendInstruction(
  instructionSpec(
    'depositReserveLiquidityAndObligationCollateralV2',
    'd8e0bf1bcc9766af',
    [
      accountGroup('depositAccounts', depositAccounts()),
      obligationFarmAccounts('farmsAccounts'),
      farmsProgram(),
    ],
    [arg('liquidityAmount', 'u64')],
  ),
);
