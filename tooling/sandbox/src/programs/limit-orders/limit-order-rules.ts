/*
 * The limit-order program's order rules, read from Kamino-Finance/limo (`state.rs`,
 * `operations.rs`, `utils/fraction.rs`) and limo-sdk 3.1.0 (which builds order type 0 for a bid
 * and 1 for an ask).
 */

/** `OrderStatus`. */
export const STATUS = { active: 0, filled: 1, cancelled: 2 } as const;

/** The `order_type` values create_order accepts (the SDK's bid 0 and ask 1). */
export const ORDER_TYPES: readonly number[] = [0, 1];

const U64_MAX = (1n << 64n) - 1n;

/**
 * `take_order_calcs`: the least output the maker is owed for `input`,
 * ceil(input × expected_output / initial_input) in u128, which must fit a u64 (else MathOverflow).
 */
export function minimumOutputOwed(
  order: { initialInputAmount: bigint; expectedOutputAmount: bigint },
  input: bigint,
): bigint | null {
  const product = input * order.expectedOutputAmount;
  const owed = (product + order.initialInputAmount - 1n) / order.initialInputAmount;
  return owed > U64_MAX ? null : owed;
}

/** Fixed-point U68F60 (the program's `Fraction`): 60 fractional bits, truncating arithmetic. */
const FRACTION_BITS = 60n;

/**
 * `tip_calcs`: the host's share is ceil(Fraction::from_bps(host_fee_bps) × tip), the maker keeps
 * the rest. `from_bps` divides by 10 000 and the product truncates, as `fixed` does.
 */
export function splitTip(hostFeeBps: number, tip: bigint): { host: bigint; maker: bigint } {
  const bps = (BigInt(hostFeeBps) << FRACTION_BITS) / 10_000n;
  const product = (bps * (tip << FRACTION_BITS)) >> FRACTION_BITS;
  const one = 1n << FRACTION_BITS;
  const host = (product + one - 1n) >> FRACTION_BITS;
  return { host, maker: tip - host };
}

/** After a fill: filled once no input is left and the output asked for has been paid. */
export function statusAfterFill(order: {
  status: number;
  remainingInputAmount: bigint;
  filledOutputAmount: bigint;
  expectedOutputAmount: bigint;
}): number {
  return order.remainingInputAmount === 0n && order.filledOutputAmount >= order.expectedOutputAmount
    ? STATUS.filled
    : order.status;
}

/** `close_order_and_claim_tip`: an open or filled order may be closed. */
export const closable = (status: number): boolean =>
  status === STATUS.active || status === STATUS.filled;
