import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../config/defaults';
import { generateWorld } from '../../world/generate-world';
import { SandboxDataset } from './dataset';
import { dec } from './decimal';
import { balanceAt } from './ledger';
import { borrowAprFromCurve } from './lending';
import { DAY_MS, HOUR_MS } from './time';

const NOW = Date.UTC(2026, 0, 15, 12, 34, 56);
const world = generateWorld({ seed: 'dataset-test', brand: DEFAULT_BRAND });
const dataset = new SandboxDataset({ world, slug: 'acme', now: NOW, cdnUrl: 'http://cdn.test' });
const anchor = Date.UTC(2026, 0, 15, 12);
const ordinary = world.wallets.find((w) => w.role === 'ordinary');
if (!ordinary) throw new Error('no ordinary wallet');

describe('dataset anchor', () => {
  it('is the clock on the whole hour, with more than two years of history', () => {
    expect(dataset.ctx.anchor).toBe(anchor);
    expect(anchor - dataset.ctx.historyStart).toBeGreaterThan(730 * DAY_MS);
  });
});

describe('prices', () => {
  const prices = dataset.prices();

  it('meet the world prices at the anchor and move elsewhere', () => {
    for (const token of world.tokens)
      expect(prices.priceAt(token, anchor).toFixed(), token.symbol).toBe(
        dec(token.priceUsd).toFixed(),
      );
    const sol = prices.bySymbolOrThrow('SOL');
    expect(prices.priceAt(sol, anchor - 90 * DAY_MS).equals(sol.priceUsd)).toBe(false);
  });

  it('give the same history to a second dataset of the same seed', () => {
    const again = new SandboxDataset({
      world,
      slug: 'acme',
      now: NOW + 60_000,
      cdnUrl: 'x',
    }).prices();
    const jup = prices.bySymbolOrThrow('JUP');
    const time = anchor - 400 * DAY_MS + 7 * HOUR_MS;
    expect(again.priceAt(jup, time).toFixed()).toBe(prices.priceAt(jup, time).toFixed());
  });

  it('keep staked SOL on SOL: the ratio only grows with the staking yield', () => {
    const sol = prices.bySymbolOrThrow('SOL');
    const jito = prices.bySymbolOrThrow('JitoSOL');
    const ratio = (time: number) => prices.priceAt(jito, time).div(prices.priceAt(sol, time));
    expect(ratio(anchor - 365 * DAY_MS).lessThan(ratio(anchor))).toBe(true);
    expect(
      ratio(anchor - 365 * DAY_MS)
        .div(ratio(anchor))
        .greaterThan('0.9'),
    ).toBe(true);
  });

  it('keep stablecoins within half a percent of their price', () => {
    const usdc = prices.bySymbolOrThrow('USDC');
    for (let day = 0; day < 800; day += 13) {
      const ratio = prices.priceAt(usdc, anchor - day * DAY_MS).div(usdc.priceUsd);
      expect(ratio.minus(1).abs().lessThan('0.005')).toBe(true);
    }
  });
});

describe('strategies', () => {
  const book = dataset.strategies();
  const model = book.models.find((m) => !m.strategy.isEmptyDiyStrategy);
  if (!model) throw new Error('no strategy');

  it('meet the world at the anchor: share price, TVL, range', () => {
    expect(book.sharePriceAt(model, anchor).toFixed()).toBe(
      dec(model.strategy.sharePriceUsd).toFixed(),
    );
    expect(book.tvlAt(model, anchor).toFixed()).toBe(dec(model.strategy.tvlUsd).toFixed());
    const range = book.rangeAt(model, anchor);
    expect(range.lower.toFixed()).toBe(dec(model.strategy.priceLower).toFixed());
    expect(book.tvlAt(model, model.launch - DAY_MS).isZero()).toBe(true);
  });

  it('keep a running total in the daily history', () => {
    const days = book.days(model.strategy.address);
    const [first, second] = days;
    expect(first?.time).toBe(model.launch);
    expect(
      second?.cumulativeFeesAndRewardsUsd.equals(
        (first?.cumulativeFeesAndRewardsUsd ?? dec(0)).plus(second.feesUsd).plus(second.rewardsUsd),
      ),
    ).toBe(true);
    const recent = book.recentDays(model, 3);
    expect(recent.map((d) => d.feesUsd.toFixed())).toEqual(
      days.slice(-3).map((d) => d.feesUsd.toFixed()),
    );
  });
});

describe('strategy positions', () => {
  const positions = dataset.strategyPositions();

  it('end on the wallet’s shares and give the main wallet thousands of transactions', () => {
    const held = positions.of(ordinary.publicKey).filter((p) => p.held);
    expect(held.map((p) => p.model.strategy.address)).toEqual(
      ordinary.strategyShares.map((s) => s.strategy),
    );
    for (const position of held) {
      const shares = ordinary.strategyShares.find(
        (s) => s.strategy === position.model.strategy.address,
      );
      expect(balanceAt(position.events, anchor).toFixed()).toBe(
        dec(shares?.shares ?? -1).toFixed(),
      );
    }
    expect(positions.transactions(ordinary.publicKey).length).toBeGreaterThanOrEqual(2_500);
    expect(positions.of('unknown-wallet')).toEqual([]);
  });
});

describe('lending and obligations', () => {
  it('interpolates the kinked borrow curve', () => {
    const curve = [
      { utilizationRateBps: 0, borrowRateBps: 0 },
      { utilizationRateBps: 8000, borrowRateBps: 800 },
      { utilizationRateBps: 10000, borrowRateBps: 10800 },
    ];
    expect(borrowAprFromCurve(curve, dec('0.4')).toFixed()).toBe('0.04');
    expect(borrowAprFromCurve(curve, dec('0.9')).toFixed()).toBe('0.58');
    expect(borrowAprFromCurve(curve, dec(1)).toFixed()).toBe('1.08');
  });

  it('give reserves the world utilisation at the anchor', () => {
    const reserve = world.markets[0]?.reserves.find((r) => dec(r.totalSupply).greaterThan(0));
    if (!reserve) throw new Error('no reserve');
    const state = dataset.lending().stateAt(reserve, anchor);
    expect(state.totalSupply.toFixed()).toBe(dec(reserve.totalSupply).toFixed());
    expect(state.utilization.toFixed()).toBe(
      dec(reserve.totalBorrowed).div(reserve.totalSupply).toFixed(),
    );
  });

  it('end every obligation leg on the world amount, after an initObligation', () => {
    for (const obligation of ordinary.obligations) {
      const model = dataset.obligations().get(obligation.address);
      if (!model) throw new Error('no model');
      expect(model.transactions[0]?.name).toBe('initObligation');
      const stats = dataset.obligations().statsAt(model, anchor);
      expect(stats.deposits.map((d) => d.amount.toFixed())).toEqual(
        obligation.deposits.map((d) => dec(d.amount).toFixed()),
      );
      expect(stats.loanToValue.toNumber()).toBeCloseTo(Number(obligation.loanToValue), 2);
    }
  });
});

describe('points', () => {
  const points = dataset.points();

  it('rank more than 10 000 wallets per season, highest first', () => {
    for (const season of points.seasons) {
      expect(points.count(season.source)).toBeGreaterThanOrEqual(10_000);
      const page = points.page(season.source, 0, 100);
      for (let i = 1; i < page.length; i += 1)
        expect(page[i - 1]?.total.greaterThanOrEqualTo(page[i]?.total ?? 0)).toBe(true);
    }
  });

  it('place the main wallet near rank 1 000 with a breakdown that adds up', () => {
    const row = points.find('Season3', ordinary.publicKey);
    expect(row?.rank).toBe(1_021);
    const breakdown = points.breakdown('Season3', ordinary.publicKey);
    const lending = breakdown.lending.reduce((t, item) => t.plus(item.points), dec(0));
    expect(
      lending.plus(breakdown.strategies.reduce((t, i) => t.plus(i.points), dec(0))).toFixed(),
    ).toBe(row?.total.toFixed());
    expect(
      points.find('Season1', world.wallets.find((w) => w.role === 'flagged')?.publicKey ?? ''),
    ).toBeUndefined();
  });
});
