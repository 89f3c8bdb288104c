import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../../decimal';
import type { LeverageToken } from './leverage';

const ONE = new MathDecimal(1);

export interface FlashLoanDepositPlan {
  /** Collateral flash-borrowed to open the loop (includes the flash fee). */
  flashBorrowInCollToken: Decimal;
  /** Amount deposited from the wallet when it is native SOL (wrapping needed), else 0. */
  initDepositInSol: Decimal;
  debtTokenToBorrow: Decimal;
  collTokenToDeposit: Decimal;
  swapDebtTokenIn: Decimal;
  swapCollTokenExpectedOut: Decimal;
}

/**
 * Flash-loan sizing of a leveraged deposit of A at leverage L, with s = slippagePct / 100,
 * f = flash fee, x = (1 + f)(1 + s) / priceDebtToColl and y = L × priceDebtToColl:
 * collateral deposit → finalColl = A·x / (x − (L − 1)/y), debt = (finalColl − A)·x;
 * debt deposit → finalColl = A / (x − (L − 1)/y), debt = (L − 1)·finalColl / y.
 */
export function flashLoanDepositPlan(params: {
  depositAmount: NumericInput;
  depositToken: LeverageToken;
  /** The deposited token is native SOL (reported as initDepositInSol). */
  depositTokenIsSol?: boolean;
  /** Collateral tokens per debt token. */
  priceDebtToColl: NumericInput;
  targetLeverage: NumericInput;
  slippagePct?: NumericInput;
  flashLoanFee?: NumericInput;
}): FlashLoanDepositPlan {
  const amount = toDecimal(params.depositAmount);
  const price = toDecimal(params.priceDebtToColl);
  const leverage = toDecimal(params.targetLeverage);
  const feeFactor = ONE.plus(toDecimal(params.flashLoanFee ?? 0));
  const slippageFactor = ONE.plus(toDecimal(params.slippagePct ?? 0).div(100));
  const x = feeFactor.times(slippageFactor).div(price);
  const y = leverage.times(price);
  const denominator = x.minus(leverage.minus(1).div(y));
  const initDepositInSol = params.depositTokenIsSol ? amount : new MathDecimal(0);

  if (params.depositToken === 'collateral') {
    const finalColl = amount.times(x).div(denominator);
    const debt = finalColl.minus(amount).times(x);
    return {
      flashBorrowInCollToken: finalColl.minus(amount).times(feeFactor),
      initDepositInSol,
      debtTokenToBorrow: debt,
      collTokenToDeposit: finalColl,
      swapDebtTokenIn: debt,
      swapCollTokenExpectedOut: finalColl.minus(amount),
    };
  }
  const finalColl = amount.div(denominator);
  const debt = leverage.minus(1).times(finalColl).div(y);
  return {
    flashBorrowInCollToken: finalColl.times(feeFactor),
    initDepositInSol,
    debtTokenToBorrow: debt,
    collTokenToDeposit: finalColl,
    swapDebtTokenIn: debt.plus(amount),
    swapCollTokenExpectedOut: finalColl,
  };
}
