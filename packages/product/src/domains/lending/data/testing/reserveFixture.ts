import {
  type Address,
  createAddress,
  decodeReserve,
  encodeReserve,
  KLEND_PROGRAM_ID,
  type Reserve,
  type ReserveData,
  type ReserveStatus,
} from '@keel/chain-readers';
import { decimalToScaledFraction, MathDecimal, scaledFractionToDecimal } from '@keel/core-math';

const ZERO_KEY = createAddress(new Uint8Array(32));

/** A deterministic public key from a small number (test data only). */
export function testKey(n: number): Address {
  const bytes = new Uint8Array(32);
  bytes[0] = n & 0xff;
  bytes[1] = (n >> 8) & 0xff;
  bytes[31] = 7;
  return createAddress(bytes);
}

const noCap = {
  configCapacity: 0n,
  currentTotal: 0n,
  lastIntervalStartTimestamp: 0n,
  configIntervalLengthSeconds: 0n,
};

/** Exact as stored: a value passed through the program's U68F60 encoding. */
const sf = (value: string) => scaledFractionToDecimal(decimalToScaledFraction(value));

export interface ReserveFixtureInput {
  address: Address;
  market: Address;
  symbol: string;
  decimals: number;
  /** The token mint; by default one per decimals count. */
  mint?: Address;
  status?: ReserveStatus;
  /** Whole tokens. */
  available: string;
  borrowed: string;
  price: string;
  loanToValuePct?: number;
  liquidationThresholdPct?: number;
  depositLimit?: string;
  borrowLimit?: string;
  /** Percent; 100 by default. */
  borrowFactorPct?: number;
  /** Ids of the elevation groups the reserve's config lists. */
  elevationGroups?: number[];
  /** Supply-side and borrow-side reward farms. */
  farmCollateral?: Address;
  farmDebt?: Address;
}

/** Reserve data as the program stores it, from readable inputs. */
export function reserveFixtureData(input: ReserveFixtureInput): ReserveData {
  const scale = new MathDecimal(10).pow(input.decimals);
  const lamports = (tokens: string) => BigInt(new MathDecimal(tokens).times(scale).toFixed(0));
  return {
    version: 1n,
    lastUpdate: { slot: 1n, stale: false, priceStatus: 63 },
    lendingMarket: input.market,
    farmCollateral: input.farmCollateral ?? null,
    farmDebt: input.farmDebt ?? null,
    liquidity: {
      mintPubkey: input.mint ?? testKey(900 + input.decimals),
      supplyVault: testKey(901),
      feeVault: testKey(902),
      availableAmount: lamports(input.available),
      borrowedAmount: sf(new MathDecimal(input.borrowed).times(scale).toFixed()),
      marketPrice: sf(input.price),
      marketPriceLastUpdatedTs: 1_700_000_000n,
      mintDecimals: input.decimals,
      depositLimitCrossedTimestamp: 0n,
      borrowLimitCrossedTimestamp: 0n,
      cumulativeBorrowRate: new MathDecimal(1),
      accumulatedProtocolFees: new MathDecimal(0),
      accumulatedReferrerFees: new MathDecimal(0),
      pendingReferrerFees: new MathDecimal(0),
      absoluteReferralRate: new MathDecimal(0),
      tokenProgram: ZERO_KEY,
    },
    collateral: { mintPubkey: testKey(903), mintTotalSupply: 0n, supplyVault: testKey(904) },
    config: {
      status: input.status ?? 'Active',
      hostFixedInterestRateBps: 0,
      minDeleveragingBonusBps: 0,
      blockCtokenUsage: false,
      protocolOrderExecutionFeePct: 0,
      protocolTakeRatePct: 10,
      protocolLiquidationFeePct: 10,
      loanToValuePct: input.loanToValuePct ?? 75,
      liquidationThresholdPct: input.liquidationThresholdPct ?? 80,
      minLiquidationBonusBps: 200,
      maxLiquidationBonusBps: 500,
      badDebtLiquidationBonusBps: 99,
      deleveragingMarginCallPeriodSecs: 0n,
      deleveragingThresholdDecreaseBpsPerDay: 0n,
      fees: { originationFee: new MathDecimal(0), flashLoanFee: sf('0.001') },
      borrowRateCurve: [
        { utilizationRateBps: 0, borrowRateBps: 0 },
        { utilizationRateBps: 8000, borrowRateBps: 800 },
        ...Array.from({ length: 9 }, () => ({ utilizationRateBps: 10000, borrowRateBps: 5000 })),
      ],
      borrowFactorPct: BigInt(input.borrowFactorPct ?? 100),
      depositLimit: lamports(input.depositLimit ?? '1000000'),
      borrowLimit: lamports(input.borrowLimit ?? '800000'),
      tokenInfo: {
        name: input.symbol,
        heuristic: { lower: 0n, upper: 0n, exp: 0n },
        maxTwapDivergenceBps: 0n,
        maxAgePriceSeconds: 180n,
        maxAgeTwapSeconds: 240n,
        scopeConfiguration: {
          priceFeed: ZERO_KEY,
          priceChain: [0, 65535, 65535, 65535],
          twapChain: [65535, 65535, 65535, 65535],
        },
        switchboardConfiguration: { priceAggregator: ZERO_KEY, twapAggregator: ZERO_KEY },
        pythConfiguration: { price: ZERO_KEY },
        blockPriceUsage: false,
      },
      depositWithdrawalCap: noCap,
      debtWithdrawalCap: noCap,
      elevationGroups: input.elevationGroups ?? [],
      disableUsageAsCollOutsideEmode: false,
      utilizationLimitBlockBorrowingAbovePct: 0,
      autodeleverageEnabled: false,
      proposerAuthorityLocked: false,
      borrowLimitOutsideElevationGroup: 0n,
      borrowLimitAgainstThisCollateralInElevationGroup: Array.from({ length: 32 }, () => 0n),
      deleveragingBonusIncreaseBpsPerDay: 0n,
      debtMaturityTimestamp: 0n,
      debtTermSeconds: 0n,
    },
    borrowedAmountOutsideElevationGroup: 0n,
    borrowedAmountsAgainstThisReserveInElevationGroups: Array.from({ length: 32 }, () => 0n),
  };
}

/** A reserve encoded in the program layout and decoded back, as the screens receive it. */
export function reserveFixture(input: ReserveFixtureInput): Reserve {
  const data = encodeReserve(reserveFixtureData(input));
  return decodeReserve(input.address, { owner: KLEND_PROGRAM_ID, data });
}
