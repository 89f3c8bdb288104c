import {
  associatedTokenAddress,
  sameAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  claimLockedInstruction,
  claimStatusAddress,
  DISTRIBUTOR_PROGRAM_ID,
  decodeClaimStatus,
  decodeMerkleDistributor,
  newClaimInstruction,
} from '@keel/distributor-programs';
import {
  type Keypair,
  PublicKey,
  SendTransactionError,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssociatedTokenAccountIdempotent } from '../../test-support/spl-instructions';
import { sendLanded, startTestChain, type TestChain } from '../../test-support/test-chain';
import { closeAirdropClaims, reopenAirdropClaims } from '../../world/airdrop/airdrop-controls';
import { airdropProof } from '../../world/airdrop/airdrop-proofs';
import { faucetKeypair } from '../../world/wallets';
import { distributorHandler } from './distributor-handler';

let t: TestChain;
const BINARY = process.env.DISTRIBUTOR_PROGRAM_DIR !== undefined;
const PROGRAM = DISTRIBUTOR_PROGRAM_ID.toBase58();

beforeAll(async () => {
  // DISTRIBUTOR_PROGRAM_DIR: a folder with the program's deployed binary, to run these same
  // checks against it instead of the emulation (it replaces the handler).
  t = await startTestChain({
    seed: 'distributor',
    handlers: [distributorHandler],
    programsDir: BINARY ? process.env.DISTRIBUTOR_PROGRAM_DIR : null,
  });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const airdrop = () => t.chain.world.airdrop;
const mint = () => new PublicKey(airdrop().mint);
const ataOf = (owner: PublicKey) => associatedTokenAddress(owner, mint(), TOKEN_PROGRAM_ID).address;

function tokenAmount(address: PublicKey): bigint {
  const account = t.chain.ledger.readAccount(address);
  return account === null ? 0n : Buffer.from(account.data).readBigUInt64LE(64);
}

function distributorState() {
  const address = new PublicKey(airdrop().distributor);
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error('distributor not written');
  return decodeMerkleDistributor(address, account);
}

function claimOf(
  signer: PublicKey,
  overrides: { amount?: bigint; proof?: Uint8Array[]; to?: PublicKey; claimant?: PublicKey } = {},
) {
  const found = airdropProof(airdrop(), t.ordinary.publicKey.toBase58());
  if (found === null) throw new Error('the ordinary wallet is not in the tree');
  return newClaimInstruction({
    distributor: new PublicKey(airdrop().distributor),
    tokenVault: new PublicKey(airdrop().vault),
    claimant: overrides.claimant ?? signer,
    claimantTokenAccount: overrides.to ?? ataOf(signer),
    amountUnlocked: overrides.amount ?? found.amount,
    amountLocked: 0n,
    proof: overrides.proof ?? found.proof,
  });
}

async function send(signers: Keypair[], ...instructions: TransactionInstruction[]) {
  return sendLanded(t.connection, new Transaction().add(...instructions), signers);
}

/** The runtime error and logs of a refused transaction (preflight). */
async function failure(signers: Keypair[], ...instructions: TransactionInstruction[]) {
  try {
    await send(signers, ...instructions);
  } catch (caught) {
    if (!(caught instanceof SendTransactionError)) throw caught;
    return { message: caught.message, logs: caught.logs ?? [] };
  }
  throw new Error('the transaction landed');
}

describe('the emulated merkle distributor', () => {
  it('pays the allocation once, from the vault to the claimant’s token account', async () => {
    const wallet = t.ordinary.publicKey;
    const amount = airdropProof(airdrop(), wallet.toBase58())?.amount ?? 0n;
    expect(amount).toBeGreaterThan(0n);
    const before = tokenAmount(toPublicKey(ataOf(wallet)));
    const vaultBefore = tokenAmount(new PublicKey(airdrop().vault));
    const signature = await send([t.ordinary], claimOf(wallet));

    expect(tokenAmount(toPublicKey(ataOf(wallet)))).toBe(before + amount);
    expect(tokenAmount(new PublicKey(airdrop().vault))).toBe(vaultBefore - amount);
    const status = claimStatusAddress(wallet, new PublicKey(airdrop().distributor)).address;
    const account = t.chain.ledger.readAccount(toPublicKey(status));
    expect(account?.owner.toBase58()).toBe(PROGRAM);
    const decoded = decodeClaimStatus(
      status,
      account ?? { owner: PublicKey.default, data: new Uint8Array() },
    );
    expect(sameAddress(decoded.claimant, wallet)).toBe(true);
    expect(decoded.unlockedAmount).toBe(amount);
    expect(decoded.lockedAmount).toBe(0n);
    const state = distributorState();
    expect(state.numNodesClaimed).toBe(1n);
    expect(state.totalAmountClaimed).toBe(amount);

    const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const logs = tx?.meta?.logMessages ?? [];
    expect(logs).toContain(`Program ${PROGRAM} invoke [1]`);
    expect(logs).toContain('Program log: Instruction: NewClaim');
    expect(logs.some((l) => l.startsWith('Program log: Created new claim with locked 0 and'))).toBe(
      true,
    );
    expect(logs.some((l) => l.startsWith('Program data: 9APnlzxlNzc'))).toBe(true);
    expect(logs).toContain(`Program ${PROGRAM} success`);
  });

  it('refuses a second claim: the ClaimStatus exists, so the system program refuses it', async () => {
    const wallet = t.ordinary.publicKey;
    await send([t.ordinary], claimOf(wallet));
    const balance = tokenAmount(toPublicKey(ataOf(wallet)));
    const second = await failure([t.ordinary], claimOf(wallet));
    expect(second.message).toContain('custom program error: 0x0');
    const status = claimStatusAddress(wallet, new PublicKey(airdrop().distributor)).address;
    expect(second.logs).toContain(
      `Allocate: account Address { address: ${status.toBase58()}, base: None } already in use`,
    );
    expect(tokenAmount(toPublicKey(ataOf(wallet)))).toBe(balance);
    expect(distributorState().numNodesClaimed).toBe(1n);
  });

  it('refuses a proof that does not lead to the root (another amount, a broken node)', async () => {
    const wallet = t.ordinary.publicKey;
    const found = airdropProof(airdrop(), wallet.toBase58());
    const more = await failure(
      [t.ordinary],
      claimOf(wallet, { amount: (found?.amount ?? 0n) + 1n }),
    );
    expect(more.message).toContain('custom program error: 0x1772');
    expect(more.logs).toContain(
      'Program log: AnchorError thrown in programs/merkle-distributor/src/instructions/new_claim.rs:123. Error Code: InvalidProof. Error Number: 6002. Error Message: Invalid Merkle proof..',
    );
    const broken = (found?.proof ?? []).map((node, i) => (i === 0 ? new Uint8Array(32) : node));
    const bad = await failure([t.ordinary], claimOf(wallet, { proof: broken }));
    expect(bad.message).toContain('custom program error: 0x1772');
    expect(
      t.chain.ledger.readAccount(
        toPublicKey(claimStatusAddress(wallet, new PublicKey(airdrop().distributor)).address),
      ),
    ).toBeNull();
  });

  it('refuses another wallet claiming with the eligible wallet’s amount and proof', async () => {
    const flagged = t.flagged.publicKey;
    expect(airdropProof(airdrop(), flagged.toBase58())).toBeNull();
    const ata = ataOf(flagged);
    const create = createAssociatedTokenAccountIdempotent(
      flagged,
      toPublicKey(ata),
      flagged,
      mint(),
      toPublicKey(TOKEN_PROGRAM_ID),
    );
    const refused = await failure([t.flagged], create, claimOf(flagged));
    expect(refused.message).toContain('custom program error: 0x1772');
    expect(t.chain.ledger.readAccount(toPublicKey(ata))).toBeNull();
  });

  it('refuses paying the allocation into a token account the claimant does not own', async () => {
    const wallet = t.ordinary.publicKey;
    const flaggedAta = ataOf(t.flagged.publicKey);
    await send(
      [t.ordinary],
      createAssociatedTokenAccountIdempotent(
        wallet,
        toPublicKey(flaggedAta),
        t.flagged.publicKey,
        mint(),
        toPublicKey(TOKEN_PROGRAM_ID),
      ),
    );
    const refused = await failure([t.ordinary], claimOf(wallet, { to: toPublicKey(flaggedAta) }));
    expect(refused.message).toContain('custom program error: 0x7df');
    expect(refused.logs).toContain(
      'Program log: AnchorError occurred. Error Code: ConstraintTokenOwner. Error Number: 2015. Error Message: A token owner constraint was violated.',
    );
  });

  it('refuses an unsigned claimant and the wrong vault with Anchor’s account errors', async () => {
    const wallet = t.ordinary.publicKey;
    const unsigned = claimOf(wallet);
    const keys = unsigned.keys.map((k, i) => (i === 4 ? { ...k, isSigner: false } : k));
    // Another wallet pays, so the claimant's key is in the message without a signature.
    const noSign = await failure([t.flagged], new TransactionInstruction({ ...unsigned, keys }));
    expect(noSign.logs).toContain(
      'Program log: AnchorError caused by account: claimant. Error Code: AccountNotSigner. Error Number: 3010. Error Message: The given account did not sign.',
    );
    expect(noSign.message).toContain('custom program error: 0xbc2');
    const wrongVault = claimOf(wallet);
    const vaultKeys = wrongVault.keys.map((k, i) =>
      i === 2 ? { ...k, pubkey: toPublicKey(ataOf(wallet)) } : k,
    );
    const refused = await failure(
      [t.ordinary],
      new TransactionInstruction({ ...wrongVault, keys: vaultKeys }),
    );
    expect(refused.message).toContain('custom program error: 0x7df');
    expect(refused.logs).toContain(
      'Program log: AnchorError caused by account: from. Error Code: ConstraintTokenOwner. Error Number: 2015. Error Message: A token owner constraint was violated.',
    );
  });

  it('refuses claims before the enable slot', async () => {
    const address = new PublicKey(airdrop().distributor);
    const account = t.chain.ledger.readAccount(address);
    if (account === null) throw new Error('no distributor');
    const data = Buffer.from(account.data);
    data.writeBigUInt64LE(BigInt(t.chain.ledger.slot + 10_000), 266);
    t.chain.ledger.writeAccount(address, { ...account, data });
    const refused = await failure([t.ordinary], claimOf(t.ordinary.publicKey));
    expect(refused.message).toContain('custom program error: 0x1782');
  });

  it('closes the claim with a real clawback: the vault returns, every later claim expires', async () => {
    const vault = new PublicKey(airdrop().vault);
    const left = tokenAmount(vault);
    const closed = closeAirdropClaims(t.chain.ledger, airdrop(), faucetKeypair('distributor'));
    expect(closed.clawedBack).toBe(true);
    expect(tokenAmount(vault)).toBe(0n);
    expect(tokenAmount(new PublicKey(airdrop().clawbackReceiver))).toBe(left);
    const refused = await failure([t.ordinary], claimOf(t.ordinary.publicKey));
    expect(refused.message).toContain('custom program error: 0x177d');
    expect(refused.logs).toContain(
      'Program log: AnchorError thrown in programs/merkle-distributor/src/instructions/new_claim.rs:95. Error Code: ClaimExpired. Error Number: 6013. Error Message: Claim window expired.',
    );
    expect(() =>
      closeAirdropClaims(t.chain.ledger, airdrop(), faucetKeypair('distributor')),
    ).toThrow('already closed');
  });

  it('re-opens as written (the sandbox control): records removed, the claim lands again', async () => {
    const wallet = t.ordinary.publicKey;
    await send([t.ordinary], claimOf(wallet));
    closeAirdropClaims(t.chain.ledger, airdrop(), faucetKeypair('distributor'));
    const reopened = reopenAirdropClaims(t.chain.ledger, t.chain.world);
    expect(reopened.claimRecordsRemoved).toBe(1);
    expect(distributorState().clawedBack).toBe(false);
    expect(tokenAmount(new PublicKey(airdrop().vault))).toBe(BigInt(airdrop().maxTotalClaim));
    // A new blockhash, or the same claim would be the first one's duplicate.
    t.chain.ledger.advanceSlots(1);
    await send([t.ordinary], claimOf(wallet));
    expect(distributorState().numNodesClaimed).toBe(1n);
  });

  it('claim_locked: nothing is locked in this distribution, so nothing unlocks', async () => {
    const wallet = t.ordinary.publicKey;
    await send([t.ordinary], claimOf(wallet));
    const refused = await failure(
      [t.ordinary],
      claimLockedInstruction({
        distributor: new PublicKey(airdrop().distributor),
        tokenVault: new PublicKey(airdrop().vault),
        claimant: wallet,
        claimantTokenAccount: ataOf(wallet),
      }),
    );
    expect(refused.message).toContain('custom program error: 0x1770');
  });

  // The deployed binary runs its administration; only the emulation refuses it.
  it.skipIf(BINARY)(
    'administration is not emulated: the program’s unknown-instruction error, said in the log',
    async () => {
      const data = Buffer.from('208b70ab0002e19b', 'hex');
      const refused = await failure(
        [t.ordinary],
        new TransactionInstruction({
          programId: toPublicKey(DISTRIBUTOR_PROGRAM_ID),
          keys: [],
          data,
        }),
      );
      expect(refused.message).toContain('custom program error: 0x65');
      expect(refused.logs).toContain(
        'Program log: merkle distributor new_distributor is not emulated by the sandbox yet',
      );
    },
  );
});
