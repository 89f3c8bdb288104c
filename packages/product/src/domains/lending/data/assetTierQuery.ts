import {
  type ChainQueryContext,
  chainKeys,
  KLEND_PROGRAM_ID,
  RESERVE_SIZE,
} from '@keel/chain-readers';
import { assetTierFromCode } from '@keel/core-math';
import type { PublicKey } from '@solana/web3.js';

/**
 * The asset tier is a deprecated byte of ReserveConfig (LAYOUTS.md `paddingDeprecatedAssetTier`,
 * absolute offset 4857) that chain-readers' Reserve model leaves out. Programs still write it, so
 * it is read here for display only: one getProgramAccounts per market returning that single
 * byte of each reserve (dataSlice), not the whole accounts again.
 */
export const ASSET_TIER_OFFSET = 4857;
const RESERVE_MARKET_OFFSET = 32;

export const assetTierKeys = {
  market: (endpoint: string, market: string) =>
    [...chainKeys.all(endpoint), 'reserveAssetTiers', market] as const,
};

/** Reserve address → asset tier name ('Regular', 'Isolated Collateral', 'Isolated Debt'). */
export async function readReserveAssetTiers(
  rpc: ChainQueryContext<'getProgramAccounts'>['rpc'],
  market: PublicKey,
): Promise<Map<string, string>> {
  const accounts = await rpc.getProgramAccounts(KLEND_PROGRAM_ID, {
    dataSlice: { offset: ASSET_TIER_OFFSET, length: 1 },
    filters: [
      { dataSize: RESERVE_SIZE },
      { memcmp: { offset: RESERVE_MARKET_OFFSET, bytes: market.toBase58() } },
    ],
  });
  const tiers = new Map<string, string>();
  for (const { pubkey, account } of accounts) {
    const code = account.data[0];
    const tier = code === undefined ? undefined : assetTierFromCode(code);
    if (tier) tiers.set(pubkey.toBase58(), tier);
  }
  return tiers;
}

export function assetTiersQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getProgramAccounts'>,
  market: PublicKey,
) {
  return {
    queryKey: assetTierKeys.market(endpoint, market.toBase58()),
    queryFn: () => readReserveAssetTiers(rpc, market),
    staleTime: 5 * 60_000,
  };
}
