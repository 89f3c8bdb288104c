import { account, arg, instructionSpec, optionalAccount } from '../spec/instructionSpec';
import { instructionsSysvar } from '../spec/knownAccounts';
import { klendInstruction } from './klendInstruction';

const flashAccounts = <const L extends string, const U extends string>(
  reserveLiquidity: L,
  userLiquidity: U,
) =>
  [
    account('userTransferAuthority', 's'),
    account('lendingMarketAuthority', 'r'),
    account('lendingMarket', 'r'),
    account('reserve', 'w'),
    account('reserveLiquidityMint', 'r'),
    account(reserveLiquidity, 'w'),
    account(userLiquidity, 'w'),
    account('reserveLiquidityFeeReceiver', 'w'),
    optionalAccount('referrerTokenState', 'w'),
    optionalAccount('referrerAccount', 'w'),
    instructionsSysvar('sysvarInfo'),
    account('tokenProgram', 'r'),
  ] as const;

/** flash_borrow_reserve_liquidity: must be repaid by a flash repay later in the same transaction. */
export const flashBorrowReserveLiquidityInstruction = klendInstruction(
  instructionSpec(
    'flashBorrowReserveLiquidity',
    '87e734a70734d4c1',
    flashAccounts('reserveSourceLiquidity', 'userDestinationLiquidity'),
    [arg('liquidityAmount', 'u64')],
  ),
);

/** flash_repay_reserve_liquidity: `borrowInstructionIndex` is the flash borrow's index in the transaction. */
export const flashRepayReserveLiquidityInstruction = klendInstruction(
  instructionSpec(
    'flashRepayReserveLiquidity',
    'b97500cb60f5b4ba',
    flashAccounts('reserveDestinationLiquidity', 'userSourceLiquidity'),
    [arg('liquidityAmount', 'u64'), arg('borrowInstructionIndex', 'u8')],
  ),
);
