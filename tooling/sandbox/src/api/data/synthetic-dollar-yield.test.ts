import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../config/defaults';
import { generateWorld } from '../../world/generate-world';
import type { SandboxWorld } from '../../world/types';
import { SandboxDataset } from './dataset';
import { aprToApy, dec } from './decimal';
import { stakedSyntheticDollar, syntheticDollarYieldDocument } from './synthetic-dollar-yield';

const NOW = Date.UTC(2026, 0, 15, 12, 34, 56);
const ANCHOR = Date.UTC(2026, 0, 15, 12);
const world = generateWorld({ seed: 'yield-test', brand: DEFAULT_BRAND });
const datasetOf = (w: SandboxWorld) =>
  new SandboxDataset({ world: w, slug: 'acme', now: NOW, cdnUrl: 'http://cdn.test' });

describe('synthetic-dollar yields document', () => {
  const dataset = datasetOf(world);
  const document = dataset.syntheticDollarYield();
  const susde = world.tokens.find((token) => token.symbol === 'sUSDe');

  it("gives the world's sUSDe APY in percent, stamped at the anchor", () => {
    if (!susde) throw new Error('the default world has sUSDe');
    expect(stakedSyntheticDollar(world.tokens)?.mint).toBe(susde.mint);
    const apy = aprToApy(dataset.prices().yieldApr(susde));
    expect(typeof document.stakingYield.value).toBe('number');
    expect(document.stakingYield.value).toBe(Number(apy.mul(100).toDecimalPlaces(8).toFixed()));
    expect(document.stakingYield.lastUpdated).toBe(new Date(ANCHOR).toISOString());
    expect(document.protocolYield.lastUpdated).toBe(document.stakingYield.lastUpdated);
  });

  it('spreads the staking yield over all of the base dollar for the protocol yield', () => {
    const usde = world.tokens.find((token) => token.symbol === 'USDe');
    if (!susde?.supply || !usde?.supply) throw new Error('the default world has USDe and sUSDe');
    const share = dec(susde.supply).mul(susde.priceUsd).div(usde.priceUsd).div(usde.supply);
    expect(share.lessThan(1)).toBe(true);
    expect(document.protocolYield.value).toBeLessThan(document.stakingYield.value);
    expect(document.protocolYield.value).toBeCloseTo(
      share.mul(document.stakingYield.value).toNumber(),
      6,
    );
  });

  it('is the same for the same seed and differs for another', () => {
    expect(syntheticDollarYieldDocument(datasetOf(world).ctx, dataset.prices())).toEqual(document);
    const other = datasetOf(generateWorld({ seed: 'yield-test-2', brand: DEFAULT_BRAND }));
    expect(other.syntheticDollarYield().stakingYield.value).not.toBe(document.stakingYield.value);
  });

  it('still answers a seeded yield in a world without a yield-bearing dollar', () => {
    const plain = { ...world, tokens: world.tokens.filter((t) => t.kind !== 'yield-stable') };
    expect(stakedSyntheticDollar(plain.tokens)).toBeUndefined();
    const first = datasetOf(plain).syntheticDollarYield();
    expect(datasetOf(plain).syntheticDollarYield()).toEqual(first);
    // Seeded APR between 6 % and 12 %, compounded daily; no staked share to spread it over.
    expect(first.stakingYield.value).toBeGreaterThan(6);
    expect(first.stakingYield.value).toBeLessThan(12.8);
    expect(first.protocolYield.value).toBe(first.stakingYield.value);
  });
});
