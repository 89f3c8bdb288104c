import { createApiClient, type FetchLike } from '@keel/api-client';
import { createAddress } from '@keel/chain-readers';
import type { ClaimStatus, MerkleDistributor } from '@keel/distributor-programs';
import { testBrand } from '../../../../testing/renderApp';
import type { ScreenSeed } from '../../../../testing/renderScreen';
import { airdropRuntime } from '../runtime';
import { type AirdropServices, airdropServices } from '../services';

export const WALLET = createAddress(new Uint8Array(32).fill(11)).toBase58();
const DISTRIBUTOR = createAddress(new Uint8Array(32).fill(12));
const MINT = createAddress(new Uint8Array(32).fill(13));
const VAULT = createAddress(new Uint8Array(32).fill(14));

/** 12 345.678901 tokens at 6 decimals. */
export const LEAF_AMOUNT = 12_345_678_901n;

export interface AirdropWorld {
  /** The wallet's leaf; null: not in the tree (the service answers 404). */
  eligible: boolean;
  claimed?: boolean;
  clawedBack?: boolean;
  /** The proof service fails with this status. */
  proofStatus?: number;
}

function distributorFixture(clawedBack: boolean): MerkleDistributor {
  return {
    address: DISTRIBUTOR,
    bump: 255,
    version: 3n,
    root: new Uint8Array(32),
    mint: MINT,
    base: DISTRIBUTOR,
    tokenVault: VAULT,
    maxTotalClaim: 1_000_000_000_000n,
    maxNumNodes: 256n,
    totalAmountClaimed: 0n,
    numNodesClaimed: 0n,
    startTs: 0n,
    endTs: 1n,
    clawbackStartTs: 2n,
    clawbackReceiver: VAULT,
    admin: VAULT,
    clawedBack,
    enableSlot: 0n,
    closable: false,
  };
}

function claimStatusFixture(): ClaimStatus {
  return {
    address: VAULT,
    claimant: createAddress(WALLET),
    lockedAmount: 0n,
    lockedAmountWithdrawn: 0n,
    unlockedAmount: LEAF_AMOUNT,
    closable: false,
    admin: VAULT,
  };
}

function fakeFetch(world: AirdropWorld): FetchLike {
  return async (url) => {
    const { pathname } = new URL(url);
    const answer = (status: number, json: unknown) => {
      const body = JSON.stringify(json);
      return { ok: status < 400, status, text: async () => body };
    };
    if (pathname === '/airdrop/metrics') {
      return answer(200, {
        totalAllocation: '1000000',
        totalUsers: '256',
        claimDate: '2025-08-27T00:00:00.000Z',
      });
    }
    if (pathname.startsWith('/airdrop/users/')) {
      return answer(
        200,
        world.eligible
          ? [
              { quantity: '9876.543120', name: 'Season3 points' },
              { quantity: '2469.135781', name: 'Season3 boosts' },
            ]
          : [],
      );
    }
    if (pathname === '/distributor/distributors') {
      return answer(200, {
        max_num_nodes: 256,
        max_total_claim: 1_000_000_000_000,
        trees: [
          {
            distributor_pubkey: DISTRIBUTOR.toBase58(),
            airdrop_version: 3,
            max_num_nodes: 256,
            max_total_claim: 1_000_000_000_000,
          },
        ],
      });
    }
    if (pathname.startsWith('/distributor/user/')) {
      if (world.proofStatus) return answer(world.proofStatus, { error: 'Internal Server Error' });
      if (!world.eligible) return answer(404, { error: 'User not found' });
      return answer(200, {
        merkle_tree: DISTRIBUTOR.toBase58(),
        amount: Number(LEAF_AMOUNT),
        proof: [Array.from({ length: 32 }, () => 7)],
      });
    }
    return answer(404, { error: 'not found' });
  };
}

/**
 * The claim page's seams: a product API client over a fake transport, and the airdrop services
 * with chain reads answered from fixtures (no PDA is derived under jsdom, as elsewhere).
 */
export function seedAirdrop(world: AirdropWorld): ScreenSeed {
  return (context) => {
    const client = createApiClient({
      baseUrl: 'http://api.test.invalid',
      cdnUrl: 'http://cdn.test.invalid',
      geoUrl: 'http://geo.test.invalid',
      fetch: fakeFetch(world),
      env: 'localnet',
      slug: testBrand.apiSlug,
      brand: { productName: testBrand.name, nativeTokenSymbol: testBrand.nativeTokenSymbol },
    });
    context.services.apiClient = () => Promise.resolve(client);
    const testKey = (key: string) => ['airdrop-test', key] as const;
    const read = <T>(key: string, data: T) => ({
      queryKey: testKey(key),
      queryFn: async () => data,
    });
    const lib: AirdropServices['lib'] = {
      ...airdropRuntime,
      distributorQuery: () => read('distributor', distributorFixture(world.clawedBack ?? false)),
      claimStatusQuery: () => read('claimStatus', world.claimed ? claimStatusFixture() : null),
      mintQuery: () =>
        read('mint', {
          address: MINT,
          mintAuthority: null,
          supply: 10n ** 16n,
          decimals: 6,
          isInitialized: true,
          freezeAuthority: null,
        }),
      walletTokensQuery: () => read('tokens', []),
      claimTokenBalance: () => 500_000_000n,
    } as unknown as AirdropServices['lib'];
    const rpc = {} as AirdropServices['chain']['rpc'];
    airdropServices.seed(context.queryClient, {
      chain: { rpc, endpoint: 'http://airdrop.test.invalid' },
      lib,
    });
  };
}
