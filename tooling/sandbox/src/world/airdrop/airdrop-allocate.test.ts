import { associatedTokenAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { decodeMerkleDistributor, newClaimInstruction } from '@keel/distributor-programs';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssociatedTokenAccountIdempotent } from '../../test-support/spl-instructions';
import { sendLanded, startTestChain, type TestChain } from '../../test-support/test-chain';
import { airdropProof } from './airdrop-proofs';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'airdrop-allocate' });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const airdrop = () => t.chain.world.airdrop;

async function control(path: string, body: unknown) {
  const response = await fetch(`${t.chain.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function tokenAmount(address: PublicKey): bigint {
  const account = t.chain.ledger.readAccount(address);
  return account === null ? 0n : Buffer.from(account.data).readBigUInt64LE(64);
}

/** Claims the wallet's allocation with the proof the distribution gives it now. */
async function claim(wallet: Keypair) {
  const found = airdropProof(airdrop(), wallet.publicKey.toBase58());
  if (found === null) throw new Error('not in the tree');
  const mint = new PublicKey(airdrop().mint);
  const ata = toPublicKey(associatedTokenAddress(wallet.publicKey, mint, TOKEN_PROGRAM_ID).address);
  const transaction = new Transaction().add(
    createAssociatedTokenAccountIdempotent(
      wallet.publicKey,
      ata,
      wallet.publicKey,
      mint,
      toPublicKey(TOKEN_PROGRAM_ID),
    ),
    newClaimInstruction({
      distributor: new PublicKey(airdrop().distributor),
      tokenVault: new PublicKey(airdrop().vault),
      claimant: wallet.publicKey,
      claimantTokenAccount: ata,
      amountUnlocked: found.amount,
      amountLocked: 0n,
      proof: found.proof,
    }),
  );
  await sendLanded(t.connection, transaction, [wallet]);
  return { ata, amount: found.amount };
}

describe('POST /airdrop/allocate', () => {
  it('gives a new wallet an allocation it can claim, and every earlier claimant keeps theirs', async () => {
    const wallet = Keypair.generate();
    await t.connection.requestAirdrop(wallet.publicKey, LAMPORTS_PER_SOL);
    const vault = new PublicKey(airdrop().vault);
    const vaultBefore = tokenAmount(vault);
    const claimants = airdrop().allocations.length;

    const answer = await control('/airdrop/allocate', {
      claimant: wallet.publicKey.toBase58(),
      amount: '1234500000',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.claimants).toBe(claimants + 1);
    expect(tokenAmount(vault)).toBe(vaultBefore + 1_234_500_000n);
    const address = new PublicKey(airdrop().distributor);
    const account = t.chain.ledger.readAccount(address);
    if (account === null) throw new Error('no distributor');
    const state = decodeMerkleDistributor(address, account);
    expect(Buffer.from(state.root).toString('hex')).toBe(airdrop().root);
    expect(state.maxNumNodes).toBe(BigInt(claimants + 1));

    const { ata, amount } = await claim(wallet);
    expect(amount).toBe(1_234_500_000n);
    expect(tokenAmount(ata)).toBe(1_234_500_000n);
    // The seeded claimant's proof is rebuilt from the new tree: it still claims.
    const ordinary = await claim(t.ordinary);
    expect(tokenAmount(ordinary.ata)).toBeGreaterThanOrEqual(ordinary.amount);
  });

  it('refuses a wallet that has an allocation, and a body without a positive amount', async () => {
    const taken = await control('/airdrop/allocate', {
      claimant: t.ordinary.publicKey.toBase58(),
      amount: '1',
    });
    expect(taken.status).toBe(409);
    const zero = await control('/airdrop/allocate', {
      claimant: Keypair.generate().publicKey.toBase58(),
      amount: '0',
    });
    expect(zero.status).toBe(400);
    const bad = await control('/airdrop/allocate', { claimant: 'not-an-address', amount: '5' });
    expect(bad.status).toBe(400);
  });
});
