import {
  account,
  accountGroup,
  arg,
  instructionSpec,
  optionalAccount,
} from '../spec/instructionSpec';
import { farmsProgram, instructionsSysvar } from '../spec/knownAccounts';
import { obligationFarmAccounts } from './farmsAccounts';
import { klendInstruction } from './klendInstruction';

const borrowAccounts = () =>
  [
    account('owner', 's'),
    account('obligation', 'w'),
    account('lendingMarket', 'r'),
    account('lendingMarketAuthority', 'r'),
    account('borrowReserve', 'w'),
    account('borrowReserveLiquidityMint', 'r'),
    account('reserveSourceLiquidity', 'w'),
    account('borrowReserveLiquidityFeeReceiver', 'w'),
    account('userDestinationLiquidity', 'w'),
    optionalAccount('referrerTokenState', 'w'),
    account('tokenProgram', 'r'),
    instructionsSysvar('instructionSysvarAccount'),
  ] as const;

/**
 * borrow_obligation_liquidity: `referrerTokenState` is required when the obligation has a
 * referrer; an obligation in an elevation group passes its deposit reserves as remaining accounts.
 */
export const borrowObligationLiquidityInstruction = klendInstruction(
  instructionSpec('borrowObligationLiquidity', '797f12cc49f5e141', borrowAccounts(), [
    arg('liquidityAmount', 'u64'),
  ]),
);

/** The V2 form: refreshes the debt farm itself from `farmsAccounts`. */
export const borrowObligationLiquidityV2Instruction = klendInstruction(
  instructionSpec(
    'borrowObligationLiquidityV2',
    'a1808ff5abc7c206',
    [
      accountGroup('borrowAccounts', borrowAccounts()),
      obligationFarmAccounts('farmsAccounts'),
      farmsProgram(),
    ],
    [arg('liquidityAmount', 'u64')],
  ),
);
