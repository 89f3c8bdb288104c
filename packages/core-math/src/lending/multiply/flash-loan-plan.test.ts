import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../../decimal';
import { flashLoanDepositPlan } from './flash-loan-plan';

describe('flashLoanDepositPlan (klend-sdk depositLeverageCalcs vectors)', () => {
  it('debt-token deposit: A 5, price 20, L 5, slippage 0.01 %, fee 0.01', () => {
    const plan = flashLoanDepositPlan({
      depositAmount: 5,
      depositToken: 'debt',
      depositTokenIsSol: true,
      priceDebtToColl: 20,
      targetLeverage: 5,
      slippagePct: '0.01',
      flashLoanFee: '0.01',
    });
    expect(plan.initDepositInSol.toFixed()).toBe('5');
    expect(Math.abs(plan.collTokenToDeposit.toNumber() - 475.96)).toBeLessThan(0.01);
    expect(Math.abs(plan.flashBorrowInCollToken.toNumber() - 480.72)).toBeLessThan(0.01);
    expect(Math.abs(plan.debtTokenToBorrow.toNumber() - 19.03)).toBeLessThan(0.01);
  });

  it('collateral-token deposit: A 5, price 0.036301336599528215, L 3, no slippage or fee', () => {
    const plan = flashLoanDepositPlan({
      depositAmount: 5,
      depositToken: 'collateral',
      depositTokenIsSol: true,
      priceDebtToColl: '0.036301336599528215',
      targetLeverage: 3,
    });
    expect(plan.collTokenToDeposit.toFixed(12)).toBe('15.000000000000');
    expect(plan.debtTokenToBorrow.toFixed(7)).toBe('275.4719505');
    expect(plan.swapCollTokenExpectedOut.toFixed(12)).toBe('10.000000000000');
    expect(
      plan.swapCollTokenExpectedOut.plus(plan.initDepositInSol).eq(plan.collTokenToDeposit),
    ).toBe(true);
    // final leverage = coll / (coll − debt × priceDebtToColl) = 3
    const leverage = plan.collTokenToDeposit.div(
      plan.collTokenToDeposit.minus(plan.debtTokenToBorrow.times('0.036301336599528215')),
    );
    expect(leverage.toFixed(12)).toBe('3.000000000000');
  });

  it('simple: A 1 (debt), price 0.8744719466019417, L 4.95, slippage 0.5 %, fee 0.01 → ≈ 4.95x', () => {
    const price = new MathDecimal('0.8744719466019417');
    const plan = flashLoanDepositPlan({
      depositAmount: 1,
      depositToken: 'debt',
      priceDebtToColl: price,
      targetLeverage: '4.95',
      slippagePct: '0.5',
      flashLoanFee: '0.01',
    });
    const leverage = new MathDecimal(1).div(
      new MathDecimal(1).minus(plan.debtTokenToBorrow.times(price).div(plan.collTokenToDeposit)),
    );
    expect(Math.abs(leverage.toNumber() - 4.95)).toBeLessThan(0.01);
    expect(plan.initDepositInSol.toFixed()).toBe('0');
    expect(plan.swapDebtTokenIn.eq(plan.debtTokenToBorrow.plus(1))).toBe(true);
  });
});
