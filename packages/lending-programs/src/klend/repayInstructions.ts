import { account, accountGroup, arg, instructionSpec } from '../spec/instructionSpec';
import { farmsProgram, instructionsSysvar } from '../spec/knownAccounts';
import { obligationFarmAccounts } from './farmsAccounts';
import { klendInstruction } from './klendInstruction';

const repayAccounts = () =>
  [
    account('owner', 's'),
    account('obligation', 'w'),
    account('lendingMarket', 'r'),
    account('repayReserve', 'w'),
    account('reserveLiquidityMint', 'r'),
    account('reserveDestinationLiquidity', 'w'),
    account('userSourceLiquidity', 'w'),
    account('tokenProgram', 'r'),
    instructionsSysvar('instructionSysvarAccount'),
  ] as const;

/** repay_obligation_liquidity: u64::MAX repays the whole debt. */
export const repayObligationLiquidityInstruction = klendInstruction(
  instructionSpec('repayObligationLiquidity', '91b20de14cf09348', repayAccounts(), [
    arg('liquidityAmount', 'u64'),
  ]),
);

/** The V2 form: refreshes the debt farm itself (its authority sits after the farm accounts). */
export const repayObligationLiquidityV2Instruction = klendInstruction(
  instructionSpec(
    'repayObligationLiquidityV2',
    '74aed54cb435d290',
    [
      accountGroup('repayAccounts', repayAccounts()),
      obligationFarmAccounts('farmsAccounts'),
      account('lendingMarketAuthority', 'r'),
      farmsProgram(),
    ],
    [arg('liquidityAmount', 'u64')],
  ),
);
