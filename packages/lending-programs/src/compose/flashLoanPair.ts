import { type Address, KLEND_PROGRAM_ID, lendingMarketAuthorityPda } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import {
  flashBorrowReserveLiquidityInstruction,
  flashRepayReserveLiquidityInstruction,
} from '../klend/flashLoanInstructions';
import type { LendingProgramIds, LendingReserve } from './lendingInputs';

/** A flash borrow into `userAccount` and its repay naming the borrow's index, same accounts. */
export function flashLoanPair(input: {
  market: Address;
  owner: Address;
  reserve: LendingReserve;
  userAccount: Address;
  amount: bigint;
  borrowIndex: number;
  programIds?: LendingProgramIds;
}): { borrow: TransactionInstruction; repay: TransactionInstruction } {
  const programId = input.programIds?.klend ?? KLEND_PROGRAM_ID;
  const { reserve } = input;
  const common = {
    userTransferAuthority: input.owner,
    lendingMarketAuthority: lendingMarketAuthorityPda(input.market, programId).address,
    lendingMarket: input.market,
    reserve: reserve.address,
    reserveLiquidityMint: reserve.liquidity.mintPubkey,
    reserveLiquidityFeeReceiver: reserve.liquidity.feeVault,
    referrerTokenState: null,
    referrerAccount: null,
    tokenProgram: reserve.liquidity.tokenProgram,
  };
  return {
    borrow: flashBorrowReserveLiquidityInstruction({
      accounts: {
        ...common,
        reserveSourceLiquidity: reserve.liquidity.supplyVault,
        userDestinationLiquidity: input.userAccount,
      },
      args: { liquidityAmount: input.amount },
      programId,
    }),
    repay: flashRepayReserveLiquidityInstruction({
      accounts: {
        ...common,
        reserveDestinationLiquidity: reserve.liquidity.supplyVault,
        userSourceLiquidity: input.userAccount,
      },
      args: { liquidityAmount: input.amount, borrowInstructionIndex: input.borrowIndex },
      programId,
    }),
  };
}
