import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { encodeMerkleDistributor, merkleDistributorAddress } from '@keel/distributor-programs';
import { PublicKey } from '@solana/web3.js';
import { writeTokenAccount } from '../accounts/spl-accounts';
import { type WriteContext, writeProgramAccount } from '../accounts/write-context';

export interface AirdropWriteReport {
  distributor: string;
  claimants: number;
  /** Raw units held by the vault. */
  vaultAmount: string;
}

const DAY = 86_400n;

/**
 * The distributor as its admin would have left it: created with the root, its vault (the
 * distributor's ATA) funded with the whole distribution, claims open since
 * `claimOpensOffsetSeconds`, clawback from `clawbackStartOffsetSeconds`, nothing claimed yet.
 */
export function writeAirdropAccounts(context: WriteContext): AirdropWriteReport {
  const { world, ledger } = context;
  const airdrop = world.airdrop;
  const programId = new PublicKey(airdrop.programId);
  const base = new PublicKey(airdrop.base);
  const mint = new PublicKey(airdrop.mint);
  const { address, bump } = merkleDistributorAddress(
    { base, mint, version: BigInt(airdrop.version) },
    programId,
  );
  const opensAgoSlots = BigInt(
    Math.ceil((-airdrop.claimOpensOffsetSeconds * 1000) / ledger.timing.slotMs),
  );
  const enableSlot = context.slot > opensAgoSlots ? context.slot - opensAgoSlots : 0n;
  const opensAt = context.now + BigInt(airdrop.claimOpensOffsetSeconds);
  writeProgramAccount(
    context,
    toPublicKey(address),
    programId,
    encodeMerkleDistributor({
      bump,
      version: BigInt(airdrop.version),
      root: Buffer.from(airdrop.root, 'hex'),
      mint,
      base,
      tokenVault: new PublicKey(airdrop.vault),
      maxTotalClaim: BigInt(airdrop.maxTotalClaim),
      maxNumNodes: BigInt(airdrop.maxNumNodes),
      totalAmountClaimed: 0n,
      numNodesClaimed: 0n,
      // Nothing is locked in this distribution; the lockup window is the creation's.
      startTs: opensAt,
      endTs: opensAt + 1n,
      clawbackStartTs: context.now + BigInt(airdrop.clawbackStartOffsetSeconds),
      clawbackReceiver: new PublicKey(airdrop.clawbackReceiver),
      admin: new PublicKey(airdrop.admin),
      clawedBack: false,
      enableSlot,
      closable: false,
    }),
  );
  writeTokenAccount(ledger, new PublicKey(airdrop.vault), toPublicKey(TOKEN_PROGRAM_ID), {
    mint: airdrop.mint,
    owner: address.toBase58(),
    amount: BigInt(airdrop.maxTotalClaim),
  });
  writeTokenAccount(
    ledger,
    new PublicKey(airdrop.clawbackReceiver),
    toPublicKey(TOKEN_PROGRAM_ID),
    {
      mint: airdrop.mint,
      owner: airdrop.admin,
      amount: 0n,
    },
  );
  if (BigInt(airdrop.clawbackStartOffsetSeconds) < DAY) {
    throw new Error('The clawback starts at least a day after the lockup ends');
  }
  return {
    distributor: address.toBase58(),
    claimants: airdrop.allocations.length,
    vaultAmount: airdrop.maxTotalClaim,
  };
}
