import type { TokenInfo } from '@keel/api-client';
import type { Dex } from '@keel/chain-readers';
import { shortenAddress } from '@keel/core-math';

/** Display names of the exchanges. */
export const DEX_NAMES: Record<Dex, string> = {
  ORCA: 'Orca',
  RAYDIUM: 'Raydium',
  METEORA: 'Meteora',
};

/** The route of a strategy's vault (D§2: a liquidity position opens its strategy). */
export function strategyPath(strategy: string): string {
  return `/liquidity/${strategy}`;
}

/**
 * A liquidity position's name: its share token's name ('{product} SOL-USDC (Orca)') when the
 * token list has it, else 'A-B (Dex)' from the token symbols or shortened mints.
 */
export function liquidityPositionName(
  position: { shareMint: string; tokenAMint: string; tokenBMint: string; dex: Dex },
  tokens: ReadonlyMap<string, TokenInfo>,
): string {
  const shareName = tokens.get(position.shareMint)?.name;
  if (shareName) return shareName;
  const symbol = (mint: string) => tokens.get(mint)?.symbol || shortenAddress(mint);
  const pair = `${symbol(position.tokenAMint)}-${symbol(position.tokenBMint)}`;
  return `${pair} (${DEX_NAMES[position.dex]})`;
}
