import {
  decodeLendingMarket,
  decodeObligation,
  decodeReserve,
  toPublicKey,
} from '@keel/chain-readers';
import { decimalToBigFraction, decimalToScaledFraction } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import {
  BORROW,
  DEPOSIT,
  ELEVATION_GROUP,
  LAST_UPDATE,
  LENDING_MARKET,
  OBLIGATION,
  RESERVE,
} from './layout-offsets';
import { ObligationAccount } from './obligation-account';
import { ledgerAccount, ledgerBytes, worldMarket, worldObligation } from './test-world';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'klend-offsets' });
});
afterAll(() => t.chain.close());

const limbs = (raw: bigint) =>
  [0, 1, 2, 3].map((i) => (raw >> BigInt(64 * i)) & ((1n << 64n) - 1n));

describe('layout offsets agree with chain-readers’ decoders', () => {
  it('Reserve', () => {
    for (const reserve of worldMarket(t, 'main').reserves.slice(0, 4)) {
      const address = new PublicKey(reserve.address);
      const decoded = decodeReserve(address, ledgerAccount(t, address));
      const b = ledgerBytes(t, address);
      const l = decoded.liquidity;
      expect(b.u64(RESERVE.version)).toBe(decoded.version);
      expect(b.u64(RESERVE.lastUpdate + LAST_UPDATE.slot)).toBe(decoded.lastUpdate.slot);
      expect(b.u8(RESERVE.lastUpdate + LAST_UPDATE.priceStatus)).toBe(
        decoded.lastUpdate.priceStatus,
      );
      expect(b.pubkey(RESERVE.lendingMarket).equals(toPublicKey(decoded.lendingMarket))).toBe(true);
      expect(b.pubkey(RESERVE.liquidityMint).equals(toPublicKey(l.mintPubkey))).toBe(true);
      expect(b.u64(RESERVE.availableAmount)).toBe(l.availableAmount);
      expect(b.u128(RESERVE.borrowedAmountSf)).toBe(decimalToScaledFraction(l.borrowedAmount));
      expect(b.u128(RESERVE.marketPriceSf)).toBe(decimalToScaledFraction(l.marketPrice));
      expect(b.u64(RESERVE.marketPriceLastUpdatedTs)).toBe(l.marketPriceLastUpdatedTs);
      expect(b.u64(RESERVE.depositLimitCrossedTimestamp)).toBe(l.depositLimitCrossedTimestamp);
      expect(b.u64(RESERVE.borrowLimitCrossedTimestamp)).toBe(l.borrowLimitCrossedTimestamp);
      expect(limbs(b.uint(RESERVE.cumulativeBorrowRateBsf, 4))).toEqual(
        decimalToBigFraction(l.cumulativeBorrowRate),
      );
      expect(b.u128(RESERVE.accumulatedProtocolFeesSf)).toBe(
        decimalToScaledFraction(l.accumulatedProtocolFees),
      );
      expect(b.u128(RESERVE.accumulatedReferrerFeesSf)).toBe(
        decimalToScaledFraction(l.accumulatedReferrerFees),
      );
      expect(b.u128(RESERVE.pendingReferrerFeesSf)).toBe(
        decimalToScaledFraction(l.pendingReferrerFees),
      );
      expect(b.u128(RESERVE.absoluteReferralRateSf)).toBe(
        decimalToScaledFraction(l.absoluteReferralRate),
      );
      expect(b.u64(RESERVE.collateralMintTotalSupply)).toBe(decoded.collateral.mintTotalSupply);
      expect(b.u64(RESERVE.borrowedAmountOutsideElevationGroup)).toBe(
        decoded.borrowedAmountOutsideElevationGroup,
      );
      decoded.borrowedAmountsAgainstThisReserveInElevationGroups.forEach((amount, i) => {
        expect(b.u64(RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + i * 8)).toBe(
          amount,
        );
      });
      // reserved1 follows blockCtokenUsage (config + 6) and precedes protocolOrderExecutionFeePct.
      expect(RESERVE.configReserved1).toBe(4856 + 7);
    }
  });

  it('Obligation, slot by slot', () => {
    const owner = t.ordinary.publicKey.toBase58();
    const world = worldObligation(t, (o) => o.owner === owner && o.tag === 'Multiply');
    const address = new PublicKey(world.address);
    const decoded = decodeObligation(address, ledgerAccount(t, address));
    const obligation = new ObligationAccount(ledgerAccount(t, address).data);
    const b = obligation.bytes;
    expect(b.u64(OBLIGATION.tag)).toBe(1n);
    expect(obligation.owner.equals(toPublicKey(decoded.owner))).toBe(true);
    expect(obligation.lendingMarket.equals(toPublicKey(decoded.lendingMarket))).toBe(true);
    expect(obligation.elevationGroup).toBe(decoded.elevationGroup);
    expect(b.u128(OBLIGATION.depositedValueSf)).toBe(
      decimalToScaledFraction(decoded.depositedValue),
    );
    expect(b.u128(OBLIGATION.allowedBorrowValueSf)).toBe(
      decimalToScaledFraction(decoded.allowedBorrowValue),
    );
    expect(b.u128(OBLIGATION.unhealthyBorrowValueSf)).toBe(
      decimalToScaledFraction(decoded.unhealthyBorrowValue),
    );
    expect(b.u128(OBLIGATION.borrowFactorAdjustedDebtValueSf)).toBe(
      decimalToScaledFraction(decoded.borrowFactorAdjustedDebtValue),
    );
    expect(b.u128(OBLIGATION.borrowedAssetsMarketValueSf)).toBe(
      decimalToScaledFraction(decoded.borrowedAssetsMarketValue),
    );
    expect(b.u64(OBLIGATION.lowestReserveDepositLiquidationLtv)).toBe(
      decoded.lowestReserveDepositLiquidationLtv,
    );
    expect(b.u8(OBLIGATION.lowestReserveDepositMaxLtvPct)).toBe(
      decoded.lowestReserveDepositMaxLtvPct,
    );
    expect(b.u64(OBLIGATION.highestBorrowFactorPct)).toBe(decoded.highestBorrowFactorPct);
    expect(b.u8(OBLIGATION.hasDebt)).toBe(decoded.hasDebt ? 1 : 0);
    const deposits = obligation.activeDeposits();
    expect(deposits).toHaveLength(decoded.deposits.length);
    deposits.forEach(({ base }, i) => {
      const deposit = decoded.deposits[i];
      if (deposit === undefined) throw new Error();
      expect(b.pubkey(base + DEPOSIT.reserve).equals(toPublicKey(deposit.depositReserve))).toBe(
        true,
      );
      expect(b.u64(base + DEPOSIT.depositedAmount)).toBe(deposit.depositedAmount);
      expect(b.u128(base + DEPOSIT.marketValueSf)).toBe(
        decimalToScaledFraction(deposit.marketValue),
      );
      expect(b.u64(base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup)).toBe(
        deposit.borrowedAmountAgainstThisCollateralInElevationGroup,
      );
    });
    const borrows = obligation.activeBorrows();
    expect(borrows).toHaveLength(decoded.borrows.length);
    borrows.forEach(({ base }, i) => {
      const borrow = decoded.borrows[i];
      if (borrow === undefined) throw new Error();
      expect(b.pubkey(base + BORROW.reserve).equals(toPublicKey(borrow.borrowReserve))).toBe(true);
      expect(limbs(b.uint(base + BORROW.cumulativeBorrowRateBsf, 4))).toEqual(
        decimalToBigFraction(borrow.cumulativeBorrowRate),
      );
      expect(b.u64(base + BORROW.lastBorrowedAtTimestamp)).toBe(borrow.firstBorrowedAtTimestamp);
      expect(b.u128(base + BORROW.borrowedAmountSf)).toBe(
        decimalToScaledFraction(borrow.borrowedAmount),
      );
      expect(b.u128(base + BORROW.marketValueSf)).toBe(decimalToScaledFraction(borrow.marketValue));
      expect(b.u128(base + BORROW.borrowFactorAdjustedMarketValueSf)).toBe(
        decimalToScaledFraction(borrow.borrowFactorAdjustedMarketValue),
      );
      expect(b.u64(base + BORROW.borrowedAmountOutsideElevationGroups)).toBe(
        borrow.borrowedAmountOutsideElevationGroups,
      );
    });
  });

  it('LendingMarket elevation group slots', () => {
    const address = new PublicKey(worldMarket(t, 'main').address);
    const market = decodeLendingMarket(address, ledgerAccount(t, address));
    const b = ledgerBytes(t, address);
    expect(market.elevationGroups.length).toBeGreaterThan(0);
    for (const group of market.elevationGroups) {
      const base = LENDING_MARKET.elevationGroups + (group.id - 1) * ELEVATION_GROUP.size;
      expect(b.u16(base + ELEVATION_GROUP.maxLiquidationBonusBps)).toBe(
        group.maxLiquidationBonusBps,
      );
      expect(b.u8(base + ELEVATION_GROUP.id)).toBe(group.id);
      expect(b.u8(base + ELEVATION_GROUP.ltvPct)).toBe(group.ltvPct);
      expect(b.u8(base + ELEVATION_GROUP.liquidationThresholdPct)).toBe(
        group.liquidationThresholdPct,
      );
      expect(
        b.pubkey(base + ELEVATION_GROUP.debtReserve).equals(toPublicKey(group.debtReserve)),
      ).toBe(true);
    }
  });
});
