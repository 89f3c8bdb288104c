/**
 * The `/liquidity` list with 500 strategies (issue 18's benchmark): the first render — the
 * screen mounted with its 500 rows seeded until the first page is in the DOM — and a sort by a
 * column (a click on the APY header until the first page is redrawn in the new order). Run:
 * `pnpm --filter @keel/product bench` (or `npx vitest bench --run src/domains/liquidity`); the
 * measured numbers are in the README's liquidity section.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bench, describe, expect } from 'vitest';
import { renderScreen } from '../../../testing/renderScreen';
import { seedLiquidity } from '../data/testing/seedLiquidity';
import { JITOSOL, SOL, type StrategyFixture, USDC, USDT } from '../data/testing/strategyFixtures';
import { STRATEGY_PAGE_SIZE } from './StrategyList';

const COUNT = 500;
const PAIRS = [
  [SOL, USDC],
  [JITOSOL, SOL],
  [USDC, USDT],
  [SOL, USDT],
  [JITOSOL, USDC],
] as const;
const DEXES = ['ORCA', 'RAYDIUM', 'METEORA'] as const;

/** 500 LIVE strategies with spread TVLs and APYs (deterministic). */
const strategies: StrategyFixture[] = Array.from({ length: COUNT }, (_, i) => {
  const [a, b] = PAIRS[i % PAIRS.length] ?? PAIRS[0];
  return {
    n: i + 1,
    a,
    b,
    dex: DEXES[i % DEXES.length],
    tvl: String(((i * 7919) % 100_000) * 100 + 1),
    apy7d: String(((i * 104_729) % 1000) / 2000),
    rewardApy7d: i % 4 === 0 ? '0.02' : undefined,
  };
});

function renderList() {
  return renderScreen('liquidity', '/liquidity', { seeds: [seedLiquidity({ strategies })] });
}

/** The pair links of the list's page, once it shows a full page. */
async function pagePairs(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Liquidity strategies' });
  await waitFor(() => expect(within(table).queryAllByRole('link').length).toBe(STRATEGY_PAGE_SIZE));
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** Where each row's APY sits: the order the sort must produce. */
const apyText = () =>
  within(screen.getByRole('table', { name: 'Liquidity strategies' }))
    .getAllByRole('row')
    .slice(1, 4)
    .map((row) => row.textContent)
    .join('|');

describe(`${COUNT} strategies`, () => {
  bench(
    'first render (mount until the first page is drawn)',
    async () => {
      renderList();
      await pagePairs();
      cleanup();
    },
    { iterations: 10, warmupIterations: 2 },
  );

  let mounted = false;
  bench(
    'sort by APY (click until the page is redrawn)',
    async () => {
      if (!mounted) {
        renderList();
        await pagePairs();
        mounted = true;
      }
      const before = apyText();
      fireEvent.click(screen.getByRole('button', { name: 'APY' }));
      await waitFor(() => expect(apyText()).not.toBe(before));
    },
    { iterations: 20, warmupIterations: 2 },
  );
});
