import { type PublicKey, TransactionInstruction } from '@solana/web3.js';
import type { SwapMode } from './swap-pricing';
import {
  SANDBOX_SWAP_PROGRAM_ID,
  SWAP_INSTRUCTION_DISCRIMINATORS,
  swapPoolAddress,
  swapPoolAuthority,
  swapPoolVault,
} from './swap-program';

export interface SwapInstructionInput {
  user: PublicKey;
  /** The user's token account of the input mint (owned by `user`). */
  source: PublicKey;
  /** A token account of the output mint. */
  destination: PublicKey;
  inputMint: PublicKey;
  outputMint: PublicKey;
  inputTokenProgram: PublicKey;
  outputTokenProgram: PublicKey;
  /** The Scope OraclePrices account the pools name. */
  oraclePrices: PublicKey;
  mode: SwapMode;
  /** ExactIn: amount_in; ExactOut: amount_out. */
  amount: bigint;
  /** ExactIn: minimum_amount_out; ExactOut: maximum_amount_in. */
  limit: bigint;
  programId?: PublicKey;
}

/** The `swap` / `swap_exact_out` instruction with its 13 accounts (see swap-accounts.ts). */
export function swapInstruction(input: SwapInstructionInput): TransactionInstruction {
  const programId = input.programId ?? SANDBOX_SWAP_PROGRAM_ID;
  const data = Buffer.alloc(24);
  Buffer.from(
    input.mode === 'ExactIn'
      ? SWAP_INSTRUCTION_DISCRIMINATORS.swap
      : SWAP_INSTRUCTION_DISCRIMINATORS.swapExactOut,
  ).copy(data, 0);
  data.writeBigUInt64LE(input.amount, 8);
  data.writeBigUInt64LE(input.limit, 16);
  const meta = (pubkey: PublicKey, isWritable = false, isSigner = false) => ({
    pubkey,
    isSigner,
    isWritable,
  });
  return new TransactionInstruction({
    programId,
    keys: [
      meta(input.user, false, true),
      meta(input.source, true),
      meta(input.destination, true),
      meta(input.inputMint),
      meta(input.outputMint),
      meta(swapPoolAddress(input.inputMint, programId)),
      meta(swapPoolAddress(input.outputMint, programId)),
      meta(swapPoolVault(input.inputMint, input.inputTokenProgram, programId), true),
      meta(swapPoolVault(input.outputMint, input.outputTokenProgram, programId), true),
      meta(swapPoolAuthority(programId)),
      meta(input.oraclePrices),
      meta(input.inputTokenProgram),
      meta(input.outputTokenProgram),
    ],
    data,
  });
}
