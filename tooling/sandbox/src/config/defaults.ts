import { brand } from '@keel/config/brand';
import type { WorldBrand } from '../world/types';

export const DEFAULT_PORTS = { rpc: 8899, ws: 8900, control: 8898 } as const;
export const DEFAULT_SEED = 'keel-sandbox';
/** Slot length; mainnet runs at about 400 ms. */
export const DEFAULT_SLOT_MS = 400;
/** The chain starts at a mainnet-like height, so epochs and samples look like a live cluster. */
export const DEFAULT_START_SLOT = 350_000_000;
/**
 * The project's brand (the same file the apps read), so the world's native token and product
 * name match the apps; SANDBOX_PRODUCT_NAME / SANDBOX_NATIVE_TOKEN_SYMBOL override it.
 */
export const DEFAULT_BRAND: WorldBrand = {
  productName: brand.name,
  nativeTokenSymbol: brand.nativeTokenSymbol,
};
