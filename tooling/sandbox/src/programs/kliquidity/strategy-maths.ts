import Decimal from 'decimal.js';

/*
 * The strategy program's share maths, restated from its official client (kliquidity-sdk
 * `Kamino.ts`: calculateDepositAmountsProportionalWithTotalTokens, getStrategySharePrice /
 * getStrategyHoldingsUsd) and the program's instructions as its IDL and client describe them:
 * deposits in the ratio of the holdings, shares at the dollar share price, withdrawals the
 * shares' part of every holding less the withdrawal fee in basis points.
 */

/** Enough digits for u64 amounts times prices and u64 share counts, exactly enough to floor. */
export const StrategyDecimal = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN });

const FULL_BPS = 10_000n;

/** A strategy's holdings in raw base units: uninvested + invested of each token, and shares. */
export interface StrategyHoldings {
  totalA: bigint;
  totalB: bigint;
  decimalsA: number;
  decimalsB: number;
  sharesIssued: bigint;
  sharesDecimals: number;
}

/** USD per whole token A and B. */
export interface TokenPrices {
  a: Decimal;
  b: Decimal;
}

/**
 * The amounts a deposit of at most `maxA` / `maxB` takes: with nothing held, what is offered;
 * with none of one token, only the other; else the holdings' ratio a : b applied to the side
 * that binds — all of A and A · b / a of B when B covers that, else B · a / b of A and all of B
 * (rounded down, so neither exceeds what was offered).
 */
export function depositAmounts(
  holdings: Pick<StrategyHoldings, 'totalA' | 'totalB'>,
  maxA: bigint,
  maxB: bigint,
): { a: bigint; b: bigint } {
  const { totalA, totalB } = holdings;
  if (totalA === 0n && totalB === 0n) return { a: maxA, b: maxB };
  if (totalA === 0n) return { a: 0n, b: maxB };
  if (totalB === 0n) return { a: maxA, b: 0n };
  if (maxB * totalA > maxA * totalB) return { a: maxA, b: (maxA * totalB) / totalA };
  return { a: (maxB * totalA) / totalB, b: maxB };
}

/** USD value of raw amounts of A and B at whole-token prices. */
export function valueUsd(
  amounts: { a: bigint; b: bigint },
  holdings: Pick<StrategyHoldings, 'decimalsA' | 'decimalsB'>,
  prices: TokenPrices,
): Decimal {
  const whole = (raw: bigint, decimals: number) =>
    new StrategyDecimal(raw.toString()).div(new StrategyDecimal(10).pow(decimals));
  return whole(amounts.a, holdings.decimalsA)
    .times(prices.a)
    .plus(whole(amounts.b, holdings.decimalsB).times(prices.b));
}

/**
 * Shares a deposit mints at the share price TVL / shares issued: its value · issued / TVL,
 * rounded down; before any share exists (or with nothing held) a share is worth one dollar.
 */
export function sharesForDeposit(
  deposit: { a: bigint; b: bigint },
  holdings: StrategyHoldings,
  prices: TokenPrices,
): bigint {
  const deposited = valueUsd(deposit, holdings, prices);
  const tvl = valueUsd({ a: holdings.totalA, b: holdings.totalB }, holdings, prices);
  const shares =
    holdings.sharesIssued === 0n || tvl.isZero()
      ? deposited.times(new StrategyDecimal(10).pow(holdings.sharesDecimals))
      : deposited.times(holdings.sharesIssued.toString()).div(tvl);
  return BigInt(shares.floor().toFixed(0));
}

/** The part `shares` of `issued` of an amount, rounded down. */
export function sharesPart(amount: bigint, shares: bigint, issued: bigint): bigint {
  return issued === 0n ? 0n : (amount * shares) / issued;
}

/** The withdrawal fee on an amount paid out: amount · fee bps / 10 000, rounded down. */
export function withdrawalFee(amount: bigint, feeBps: bigint): bigint {
  return (amount * feeBps) / FULL_BPS;
}
