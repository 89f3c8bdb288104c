import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  ComputeBudgetProgram,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';

export const WRAPPED_SOL_MINT = new PublicKey('So11111111111111111111111111111111111111112');

/** Jupiter's instruction JSON: base58 keys, base64 data. */
export interface JupiterInstruction {
  programId: string;
  accounts: Array<{ pubkey: string; isSigner: boolean; isWritable: boolean }>;
  data: string;
}

export function jupiterInstruction(instruction: TransactionInstruction): JupiterInstruction {
  return {
    programId: instruction.programId.toBase58(),
    accounts: instruction.keys.map((key) => ({
      pubkey: key.pubkey.toBase58(),
      isSigner: key.isSigner,
      isWritable: key.isWritable,
    })),
    data: Buffer.from(instruction.data).toString('base64'),
  };
}

export function ataOf(owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey): PublicKey {
  return toPublicKey(associatedTokenAddress(owner, mint, tokenProgram).address);
}

/** Associated Token program CreateIdempotent: the wallet's ATA, created when missing. */
export function createAtaIdempotent(
  payer: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: ataOf(owner, mint, tokenProgram), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([1]),
  });
}

/** SOL into the wallet's wrapped-SOL account: a system transfer, then SyncNative. */
export function wrapSol(owner: PublicKey, lamports: bigint): TransactionInstruction[] {
  const account = ataOf(owner, WRAPPED_SOL_MINT, toPublicKey(TOKEN_PROGRAM_ID));
  return [
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: account, lamports }),
    new TransactionInstruction({
      programId: toPublicKey(TOKEN_PROGRAM_ID),
      keys: [{ pubkey: account, isSigner: false, isWritable: true }],
      data: Buffer.from([17]),
    }),
  ];
}

/** CloseAccount of the wallet's wrapped-SOL account: every lamport goes back to the wallet. */
export function unwrapSol(owner: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(TOKEN_PROGRAM_ID),
    keys: [
      {
        pubkey: ataOf(owner, WRAPPED_SOL_MINT, toPublicKey(TOKEN_PROGRAM_ID)),
        isSigner: false,
        isWritable: true,
      },
      { pubkey: owner, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: Buffer.from([9]),
  });
}

export function computeBudget(
  unitLimit: number,
  microLamports: bigint | null,
): TransactionInstruction[] {
  const limit = ComputeBudgetProgram.setComputeUnitLimit({ units: unitLimit });
  if (microLamports === null || microLamports === 0n) return [limit];
  return [limit, ComputeBudgetProgram.setComputeUnitPrice({ microLamports })];
}
