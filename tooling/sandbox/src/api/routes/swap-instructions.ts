import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { swapInstruction } from '../../programs/swap/swap-client';
import type { SwapMode } from '../../programs/swap/swap-pricing';
import { isAddress } from '../http/params';
import { invalidRequest } from './swap-errors';
import type { AccountReader } from './swap-market';
import { marketPair, swapModeParam, u64Param } from './swap-quote';
import {
  ataOf,
  computeBudget,
  createAtaIdempotent,
  type JupiterInstruction,
  jupiterInstruction,
  unwrapSol,
  WRAPPED_SOL_MINT,
  wrapSol,
} from './swap-setup';

/** Compute units the transaction asks for: the swap and its two transfers, ATAs, SOL wrapping. */
export const SWAP_COMPUTE_UNIT_LIMIT = 400_000;

export interface SwapInstructionsRequest {
  inputMint: string;
  outputMint: string;
  swapMode: SwapMode;
  inAmount: bigint;
  outAmount: bigint;
  otherAmountThreshold: bigint;
  user: PublicKey;
  wrapAndUnwrapSol: boolean;
  computeUnitPriceMicroLamports: bigint | null;
  destinationTokenAccount: PublicKey | null;
}

/** Jupiter's swap-instructions answer. */
export interface SwapInstructionsResponse {
  computeBudgetInstructions: JupiterInstruction[];
  setupInstructions: JupiterInstruction[];
  swapInstruction: JupiterInstruction;
  cleanupInstruction: JupiterInstruction | null;
  otherInstructions: JupiterInstruction[];
  addressLookupTableAddresses: string[];
  prioritizationFeeLamports: number;
  computeUnitLimit: number;
  simulationError: null;
}

const record = (value: unknown, name: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest(`${name} must be an object`);
  }
  return value as Record<string, unknown>;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

function address(value: unknown, name: string): PublicKey {
  if (typeof value !== 'string' || !isAddress(value))
    throw invalidRequest(`${name} is not a public key`);
  return new PublicKey(value);
}

/** The POST body: `{ quoteResponse, userPublicKey, wrapAndUnwrapSol?, computeUnitPriceMicroLamports?, destinationTokenAccount? }`. */
export function swapInstructionsRequest(body: unknown): SwapInstructionsRequest {
  const fields = record(body, 'The body');
  const quote = record(fields.quoteResponse, 'quoteResponse');
  const price = fields.computeUnitPriceMicroLamports;
  const wrap = fields.wrapAndUnwrapSol;
  if (wrap !== undefined && typeof wrap !== 'boolean') {
    throw invalidRequest('wrapAndUnwrapSol must be a boolean');
  }
  return {
    inputMint: address(quote.inputMint, 'quoteResponse.inputMint').toBase58(),
    outputMint: address(quote.outputMint, 'quoteResponse.outputMint').toBase58(),
    swapMode: swapModeParam(text(quote.swapMode)),
    inAmount: u64Param(text(quote.inAmount), 'quoteResponse.inAmount'),
    outAmount: u64Param(text(quote.outAmount), 'quoteResponse.outAmount'),
    otherAmountThreshold: u64Param(
      text(quote.otherAmountThreshold),
      'quoteResponse.otherAmountThreshold',
    ),
    user: address(fields.userPublicKey, 'userPublicKey'),
    wrapAndUnwrapSol: wrap ?? true,
    computeUnitPriceMicroLamports:
      price === undefined || price === null
        ? null
        : u64Param(text(price), 'computeUnitPriceMicroLamports'),
    destinationTokenAccount:
      fields.destinationTokenAccount === undefined || fields.destinationTokenAccount === null
        ? null
        : address(fields.destinationTokenAccount, 'destinationTokenAccount'),
  };
}

/**
 * The instructions of the quoted swap for the wallet: compute budget; its destination ATA
 * (idempotent) and, for SOL in, the wrapped-SOL account funded and synced; the program's swap
 * with the quote's threshold as its limit; and unwrapping when SOL is either side.
 */
export function buildSwapInstructions(
  read: AccountReader,
  request: SwapInstructionsRequest,
): SwapInstructionsResponse {
  const { input, output } = marketPair(read, request.inputMint, request.outputMint);
  const { user } = request;
  const exactIn = request.swapMode === 'ExactIn';
  const solIn = request.wrapAndUnwrapSol && input.mint.equals(WRAPPED_SOL_MINT);
  // SOL out is unwrapped only from the wallet's own wrapped-SOL account.
  const solOut =
    request.wrapAndUnwrapSol &&
    output.mint.equals(WRAPPED_SOL_MINT) &&
    request.destinationTokenAccount === null;
  const setup: TransactionInstruction[] = [];
  if (solIn) {
    setup.push(createAtaIdempotent(user, user, input.mint, input.tokenProgram));
    // ExactOut may spend up to its threshold; whatever is left comes back on unwrapping.
    setup.push(...wrapSol(user, exactIn ? request.inAmount : request.otherAmountThreshold));
  }
  if (request.destinationTokenAccount === null) {
    setup.push(createAtaIdempotent(user, user, output.mint, output.tokenProgram));
  }
  const swap = swapInstruction({
    user,
    source: ataOf(user, input.mint, input.tokenProgram),
    destination: request.destinationTokenAccount ?? ataOf(user, output.mint, output.tokenProgram),
    inputMint: input.mint,
    outputMint: output.mint,
    inputTokenProgram: input.tokenProgram,
    outputTokenProgram: output.tokenProgram,
    oraclePrices: input.oraclePrices,
    mode: request.swapMode,
    amount: exactIn ? request.inAmount : request.outAmount,
    limit: request.otherAmountThreshold,
  });
  const price = request.computeUnitPriceMicroLamports;
  const priorityFee =
    price === null ? 0n : (BigInt(SWAP_COMPUTE_UNIT_LIMIT) * price + 999_999n) / 1_000_000n;
  return {
    computeBudgetInstructions: computeBudget(SWAP_COMPUTE_UNIT_LIMIT, price).map(
      jupiterInstruction,
    ),
    setupInstructions: setup.map(jupiterInstruction),
    swapInstruction: jupiterInstruction(swap),
    cleanupInstruction: solIn || solOut ? jupiterInstruction(unwrapSol(user)) : null,
    otherInstructions: [],
    addressLookupTableAddresses: [],
    prioritizationFeeLamports: Number(priorityFee),
    computeUnitLimit: SWAP_COMPUTE_UNIT_LIMIT,
    simulationError: null,
  };
}
