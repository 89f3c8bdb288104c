/** `ReserveConfig.status`: 0 Active, 1 Obsolete, 2 Hidden. */
export type ReserveStatus = 'Active' | 'Obsolete' | 'Hidden' | 'unknown';

const RESERVE_STATUSES: readonly ReserveStatus[] = ['Active', 'Obsolete', 'Hidden'];

/** Reserve status name for the stored code; 'unknown' for codes the product does not know. */
export function reserveStatusFromCode(code: number): ReserveStatus {
  return RESERVE_STATUSES[code] ?? 'unknown';
}

/** Asset tier names as the product shows them. */
export type AssetTier = 'Regular' | 'Isolated Collateral' | 'Isolated Debt';

const ASSET_TIERS: readonly AssetTier[] = ['Regular', 'Isolated Collateral', 'Isolated Debt'];

/** Asset tier for the stored code (0, 1, 2); undefined for unknown codes. */
export function assetTierFromCode(code: number): AssetTier | undefined {
  return ASSET_TIERS[code];
}

/**
 * A market offers pair-specific LTV only when exactly two of its reserves are active.
 */
export function isEligibleForPairSpecificLtv(
  reserves: readonly { status: ReserveStatus }[],
): boolean {
  return reserves.filter((reserve) => reserve.status === 'Active').length === 2;
}
