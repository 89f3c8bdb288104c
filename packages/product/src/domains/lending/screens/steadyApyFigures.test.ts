import { formatApy, MathDecimal } from '@keel/core-math';
import { render } from '@testing-library/react';
import { createElement, Fragment, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../data/reserveView';
import { reserveFixture, testKey } from '../data/testing/reserveFixture';
import { TEST_SLOT_MS } from '../data/testing/seedLending';
import { rateFigures } from './reserve/reserveFigures';
import { borrowFigures, supplyFigures } from './vaults/vaultFigures';

const sol = reserveFixture({
  address: testKey(60),
  market: testKey(61),
  symbol: 'SOL',
  decimals: 9,
  available: '600',
  borrowed: '400',
  price: '150',
});
const input = { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 };
/** Rewards not in yet: the totals are the lending APYs alone, and would jump once they arrive. */
const partial = reserveView(sol, { ...input, apysPending: true });
const complete = reserveView(sol, {
  ...input,
  collateralFarmApys: [new MathDecimal('0.06')],
  debtFarmApys: [new MathDecimal('0.01')],
});

/** A figure's text as it renders. */
const value = (figures: { label: string; value: ReactNode }[], label: string) =>
  render(createElement(Fragment, null, figures.find((f) => f.label === label)?.value)).container
    .textContent;

/** The figures that combine the lending APY with rewards or staking yields. */
const COMBINED = ['Supply APY', 'Supply rewards APY', 'Borrow APY', 'Borrow rewards APY'];

describe('APY figures wait for rewards and staking yields', () => {
  const pages = [
    ['reserve page', (r: typeof partial) => rateFigures(r)],
    ['vault page', (r: typeof partial) => [...supplyFigures(r), ...borrowFigures(r)]],
  ] as const;

  it.each(pages)('the %s shows no partial total while rewards load', (_, figures) => {
    const shown = figures(partial);
    for (const label of COMBINED) expect(value(shown, label)).toBe('…');
    // The lending-only figures do not depend on rewards: they show at once.
    expect(value(shown, 'Lending supply APY')).toBe(formatApy(partial.apys.lendingDepositApy));
  });

  it.each(pages)('the %s shows the full totals once everything is in', (_, figures) => {
    const shown = figures(complete);
    expect(value(shown, 'Supply APY')).toBe(formatApy(complete.apys.totalDepositApy));
    expect(value(shown, 'Supply APY')).not.toBe(formatApy(complete.apys.lendingDepositApy));
    expect(value(shown, 'Borrow APY')).toBe(formatApy(complete.apys.totalBorrowApy));
  });
});
