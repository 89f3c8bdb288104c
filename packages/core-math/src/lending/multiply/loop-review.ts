import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../../decimal';
import { closePosition } from './close';
import type { LeverageToken } from './leverage';

const ZERO = new MathDecimal(0);
const ONE = new MathDecimal(1);

/** One loop on an existing position, as the user asked for it (whole tokens). */
export type LoopReviewChange =
  /** Repay everything and withdraw everything. */
  | { kind: 'close' }
  /** Repay `repayDebt` with collateral sold out of the position; `withdraw` more leaves it. */
  | { kind: 'decrease'; repayDebt: NumericInput; withdraw?: NumericInput }
  /** Flash-borrow `flashCollateral` and buy it back with new debt. */
  | { kind: 'increase'; flashCollateral: NumericInput };

export interface LoopReviewInput {
  /** The position today, collateral and debt tokens. */
  deposited: NumericInput;
  borrowed: NumericInput;
  /** Debt tokens per collateral token. */
  priceCollToDebt: NumericInput;
  /** USD per whole collateral token. */
  collateralPrice: NumericInput;
  /** Flash-loan fee rates (fractions) of the collateral and debt reserves. */
  collateralFlashLoanFee?: NumericInput;
  debtFlashLoanFee?: NumericInput;
  /** The user's slippage, percent. */
  slippagePct?: NumericInput;
  change: LoopReviewChange;
}

export interface LoopReview {
  /** Collateral tokens that reach the wallet (0 when the loop keeps everything in the position). */
  received: Decimal;
  receivedUsd: Decimal;
  /** Debt tokens repaid (0 on an increase). */
  debtRepaid: Decimal;
  /** The swap that closes the loop: the token it sells, and how much of the other it must buy. */
  swap: { sells: LeverageToken; buys: Decimal };
  /** The flash loan's fee, in the token flash-borrowed. */
  flashLoanFee: { token: LeverageToken; amount: Decimal };
}

/**
 * What a loop on a leveraged position does, for the review before it is signed. Down (close,
 * decrease, withdraw part) the loop flash-borrows the debt it repays, pays the debt reserve's
 * flash fee, and sells collateral for debt × (1 + fee); what is withdrawn on top reaches the
 * wallet (a close keeps collateral − debt × (1 + fee)(1 + slippage) / price, `closePosition`).
 * Up it flash-borrows collateral, pays the collateral reserve's fee and buys collateral ×
 * (1 + fee) with new debt; nothing reaches the wallet.
 */
export function loopReview(input: LoopReviewInput): LoopReview {
  const { change } = input;
  const collateralPrice = toDecimal(input.collateralPrice);
  if (change.kind === 'increase') {
    const flash = toDecimal(change.flashCollateral);
    const fee = flash.times(toDecimal(input.collateralFlashLoanFee ?? 0));
    return {
      received: ZERO,
      receivedUsd: ZERO,
      debtRepaid: ZERO,
      swap: { sells: 'debt', buys: flash.plus(fee) },
      flashLoanFee: { token: 'collateral', amount: fee },
    };
  }
  const debtFeeRate = toDecimal(input.debtFlashLoanFee ?? 0);
  const repaid = change.kind === 'close' ? toDecimal(input.borrowed) : toDecimal(change.repayDebt);
  const fee = repaid.times(debtFeeRate);
  const received =
    change.kind === 'close'
      ? MathDecimal.max(
          ZERO,
          closePosition({
            deposited: input.deposited,
            borrowed: input.borrowed,
            priceCollToDebt: input.priceCollToDebt,
            flashLoanFee: debtFeeRate,
            slippagePct: input.slippagePct ?? 0,
          }).received,
        )
      : toDecimal(change.withdraw ?? 0);
  return {
    received,
    receivedUsd: received.times(collateralPrice),
    debtRepaid: repaid,
    swap: { sells: 'collateral', buys: repaid.times(ONE.plus(debtFeeRate)) },
    flashLoanFee: { token: 'debt', amount: fee },
  };
}
