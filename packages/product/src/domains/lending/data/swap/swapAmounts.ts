import type { SwapQuote, SwapQuoteParams } from '@keel/api-client';
import type { Reserve } from '@keel/chain-readers';
import { amountToLamports, type Decimal } from '@keel/core-math';

/** What the swap changes: the obligation's collateral or its debt. */
export type SwapSide = 'collateral' | 'debt';

/** One token of the swap: its decoded reserve and how its amounts are written. */
export interface SwapToken {
  reserve: Reserve;
  decimals: number;
  symbol: string;
}

/** What the user asked for. */
export interface SwapIntent {
  side: SwapSide;
  from: SwapToken;
  to: SwapToken;
  /** Whole tokens of `from`: collateral withdrawn, or debt repaid. */
  amount: Decimal;
  /** The whole position in `from` (withdraw everything, or repay everything). */
  all: boolean;
  slippageBps: number;
}

/** A debt read a moment ago grows by the slot: repaying all of it flash-borrows this much more. */
export const ALL_DEBT_MARGIN = 1.001;

/** What the flash loan costs on `amount` base units: at least one unit when there is a fee. */
export function flashFeeOf(reserve: Reserve, amount: bigint): bigint {
  const rate = reserve.config.fees.flashLoanFee;
  if (rate.isZero() || amount <= 0n) return 0n;
  // Rounded up and one more: the program rounds its own way; the excess stays in the wallet.
  return BigInt(rate.times(amount.toString()).ceil().toFixed(0)) + 1n;
}

/** Debt flash-borrowed to repay `intent.amount` (with a margin when repaying all of it). */
function debtFlashUnits(intent: SwapIntent): bigint {
  const units = amountToLamports(intent.amount, intent.from.decimals);
  if (!intent.all) return units;
  return BigInt(
    intent.amount
      .times(10 ** intent.from.decimals)
      .times(ALL_DEBT_MARGIN)
      .ceil()
      .toFixed(0),
  );
}

/**
 * The quote the swap needs. Collateral A → B: ExactIn of the A withdrawn. Debt X → Y: ExactOut of
 * the X flash-borrowed plus its fee, paid with Y. Undefined for an amount below one base unit.
 */
export function swapQuoteParams(intent: SwapIntent): SwapQuoteParams | undefined {
  const { from, to } = intent;
  const mint = (token: SwapToken) => token.reserve.liquidity.mintPubkey.toBase58();
  if (intent.side === 'collateral') {
    const units = amountToLamports(intent.amount, from.decimals);
    if (units <= 0n) return undefined;
    return {
      inputMint: mint(from),
      outputMint: mint(to),
      amount: units.toString(),
      slippageBps: intent.slippageBps,
      swapMode: 'ExactIn',
    };
  }
  const flash = debtFlashUnits(intent);
  if (flash <= 0n) return undefined;
  return {
    inputMint: mint(to),
    outputMint: mint(from),
    amount: (flash + flashFeeOf(from.reserve, flash)).toString(),
    slippageBps: intent.slippageBps,
    swapMode: 'ExactOut',
  };
}

/** The amounts of one swap, base units, from its quote. */
export interface SwapAmounts {
  /** Flash-borrowed: B for collateral (then deposited), X for debt (then repaid). */
  flashAmount: bigint;
  flashFee: bigint;
  /** A withdrawn and swapped (collateral), or X repaid (debt; the flash amount when all). */
  fromUnits: bigint;
  /** B deposited (the flash amount), or Y borrowed (the quote's maximum in). */
  toUnits: bigint;
}

/** The largest flash amount whose fee still fits in `available`. */
function flashWithin(reserve: Reserve, available: bigint): bigint {
  if (available <= 0n) return 0n;
  const fits = (flash: bigint) => flash + flashFeeOf(reserve, flash) <= available;
  // The fee is rate × amount, rounded up, plus one unit: start from the exact solution.
  const rate = reserve.config.fees.flashLoanFee;
  let flash = BigInt(
    rate
      .plus(1)
      .pow(-1)
      .times((available - 1n).toString())
      .floor()
      .toFixed(0),
  );
  while (flash > 0n && !fits(flash)) flash -= 1n;
  while (fits(flash + 1n)) flash += 1n;
  return flash;
}

/**
 * Collateral: the least the swap gives at the user's slippage repays the flash loan, so that less
 * the fee is what is flash-borrowed and deposited. Debt: the quote's maximum in is what is
 * borrowed. Throws when the quote is too small to carry a flash loan.
 */
export function swapAmounts(intent: SwapIntent, quote: SwapQuote): SwapAmounts {
  const threshold = BigInt(quote.otherAmountThreshold.toFixed(0));
  if (intent.side === 'collateral') {
    const flashAmount = flashWithin(intent.to.reserve, threshold);
    if (flashAmount <= 0n) throw new RangeError('The amount is too small to swap');
    return {
      flashAmount,
      flashFee: flashFeeOf(intent.to.reserve, flashAmount),
      fromUnits: BigInt(quote.inAmount.toFixed(0)),
      toUnits: flashAmount,
    };
  }
  const flashAmount = debtFlashUnits(intent);
  if (flashAmount <= 0n || threshold <= 0n) throw new RangeError('The amount is too small to swap');
  return {
    flashAmount,
    flashFee: flashFeeOf(intent.from.reserve, flashAmount),
    fromUnits: flashAmount,
    toUnits: threshold,
  };
}

/** A reserve whose flash loans are off (the program's disabled fee) or cost all they lend. */
export const flashLoansOff = (reserve: Reserve): boolean =>
  reserve.config.fees.flashLoanFee.greaterThanOrEqualTo(1);
