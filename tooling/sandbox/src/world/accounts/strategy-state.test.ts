import {
  decodeCollateralInfos,
  decodeWhirlpoolStrategy,
  encodeCollateralInfos,
  encodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
  sameAddress,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import type { WorldStrategy } from '../types';
import { collateralInfos } from './collateral-infos';
import { rawAmount } from './spl-accounts';
import { placement, strategyData } from './strategy-state';

const world = generateWorld({
  seed: 'strategy-test',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
const at = { slot: 350_000_123n, now: 1_760_000_000n };

function stored(strategy: WorldStrategy) {
  const data = strategyData(world, strategy, placement(world, strategy), at);
  return decodeWhirlpoolStrategy(new PublicKey(strategy.address), {
    owner: KLIQUIDITY_PROGRAM_ID,
    data: encodeWhirlpoolStrategy(data),
  });
}

describe('strategy accounts', () => {
  it('carry the world’s tokens, shares, exchange, status and links', () => {
    for (const strategy of world.strategies) {
      const decoded = stored(strategy);
      const tokenA = world.tokens.find((t) => t.mint === strategy.tokenAMint);
      const tokenB = world.tokens.find((t) => t.mint === strategy.tokenBMint);
      expect(decoded.strategyDex).toBe(strategy.dex);
      expect(decoded.tokenACollateralId).toBe(BigInt(tokenA?.collateralId ?? -1));
      expect(decoded.tokenBCollateralId).toBe(BigInt(tokenB?.collateralId ?? -1));
      expect(decoded.sharesIssued).toBe(rawAmount(strategy.sharesIssued, strategy.shareDecimals));
      expect(decoded.sharesMint.toBase58()).toBe(strategy.shareMint);
      expect(decoded.pool.toBase58()).toBe(strategy.pool);
      expect(decoded.position.toBase58()).toBe(strategy.position);
      expect(decoded.creationStatus).toBe(strategy.status);
      expect(decoded.depositBlocked).toBe(strategy.status === 'DEPRECATED');
      expect(decoded.isCommunity).toBe(strategy.isDiyVault);
      expect(decoded.rebalanceType).toBe(strategy.isDiyVault ? 0 : 1);
      expect(decoded.adminAuthority.toBase58()).toBe(strategy.adminAuthority);
      expect(decoded.globalConfig.toBase58()).toBe(world.accounts.liquidityGlobalConfig);
      if (strategy.dex === 'METEORA' && !strategy.isEmptyDiyStrategy) {
        // 99.5 % of each token sits in the DLMM bins; the strategy keeps the rest.
        const rawA = rawAmount(strategy.tokenAAmount, tokenA?.decimals ?? 0);
        expect(decoded.tokenAAmounts).toBe(rawA - (rawA * 995n) / 1000n);
        expect(sameAddress(decoded.tickArrayLower, decoded.tickArrayUpper)).toBe(false);
      } else if (!strategy.isEmptyDiyStrategy) {
        expect(
          decoded.tokenAAmounts < rawAmount(strategy.tokenAAmount, tokenA?.decimals ?? 0),
        ).toBe(true);
      }
    }
    expect(world.strategies.some((s) => s.status === 'DEPRECATED')).toBe(true);
  });
});

describe('collateral infos', () => {
  it('price every token by its Scope entry and disable the unused ids', () => {
    const address = new PublicKey(world.accounts.collateralInfos);
    const decoded = decodeCollateralInfos(address, {
      owner: KLIQUIDITY_PROGRAM_ID,
      data: encodeCollateralInfos({ infos: collateralInfos(world) }),
    });
    for (const token of world.tokens) {
      const info = decoded.infos[token.collateralId];
      expect(info?.mint.toBase58()).toBe(token.mint);
      expect(info?.name).toBe(token.symbol);
      expect(info?.scopePriceChain).toEqual([token.scopePriceIndex, 65_535, 65_535, 65_535]);
      expect(info?.scopeFeed.toBase58()).toBe(world.accounts.scopeOraclePrices);
      expect(info?.disabled).toBe(false);
    }
    expect(sameAddress(decoded.infos[world.tokens.length]?.scopeFeed, PublicKey.default)).toBe(
      true,
    );
  });
});

describe('deposit caps', () => {
  it.each(['strategy-test', 'keel-sandbox'])(
    'leave every live strategy of world %s room to double its holdings',
    (seed) => {
      const seeded = generateWorld({
        seed,
        brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
      });
      const live = seeded.strategies.filter((s) => s.status === 'LIVE');
      expect(live.some((s) => s.isDiyVault && Number(s.tvlUsd) > 1_000_000)).toBe(true);
      for (const strategy of live) {
        const data = strategyData(seeded, strategy, placement(seeded, strategy), at);
        const price = (mint: string) =>
          Number(seeded.tokens.find((t) => t.mint === mint)?.priceUsd);
        const held =
          Number(strategy.tokenAAmount) * price(strategy.tokenAMint) +
          Number(strategy.tokenBAmount) * price(strategy.tokenBMint);
        const label = `${strategy.dex} ${strategy.tokenA}-${strategy.tokenB}`;
        expect(data.depositBlocked, label).toBe(false);
        expect(2 * held, label).toBeLessThanOrEqual(Number(data.depositCapUsd));
        expect(data.depositCapUsd, label).toBeGreaterThanOrEqual(
          strategy.isDiyVault ? 1_000_000n : 50_000_000n,
        );
      }
    },
  );
});
