import { BorshAccountsCoder, BorshInstructionCoder, type Idl } from '@coral-xyz/anchor-029';
import { referenceJson } from '@keel/config/reference';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';

/*
 * A client of the voter-stake-registry made only of its published IDL (0.2.4, read from the
 * reference folder): Anchor 0.29's coders for the data and the accounts, the IDL's account lists
 * for the metas, and the program's seeds (VSR.md §4) for the addresses. No code of this
 * repository's governance packages takes part.
 */

export const VSR_IDL = referenceJson<Idl>(
  'sandbox: VSR transactions built from the IDL',
  'governance/idl/voter_stake_registry.json',
);

export const VSR_ID = new PublicKey('vsr2nfGVNHmSY8uxoBGqq8AQbwz3JwaEaHqGbsTPXqQ');
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

function idl(): Idl {
  if (VSR_IDL === null) throw new Error('the VSR IDL is not in the reference folder');
  return VSR_IDL;
}

export function associatedTokenAccount(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint.toBuffer()],
    ATA_PROGRAM,
  )[0];
}

/** The accounts a wallet's VSR instructions name, by their IDL names. */
export function vsrAccounts(input: {
  registrar: PublicKey;
  wallet: PublicKey;
  mint: PublicKey;
  tokenOwnerRecord?: PublicKey;
}) {
  const [voter, voterBump] = PublicKey.findProgramAddressSync(
    [input.registrar.toBuffer(), Buffer.from('voter'), input.wallet.toBuffer()],
    VSR_ID,
  );
  const [voterWeightRecord, voterWeightRecordBump] = PublicKey.findProgramAddressSync(
    [input.registrar.toBuffer(), Buffer.from('voter-weight-record'), input.wallet.toBuffer()],
    VSR_ID,
  );
  const walletTokens = associatedTokenAccount(input.wallet, input.mint);
  const addresses: Record<string, PublicKey> = {
    registrar: input.registrar,
    voter,
    voterAuthority: input.wallet,
    voterWeightRecord,
    payer: input.wallet,
    systemProgram: SystemProgram.programId,
    rent: SYSVAR_RENT_PUBKEY,
    instructions: SYSVAR_INSTRUCTIONS_PUBKEY,
    vault: associatedTokenAccount(voter, input.mint),
    depositMint: input.mint,
    tokenProgram: TOKEN_PROGRAM,
    associatedTokenProgram: ATA_PROGRAM,
    depositToken: walletTokens,
    depositAuthority: input.wallet,
    destination: walletTokens,
    ...(input.tokenOwnerRecord ? { tokenOwnerRecord: input.tokenOwnerRecord } : {}),
  };
  return { addresses, voter, voterBump, voterWeightRecord, voterWeightRecordBump };
}

/** An instruction of the IDL: Anchor's coder for the data, the IDL's accounts for the metas. */
export function vsrInstruction(
  name: string,
  args: Record<string, unknown>,
  addresses: Record<string, PublicKey>,
): TransactionInstruction {
  const spec = idl().instructions.find((ix) => ix.name === name);
  if (spec === undefined) throw new Error(`${name} is not in the VSR IDL`);
  const keys = spec.accounts.map((account) => {
    if (!('isMut' in account)) throw new Error(`${name}: nested accounts`);
    const pubkey = addresses[account.name];
    if (pubkey === undefined) throw new Error(`${name}: no address for ${account.name}`);
    return { pubkey, isWritable: account.isMut, isSigner: account.isSigner };
  });
  const data = new BorshInstructionCoder(idl()).encode(name, args);
  return new TransactionInstruction({ programId: VSR_ID, keys, data });
}

/** An account of the IDL (`registrar`, `voter`) decoded by Anchor's accounts coder. */
export function decodeVsrAccount<T>(name: 'registrar' | 'voter', data: Buffer | Uint8Array): T {
  return new BorshAccountsCoder(idl()).decode<T>(name, Buffer.from(data));
}
