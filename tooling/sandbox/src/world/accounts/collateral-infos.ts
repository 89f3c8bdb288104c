import type { CollateralInfo } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { SandboxWorld } from '../types';
import { directPriceChain, NO_PRICE_CHAIN } from './scope-prices';

/**
 * kliquidity's CollateralInfos entries: each token at its collateral id, priced by its entry in
 * the Scope OraclePrices account; unused ids are disabled.
 */
export function collateralInfos(world: SandboxWorld): CollateralInfo[] {
  const size = Math.max(0, ...world.tokens.map((t) => t.collateralId)) + 1;
  const empty: CollateralInfo = {
    mint: PublicKey.default,
    lowerHeuristic: 0n,
    upperHeuristic: 0n,
    expHeuristic: 0n,
    maxTwapDivergenceBps: 0n,
    scopeTwapPriceChain: [...NO_PRICE_CHAIN],
    scopePriceChain: [...NO_PRICE_CHAIN],
    name: '',
    maxAgePriceSeconds: 0n,
    maxAgeTwapSeconds: 0n,
    maxIgnorableAmountAsReward: 0n,
    disabled: true,
    scopeStakingRateChain: [...NO_PRICE_CHAIN],
    scopeFeed: PublicKey.default,
  };
  const infos: CollateralInfo[] = Array.from({ length: size }, () => empty);
  for (const token of world.tokens) {
    infos[token.collateralId] = {
      ...empty,
      mint: new PublicKey(token.mint),
      scopePriceChain: directPriceChain(token.scopePriceIndex),
      name: token.symbol,
      maxAgePriceSeconds: 120n,
      disabled: false,
      scopeFeed: new PublicKey(world.accounts.scopeOraclePrices),
    };
  }
  return infos;
}
