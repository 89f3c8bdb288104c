import { assetTierFromCode } from '@keel/core-math';
import type { Address } from '../address/address';
import { RESERVE_SIZE } from '../layouts/klend/reserve';
import { KLEND_PROGRAM_ID } from '../programIds';
import type { ChainRpc } from './chainRpc';

/**
 * Absolute offset of ReserveConfig's deprecated `paddingDeprecatedAssetTier` byte in a reserve
 * account (LAYOUTS.md). The Reserve model leaves it out; programs still write it, so it is read
 * on its own for display.
 */
export const RESERVE_ASSET_TIER_OFFSET = 4857;

/** Offset of a reserve's lending market (after discriminator, version and lastUpdate). */
const RESERVE_MARKET_OFFSET = 32;

/**
 * Reserve address → asset tier name ('Regular', 'Isolated Collateral', 'Isolated Debt') for every
 * reserve of a market: one getProgramAccounts returning that single byte of each reserve
 * (dataSlice), not the whole accounts again. Unknown codes are left out.
 */
export async function readReserveAssetTiers(
  rpc: Pick<ChainRpc, 'getProgramAccounts'>,
  market: Address,
  options: { programId?: Address } = {},
): Promise<Map<string, string>> {
  const accounts = await rpc.getProgramAccounts(options.programId ?? KLEND_PROGRAM_ID, {
    dataSlice: { offset: RESERVE_ASSET_TIER_OFFSET, length: 1 },
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
