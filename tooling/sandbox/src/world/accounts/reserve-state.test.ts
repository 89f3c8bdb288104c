import {
  decodeLendingMarket,
  decodeReserve,
  encodeLendingMarket,
  isFlashLoanDisabled,
  KLEND_PROGRAM_ID,
  lendingMarketAuthorityPda,
} from '@keel/chain-readers';
import {
  assetTierFromCode,
  liquidityPerCToken,
  MathDecimal,
  reserveTotalSupply,
  reserveUtilization,
} from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import { marketGroupDebts } from './elevation-group-debt';
import { ASSET_TIER_OFFSET, lendingMarketData, reserveAccountBytes } from './reserve-state';
import { rawAmount } from './spl-accounts';

const world = generateWorld({
  seed: 'reserve-test',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
const at = { slot: 350_000_123n, now: 1_760_000_000n };
const obligations = world.wallets.flatMap((w) => w.obligations);
const written = world.markets.flatMap((market) => {
  const debts = marketGroupDebts(market, obligations);
  return market.reserves.map((reserve) => {
    const bytes = reserveAccountBytes(
      world,
      market,
      reserve,
      debts.get(reserve.address) ?? {
        outside: 0n,
        againstInGroups: [],
      },
      at,
    );
    const decoded = decodeReserve(new PublicKey(reserve.address), {
      owner: KLEND_PROGRAM_ID,
      data: bytes,
    });
    return { market, reserve, bytes, decoded };
  });
});

describe('reserve accounts', () => {
  it('hold the world’s supply and borrows exactly, with fees in the vault', () => {
    for (const { reserve, decoded } of written) {
      const scale = new MathDecimal(10).pow(reserve.decimals);
      const { liquidity } = decoded;
      expect(reserveTotalSupply(liquidity).div(scale).toFixed(), reserve.symbol).toBe(
        new MathDecimal(reserve.totalSupply).toFixed(),
      );
      expect(liquidity.borrowedAmount.div(scale).toFixed()).toBe(
        new MathDecimal(reserve.totalBorrowed).toFixed(),
      );
      expect(liquidity.accumulatedProtocolFees.div(scale).toFixed()).toBe(
        new MathDecimal(reserve.accumulatedProtocolFees).toFixed(),
      );
      const expectedUtilization = new MathDecimal(reserve.totalSupply).isZero()
        ? new MathDecimal(0)
        : new MathDecimal(reserve.totalBorrowed).div(reserve.totalSupply);
      expect(reserveUtilization(liquidity).minus(expectedUtilization).abs().lt('1e-30')).toBe(true);
      expect(liquidity.cumulativeBorrowRate.toFixed()).toBe(reserve.cumulativeBorrowRate);
      expect(liquidity.cumulativeBorrowRate.gte(1)).toBe(true);
      expect(liquidity.marketPrice.minus(reserve.priceUsd).abs().lt('1e-17')).toBe(true);
      expect(liquidity.mintDecimals).toBe(reserve.decimals);
      expect(liquidity.mintPubkey.toBase58()).toBe(reserve.mint);
      expect(decoded.lastUpdate).toEqual({ slot: at.slot, stale: false, priceStatus: 0x3f });
      const rate = liquidityPerCToken(
        reserveTotalSupply(liquidity),
        decoded.collateral.mintTotalSupply.toString(),
      );
      expect(rate.gte(1) && rate.lte('1.2501')).toBe(true);
      expect(decoded.collateral.mintPubkey.toBase58()).toBe(reserve.collateralMint);
    }
  });

  it('carry the world’s risk configuration, fees, curve, caps and links', () => {
    for (const { reserve, decoded, bytes } of written) {
      const { config } = decoded;
      expect(config.status).toBe(reserve.status);
      expect(config.loanToValuePct).toBe(reserve.loanToValuePct);
      expect(config.liquidationThresholdPct).toBe(reserve.liquidationThresholdPct);
      expect(config.borrowFactorPct).toBe(BigInt(reserve.borrowFactorPct));
      expect(config.depositLimit).toBe(rawAmount(reserve.depositLimit, reserve.decimals));
      expect(config.borrowLimit).toBe(rawAmount(reserve.borrowLimit, reserve.decimals));
      expect(config.fees.originationFee.minus(reserve.borrowFee).abs().lt('1e-17')).toBe(true);
      expect(isFlashLoanDisabled(config.fees)).toBe(reserve.flashLoanFee === null);
      expect(config.borrowRateCurve.slice(0, reserve.borrowRateCurve.length)).toEqual(
        reserve.borrowRateCurve,
      );
      expect(config.borrowRateCurve.at(-1)).toEqual(reserve.borrowRateCurve.at(-1));
      expect(config.elevationGroups).toEqual(reserve.elevationGroups);
      expect(assetTierFromCode(bytes[ASSET_TIER_OFFSET] ?? -1)).toBe(reserve.assetTier);
      const token = world.tokens.find((t) => t.mint === reserve.mint);
      expect(config.tokenInfo.name).toBe(reserve.symbol);
      expect(config.tokenInfo.scopeConfiguration.priceChain[0]).toBe(token?.scopePriceIndex);
      expect(config.tokenInfo.scopeConfiguration.priceFeed.toBase58()).toBe(
        world.accounts.scopeOraclePrices,
      );
      for (const [cap, stored] of [
        [reserve.depositWithdrawalCap, config.depositWithdrawalCap],
        [reserve.debtWithdrawalCap, config.debtWithdrawalCap],
      ] as const) {
        expect(stored.configCapacity).toBe(rawAmount(cap.capacity, reserve.decimals));
        expect(stored.currentTotal).toBe(rawAmount(cap.filled, reserve.decimals));
        expect(stored.configIntervalLengthSeconds).toBe(BigInt(cap.intervalSeconds));
        expect(stored.lastIntervalStartTimestamp).toBe(
          cap.intervalSeconds === 0 ? 0n : at.now + BigInt(cap.intervalStartOffsetSeconds),
        );
      }
      expect(decoded.farmCollateral?.toBase58() ?? null).toBe(reserve.farmCollateral);
      expect(decoded.farmDebt?.toBase58() ?? null).toBe(reserve.farmDebt);
    }
    const reserves = written.map((w) => w.reserve);
    expect(reserves.filter((r) => r.status === 'Hidden').length).toBeGreaterThanOrEqual(3);
    expect(new Set(reserves.map((r) => r.assetTier)).size).toBe(3);
    const capped = written.filter(
      (w) => w.decoded.config.debtWithdrawalCap.configIntervalLengthSeconds > 0n,
    );
    expect(capped.length).toBeGreaterThanOrEqual(3);
    expect(capped.some((w) => w.decoded.config.depositWithdrawalCap.currentTotal !== 0n)).toBe(
      true,
    );
  });
});

describe('lending market accounts', () => {
  it('name each group’s debt reserve and the authority bump', () => {
    for (const market of world.markets) {
      const address = new PublicKey(market.address);
      const decoded = decodeLendingMarket(address, {
        owner: KLEND_PROGRAM_ID,
        data: encodeLendingMarket(lendingMarketData(market)),
      });
      expect(decoded.name).toBe(market.name);
      expect(decoded.quoteCurrency).toBe('USD');
      expect(decoded.lendingMarketOwner.toBase58()).toBe(market.owner);
      expect(decoded.bumpSeed).toBe(lendingMarketAuthorityPda(address).bump);
      expect(decoded.elevationGroups.map((g) => g.id)).toEqual(
        market.elevationGroups.map((g) => g.id),
      );
      for (const group of decoded.elevationGroups) {
        const spec = market.elevationGroups.find((g) => g.id === group.id);
        const debt = market.reserves.find((r) => r.address === group.debtReserve.toBase58());
        expect(debt?.symbol).toBe(spec?.debtSymbol);
        expect([group.ltvPct, group.liquidationThresholdPct]).toEqual([
          spec?.loanToValuePct,
          spec?.liquidationThresholdPct,
        ]);
        expect(group.allowNewLoans).toBe(true);
      }
    }
  });
});
