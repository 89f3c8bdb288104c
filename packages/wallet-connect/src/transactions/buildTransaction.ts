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

/**
 * A transaction with the pipeline's compute-unit limit and price first, then the caller's
 * instructions (any compute-budget instructions of theirs are dropped: one place decides).
 */
export function buildTransaction(input: BuildTransactionInput): VersionedTransaction {
  const instructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: input.computeUnitLimit }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: input.computeUnitPrice }),
    ...input.instructions.filter((instruction) => !isComputeBudgetInstruction(instruction)),
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
