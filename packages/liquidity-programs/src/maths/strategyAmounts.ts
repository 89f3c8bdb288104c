import {
  MathDecimal,
  type NumericInput,
  proportionalDepositAmounts,
  toDecimal,
} from '@keel/core-math';

/** A strategy's holdings in raw base units: uninvested + invested of each token, and shares. */
export interface StrategyHoldings {
  totalA: bigint;
  totalB: bigint;
  decimalsA: number;
  decimalsB: number;
  sharesIssued: bigint;
  sharesDecimals: number;
}

const toRaw = (value: { floor(): { toFixed(digits: number): string } }): bigint =>
  BigInt(value.floor().toFixed(0));

/**
 * Raw amounts of A and B a deposit takes: the strategy's ratio of totals applied to the user's
 * maxima (MATH §7.4, through core-math), rounded down so neither exceeds what was offered. An
 * empty side takes nothing; with no holdings at all the offered amounts are taken as they are.
 */
export function depositAmountsForStrategy(
  holdings: Pick<StrategyHoldings, 'totalA' | 'totalB'>,
  maxA: bigint,
  maxB: bigint,
): { a: bigint; b: bigint } {
  if (holdings.totalA === 0n && holdings.totalB === 0n) return { a: maxA, b: maxB };
  const amounts = proportionalDepositAmounts({
    totalA: holdings.totalA,
    totalB: holdings.totalB,
    amountA: maxA,
    amountB: maxB,
  });
  const a = toRaw(amounts.a);
  const b = toRaw(amounts.b);
  return { a: a > maxA ? maxA : a, b: b > maxB ? maxB : b };
}

/**
 * The other token's raw amount for a deposit typed in one token, in the strategy's ratio
 * (rounded down); 0 when the strategy holds none of the other token.
 */
export function counterpartAmount(
  holdings: Pick<StrategyHoldings, 'totalA' | 'totalB'>,
  side: 'a' | 'b',
  amount: bigint,
): bigint {
  const [mine, other] =
    side === 'a' ? [holdings.totalA, holdings.totalB] : [holdings.totalB, holdings.totalA];
  if (mine === 0n) return 0n;
  return (amount * other) / mine;
}

/** USD value of raw amounts of A and B at whole-token prices. */
function valueUsd(
  a: bigint,
  b: bigint,
  holdings: StrategyHoldings,
  prices: { a: NumericInput; b: NumericInput },
) {
  const ten = new MathDecimal(10);
  return toDecimal(a)
    .div(ten.pow(holdings.decimalsA))
    .times(toDecimal(prices.a))
    .plus(toDecimal(b).div(ten.pow(holdings.decimalsB)).times(toDecimal(prices.b)));
}

/**
 * Raw shares a deposit mints, dollar-based: its USD value at the share price (TVL / shares,
 * MATH §7.3), i.e. value · sharesIssued / TVL; before any share exists the price is 1 USD.
 * Rounded down.
 */
export function sharesForDeposit(
  deposit: { a: bigint; b: bigint },
  holdings: StrategyHoldings,
  prices: { a: NumericInput; b: NumericInput },
): bigint {
  const deposited = valueUsd(deposit.a, deposit.b, holdings, prices);
  const tvl = valueUsd(holdings.totalA, holdings.totalB, holdings, prices);
  if (holdings.sharesIssued === 0n || tvl.isZero()) {
    return toRaw(deposited.times(new MathDecimal(10).pow(holdings.sharesDecimals)));
  }
  return toRaw(deposited.times(toDecimal(holdings.sharesIssued)).div(tvl));
}

/** Raw A and B that `shares` stand for (rounded down); nothing before any share exists. */
export function tokensForShares(
  shares: bigint,
  holdings: Pick<StrategyHoldings, 'totalA' | 'totalB' | 'sharesIssued'>,
): { a: bigint; b: bigint } {
  if (holdings.sharesIssued === 0n) return { a: 0n, b: 0n };
  return {
    a: (holdings.totalA * shares) / holdings.sharesIssued,
    b: (holdings.totalB * shares) / holdings.sharesIssued,
  };
}
