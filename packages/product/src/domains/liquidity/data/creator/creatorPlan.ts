import { amountToLamports, MathDecimal, priceAtTick, priceFromSqrtPriceX64 } from '@keel/core-math';
import {
  type CreatorPoolOption,
  REBALANCE_METHODS,
  type RebalanceParams,
  readRebalanceParams,
  tickAtOrBelowPrice,
} from '@keel/liquidity-programs';
import type Decimal from 'decimal.js';
import { parseAmount } from '../../../../actions/amountProblem';
import { bpsPercentText } from '../../../../common/bpsPercent';

/** The rebalance methods the creator offers. */
export type CreatorMethod = 'Manual' | 'PricePercentage';

export const CREATOR_METHODS: ReadonlyArray<{ id: CreatorMethod; label: string }> = [
  { id: 'Manual', label: 'Manual (the range stays)' },
  { id: 'PricePercentage', label: 'Price percentage (re-centred on the price)' },
];

const BPS = new MathDecimal(10_000);
const MAX_BPS = 65_535;

/** The pool's price of A in B (whole tokens). */
export function poolPrice(option: CreatorPoolOption): Decimal {
  return priceFromSqrtPriceX64(option.sqrtPriceX64.toString(), option.decimalsA, option.decimalsB);
}

/** The range offered first: 10 % either side of the price. */
export function defaultRange(option: CreatorPoolOption): { lower: string; upper: string } {
  const price = poolPrice(option);
  const digits = Math.max(2, 6 - price.floor().toFixed(0).length);
  return {
    lower: price.times('0.9').toDecimalPlaces(digits, MathDecimal.ROUND_DOWN).toFixed(),
    upper: price.times('1.1').toDecimalPlaces(digits, MathDecimal.ROUND_UP).toFixed(),
  };
}

export interface RangePlan {
  tickLower: number;
  tickUpper: number;
  /** The range's prices once snapped to the pool's ticks. */
  lowerPrice: Decimal;
  upperPrice: Decimal;
  /** The method's parameters (the widths below and above the price, for price percentage). */
  params: RebalanceParams;
  problem: string | undefined;
}

/**
 * A typed range on a pool: both prices positive and lower below upper, snapped to the pool's
 * ticks; price percentage also needs the range around the current price (its widths, in basis
 * points, are what the program re-centres by).
 */
export function rangePlan(input: {
  option: CreatorPoolOption;
  lower: string;
  upper: string;
  method: CreatorMethod;
}): RangePlan {
  const { option } = input;
  const lower = parseAmount(input.lower);
  const upper = parseAmount(input.upper);
  const empty: RangePlan = {
    tickLower: 0,
    tickUpper: 0,
    lowerPrice: new MathDecimal(0),
    upperPrice: new MathDecimal(0),
    params: { method: 'Manual' },
    problem: 'Enter the price range',
  };
  if (!lower || !upper || lower.lte(0) || upper.lte(0)) return empty;
  if (lower.gte(upper)) {
    return { ...empty, problem: 'The lower price must be below the upper price' };
  }
  const { decimalsA, decimalsB } = option;
  const spacing = option.pool.tickSpacing;
  const tickLower = tickAtOrBelowPrice(lower, decimalsA, decimalsB, spacing);
  let tickUpper = tickAtOrBelowPrice(upper, decimalsA, decimalsB, spacing);
  if (priceAtTick(tickUpper, decimalsA, decimalsB).lt(upper)) tickUpper += spacing;
  if (tickUpper <= tickLower) tickUpper = tickLower + spacing;
  const plan = {
    tickLower,
    tickUpper,
    lowerPrice: priceAtTick(tickLower, decimalsA, decimalsB),
    upperPrice: priceAtTick(tickUpper, decimalsA, decimalsB),
  };
  if (input.method === 'Manual') {
    return { ...plan, params: { method: 'Manual' }, problem: undefined };
  }
  const price = poolPrice(option);
  if (!(plan.lowerPrice.lt(price) && plan.upperPrice.gt(price))) {
    return {
      ...plan,
      params: { method: 'Manual' },
      problem: 'For price percentage the range must contain the current price',
    };
  }
  const width = (edge: Decimal) => edge.minus(price).abs().div(price).times(BPS).round().toNumber();
  const lowerBps = width(plan.lowerPrice);
  const upperBps = width(plan.upperPrice);
  if (lowerBps < 1 || upperBps < 1 || lowerBps > MAX_BPS || upperBps > MAX_BPS) {
    return {
      ...plan,
      params: { method: 'Manual' },
      problem: 'The range is too narrow or too wide',
    };
  }
  return { ...plan, params: { method: 'PricePercentage', lowerBps, upperBps }, problem: undefined };
}

export interface DepositAmounts {
  a: bigint;
  b: bigint;
  problem: string | undefined;
}

/** The optional first deposit: nothing, or amounts the wallet holds. */
export function initialDeposit(input: {
  option: CreatorPoolOption;
  amountA: string;
  amountB: string;
  wallet: { a: bigint; b: bigint };
  symbols: { a: string; b: string };
}): DepositAmounts {
  const raw = (text: string, decimals: number) => {
    const value = parseAmount(text);
    return value ? amountToLamports(value, decimals) : 0n;
  };
  const a = raw(input.amountA, input.option.decimalsA);
  const b = raw(input.amountB, input.option.decimalsB);
  let problem: string | undefined;
  if (a > input.wallet.a) problem = `Insufficient ${input.symbols.a} balance`;
  else if (b > input.wallet.b) problem = `Insufficient ${input.symbols.b} balance`;
  return { a, b, problem };
}

/** A strategy's current method as the edit form starts from; null for a method it does not offer. */
export function currentMethod(
  rebalanceType: number,
  params: Uint8Array,
): { method: CreatorMethod; lowerPct: string; upperPct: string } | null {
  const read = readRebalanceParams(rebalanceType, params);
  if (read?.method === 'Manual') return { method: 'Manual', lowerPct: '', upperPct: '' };
  if (read?.method === 'PricePercentage') {
    const pct = (bps: number) => new MathDecimal(bps).div(100).toFixed();
    return {
      method: 'PricePercentage',
      lowerPct: pct(read.lowerBps),
      upperPct: pct(read.upperBps),
    };
  }
  return null;
}

/** How a method reads in the before → after preview. */
export function methodLabel(params: RebalanceParams | null): string {
  if (params === null) return 'Another method';
  if (params.method === 'Manual') return 'Manual';
  if (params.method === 'PricePercentage') {
    return `Price percentage (−${bpsPercentText(params.lowerBps)} / +${bpsPercentText(params.upperBps)})`;
  }
  return params.method;
}

export interface EditPlan {
  type: number;
  params: RebalanceParams;
  problem: string | undefined;
}

/** The edit form's method and widths (percent below / above the price) as the program's values. */
export function editPlan(input: {
  method: CreatorMethod;
  lowerPct: string;
  upperPct: string;
  current: RebalanceParams | null;
}): EditPlan {
  const type = REBALANCE_METHODS[input.method];
  if (input.method === 'Manual') {
    const same = input.current?.method === 'Manual';
    return {
      type,
      params: { method: 'Manual' },
      problem: same ? 'Nothing changed' : undefined,
    };
  }
  const bps = (text: string) => {
    const value = parseAmount(text);
    return value ? value.times(100).round().toNumber() : 0;
  };
  const lowerBps = bps(input.lowerPct);
  const upperBps = bps(input.upperPct);
  const params: RebalanceParams = { method: 'PricePercentage', lowerBps, upperBps };
  if (lowerBps < 1 || upperBps < 1) return { type, params, problem: 'Enter both widths' };
  if (lowerBps > MAX_BPS || upperBps > MAX_BPS) {
    return { type, params, problem: 'A width must be at most 655.35%' };
  }
  const current = input.current;
  const same =
    current?.method === 'PricePercentage' &&
    current.lowerBps === lowerBps &&
    current.upperBps === upperBps;
  return { type, params, problem: same ? 'Nothing changed' : undefined };
}
