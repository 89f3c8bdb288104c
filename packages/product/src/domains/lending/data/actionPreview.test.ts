import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AMOUNT_REASONS, amountProblem, tightestLimit } from '../../../actions/amountProblem';
import { LENDING_REASONS, lendingActionLimits } from './actionLimits';
import { actionPreview } from './actionPreview';
import { obligationView } from './obligationView';
import { lendingPreviewRows } from './previewRows';
import { reserveView } from './reserveView';
import { obligationFixture } from './testing/obligationFixture';
import { reserveFixture, testKey } from './testing/reserveFixture';
import { marketFixture } from './testing/seedLending';

const market = testKey(60);
const sol = reserveFixture({
  address: testKey(61),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '100',
  borrowed: '0',
  price: '100',
  loanToValuePct: 70,
  liquidationThresholdPct: 80,
});
const usdc = reserveFixture({
  address: testKey(62),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '10000',
  borrowed: '5000',
  price: '1',
});
const state: LendingMarketState = { market: marketFixture(market, 'Main'), reserves: [sol, usdc] };
const views = state.reserves.map((r) => reserveView(r, { slotDurationMs: 400, nowSeconds: 0 }));
const [solView, usdcView] = views as [(typeof views)[0], (typeof views)[0]];
const open = { emergencyMode: false, borrowDisabled: false };
const d = (value: string) => new MathDecimal(value);

/** 10 SOL supplied ($1,000), 600 USDC borrowed. */
const position = obligationView(
  obligationFixture({
    address: testKey(63),
    market,
    deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
    borrows: [{ reserve: toPublicKey(usdc.address), lamports: '600000000' }],
  }),
  state,
  views,
);

describe('actionPreview', () => {
  it('a first supply creates the position: the after column is the dashboard of that position', () => {
    const preview = actionPreview({
      action: 'supply',
      amount: d('10'),
      reserve: sol,
      view: solView,
      obligation: undefined,
      views,
    });
    expect(preview.before.stats.userTotalDeposit.toFixed()).toBe('0');
    expect(preview.after.stats.userTotalDeposit.toFixed()).toBe('1000');
    expect(preview.after.stats.borrowLimit.toFixed()).toBe('700');
    const rows = lendingPreviewRows(preview, (r) =>
      r === sol.address.toBase58() ? 'SOL' : 'USDC',
    );
    expect(rows.find((r) => r.label === 'Supplied')).toMatchObject({
      before: '$0.00',
      after: '$1,000.00',
    });
  });

  it('a borrow adds the amount and moves the LTV into orange past the max LTV', () => {
    const preview = actionPreview({
      action: 'borrow',
      amount: d('150'),
      reserve: usdc,
      view: usdcView,
      obligation: position,
      views,
    });
    expect(preview.before.stats.loanToValue.toFixed()).toBe('0.6');
    expect(preview.after.stats.loanToValue.toFixed()).toBe('0.75');
    expect(preview.after.risk).toBe('orange');
    // Liquidation when 10 × p × 0.8 = 750.
    expect(preview.after.liquidationPrices.get(sol.address.toBase58())?.toFixed()).toBe('93.75');
    const rows = lendingPreviewRows(preview, () => 'SOL');
    expect(rows.find((r) => r.label === 'LTV')).toMatchObject({ after: '75.00%', tone: 'medium' });
    expect(rows.find((r) => r.label === 'SOL liquidation price')).toMatchObject({
      before: '$75.00',
      after: '$93.75',
    });
  });

  it('repaying all the debt leaves no liquidation price and full health', () => {
    const preview = actionPreview({
      action: 'repay',
      amount: d('600'),
      reserve: usdc,
      view: usdcView,
      obligation: position,
      views,
    });
    expect(preview.after.stats.hasDebt).toBe(false);
    expect(preview.after.stats.liquidationDelta.toFixed()).toBe('1');
    // The liquidation price goes: the after is a dash that says there is no debt left.
    const row = lendingPreviewRows(preview, () => 'SOL').find(
      (r) => r.label === 'SOL liquidation price',
    );
    expect(row?.before).toBe('$75.00');
    const after = row?.after as ReactElement<{ reason: string }> | undefined;
    expect(after?.props.reason).toBe('No debt');
  });
});

describe('lendingActionLimits', () => {
  const limits = (action: 'supply' | 'withdraw' | 'borrow' | 'repay', balance = '1000') =>
    lendingActionLimits({
      action,
      reserve: action === 'supply' || action === 'withdraw' ? solView : usdcView,
      obligation: position,
      walletBalance: d(balance),
      isNativeSol: action === 'supply',
      market: open,
    });

  it('supply: the wallet balance less the SOL kept for fees', () => {
    expect(tightestLimit(limits('supply', '5'))?.toFixed()).toBe('4.99');
    expect(amountProblem('4.995', limits('supply', '5'))).toBe(AMOUNT_REASONS.insufficientBalance);
  });

  it('withdraw: what keeps the obligation under its max LTV (with the SDK safety margin)', () => {
    // Room: 700 − 600 = 100 USD → 100 / 0.7 × 0.999 / 100 SOL.
    expect(tightestLimit(limits('withdraw'))?.toFixed(9)).toBe('1.427142857');
    expect(amountProblem('2', limits('withdraw'))).toBe(LENDING_REASONS.borrowLimit);
    expect(amountProblem('11', limits('withdraw'))).toBe(LENDING_REASONS.supplied);
  });

  it('borrow: the borrow limit minus the debt', () => {
    expect(tightestLimit(limits('borrow'))?.toFixed()).toBe('100');
    expect(amountProblem('101', limits('borrow'))).toBe(LENDING_REASONS.borrowLimit);
  });

  it('repay: min(debt, balance)', () => {
    expect(tightestLimit(limits('repay', '1000'))?.toFixed()).toBe('600');
    expect(tightestLimit(limits('repay', '50'))?.toFixed()).toBe('50');
  });

  it('the market and reserve switches refuse any amount', () => {
    const paused = lendingActionLimits({
      action: 'repay',
      reserve: usdcView,
      obligation: position,
      walletBalance: d('1'),
      isNativeSol: false,
      market: { emergencyMode: true, borrowDisabled: false },
    });
    expect(amountProblem('1', paused)).toBe(LENDING_REASONS.paused);
    const noBorrow = lendingActionLimits({
      action: 'borrow',
      reserve: usdcView,
      obligation: position,
      walletBalance: d('1'),
      isNativeSol: false,
      market: { emergencyMode: false, borrowDisabled: true },
    });
    expect(amountProblem('1', noBorrow)).toBe(LENDING_REASONS.borrowDisabled);
    const noCollateral = lendingActionLimits({
      action: 'borrow',
      reserve: usdcView,
      obligation: undefined,
      walletBalance: d('1'),
      isNativeSol: false,
      market: open,
    });
    expect(amountProblem('1', noCollateral)).toBe(LENDING_REASONS.noCollateral);
  });
});
