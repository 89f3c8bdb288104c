import type { SwapInstructions, SwapQuote, SwapQuoteParams } from '@keel/api-client';
import type { Address } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { buildTransaction, type TransactionRequest } from '@keel/wallet-connect';
import { PublicKey } from '@solana/web3.js';
import { expect } from 'vitest';

const FLASH_BORROW = '87e734a70734d4c1';
const FLASH_REPAY = 'b97500cb60f5b4ba';

/** A quote for exactly what was asked, 10 % worse out, 1 % slippage on the threshold. */
export function echoQuote(params: SwapQuoteParams): SwapQuote {
  const amount = new MathDecimal(params.amount);
  const exactOut = params.swapMode === 'ExactOut';
  return {
    inputMint: params.inputMint,
    outputMint: params.outputMint,
    inAmount: exactOut ? amount.times('1.1').ceil() : amount,
    outAmount: exactOut ? amount : amount.times('0.9').floor(),
    otherAmountThreshold: exactOut ? amount.times('1.11').ceil() : amount.times('0.89').floor(),
    swapMode: exactOut ? 'ExactOut' : 'ExactIn',
    slippageBps: params.slippageBps ?? 50,
    priceImpact: new MathDecimal('0.001'),
    routePlan: [],
    contextSlot: 0,
    raw: null,
  };
}

/** A route whose swap instruction names `accounts` distinct accounts (long routes need many). */
export function routeWithAccounts(
  accounts: number,
  firstKey: (n: number) => Address,
): SwapInstructions {
  return {
    computeBudgetInstructions: [],
    setupInstructions: [],
    swapInstruction: {
      programId: firstKey(900).toBase58(),
      accounts: Array.from({ length: accounts }, (_, i) => ({
        pubkey: firstKey(1000 + i).toBase58(),
        isSigner: false,
        isWritable: true,
      })),
      data: Buffer.from([1, 2, 3]).toString('base64'),
    },
    cleanupInstruction: null,
    otherInstructions: [],
    addressLookupTableAddresses: [],
  };
}

/** The request's instruction data as the pipeline sends it (its own instructions first). */
export function sentInstructionData(request: TransactionRequest, payer: Address): Buffer[] {
  const transaction = buildTransaction({
    payer: new PublicKey(payer.toBase58()),
    recentBlockhash: PublicKey.default.toBase58(),
    instructions: request.instructions,
    lookupTables: [],
    computeUnitLimit: 1_400_000,
    computeUnitPrice: 1n,
    versioned: true,
  });
  return transaction.message.compiledInstructions.map((ix) => Buffer.from(ix.data));
}

const discriminator = (data: Uint8Array) => Buffer.from(data.subarray(0, 8)).toString('hex');

/** The index of the flash borrow in the sent transaction, -1 without one. */
export function flashBorrowIndex(request: TransactionRequest, payer: Address): number {
  return sentInstructionData(request, payer).findIndex(
    (data) => discriminator(data) === FLASH_BORROW,
  );
}

/** As it lands, the flash repay names the index of the flash borrow it repays. */
export function expectRepayNamesBorrow(request: TransactionRequest, payer: Address): void {
  const datas = sentInstructionData(request, payer);
  const borrowIndex = datas.findIndex((data) => discriminator(data) === FLASH_BORROW);
  const repay = datas.find((data) => discriminator(data) === FLASH_REPAY);
  expect(borrowIndex).toBeGreaterThan(0);
  expect(repay?.[16]).toBe(borrowIndex);
}

/** Whether a request holds a flash borrow. */
export const hasFlashBorrow = (request: TransactionRequest): boolean =>
  request.instructions.some((ix) => discriminator(ix.data) === FLASH_BORROW);
