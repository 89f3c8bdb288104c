import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../../../lending/data/reserveView';
import { reserveFixture, testKey } from '../../../lending/data/testing/reserveFixture';
import { vaultPreview } from './vaultPreview';
import type { VaultTerms } from './vaultTerms';

const market = testKey(90);
const input = { slotDurationMs: 400, nowSeconds: 0 };
const sol = reserveView(
  reserveFixture({
    address: testKey(91),
    market,
    symbol: 'SOL',
    decimals: 9,
    available: '1000',
    borrowed: '100',
    price: '100',
    loanToValuePct: 75,
    liquidationThresholdPct: 80,
  }),
  input,
);
const usdc = reserveView(
  reserveFixture({
    address: testKey(92),
    market,
    symbol: 'USDC',
    decimals: 6,
    available: '100000',
    borrowed: '5000',
    price: '1',
  }),
  input,
);
const terms: VaultTerms = {
  elevationGroup: 0,
  maxLtv: new MathDecimal('0.75'),
  liquidationLtv: new MathDecimal('0.8'),
  debtBorrowFactorPct: new MathDecimal(100),
};
const open = (overrides: Partial<Parameters<typeof vaultPreview>[0]> = {}) =>
  vaultPreview({
    collateral: { ...sol, flashLoanFee: undefined },
    debt: usdc,
    terms,
    amount: new MathDecimal(10),
    depositToken: 'collateral',
    leverage: new MathDecimal(3),
    slippagePct: new MathDecimal(0),
    priceShift: new MathDecimal(0),
    correlated: false,
    traded: 'collateral',
    ...overrides,
  });

describe('vaultPreview', () => {
  it('loops 10 SOL to 3x: 30 SOL against 2,000 USDC, liquidated at $83.33', () => {
    const preview = open();
    const { after } = preview;
    expect(after.deposited.toFixed()).toBe('30');
    expect(after.borrowed.toFixed()).toBe('2000');
    expect(preview.debtToBorrow.toFixed()).toBe('2000');
    expect(after.positionSize.toFixed()).toBe('3000');
    expect(after.netValue.toFixed()).toBe('1000');
    expect(after.leverage?.toFixed()).toBe('3');
    expect(after.ltv.toFixed(6)).toBe('0.666667');
    expect(after.risk).toBe('green');
    // 2000 = 30 × p × 0.8
    expect(after.liquidation).toMatchObject({ unit: 'usd', asset: 'collateral' });
    expect(after.liquidation.level?.toFixed(6)).toBe('83.333333');
    expect(after.liquidationDistance?.toFixed(6)).toBe('-0.166667');
    expect(preview.flashLoanFee.isZero()).toBe(true);
  });

  it('shows the position at a what-if price: 20 % lower is red with $600 lost', () => {
    const preview = open({ priceShift: new MathDecimal('-0.2') });
    expect(preview.whatIf.liquidation).toMatchObject({ unit: 'usd', asset: 'collateral' });
    expect(preview.whatIf.liquidation.today.toFixed()).toBe('80');
    expect(preview.whatIf.ltv.toFixed(6)).toBe('0.833333');
    expect(preview.whatIf.risk).toBe('red');
    expect(preview.whatIf.pnl.toFixed()).toBe('-600');
  });

  it('charges the flash loan fee on what the loop borrows, and takes a debt-token deposit', () => {
    const withFee = open({ collateral: sol });
    // 20 SOL flash-borrowed at the fixture's 0.1 %.
    expect(withFee.flashLoanFee.toFixed(9)).toBe('0.020000000');
    const inUsdc = open({ amount: new MathDecimal(1000), depositToken: 'debt' });
    expect(inUsdc.after.deposited.toFixed()).toBe('30');
  });

  it('adds to a held position, which keeps its own leverage: 30 SOL / 2,000 USDC + 10 SOL at 2x', () => {
    const preview = open({
      position: { deposited: new MathDecimal(30), borrowed: new MathDecimal(2000) },
      leverage: new MathDecimal(2),
    });
    // 20 SOL more collateral for 1,000 USDC more debt: 50 SOL against 3,000 USDC.
    expect(preview.after.deposited.toFixed()).toBe('50');
    expect(preview.after.borrowed.toFixed()).toBe('3000');
    expect(preview.debtToBorrow.toFixed()).toBe('1000');
    // $5,000 of collateral over $2,000 of net value.
    expect(preview.after.leverage?.toFixed()).toBe('2.5');
    expect(preview.after.ltv.toFixed()).toBe('0.6');
  });

  it('bands the LTV against the vault max LTV (orange) and liquidation LTV (red)', () => {
    // 10 SOL at 4.5x: 45 SOL against 3,500 USDC, LTV 77.8 % past the 75 % max.
    expect(open({ leverage: new MathDecimal('4.5') }).after.risk).toBe('orange');
    // At 6x: LTV 83.3 % past the 80 % liquidation LTV.
    expect(open({ leverage: new MathDecimal(6) }).after.risk).toBe('red');
  });

  describe('a correlated pair', () => {
    /** A staked token at $100 against its own asset at $95: 1.0526 debt tokens per collateral. */
    const staked = reserveView(
      reserveFixture({
        address: testKey(93),
        market,
        symbol: 'SOL',
        decimals: 9,
        available: '1000',
        borrowed: '100',
        price: '95',
      }),
      input,
    );
    const correlated = (overrides: Partial<Parameters<typeof vaultPreview>[0]> = {}) =>
      open({ debt: staked, correlated: true, ...overrides });

    it('is liquidated at a ratio: debt / (collateral × 0.8) debt tokens per collateral token', () => {
      const { after } = correlated();
      expect(after.liquidation.unit).toBe('ratio');
      expect(after.liquidation.today.toFixed(6)).toBe('1.052632');
      // 20 × 100 / 95 = 21.0526 debt tokens against 30 collateral tokens at 80 %.
      expect(after.liquidation.level?.toFixed(6)).toBe('0.877193');
      expect(after.liquidationDistance?.toFixed(6)).toBe('-0.166667');
    });

    it('moves the ratio in the what-if, the debt price held', () => {
      const preview = correlated({ priceShift: new MathDecimal('-0.02') });
      expect(preview.whatIf.liquidation.unit).toBe('ratio');
      expect(preview.whatIf.liquidation.today.toFixed(6)).toBe('1.031579');
      // 0.666667 / 0.98
      expect(preview.whatIf.ltv.toFixed(6)).toBe('0.680272');
    });
  });

  describe('a short: USDC against a SOL debt, trading SOL', () => {
    /** 1,000 USDC at 2x: 2,000 USDC against 10 SOL, liquidated when SOL reaches $160. */
    const short = (overrides: Partial<Parameters<typeof vaultPreview>[0]> = {}) =>
      open({
        collateral: { ...usdc, flashLoanFee: undefined },
        debt: sol,
        traded: 'debt',
        amount: new MathDecimal(1000),
        leverage: new MathDecimal(2),
        ...overrides,
      });

    it('moves the SOL price, the USDC price held: 20 % higher raises the LTV and loses $200', () => {
      const preview = short({ priceShift: new MathDecimal('0.2') });
      expect(preview.after.ltv.toFixed()).toBe('0.5');
      expect(preview.whatIf.liquidation).toMatchObject({ unit: 'usd', asset: 'debt' });
      expect(preview.whatIf.liquidation.today.toFixed()).toBe('120');
      // 10 SOL × $120 against 2,000 USDC.
      expect(preview.whatIf.ltv.toFixed()).toBe('0.6');
      expect(preview.whatIf.risk).toBe('green');
      expect(preview.whatIf.pnl.toFixed()).toBe('-200');
      // 2,000 × 0.8 / 10 = $160, a third above the moved $120.
      expect(preview.whatIf.liquidation.level?.toFixed()).toBe('160');
      expect(preview.whatIf.liquidationDistance?.toFixed(6)).toBe('0.333333');
    });

    it('lowers the LTV and gains when SOL falls', () => {
      const preview = short({ priceShift: new MathDecimal('-0.2') });
      expect(preview.whatIf.ltv.toFixed()).toBe('0.4');
      expect(preview.whatIf.pnl.toFixed()).toBe('200');
    });

    it('reaches the red band at +60 %, where SOL is at its liquidation price', () => {
      const preview = short({ priceShift: new MathDecimal('0.6') });
      expect(preview.whatIf.ltv.toFixed()).toBe('0.8');
      expect(preview.whatIf.risk).toBe('red');
    });
  });
});
