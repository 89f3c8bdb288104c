import {
  decodeObligation,
  encodeObligation,
  KLEND_PROGRAM_ID,
  obligationPda,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import type { WorldObligation } from '../types';
import { cTokensAsLiquidity, obligationData } from './obligation-state';
import { rawAmount } from './spl-accounts';

const world = generateWorld({
  seed: 'obligation-test',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
const at = { slot: 350_000_123n, now: 1_760_000_000n };
const obligations = world.wallets.flatMap((w) => w.obligations);

function decoded(obligation: WorldObligation) {
  const market = world.markets.find((m) => m.address === obligation.marketAddress);
  if (market === undefined) throw new Error('market');
  const data = obligationData(market, obligation, at);
  return {
    market,
    stored: decodeObligation(new PublicKey(obligation.address), {
      owner: KLEND_PROGRAM_ID,
      data: encodeObligation(data),
    }),
  };
}

const near = (a: Decimal, b: Decimal.Value, tolerance: Decimal.Value) =>
  a.minus(b).abs().lte(tolerance);

describe('obligation accounts', () => {
  it('sit at the klend PDA of their tag and seeds', () => {
    for (const obligation of obligations) {
      const { stored } = decoded(obligation);
      expect(stored.tag).toBe(obligation.tag);
      expect(stored.owner.toBase58()).toBe(obligation.owner);
      const pda = obligationPda({
        tag: obligation.tag,
        id: obligation.id,
        owner: new PublicKey(obligation.owner),
        market: new PublicKey(obligation.marketAddress),
        seed1: new PublicKey(obligation.seed1),
        seed2: new PublicKey(obligation.seed2),
      });
      expect(pda.address.toBase58()).toBe(obligation.address);
    }
  });

  it('hold the world’s deposits as cTokens and its borrows at the reserves’ current rate', () => {
    for (const obligation of obligations) {
      const { market, stored } = decoded(obligation);
      expect(stored.deposits.map((d) => d.depositReserve.toBase58())).toEqual(
        obligation.deposits.map((d) => d.reserve),
      );
      stored.deposits.forEach((deposit, i) => {
        const leg = obligation.deposits[i];
        const reserve = market.reserves.find((r) => r.address === leg?.reserve);
        if (leg === undefined || reserve === undefined) throw new Error('leg');
        // cTokens are minted rounding down: at most one cToken's worth of liquidity is lost.
        const liquidity = cTokensAsLiquidity(reserve, deposit.depositedAmount);
        const wanted = rawAmount(leg.amount, reserve.decimals).toString();
        expect(liquidity.lte(wanted)).toBe(true);
        expect(liquidity.gt(new MathDecimal(wanted).minus('1.26'))).toBe(true);
        // A cToken is worth at least one unit of liquidity, so there are no more cTokens than that.
        expect(deposit.depositedAmount <= rawAmount(leg.amount, reserve.decimals)).toBe(true);
      });
      stored.borrows.forEach((borrow, i) => {
        const leg = obligation.borrows[i];
        const reserve = market.reserves.find((r) => r.address === leg?.reserve);
        if (leg === undefined || reserve === undefined) throw new Error('leg');
        expect(borrow.borrowedAmount.toFixed()).toBe(
          rawAmount(leg.amount, reserve.decimals).toString(),
        );
        expect(borrow.cumulativeBorrowRate.toFixed()).toBe(reserve.cumulativeBorrowRate);
      });
      expect(stored.hasDebt).toBe(obligation.borrows.length > 0);
      expect(stored.elevationGroup).toBe(obligation.elevationGroup);
    }
  });

  it('store refreshed values that agree with the world’s prices and risk parameters', () => {
    for (const obligation of obligations) {
      const { market, stored } = decoded(obligation);
      const group = market.elevationGroups.find((g) => g.id === obligation.elevationGroup);
      let deposited = new MathDecimal(0);
      let allowed = new MathDecimal(0);
      let unhealthy = new MathDecimal(0);
      for (const leg of obligation.deposits) {
        const reserve = market.reserves.find((r) => r.address === leg.reserve);
        const ltv = group?.loanToValuePct ?? reserve?.loanToValuePct ?? 0;
        const threshold = group?.liquidationThresholdPct ?? reserve?.liquidationThresholdPct ?? 0;
        deposited = deposited.plus(leg.valueUsd);
        allowed = allowed.plus(new MathDecimal(leg.valueUsd).mul(ltv).div(100));
        unhealthy = unhealthy.plus(new MathDecimal(leg.valueUsd).mul(threshold).div(100));
      }
      let debt = new MathDecimal(0);
      let adjusted = new MathDecimal(0);
      for (const leg of obligation.borrows) {
        const reserve = market.reserves.find((r) => r.address === leg.reserve);
        const factor = group === undefined ? Math.max(100, reserve?.borrowFactorPct ?? 100) : 100;
        const value = new MathDecimal(leg.amount).mul(reserve?.priceUsd ?? 0);
        debt = debt.plus(value);
        adjusted = adjusted.plus(value.mul(factor).div(100));
      }
      // World leg values are rounded to cents; cTokens lose at most one cToken's worth.
      expect(near(stored.depositedValue, deposited, '0.05'), obligation.scenario).toBe(true);
      expect(near(stored.allowedBorrowValue, allowed, '0.05')).toBe(true);
      expect(near(stored.unhealthyBorrowValue, unhealthy, '0.05')).toBe(true);
      expect(near(stored.borrowedAssetsMarketValue, debt, '1e-15')).toBe(true);
      expect(near(stored.borrowFactorAdjustedDebtValue, adjusted, '1e-15')).toBe(true);
      const deposits = stored.deposits.reduce(
        (sum, d) => sum.plus(d.marketValue),
        new MathDecimal(0),
      );
      expect(near(deposits, stored.depositedValue, '1e-15')).toBe(true);
    }
  });

  it('make the scenarios true: healthy, near liquidation, leveraged', () => {
    const by = (scenario: string) => {
      const obligation = obligations.find((o) => o.scenario === scenario);
      if (obligation === undefined) throw new Error(scenario);
      return decoded(obligation).stored;
    };
    const healthy = by('healthy');
    expect(healthy.borrowFactorAdjustedDebtValue.lt(healthy.allowedBorrowValue.mul('0.6'))).toBe(
      true,
    );
    const nearLiquidation = by('near-liquidation');
    expect(
      nearLiquidation.borrowFactorAdjustedDebtValue.gt(nearLiquidation.allowedBorrowValue),
    ).toBe(true);
    expect(
      nearLiquidation.borrowFactorAdjustedDebtValue.lt(nearLiquidation.unhealthyBorrowValue),
    ).toBe(true);
    const multiply = by('multiply');
    expect(multiply.elevationGroup).toBeGreaterThan(0);
    expect(multiply.deposits[0]?.borrowedAmountAgainstThisCollateralInElevationGroup).toBe(
      BigInt(multiply.borrows[0]?.borrowedAmount.toFixed(0) ?? -1),
    );
    expect(multiply.borrows[0]?.borrowedAmountOutsideElevationGroups).toBe(0n);
    for (const scenario of ['leverage-long', 'leverage-short']) {
      const leveraged = by(scenario);
      expect(leveraged.tag).toBe('Leverage');
      expect(leveraged.borrows[0]?.borrowedAmountOutsideElevationGroups).toBe(
        BigInt(leveraged.borrows[0]?.borrowedAmount.toFixed(0) ?? -1),
      );
    }
    const lending = by('lending');
    expect([lending.tag, lending.hasDebt, lending.borrows.length]).toEqual(['Lending', false, 0]);
  });
});
