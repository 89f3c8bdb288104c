import {
  type AddressLookupTableAccount,
  ComputeBudgetProgram,
  type PublicKey,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';

export interface BuildTransactionInput {
  payer: PublicKey;
  recentBlockhash: string;
  instructions: readonly TransactionInstruction[];
  lookupTables: readonly AddressLookupTableAccount[];
  computeUnitLimit: number;
  /** Micro-lamports per compute unit. */
  computeUnitPrice: bigint;
  /** A v0 message with lookup tables; false compiles a legacy message (no lookup tables). */
  versioned: boolean;
}

/** True for the compute-budget instructions the pipeline sets itself. */
export function isComputeBudgetInstruction(instruction: TransactionInstruction): boolean {
  return instruction.programId.equals(ComputeBudgetProgram.programId);
}

/** The instructions the pipeline puts before the caller's: the compute-unit limit and price. */
function pipelinePrefix(units: number, microLamports: bigint): TransactionInstruction[] {
  return [
    ComputeBudgetProgram.setComputeUnitLimit({ units }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports }),
  ];
}

/**
 * The index of the caller's first instruction in every transaction the pipeline builds. An
 * instruction that names another by index (a flash repay names its borrow) is built from it.
 */
export const PIPELINE_INSTRUCTION_OFFSET = pipelinePrefix(0, 0n).length;

/**
 * A transaction with the pipeline's compute-unit limit and price first, then the caller's
 * instructions. A compute-budget instruction of the caller's is refused rather than dropped:
 * dropping it would move every later instruction and break the indices they were built with.
 */
export function buildTransaction(input: BuildTransactionInput): VersionedTransaction {
  if (input.instructions.some(isComputeBudgetInstruction)) {
    throw new RangeError('Compute-budget instructions are set by the pipeline, not the caller');
  }
  const instructions = [
    ...pipelinePrefix(input.computeUnitLimit, input.computeUnitPrice),
    ...input.instructions,
  ];
  const message = new TransactionMessage({
    payerKey: input.payer,
    recentBlockhash: input.recentBlockhash,
    instructions,
  });
  return new VersionedTransaction(
    input.versioned
      ? message.compileToV0Message([...input.lookupTables])
      : message.compileToLegacyMessage(),
  );
}

/** The writable accounts of the instructions, for recent prioritization fees (at most 128). */
export function writableAccounts(instructions: readonly TransactionInstruction[]): PublicKey[] {
  const seen = new Map<string, PublicKey>();
  for (const instruction of instructions) {
    for (const key of instruction.keys) {
      if (key.isWritable && !seen.has(key.pubkey.toBase58()))
        seen.set(key.pubkey.toBase58(), key.pubkey);
    }
  }
  return [...seen.values()].slice(0, 128);
}
