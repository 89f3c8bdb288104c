import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  type AccountMeta,
  type PublicKey,
  type Signer,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import type { TestChain } from '../../test-support/test-chain';
import {
  KLEND_INSTRUCTION_ACCOUNTS,
  type KlendInstructionName,
  klendInstructionData,
} from './instructions';

/*
 * Test support: klend instructions built from the IDL account table (so the tests also exercise
 * it), sent through a real web3.js Connection without preflight, with their outcome.
 */

export interface AccountOverride {
  address: PublicKey | null;
  signer?: boolean;
  writable?: boolean;
}

/**
 * A klend instruction: every account of the IDL table by (flattened) name, in table order, with
 * the table's flags unless overridden; `null` (or a missing optional) is the program id.
 */
export function klendInstruction(
  name: KlendInstructionName,
  accounts: Record<string, PublicKey | AccountOverride | null>,
  args: Uint8Array = new Uint8Array(),
  remaining: readonly AccountMeta[] = [],
): TransactionInstruction {
  const keys = KLEND_INSTRUCTION_ACCOUNTS[name].map((spec): AccountMeta => {
    const given = accounts[spec.name];
    if (given === undefined && !spec.optional) throw new Error(`No account ${spec.name}`);
    const value: AccountOverride =
      given === undefined || given === null || 'toBase58' in given
        ? { address: given ?? null }
        : given;
    return {
      pubkey: toPublicKey(value.address ?? KLEND_PROGRAM_ID),
      isSigner: value.signer ?? (value.address !== null && spec.signer),
      isWritable: value.writable ?? (value.address !== null && spec.writable),
    };
  });
  return new TransactionInstruction({
    programId: toPublicKey(KLEND_PROGRAM_ID),
    keys: [...keys, ...remaining],
    data: klendInstructionData(name, args),
  });
}

/** The system program and rent sysvar every `init` instruction takes. */
export const INIT_ACCOUNTS = { rent: SYSVAR_RENT_PUBKEY, systemProgram: SystemProgram.programId };

export interface SentTransaction {
  signature: string;
  err: unknown;
  logs: string[];
}

/** Signatures sent so far: an identical transaction would only return the first one's record. */
const sentSignatures = new Set<string>();

async function signedUnique(
  t: TestChain,
  instructions: readonly TransactionInstruction[],
  signers: readonly Signer[],
): Promise<Transaction> {
  for (;;) {
    const { blockhash } = await t.connection.getLatestBlockhash();
    const tx = new Transaction().add(...instructions);
    tx.recentBlockhash = blockhash;
    tx.feePayer = signers[0]?.publicKey;
    tx.sign(...signers);
    const key = tx.signatures[0]?.signature?.toString('hex') ?? '';
    if (!sentSignatures.has(key)) {
      sentSignatures.add(key);
      return tx;
    }
    // A new slot issues a new blockhash (the ticker waits for the clock after advanceSlots).
    t.chain.ledger.advanceSlots(1);
  }
}

/** Signs, sends without preflight and returns how the transaction landed, with its logs. */
export async function send(
  t: TestChain,
  instructions: readonly TransactionInstruction[],
  signers: readonly Signer[],
): Promise<SentTransaction> {
  const tx = await signedUnique(t, instructions, signers);
  const signature = await t.connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
  const recorded = await t.connection.getTransaction(signature, {
    maxSupportedTransactionVersion: 0,
    commitment: 'confirmed',
  });
  return {
    signature,
    err: recorded?.meta?.err ?? null,
    logs: recorded?.meta?.logMessages ?? [],
  };
}

/** The error a klend instruction at `index` failed with: `{ InstructionError: [index, error] }`. */
export const failedWith = (index: number, error: unknown) => ({ InstructionError: [index, error] });
