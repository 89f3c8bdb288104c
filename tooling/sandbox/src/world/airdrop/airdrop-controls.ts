import {
  buildMerkleTree,
  clawbackInstruction,
  decodeMerkleDistributor,
  encodeMerkleDistributor,
} from '@keel/distributor-programs';
import { type Keypair, PublicKey, Transaction } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { decodeWireTransaction } from '../../chain/wire-transaction';
import { readTokenAccount } from '../../spl/token-accounts';
import { writeTokenAccount } from '../accounts/spl-accounts';
import { writeContext } from '../accounts/write-context';
import type { SandboxWorld } from '../types';
import { writeAirdropAccounts } from './airdrop-accounts';
import type { WorldAirdrop } from './airdrop-types';
import { allocationParts } from './build-airdrop';

export class AirdropControlError extends Error {
  override readonly name = 'AirdropControlError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Closes the claim as its end would: the clawback time is brought to now (the admin's
 * set_clawback_start_ts cannot set a past time, so the sandbox writes it in place), then a real
 * `clawback` transaction — which anyone may sign — returns what is left in the vault to the
 * clawback receiver and marks the distributor clawed back. Claims fail with ClaimExpired after.
 */
export function closeAirdropClaims(ledger: Ledger, airdrop: WorldAirdrop, signer: Keypair) {
  const programId = new PublicKey(airdrop.programId);
  const address = new PublicKey(airdrop.distributor);
  const account = ledger.readAccount(address);
  if (account === null) throw new AirdropControlError(404, 'The distributor is not written');
  const state = decodeMerkleDistributor(address, account, { programId });
  if (state.clawedBack) throw new AirdropControlError(409, 'The claim is already closed');
  const now = BigInt(ledger.blockTime(ledger.slot));
  if (state.clawbackStartTs > now) {
    const { address: _address, ...fields } = state;
    const data = Buffer.from(account.data);
    Buffer.from(encodeMerkleDistributor({ ...fields, clawbackStartTs: now })).copy(data, 0, 0, 275);
    ledger.writeAccount(address, { ...account, data });
  }
  const transaction = new Transaction({
    feePayer: signer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
  }).add(
    clawbackInstruction({
      distributor: address,
      tokenVault: new PublicKey(airdrop.vault),
      clawbackReceiver: state.clawbackReceiver,
      signer: signer.publicKey,
      programId,
    }),
  );
  transaction.sign(signer);
  const outcome = ledger.execute(decodeWireTransaction(transaction.serialize()));
  if (!outcome.landed) {
    throw new AirdropControlError(409, `The clawback failed: ${JSON.stringify(outcome.err)}`);
  }
  const after = decodeMerkleDistributor(address, ledger.readAccount(address) ?? account, {
    programId,
  });
  return {
    distributor: address.toBase58(),
    signature: outcome.record.signature,
    clawedBack: after.clawedBack,
    totalAmountClaimed: after.totalAmountClaimed.toString(),
  };
}

/**
 * Re-opens the distribution as the world wrote it: every ClaimStatus is removed and the
 * distributor, its vault and the clawback receiver are written afresh (nothing claimed, not
 * clawed back). Claimants keep what they were paid. For tests that claim more than once per run.
 */
export function reopenAirdropClaims(ledger: Ledger, world: SandboxWorld) {
  const programId = new PublicKey(world.airdrop.programId);
  const records = ledger.accountsOwnedBy(programId);
  for (const { address } of records) ledger.writeAccount(address, null);
  const report = writeAirdropAccounts(writeContext(ledger, world));
  return { ...report, claimRecordsRemoved: records.length - 1 };
}

/**
 * Gives a wallet an allocation, as a new distribution round would: its leaf joins the tree, the
 * root and totals are rebuilt, the distributor is rewritten with them (what was claimed stays)
 * and its vault holds the amount more. For tests that claim with a wallet of their own rather
 * than a seeded one; 409 for a wallet that already has an allocation.
 */
export function allocateAirdropClaim(
  ledger: Ledger,
  world: SandboxWorld,
  claimant: PublicKey,
  amount: bigint,
) {
  const airdrop = world.airdrop;
  if (amount <= 0n) throw new AirdropControlError(400, 'amount must be positive');
  if (airdrop.allocations.some((a) => a.claimant === claimant.toBase58())) {
    throw new AirdropControlError(409, `${claimant.toBase58()} already has an allocation`);
  }
  const programId = new PublicKey(airdrop.programId);
  const address = new PublicKey(airdrop.distributor);
  const account = ledger.readAccount(address);
  if (account === null) throw new AirdropControlError(404, 'The distributor is not written');
  const vaultAddress = new PublicKey(airdrop.vault);
  const vaultAccount = ledger.readAccount(vaultAddress);
  const vault = readTokenAccount(vaultAddress, vaultAccount);
  if (vault === null || vaultAccount === null) {
    throw new AirdropControlError(404, 'The distributor vault is not written');
  }
  const allocations = [
    ...airdrop.allocations,
    { claimant: claimant.toBase58(), amount: amount.toString(), parts: allocationParts(amount) },
  ];
  const tree = buildMerkleTree(
    allocations.map((a) => ({
      claimant: new PublicKey(a.claimant),
      amountUnlocked: BigInt(a.amount),
      amountLocked: 0n,
    })),
  );
  const maxTotalClaim = BigInt(airdrop.maxTotalClaim) + amount;
  world.airdrop = {
    ...airdrop,
    allocations,
    root: Buffer.from(tree.root).toString('hex'),
    maxTotalClaim: maxTotalClaim.toString(),
    maxNumNodes: allocations.length,
  };
  const { address: _address, ...fields } = decodeMerkleDistributor(address, account, { programId });
  const data = Buffer.from(account.data);
  Buffer.from(
    encodeMerkleDistributor({
      ...fields,
      root: Buffer.from(tree.root),
      maxTotalClaim,
      maxNumNodes: BigInt(allocations.length),
    }),
  ).copy(data, 0, 0, 275);
  ledger.writeAccount(address, { ...account, data });
  writeTokenAccount(ledger, vaultAddress, vaultAccount.owner, {
    mint: airdrop.mint,
    owner: address.toBase58(),
    amount: vault.amount + amount,
  });
  return {
    distributor: address.toBase58(),
    claimant: claimant.toBase58(),
    amount: amount.toString(),
    claimants: allocations.length,
  };
}
