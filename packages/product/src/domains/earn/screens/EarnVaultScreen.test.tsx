import { formatApy, formatPercent } from '@keel/core-math';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { reserveView } from '../../lending/data/reserveView';
import { testKey } from '../../lending/data/testing/reserveFixture';
import { TEST_SLOT_MS } from '../../lending/data/testing/seedLending';
import { seedVaultWrites } from '../data/writes/testing/seedVaultWrites';
import { earnRoutes, seedEarn, USDC_RESERVE, USDC_VAULT, WALLET } from './earnTestWorld';

const figure = (section: string, label: string) => {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('EarnVaultScreen', () => {
  it('shows the figures, fees and the allocation with each reserve’s lending figures', async () => {
    renderScreen('earnLendVault', `/earn/lend/${USDC_VAULT}`, { seeds: [seedEarn()] });
    expect(await screen.findByRole('heading', { name: 'Test USDC Earn', level: 1 })).toBeTruthy();
    await screen.findByRole('region', { name: 'Overview' });
    expect(figure('Overview', 'APY')).toBe(formatApy('0.0612'));
    expect(figure('Overview', 'TVL')).toBe('$1.00M');
    await waitFor(() => expect(figure('Overview', 'Farm rewards APY')).toBe(formatApy('0.012')));
    expect(figure('Overview', 'Incentives APY')).toBe(formatApy('0.004'));
    expect(figure('Overview', 'Share price')).toBe('$1.20');
    expect(figure('Fees', 'Performance fee')).toBe('10.00%');
    expect(figure('Fees', 'Management fee')).toBe('0.25%');

    const table = await screen.findByRole('table', { name: 'Allocation' });
    const view = reserveView(USDC_RESERVE, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'USDC' }).getAttribute('href')).toBe(
        `/lending/reserve/${USDC_RESERVE.lendingMarket.toBase58()}/${USDC_RESERVE.address.toBase58()}`,
      ),
    );
    const row = within(table).getByRole('link', { name: 'USDC' }).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('Main Market');
    expect(cells).toContain('100.00%');
    expect(cells).toContain('95.00%');
    expect(cells).toContain(formatApy(view.apys.totalDepositApy));
    expect(cells).toContain(formatPercent(view.utilization));
    expect(within(table).getByText('Unallocated')).toBeTruthy();
    expect(await screen.findByRole('figure', { name: 'Allocation chart' })).toBeTruthy();
  });

  it("shows the wallet's position: shares and value from the chain, PnL and interest from the API", async () => {
    renderScreen('earnLendVault', `/earn/lend/${USDC_VAULT}`, {
      seeds: [seedEarn(), seedVaultWrites(), withWallet(WALLET)],
    });
    await screen.findByRole('region', { name: 'Your position' });
    await waitFor(() => expect(figure('Your position', 'PnL')).toBe('+$3.50'));
    expect(figure('Your position', 'Shares')).toBe('100');
    expect(figure('Your position', 'Value')).toBe('$120.00');
    expect(figure('Your position', 'Interest earned')).toBe('$4.25');
  });

  it('shows the deposit and withdraw forms with the shares preview', async () => {
    renderScreen('earnLendVault', `/earn/lend/${USDC_VAULT}`, {
      seeds: [seedEarn(), seedVaultWrites(), withWallet(WALLET)],
    });
    const panel = await screen.findByRole('region', { name: /^Deposit or withdraw/ });
    const amount = await within(panel).findByRole('textbox', { name: /^Amount/ });
    fireEvent.change(amount, { target: { value: '120' } });
    // 12 000 tokens for 10 000 shares: 120 tokens mint 100 shares.
    expect(await within(panel).findByText('Shares you receive')).toBeTruthy();
    expect(within(panel).getAllByText('100').length).toBeGreaterThan(0);
    fireEvent.click(within(panel).getByRole('tab', { name: 'Withdraw' }));
    expect(await within(panel).findByText('Shares you burn')).toBeTruthy();
  });

  it('shows an unknown vault as not found', async () => {
    const unknown = testKey(199).toBase58();
    renderScreen('earnLendVault', `/earn/lend/${unknown}`, { seeds: [seedEarn()] });
    expect(await screen.findByText(`Vault ${unknown} is not found`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the vaults' }).getAttribute('href')).toBe(
      '/earn',
    );
  });

  it('rejects a malformed address without a read', async () => {
    const calls: string[] = [];
    renderScreen('earnLendVault', '/earn/lend/not-an-address', {
      seeds: [seedEarn(earnRoutes(), calls)],
    });
    expect(await screen.findByText(/not-an-address/)).toBeTruthy();
    expect(calls.some((path) => path.startsWith('/kvaults/vaults/not'))).toBe(false);
  });

  it('shows a failed read with a retry', async () => {
    const routes = earnRoutes((path) =>
      path === '/kvaults/vaults' ? { status: 500, json: {} } : undefined,
    );
    renderScreen('earnLendVault', `/earn/lend/${USDC_VAULT}`, { seeds: [seedEarn(routes)] });
    expect(await screen.findByText('Failed to load the vault', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
