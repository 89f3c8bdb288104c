import { createHash } from 'node:crypto';
import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssociatedTokenAccountIdempotent } from '../../test-support/spl-instructions';
import { sendLanded, startTestChain, type TestChain } from '../../test-support/test-chain';
import { airdropProof } from '../../world/airdrop/airdrop-proofs';
import { distributorHandler } from './distributor-handler';

/*
 * A claim built from the distributor's source alone — the `NewClaim` accounts struct of
 * `programs/merkle-distributor/src/instructions/new_claim.rs` in its order, Anchor's
 * sha256("global:new_claim") and the Borsh arguments — landed, then read back with the
 * `#[account]` layouts of `state/claim_status.rs` and `state/merkle_distributor.rs`.
 */

const PROGRAM = new PublicKey('KdisqEcXbXKaTrBFqeDLhMmBvymLTwj9GmhDcdJyGat');
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

let t: TestChain;

beforeAll(async () => {
  // DISTRIBUTOR_PROGRAM_DIR: a folder with the program's deployed binary, which then replaces
  // the emulation (as in distributor-handler.test.ts).
  const binary = process.env.DISTRIBUTOR_PROGRAM_DIR;
  t = await startTestChain({
    seed: 'distributor-source',
    handlers: [distributorHandler],
    programsDir: binary ?? null,
  });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const ata = (owner: PublicKey, mint: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint.toBuffer()],
    ATA_PROGRAM,
  )[0];

function u64(value: bigint): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
}

function newClaimFromSource(input: {
  distributor: PublicKey;
  vault: PublicKey;
  claimant: PublicKey;
  to: PublicKey;
  amountUnlocked: bigint;
  amountLocked: bigint;
  proof: Uint8Array[];
}): TransactionInstruction {
  const [claimStatus] = PublicKey.findProgramAddressSync(
    [Buffer.from('ClaimStatus'), input.claimant.toBuffer(), input.distributor.toBuffer()],
    PROGRAM,
  );
  const count = Buffer.alloc(4);
  count.writeUInt32LE(input.proof.length);
  const data = Buffer.concat([
    createHash('sha256').update('global:new_claim').digest().subarray(0, 8),
    u64(input.amountUnlocked),
    u64(input.amountLocked),
    count,
    ...input.proof,
  ]);
  return new TransactionInstruction({
    programId: PROGRAM,
    keys: [
      { pubkey: input.distributor, isWritable: true, isSigner: false },
      { pubkey: claimStatus, isWritable: true, isSigner: false },
      { pubkey: input.vault, isWritable: true, isSigner: false },
      { pubkey: input.to, isWritable: true, isSigner: false },
      { pubkey: input.claimant, isWritable: true, isSigner: true },
      { pubkey: TOKEN_PROGRAM, isWritable: false, isSigner: false },
      { pubkey: SystemProgram.programId, isWritable: false, isSigner: false },
    ],
    data,
  });
}

/** ClaimStatus: discriminator, claimant, locked, locked withdrawn, unlocked, closable, admin. */
function readClaimStatus(data: Uint8Array) {
  const bytes = Buffer.from(data);
  return {
    discriminator: bytes.subarray(0, 8).toString('hex'),
    claimant: new PublicKey(bytes.subarray(8, 40)),
    lockedAmount: bytes.readBigUInt64LE(40),
    lockedAmountWithdrawn: bytes.readBigUInt64LE(48),
    unlockedAmount: bytes.readBigUInt64LE(56),
  };
}

/** MerkleDistributor: …, max_total_claim @145, max_num_nodes, total claimed, nodes claimed. */
function readDistributorTotals(data: Uint8Array) {
  const bytes = Buffer.from(data);
  return {
    totalAmountClaimed: bytes.readBigUInt64LE(161),
    numNodesClaimed: bytes.readBigUInt64LE(169),
  };
}

describe('a claim built from the distributor’s source lands on the emulation', () => {
  it('pays the allocation and records it as the program’s accounts say', async () => {
    const airdrop = t.chain.world.airdrop;
    const distributor = new PublicKey(airdrop.distributor);
    const mint = new PublicKey(airdrop.mint);
    const claimant = t.ordinary.publicKey;
    const found = airdropProof(airdrop, claimant.toBase58());
    if (found === null) throw new Error('the ordinary wallet is not in the tree');
    const to = ata(claimant, mint);
    const read = (address: PublicKey) => t.chain.ledger.readAccount(address);
    const before = readDistributorTotals(read(distributor)?.data ?? new Uint8Array(177));
    const balance = async () => {
      const account = await t.connection.getAccountInfo(to);
      return account === null ? 0n : Buffer.from(account.data).readBigUInt64LE(64);
    };
    const held = await balance();

    await sendLanded(
      t.connection,
      new Transaction().add(
        createAssociatedTokenAccountIdempotent(claimant, to, claimant, mint, TOKEN_PROGRAM),
        newClaimFromSource({
          distributor,
          vault: new PublicKey(airdrop.vault),
          claimant,
          to,
          amountUnlocked: found.amount,
          amountLocked: 0n,
          proof: found.proof,
        }),
      ),
      [t.ordinary],
    );

    expect(await balance()).toBe(held + found.amount);
    const [statusAddress] = PublicKey.findProgramAddressSync(
      [Buffer.from('ClaimStatus'), claimant.toBuffer(), distributor.toBuffer()],
      PROGRAM,
    );
    const statusAccount = await t.connection.getAccountInfo(statusAddress);
    expect(statusAccount?.owner.equals(PROGRAM)).toBe(true);
    // ClaimStatus::LEN = 8 + size_of::<ClaimStatus>() (89 bytes padded to 96).
    expect(statusAccount?.data.length).toBe(104);
    const status = readClaimStatus(statusAccount?.data ?? new Uint8Array(104));
    expect(status.discriminator).toBe(
      createHash('sha256').update('account:ClaimStatus').digest().subarray(0, 8).toString('hex'),
    );
    expect(status.claimant.equals(claimant)).toBe(true);
    expect(status).toMatchObject({
      lockedAmount: 0n,
      lockedAmountWithdrawn: 0n,
      unlockedAmount: found.amount,
    });
    const after = readDistributorTotals(read(distributor)?.data ?? new Uint8Array(177));
    expect(after.totalAmountClaimed).toBe(before.totalAmountClaimed + found.amount);
    expect(after.numNodesClaimed).toBe(before.numNodesClaimed + 1n);
  });
});
