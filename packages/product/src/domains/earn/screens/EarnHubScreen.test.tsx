import { formatApy } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { earnRoutes, SOL_VAULT, seedEarn, USDC_VAULT, WALLET } from './earnTestWorld';

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('EarnHubScreen', () => {
  it('lists the vaults with APYs, TVL and curator, largest TVL first', async () => {
    renderScreen('earn', '/earn', { seeds: [seedEarn()] });
    const table = await screen.findByRole('table', { name: 'Lending vaults' });
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    const [first, second] = dataRows(table) as [HTMLElement, HTMLElement];
    expect(
      within(first)
        .getByRole('link', { name: /Test USDC Earn/ })
        .getAttribute('href'),
    ).toBe(`/earn/lend/${USDC_VAULT}`);
    await waitFor(() =>
      expect(within(first).getByRole('link', { name: 'Harbor Allocators' })).toBeTruthy(),
    );
    expect(
      within(first).getByRole('link', { name: 'Harbor Allocators' }).getAttribute('href'),
    ).toBe('/lending/earn/curator/harbor-allocators');
    expect(cellTexts(first)).toContain(formatApy('0.0612'));
    expect(cellTexts(first)).toContain(formatApy('0.058'));
    expect(cellTexts(first)).toContain(formatApy('0.055'));
    expect(cellTexts(first)).toContain('$1.00M');
    // Farm rewards and incentives come from the latest history point, each in its own column.
    await waitFor(() => expect(cellTexts(first)).toContain(formatApy('0.012')));
    expect(cellTexts(first)).toContain(formatApy('0.004'));
    expect(within(second).getByRole('link', { name: /Test SOL Earn/ })).toBeTruthy();
  });

  it('sorts by APY and narrows by search', async () => {
    const user = userEvent.setup();
    renderScreen('earn', '/earn', { seeds: [seedEarn()] });
    const table = await screen.findByRole('table', { name: 'Lending vaults' });
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    await user.click(within(table).getByRole('button', { name: /^APY/ }));
    const firstLink = () => within(dataRows(table)[0] as HTMLElement).getAllByRole('link')[0];
    expect(firstLink()?.getAttribute('href')).toBe(`/earn/lend/${SOL_VAULT}`);
    await user.type(screen.getByLabelText('Search vaults'), 'usdc');
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    expect(firstLink()?.getAttribute('href')).toBe(`/earn/lend/${USDC_VAULT}`);
    await user.clear(screen.getByLabelText('Search vaults'));
    await user.type(screen.getByLabelText('Search vaults'), 'nothing like it');
    expect(await within(table).findByText('No vaults match your search')).toBeTruthy();
  });

  it("shows the connected wallet's deposit", async () => {
    renderScreen('earn', '/earn', { seeds: [seedEarn(), withWallet(WALLET)] });
    const table = await screen.findByRole('table', { name: 'Lending vaults' });
    expect(within(table).getByRole('columnheader', { name: /Your deposit/ })).toBeTruthy();
    // 100 shares at a share price of $1.20.
    expect(await within(table).findByText('$120.00')).toBeTruthy();
  });

  it('shows the empty state without vaults', async () => {
    const routes = earnRoutes((path) => (path === '/kvaults/vaults' ? { json: [] } : undefined));
    renderScreen('earn', '/earn', { seeds: [seedEarn(routes)] });
    expect(await screen.findByText('No earn vaults yet')).toBeTruthy();
  });

  it('shows a load error with a retry that reads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const calls: string[] = [];
    const routes = earnRoutes((path) =>
      path === '/kvaults/vaults' && fail ? { status: 500, json: {} } : undefined,
    );
    renderScreen('earn', '/earn', { seeds: [seedEarn(routes, calls)] });
    expect(await screen.findByText('Failed to load earn vaults')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Lending vaults' });
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    expect(calls.filter((path) => path === '/kvaults/vaults').length).toBeGreaterThan(1);
  });

  it('serves the Lend list from the same screen', async () => {
    renderScreen('earnLend', '/earn/lend', { seeds: [seedEarn()] });
    expect(await screen.findByRole('table', { name: 'Lending vaults' })).toBeTruthy();
  });
});
