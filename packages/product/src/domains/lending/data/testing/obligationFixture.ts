import {
  type Address,
  decodeObligation,
  encodeObligation,
  KLEND_PROGRAM_ID,
  type Obligation,
  type ObligationTag,
} from '@keel/chain-readers';
import { decimalToScaledFraction, MathDecimal, scaledFractionToDecimal } from '@keel/core-math';
import { testKey } from './reserveFixture';

const sf = (value: string) => scaledFractionToDecimal(decimalToScaledFraction(value));
const zero = new MathDecimal(0);

export interface ObligationFixtureInput {
  address: Address;
  market: Address;
  owner?: Address;
  /** Vanilla by default. */
  tag?: ObligationTag;
  /** cToken base units per reserve. */
  deposits: { reserve: Address; cTokens: bigint }[];
  /** Liquidity base units owed per reserve, at cumulative borrow rate 1. */
  borrows: { reserve: Address; lamports: string }[];
}

/** An obligation encoded in the program layout and decoded back. */
export function obligationFixture(input: ObligationFixtureInput): Obligation {
  return decodeObligation(input.address, {
    owner: KLEND_PROGRAM_ID,
    data: obligationFixtureBytes(input),
  });
}

/** The obligation's account data in the program layout. */
export function obligationFixtureBytes(input: ObligationFixtureInput): Uint8Array {
  return encodeObligation({
    tag: input.tag ?? 'Vanilla',
    lastUpdate: { slot: 1n, stale: false, priceStatus: 63 },
    lendingMarket: input.market,
    owner: input.owner ?? testKey(500),
    deposits: input.deposits.map((d) => ({
      depositReserve: d.reserve,
      depositedAmount: d.cTokens,
      marketValue: zero,
      borrowedAmountAgainstThisCollateralInElevationGroup: 0n,
    })),
    lowestReserveDepositLiquidationLtv: 0n,
    depositedValue: zero,
    borrows: input.borrows.map((b) => ({
      borrowReserve: b.reserve,
      cumulativeBorrowRate: new MathDecimal(1),
      firstBorrowedAtTimestamp: 0n,
      borrowedAmount: sf(b.lamports),
      marketValue: zero,
      borrowFactorAdjustedMarketValue: zero,
      borrowedAmountOutsideElevationGroups: 0n,
    })),
    borrowFactorAdjustedDebtValue: zero,
    borrowedAssetsMarketValue: zero,
    allowedBorrowValue: zero,
    unhealthyBorrowValue: zero,
    elevationGroup: 0,
    numOfObsoleteDepositReserves: 0,
    hasDebt: input.borrows.length > 0,
    referrer: null,
    borrowingDisabled: false,
    autodeleverageTargetLtvPct: 0,
    lowestReserveDepositMaxLtvPct: 0,
    numOfObsoleteBorrowReserves: 0,
    highestBorrowFactorPct: 100n,
    autodeleverageMarginCallStartedTimestamp: 0n,
    obligationOrders: Array.from({ length: 2 }, () => ({
      conditionThreshold: zero,
      opportunityParameter: zero,
      minExecutionBonusBps: 0,
      maxExecutionBonusBps: 0,
      conditionType: 0,
      opportunityType: 0,
    })),
    borrowOrder: {
      debtLiquidityMint: testKey(0),
      remainingDebtAmount: 0n,
      filledDebtDestination: testKey(0),
      minDebtTermSeconds: 0n,
      fillableUntilTimestamp: 0n,
      placedAtTimestamp: 0n,
      lastUpdatedAtTimestamp: 0n,
      requestedDebtAmount: 0n,
      maxBorrowRateBps: 0,
    },
  });
}
