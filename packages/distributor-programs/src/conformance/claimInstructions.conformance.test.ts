import { createHash } from 'node:crypto';
import { Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  claimLockedInstruction,
  clawbackInstruction,
  newClaimInstruction,
} from '../instructions/claimInstructions';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';

/*
 * The claim instructions against the program's own source (Kamino's merkle distributor,
 * `programs/merkle-distributor/src/instructions/{new_claim,claim_locked,clawback}.rs` and
 * `lib.rs`), compared by hand: no IDL of this program is in the reference folder. Each account
 * of the `#[derive(Accounts)]` struct is listed below in its order, `mut` → writable,
 * `Signer` → signer, and the data is Anchor's: sha256("global:<fn name>")[..8] then the
 * handler's arguments in Borsh.
 */

const programId = new PublicKey(DISTRIBUTOR_PROGRAM_ID.toBase58());
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const key = () => Keypair.generate().publicKey;

const distributor = key();
const tokenVault = key();
const claimant = key();
const claimantTokenAccount = key();
const clawbackReceiver = key();
const signer = key();
/** `seeds = [b"ClaimStatus", claimant, distributor]`. */
const claimStatus = PublicKey.findProgramAddressSync(
  [Buffer.from('ClaimStatus'), claimant.toBuffer(), distributor.toBuffer()],
  programId,
)[0];

type Meta = [PublicKey, 'mut' | 'signer' | 'mut signer' | ''];

function anchorData(fn: string, ...args: Buffer[]): string {
  const discriminator = createHash('sha256').update(`global:${fn}`).digest().subarray(0, 8);
  return Buffer.concat([discriminator, ...args]).toString('hex');
}

const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
};
/** Borsh `Vec<[u8; 32]>`: a u32 count, then the arrays. */
const proofVec = (proof: Uint8Array[]) => {
  const count = Buffer.alloc(4);
  count.writeUInt32LE(proof.length);
  return Buffer.concat([count, ...proof]);
};

function expectShape(built: TransactionInstruction, metas: Meta[], data: string) {
  expect(built.programId.toBase58()).toBe(programId.toBase58());
  expect(Buffer.from(built.data).toString('hex')).toBe(data);
  expect(
    built.keys.map((meta) => [meta.pubkey.toBase58(), meta.isWritable, meta.isSigner]),
  ).toEqual(
    metas.map(([address, flags]) => [
      address.toBase58(),
      flags.includes('mut'),
      flags.includes('signer'),
    ]),
  );
}

describe('the claim instructions against the distributor’s source', () => {
  it.each([
    ['no proof', 0],
    ['a proof of 14 nodes', 14],
  ])('new_claim(amount_unlocked, amount_locked, proof) with %s', (_, nodes) => {
    const proof = Array.from({ length: nodes }, () => Keypair.generate().publicKey.toBytes());
    const built = newClaimInstruction({
      distributor,
      tokenVault,
      claimant,
      claimantTokenAccount,
      amountUnlocked: 1_234_567_890n,
      amountLocked: 18_446_744_073_709_551_615n,
      proof,
    });
    expectShape(
      built,
      [
        [distributor, 'mut'], // distributor: #[account(mut)]
        [claimStatus, 'mut'], // claim_status: init, payer = claimant
        [tokenVault, 'mut'], // from
        [claimantTokenAccount, 'mut'], // to
        [claimant, 'mut signer'], // claimant: mut, Signer
        [TOKEN_PROGRAM, ''], // token_program
        [SystemProgram.programId, ''], // system_program
      ],
      anchorData(
        'new_claim',
        u64(1_234_567_890n),
        u64(18_446_744_073_709_551_615n),
        proofVec(proof),
      ),
    );
  });

  it('claim_locked()', () => {
    const built = claimLockedInstruction({
      distributor,
      tokenVault,
      claimant,
      claimantTokenAccount,
    });
    expectShape(
      built,
      [
        [distributor, 'mut'],
        [claimStatus, 'mut'],
        [tokenVault, 'mut'],
        [claimantTokenAccount, 'mut'],
        [claimant, 'mut signer'],
        [TOKEN_PROGRAM, ''],
      ],
      anchorData('claim_locked'),
    );
  });

  it('clawback()', () => {
    const built = clawbackInstruction({ distributor, tokenVault, clawbackReceiver, signer });
    expectShape(
      built,
      [
        [distributor, 'mut'],
        [tokenVault, 'mut'], // from
        [clawbackReceiver, 'mut'], // to: address = distributor.clawback_receiver
        [signer, 'signer'], // claimant: Signer, not mut
        [SystemProgram.programId, ''],
        [TOKEN_PROGRAM, ''],
      ],
      anchorData('clawback'),
    );
  });
});
