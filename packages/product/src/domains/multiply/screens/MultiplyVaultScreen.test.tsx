import { formatLeverage } from '@keel/core-math';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/renderScreen';
import { testKey } from '../../lending/data/testing/reserveFixture';
import { jitoMarket, jitoSol, jitoSolDebt, seedMultiply } from '../data/testing/multiplyFixtures';

const path = (deposit: string, borrow: string) =>
  `/lending/multiply/${jitoMarket.toBase58()}/${deposit}/${borrow}`;

function renderVault(
  deposit = jitoSol.address.toBase58(),
  borrow = jitoSolDebt.address.toBase58(),
) {
  return renderScreen('lending.multiplyVault', path(deposit, borrow), {
    seeds: [seedMultiply({})],
  });
}

const previewList = (name: string) => {
  const list = document.querySelector<HTMLElement>(`dl[aria-label="${name}"]`);
  if (!list) throw new Error(`no preview ${name}`);
  return list;
};
const previewValue = (list: HTMLElement, label: string) =>
  within(list).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('MultiplyVaultScreen', () => {
  it('shows the pair in its elevation group and previews an open at the chosen leverage', async () => {
    const user = userEvent.setup();
    renderVault();
    expect(await screen.findByRole('heading', { name: 'JitoSOL/SOL' })).toBeTruthy();
    // Group 1 at 90 % LTV: 10x.
    expect(screen.getAllByText(formatLeverage(10)).length).toBeGreaterThan(0);
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect(slider).toHaveValue('1.1');
    await user.type(screen.getByLabelText(/Deposit amount/), '10');
    const preview = previewList('Position preview');
    await waitFor(() => expect(previewValue(preview, 'Collateral')).toBe('11 JitoSOL'));
    fireEvent.change(slider, { target: { value: '3' } });
    await waitFor(() => expect(previewValue(preview, 'Collateral')).toBe('30 JitoSOL'));
    expect(previewValue(preview, 'Leverage')).toBe('3.0x');
    // A staked SOL against SOL: only their ratio can liquidate it, so the ratio is shown.
    expect(screen.queryByText('Liquidation price')).toBeNull();
    expect(previewValue(preview, 'Liquidation ratio')).toMatch(
      /^\d\.\d{4} JitoSOL\/SOL \(-[\d.]+%\)$/,
    );
    // Without a wallet the form asks for one in place of the submit.
    expect(screen.getByText('Connect a wallet to open a position')).toBeInTheDocument();
  });

  it('moves the JitoSOL/SOL ratio for a what-if', async () => {
    renderVault();
    await screen.findByRole('heading', { name: 'JitoSOL/SOL' });
    fireEvent.change(screen.getByLabelText(/Deposit amount/), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Leverage' }), { target: { value: '5' } });
    const whatIf = previewList('What-if preview');
    const ratioBefore = previewValue(whatIf, 'JitoSOL/SOL ratio');
    fireEvent.change(screen.getByRole('slider', { name: 'What if JitoSOL/SOL moves' }), {
      target: { value: '-20' },
    });
    await waitFor(() => expect(previewValue(whatIf, 'PnL at that price')).toMatch(/^-\$/));
    expect(previewValue(whatIf, 'JitoSOL/SOL ratio')).toMatch(/^\d\.\d{4} JitoSOL\/SOL$/);
    expect(previewValue(whatIf, 'JitoSOL/SOL ratio')).not.toBe(ratioBefore);
  });

  it('says a reserve outside the market is not found', async () => {
    const missing = testKey(99).toBase58();
    renderVault(missing);
    expect(await screen.findByText(`Reserve ${missing} is not found`)).toBeTruthy();
  });
});
