import type { KaminoReserve } from '@kamino-finance/klend-sdk';
import { getFlashLoanInstructions } from '@kamino-finance/klend-sdk/dist/leverage/instructions';
import { lendingMarketAuthPda } from '@kamino-finance/klend-sdk/dist/utils/seeds';
import { KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { createNoopSigner, none } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { flashLoanPair } from '../compose/flashLoanPair';
import type { LendingReserve } from '../compose/lendingInputs';
import { MARKET, OWNER, sampleReserve } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { fromKit, fromWeb3, kitAddress } from '../testing/sdkInstructions';

/**
 * The flash loan of the leverage loop and the obligation swap (flashLoanPair) against klend-sdk
 * 7.3.22's `getFlashLoanInstructions`, which its leverage and swap operations call: the same
 * borrow and repay (data: amount, the borrow's index; accounts and their roles) for the same
 * reserve, amount, user token account and index, without a referrer, as the product sends it.
 */
const programAddress = kitAddress(KLEND_PROGRAM_ID);

/** The parts of a KaminoReserve `getFlashLoanInstructions` reads, from the same reserve. */
function sdkReserve(reserve: LendingReserve): KaminoReserve {
  const view = {
    address: kitAddress(reserve.address),
    state: {
      liquidity: {
        supplyVault: kitAddress(reserve.liquidity.supplyVault),
        feeVault: kitAddress(reserve.liquidity.feeVault),
      },
    },
    getLiquidityMint: () => kitAddress(reserve.liquidity.mintPubkey),
    getLiquidityTokenProgram: () => kitAddress(reserve.liquidity.tokenProgram),
  };
  return view as unknown as KaminoReserve;
}

async function sdkPair(reserve: LendingReserve, amount: bigint, index: number) {
  const userAccount = testKey(77);
  const [lendingMarketAuthority] = await lendingMarketAuthPda(kitAddress(MARKET), programAddress);
  const { flashBorrowIx, flashRepayIx } = getFlashLoanInstructions({
    borrowIxIndex: index,
    userTransferAuthority: createNoopSigner(kitAddress(OWNER)),
    lendingMarketAuthority,
    lendingMarketAddress: kitAddress(MARKET),
    reserve: sdkReserve(reserve),
    amountLamports: new MathDecimal(amount.toString()),
    destinationAta: kitAddress(userAccount),
    referrerAccount: none(),
    referrerTokenState: none(),
    programId: programAddress,
  });
  const ours = flashLoanPair({
    market: MARKET,
    owner: OWNER,
    reserve,
    userAccount,
    amount,
    borrowIndex: index,
  });
  return { ours, theirs: { borrow: flashBorrowIx, repay: flashRepayIx } };
}

describe('a flash loan equals klend-sdk’s getFlashLoanInstructions', () => {
  it.each([
    { name: 'a small loan, borrow first in the transaction', amount: 1n, index: 0 },
    {
      name: 'a u64-sized loan after compute budget and set-up',
      amount: 18_000_000_000_000_000_000n,
      index: 7,
    },
  ])('$name', async ({ amount, index }) => {
    const { ours, theirs } = await sdkPair(sampleReserve(31), amount, index);
    expect(fromWeb3(ours.borrow)).toEqual(fromKit(theirs.borrow));
    expect(fromWeb3(ours.repay)).toEqual(fromKit(theirs.repay));
  });
});
