import { userMetadataPda } from '@keel/chain-readers';
import { decimalToScaledFraction, MathDecimal, scaledFractionToDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { generateWorld } from './generate-world';

const brand = { productName: 'Acme', nativeTokenSymbol: 'ACME' };
const world = generateWorld({ seed: 'world-test', brand });

describe('generateWorld', () => {
  it('is a pure function of the seed', () => {
    expect(generateWorld({ seed: 'world-test', brand })).toEqual(world);
    const other = generateWorld({ seed: 'another-seed', brand });
    expect(other.markets[0]?.address).not.toBe(world.markets[0]?.address);
    expect(other.tokens.find((t) => t.symbol === 'SOL')?.priceUsd).not.toBe(
      world.tokens.find((t) => t.symbol === 'SOL')?.priceUsd,
    );
  });

  it('is plain data that survives a JSON round trip', () => {
    expect(JSON.parse(JSON.stringify(world))).toEqual(world);
  });

  it('lists real symbols and decimals, with the native token from the brand', () => {
    const decimals = Object.fromEntries(world.tokens.map((t) => [t.symbol, t.decimals]));
    expect(decimals).toMatchObject({
      SOL: 9,
      USDC: 6,
      USDT: 6,
      JitoSOL: 9,
      mSOL: 9,
      bSOL: 9,
      JupSOL: 9,
      JLP: 6,
      ETH: 8,
      cbBTC: 8,
      WBTC: 8,
      JUP: 6,
      JTO: 9,
      BONK: 5,
      PYUSD: 6,
      USDe: 9,
      sUSDe: 9,
      USDG: 6,
      EURC: 6,
      ACME: 6,
    });
    expect(world.tokens.find((t) => t.symbol === 'ACME')?.name).toBe('Acme');
    expect(world.tokens.filter((t) => t.kind === 'xstock').length).toBeGreaterThanOrEqual(3);
    expect(world.tokens.find((t) => t.symbol === 'SOL')?.mint).toBe(
      'So11111111111111111111111111111111111111112',
    );
    const mints = world.tokens.map((t) => t.mint);
    expect(new Set(mints).size).toBe(mints.length);
  });

  it('prices tokens realistically: stables near $1, staked SOL above SOL', () => {
    const price = (s: string) =>
      new MathDecimal(world.tokens.find((t) => t.symbol === s)?.priceUsd ?? 0);
    for (const stable of ['USDC', 'USDT', 'PYUSD', 'USDG']) {
      expect(price(stable).minus(1).abs().lte('0.002')).toBe(true);
    }
    expect(price('SOL').gt(100) && price('SOL').lt(250)).toBe(true);
    expect(price('JitoSOL').gt(price('SOL'))).toBe(true);
    expect(price('cbBTC').gt(50_000)).toBe(true);
  });

  it('has the six market slugs, 40+ reserves, and hidden reserves', () => {
    expect(world.markets.map((m) => m.slug)).toEqual([
      'main',
      'jlp',
      'altcoins',
      'ethena',
      'jito',
      'xStocks',
    ]);
    const reserves = world.markets.flatMap((m) => m.reserves);
    expect(reserves.length).toBeGreaterThanOrEqual(40);
    expect(reserves.filter((r) => r.status === 'Hidden').length).toBeGreaterThanOrEqual(3);
    expect(world.markets.filter((m) => m.isPrimary).map((m) => m.slug)).toEqual(['main']);
  });

  it('gives reserves consistent risk parameters, caps and curves', () => {
    for (const reserve of world.markets.flatMap((m) => m.reserves)) {
      expect(reserve.liquidationThresholdPct).toBeGreaterThanOrEqual(reserve.loanToValuePct);
      expect(new MathDecimal(reserve.totalBorrowed).lte(reserve.totalSupply)).toBe(true);
      expect(new MathDecimal(reserve.totalBorrowed).lte(reserve.borrowLimit)).toBe(true);
      expect(new MathDecimal(reserve.totalSupply).lte(reserve.depositLimit)).toBe(true);
      const curve = reserve.borrowRateCurve;
      expect(curve[0]).toEqual({ utilizationRateBps: 0, borrowRateBps: 0 });
      expect(curve.at(-1)?.utilizationRateBps).toBe(10_000);
      for (let i = 1; i < curve.length; i += 1) {
        expect(curve[i]?.utilizationRateBps).toBeGreaterThan(curve[i - 1]?.utilizationRateBps ?? 0);
        expect(curve[i]?.borrowRateBps).toBeGreaterThanOrEqual(curve[i - 1]?.borrowRateBps ?? 0);
      }
    }
  });

  it('has 60+ strategies on all three exchanges, DIY ones among them', () => {
    expect(world.strategies.length).toBeGreaterThanOrEqual(60);
    expect(new Set(world.strategies.map((s) => s.dex))).toEqual(
      new Set(['ORCA', 'RAYDIUM', 'METEORA']),
    );
    const diy = world.strategies.filter((s) => s.isDiyVault);
    expect(diy.length).toBeGreaterThanOrEqual(5);
    const ordinary = world.wallets.find((w) => w.role === 'ordinary')?.publicKey;
    expect(diy.filter((s) => s.adminAuthority === ordinary).length).toBeGreaterThanOrEqual(2);
    expect(world.strategies.some((s) => s.isEmptyDiyStrategy && s.sharesIssued === '0')).toBe(true);
    expect(world.strategies[0]?.shareName).toMatch(/^Acme .+-.+ \((Orca|Raydium|Meteora)\)$/);
    for (const s of world.strategies) {
      expect(
        new MathDecimal(s.priceLower).lt(s.poolPrice) &&
          new MathDecimal(s.priceUpper).gt(s.poolPrice),
      ).toBe(true);
    }
  });

  it('gives the wallets obligations of every tag, healthy and near liquidation', () => {
    const ordinary = world.wallets.find((w) => w.role === 'ordinary');
    const obligations = ordinary?.obligations ?? [];
    expect(new Set(obligations.map((o) => o.tag))).toEqual(
      new Set(['Vanilla', 'Multiply', 'Lending', 'Leverage']),
    );
    expect(obligations.map((o) => o.scenario).sort()).toEqual([
      'healthy',
      'lending',
      'leverage-long',
      'leverage-short',
      'multiply',
      'near-liquidation',
    ]);
    const reserve = (address: string) =>
      world.markets.flatMap((m) => m.reserves).find((r) => r.address === address);
    const near = obligations.find((o) => o.scenario === 'near-liquidation');
    const collateral = reserve(near?.deposits[0]?.reserve ?? '');
    const ltv = new MathDecimal(near?.loanToValue ?? 0).mul(100);
    expect(ltv.gt(collateral?.loanToValuePct ?? 0)).toBe(true);
    expect(ltv.lt(collateral?.liquidationThresholdPct ?? 0)).toBe(true);
    const healthy = obligations.find((o) => o.scenario === 'healthy');
    expect(new MathDecimal(healthy?.loanToValue ?? 1).lt('0.5')).toBe(true);
    expect(new Set(obligations.map((o) => o.address)).size).toBe(obligations.length);
    expect(world.wallets.map((w) => w.role)).toEqual(['ordinary', 'flagged']);
  });

  it('links farms to reserves and strategies', () => {
    const reserves = world.markets.flatMap((m) => m.reserves);
    for (const farm of world.farms) {
      const target =
        farm.kind === 'strategy'
          ? world.strategies.find((s) => s.farm === farm.address)
          : reserves.find((r) => r.farmCollateral === farm.address || r.farmDebt === farm.address);
      expect(target).toBeDefined();
      expect(farm.rewards[0]?.curve.length).toBeGreaterThan(0);
    }
  });

  it('describes each reserve’s accrued state: interest index, cTokens, fees and cap usage', () => {
    for (const reserve of world.markets.flatMap((m) => m.reserves)) {
      const rate = new MathDecimal(reserve.cumulativeBorrowRate);
      // Exact in the 60-bit fixed point the reserve stores it in.
      expect(scaledFractionToDecimal(decimalToScaledFraction(rate)).eq(rate)).toBe(true);
      const supply = new MathDecimal(reserve.totalSupply);
      const cTokens = new MathDecimal(reserve.collateralSupply);
      if (new MathDecimal(reserve.totalBorrowed).isZero()) {
        expect([reserve.cumulativeBorrowRate, reserve.accumulatedProtocolFees]).toEqual(['1', '0']);
        expect(cTokens.eq(supply)).toBe(true);
      } else {
        expect(rate.gt(1) && rate.lt('1.46')).toBe(true);
        expect(cTokens.lte(supply) && cTokens.gte(supply.div('1.25').minus(1))).toBe(true);
        expect(
          new MathDecimal(reserve.accumulatedProtocolFees).lte(
            new MathDecimal(reserve.totalBorrowed).mul('0.002'),
          ),
        ).toBe(true);
      }
      for (const cap of [reserve.depositWithdrawalCap, reserve.debtWithdrawalCap]) {
        if (cap.intervalSeconds === 0) {
          expect(cap).toEqual({
            capacity: '0',
            intervalSeconds: 0,
            filled: '0',
            intervalStartOffsetSeconds: 0,
          });
        } else {
          expect(new MathDecimal(cap.filled).abs().lte(cap.capacity)).toBe(true);
          expect(cap.intervalStartOffsetSeconds).toBeLessThan(0);
          expect(cap.intervalStartOffsetSeconds).toBeGreaterThan(-cap.intervalSeconds);
        }
      }
    }
  });

  it('gives each token its own oracle price index and collateral id', () => {
    const indexes = world.tokens.map((t) => t.scopePriceIndex);
    expect(new Set(indexes).size).toBe(world.tokens.length);
    expect(Math.min(...indexes)).toBe(1);
    expect(new Set(world.tokens.map((t) => t.collateralId)).size).toBe(world.tokens.length);
  });

  it('farms the strategies the wallets hold and stakes part of their shares', () => {
    const ordinary = world.wallets.find((w) => w.role === 'ordinary');
    expect(ordinary?.strategyShares.length).toBeGreaterThanOrEqual(3);
    for (const holding of ordinary?.strategyShares ?? []) {
      const strategy = world.strategies.find((s) => s.address === holding.strategy);
      expect(holding.farm).not.toBeNull();
      expect(holding.farm).toBe(strategy?.farm);
      expect(new MathDecimal(holding.stakedShares).gt(0)).toBe(true);
    }
    expect(world.farms.filter((f) => f.kind === 'strategy')).toHaveLength(20);
    expect(ordinary?.userMetadata).toBe(
      userMetadataPda(new PublicKey(ordinary?.publicKey ?? '')).address.toBase58(),
    );
  });
});
