import type { EarnUserPnl, EarnUserPosition, EarnVault, EarnVaultMetrics } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { earnPositionView } from '../../../earn/data/position';
import {
  earnGroupApy,
  earnGroupPnl,
  earnHoldings,
  earnNetValue,
  heldVaultAddresses,
} from './earnHoldings';

const d = (value: string | number) => new MathDecimal(value);

function vault(address: string, name: string, tokenMint: string): EarnVault {
  return { address, state: { name, tokenMint } } as EarnVault;
}

function metrics(sharePrice: string, apy: string): EarnVaultMetrics {
  return {
    sharePrice: d(sharePrice),
    apy: d(apy),
    tokensPerShare: d(1),
    tokensAvailableUsd: d(10),
    tokensInvestedUsd: d(90),
  } as EarnVaultMetrics;
}

/** A position as the API sends it: the total counts the shares staked in the vault's farm. */
const position = (vaultAddress: string, staked: string, unstaked: string): EarnUserPosition => ({
  vaultAddress,
  stakedShares: d(staked),
  unstakedShares: d(unstaked),
  totalShares: d(staked).plus(unstaked),
});

const pnl = (usd: string) => ({ totalPnl: { usd: d(usd) } }) as EarnUserPnl;

const vaults = [
  vault('usdcVault', 'USDC Earn', 'usdcMint'),
  vault('solVault', 'SOL Earn', 'solMint'),
  vault('emptyVault', 'Empty Earn', 'usdcMint'),
];
const positions = [
  position('usdcVault', '0', '100'),
  // Mostly staked in the vault's farm: staked and unstaked together, as the earn hub counts them.
  position('solVault', '1.5', '0.5'),
  position('emptyVault', '0', '0'),
  position('unlistedVault', '0', '7'),
];
const allMetrics = new Map([
  ['usdcVault', metrics('1.2', '0.0612')],
  ['solVault', metrics('180', '0.071')],
]);
const symbols = new Map([
  ['usdcMint', 'USDC'],
  ['solMint', 'SOL'],
]);

describe('earnHoldings', () => {
  it("values each held vault at shares × share price, the vault page's figure", () => {
    const holdings = earnHoldings({
      vaults,
      positions,
      metrics: allMetrics,
      metricsSettled: true,
      symbols,
    });
    expect(holdings.map((h) => [h.vault, h.name, h.tokenSymbol])).toEqual([
      ['usdcVault', 'USDC Earn', 'USDC'],
      ['solVault', 'SOL Earn', 'SOL'],
    ]);
    const [usdc, sol] = holdings;
    expect(usdc?.value?.toString()).toBe('120');
    expect(sol?.shares.toString()).toBe('2');
    expect(sol?.value?.toString()).toBe('360');
    expect(sol?.apy?.toString()).toBe('0.071');
    // The same figure the vault page's position shows.
    const page = earnPositionView({
      shares: d(100),
      metrics: allMetrics.get('usdcVault') as EarnVaultMetrics,
      pnl: undefined,
      history: undefined,
    });
    expect(usdc?.value?.equals(page.valueUsd)).toBe(true);
  });

  it('leaves out zero holdings and vaults the list does not hold', () => {
    const holdings = earnHoldings({
      vaults,
      positions,
      metrics: allMetrics,
      metricsSettled: true,
      symbols,
    });
    expect(holdings.map((h) => h.vault)).not.toContain('emptyVault');
    expect(holdings.map((h) => h.vault)).not.toContain('unlistedVault');
    expect([...heldVaultAddresses(positions)]).toEqual(['usdcVault', 'solVault', 'unlistedVault']);
    expect(heldVaultAddresses(undefined).size).toBe(0);
  });

  it('keeps a value loading until its metrics answer, unknown once they failed', () => {
    const partial = new Map([['usdcVault', metrics('1.2', '0.0612')]]);
    const input = { vaults, positions, metrics: partial, symbols };
    const loading = earnHoldings({ ...input, metricsSettled: false });
    expect(loading[1]?.value).toBeUndefined();
    expect(earnNetValue(loading, null)).toBeNull();
    const failed = earnHoldings({ ...input, metricsSettled: true });
    expect(failed[1]?.value).toBeNull();
    expect(failed[1]?.apy).toBeNull();
    expect(earnNetValue(failed, null)).toBe('failed');
  });
});

describe('earnNetValue', () => {
  const holdings = earnHoldings({
    vaults,
    positions,
    metrics: allMetrics,
    metricsSettled: true,
    symbols,
  });

  it('sums the holdings, is null while loading and failed when a read failed', () => {
    expect(earnNetValue(holdings, null)).toBe('480');
    expect(earnNetValue([], null)).toBe('0');
    expect(earnNetValue(undefined, null)).toBeNull();
    expect(earnNetValue(holdings, new Error('down'))).toBe('failed');
  });

  it("sums the API's PnLs once all are in, unknown when one failed", () => {
    const both = new Map([
      ['usdcVault', pnl('3.5')],
      ['solVault', pnl('-1.25')],
    ]);
    expect(earnGroupPnl(holdings, both)).toBe('2.25');
    expect(earnGroupPnl(holdings, new Map([['usdcVault', pnl('3.5')]]))).toBeUndefined();
    expect(earnGroupPnl(holdings, new Map([...both, ['solVault', null]]))).toBeNull();
  });

  it('weights the APYs by value', () => {
    // (120 × 0.0612 + 360 × 0.071) / 480
    expect(earnGroupApy(holdings)).toBe(
      d(120).mul('0.0612').add(d(360).mul('0.071')).div(480).toString(),
    );
    expect(earnGroupApy([])).toBeNull();
  });
});
