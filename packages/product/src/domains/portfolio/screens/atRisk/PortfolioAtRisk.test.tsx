import { toPublicKey } from '@keel/chain-readers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flagTable } from '../../../../flags/flagTable';
import { testBrand } from '../../../../testing/renderApp';
import { renderScreen, withWallet } from '../../../../testing/renderScreen';
import {
  realmFixture,
  registrarFixture,
} from '../../../governance/data/testing/governanceFixtures';
import { seedGovernance } from '../../../governance/data/testing/seedGovernance';
import { obligationFixture } from '../../../lending/data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../../lending/data/testing/reserveFixture';
import { marketConfig, seedLending } from '../../../lending/data/testing/seedLending';
import { seedPortfolio } from '../../data/testing/seedPortfolio';

const noFlags = Object.fromEntries(Object.keys(flagTable).map((name) => [name, false]));
const realm = realmFixture(testBrand.name);
const owner = testKey(410);
const main = testKey(411);
// Max LTV 70 %, liquidation LTV 80 %.
const sol = reserveFixture({
  address: testKey(412),
  market: main,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
  loanToValuePct: 70,
  liquidationThresholdPct: 80,
});
const usdc = reserveFixture({
  address: testKey(413),
  market: main,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});

/** 1 SOL ($100) against `usdc` dollars of debt: the LTV is usdc %. */
function position(key: number, debt: string, tag: 'Vanilla' | 'Multiply' = 'Vanilla') {
  return obligationFixture({
    address: testKey(key),
    market: main,
    owner,
    tag,
    deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_000_000_000n }],
    borrows: [{ reserve: toPublicKey(usdc.address), lamports: `${debt}000000` }],
  });
}

const healthy = position(414, '40');
const orange = position(415, '75');
const red = position(416, '82', 'Multiply');

function renderPortfolio(obligations: ReturnType<typeof position>[]) {
  return renderScreen('portfolio', '/my-portfolio', {
    seeds: [
      seedLending([
        {
          config: marketConfig('Main Market', main.toBase58(), true),
          reserves: [sol, usdc],
          walletObligations: { wallet: owner.toBase58(), obligations },
        },
      ]),
      seedGovernance({
        realm,
        registrar: registrarFixture(realm),
        voter: { wallet: owner.toBase58(), voter: null },
      }),
      seedPortfolio({ wallet: owner.toBase58() }),
      withWallet(owner.toBase58()),
    ],
    flags: { ...noFlags, lending: true },
  });
}

const dashboard = (obligation: ReturnType<typeof position>) =>
  `/lending/dashboard/${main.toBase58()}/${obligation.address.toBase58()}`;

describe('the portfolio lists at-risk positions first', () => {
  it('says how many, lists them most urgent first above every group, and leads the group with them', async () => {
    renderPortfolio([healthy, orange, red]);
    const heading = await screen.findByRole('heading', { name: '2 positions at risk' });
    const atRisk = heading.closest('section') as HTMLElement;
    const links = within(atRisk).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      dashboard(red),
      dashboard(orange),
    ]);
    expect(links[0]).toHaveTextContent('LTV 82.00% · max 70.00% · liquidation 80.00%');
    expect(links[1]).toHaveTextContent('LTV 75.00% · max 70.00% · liquidation 80.00%');
    expect(within(links[1] as HTMLElement).getByText(/^LTV/)).toHaveAttribute(
      'data-risk',
      'orange',
    );
    const borrowLend = screen.getByRole('region', { name: 'Borrow/Lend positions' });
    expect(
      atRisk.compareDocumentPosition(borrowLend) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const rows = within(borrowLend)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(rows).toEqual([dashboard(orange), dashboard(healthy)]);
  });

  it('one at-risk position reads "1 position at risk"; none, no heading', async () => {
    const view = renderPortfolio([healthy, orange]);
    expect(await screen.findByRole('heading', { name: '1 position at risk' })).toBeTruthy();
    view.unmount();
    renderPortfolio([healthy]);
    await screen.findByText(/LTV 40\.00%/);
    expect(screen.queryByRole('heading', { name: /at risk/ })).toBeNull();
  });
});
