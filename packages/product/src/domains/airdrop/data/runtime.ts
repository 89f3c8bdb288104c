/**
 * What the claim page needs from web3.js and the distributor package, behind one dynamic import
 * so neither is in the screen's own chunk.
 */
import {
  associatedTokenAddress,
  type ChainQueryContext,
  createAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  mintQueryOptions,
  sameAddress,
  type TokenAccount,
  tokenAccountsQueryOptions,
} from '@keel/chain-readers';
import {
  claimStatusQueryOptions,
  type DistributorQueryContext,
  distributorKeys,
  distributorQueryOptions,
  newClaimInstruction,
  registerDistributorProgramErrors,
} from '@keel/distributor-programs';
import { programErrorRegistry } from '@keel/wallet-connect';
import type { TransactionInstruction } from '@solana/web3.js';

export type AirdropChain = DistributorQueryContext & ChainQueryContext<'getTokenAccountsByOwner'>;

const key = (address: string | undefined) => (address ? createAddress(address) : null);

/** The allocation's leaf as the proof service gave it. */
export interface ClaimLeaf {
  distributor: string;
  /** Raw units. */
  amount: bigint;
  proof: readonly (readonly number[])[];
}

let errorsRegistered = false;

export const airdropRuntime = {
  distributorQuery(chain: AirdropChain, distributor: string | undefined) {
    return distributor ? distributorQueryOptions(chain, createAddress(distributor)) : undefined;
  },
  claimStatusQuery(
    chain: AirdropChain,
    distributor: string | undefined,
    wallet: string | undefined,
  ) {
    return distributor
      ? claimStatusQueryOptions(chain, createAddress(distributor), key(wallet))
      : undefined;
  },
  mintQuery(chain: AirdropChain, mint: string | undefined) {
    return mint ? mintQueryOptions(chain, createAddress(mint)) : undefined;
  },
  walletTokensQuery(chain: AirdropChain, wallet: string | undefined) {
    const owner = key(wallet);
    return owner ? tokenAccountsQueryOptions(chain, owner) : undefined;
  },
  /** Raw units of `mint` in the wallet's associated token account (where the claim pays). */
  claimTokenBalance(accounts: readonly TokenAccount[], wallet: string, mint: string): bigint {
    const mintKey = createAddress(mint);
    const ata = associatedTokenAddress(createAddress(wallet), mintKey).address;
    return (
      accounts.find((a) => sameAddress(a.address, ata) && sameAddress(a.mint, mintKey))?.amount ??
      0n
    );
  },
  /** Every distributor query of the endpoint: refreshed after a claim. */
  allKeys: (endpoint: string) => distributorKeys.all(endpoint),
  /**
   * The claim: the wallet's associated token account of the distributed mint (created when
   * missing; a no-op otherwise), then new_claim with the whole amount unlocked.
   */
  claimInstructions(input: {
    wallet: string;
    leaf: ClaimLeaf;
    mint: string;
    tokenVault: string;
  }): TransactionInstruction[] {
    if (!errorsRegistered) {
      registerDistributorProgramErrors(programErrorRegistry);
      errorsRegistered = true;
    }
    const owner = createAddress(input.wallet);
    const mint = createAddress(input.mint);
    return [
      createAssociatedTokenAccountIdempotentInstruction({ payer: owner, owner, mint }),
      newClaimInstruction({
        distributor: createAddress(input.leaf.distributor),
        tokenVault: createAddress(input.tokenVault),
        claimant: owner,
        claimantTokenAccount: associatedTokenAddress(owner, mint).address,
        amountUnlocked: input.leaf.amount,
        amountLocked: 0n,
        proof: input.leaf.proof.map((node) => Uint8Array.from(node)),
      }),
    ];
  },
};

export type AirdropRuntime = typeof airdropRuntime;
