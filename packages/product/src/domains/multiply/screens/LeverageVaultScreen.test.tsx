import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/renderScreen';
import { mainMarket, seedMultiply, sol, usdc } from '../data/testing/multiplyFixtures';

const main = mainMarket.toBase58();

describe('LeverageVaultScreen', () => {
  it('opens a long by market and reserve addresses (v1 form)', async () => {
    renderScreen(
      'lending.leverageVault',
      `/lending/leverage/${main}/${sol.address.toBase58()}/${usdc.address.toBase58()}/long`,
      { seeds: [seedMultiply({})], flags: { v3: false } },
    );
    expect(await screen.findByRole('heading', { name: 'Long SOL/USDC' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Leverage' })).toHaveValue('1.1');
    expect(screen.queryByRole('group', { name: 'Side' })).toBeNull();
  });

  it('resolves the v3 form by market slug, base and quote, with the long and the short', async () => {
    const user = userEvent.setup();
    renderScreen('v3.leverageVault', '/leverage/main/SOL/USDC', {
      seeds: [seedMultiply({})],
      flags: { v3: true },
    });
    expect(await screen.findByRole('heading', { name: 'Long SOL/USDC' })).toBeTruthy();
    const side = screen.getByRole('group', { name: 'Side' });
    await user.click(within(side).getByRole('button', { name: 'Short' }));
    // The short holds USDC against a SOL debt.
    expect(await screen.findByRole('heading', { name: 'Short USDC/SOL' })).toBeTruthy();
  });

  it("prices a short's liquidation in its traded asset, SOL, which liquidates on a rise", async () => {
    renderScreen(
      'lending.leverageVault',
      `/lending/leverage/${main}/${usdc.address.toBase58()}/${sol.address.toBase58()}/short`,
      { seeds: [seedMultiply({})], flags: { v3: false } },
    );
    expect(await screen.findByRole('heading', { name: 'Short USDC/SOL' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Deposit amount/), { target: { value: '1000' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Leverage' }), { target: { value: '2' } });
    const preview = screen.getByLabelText('Position preview');
    const row = await waitFor(() =>
      within(preview).getByText('SOL liquidation price', { selector: 'dt' }),
    );
    // Above today's $150: a rise of SOL liquidates a short.
    expect(row.nextElementSibling?.textContent).toMatch(/^\$[\d,.]+ \(\+[\d.]+%\)$/);
    expect(within(preview).queryByText('USDC liquidation price')).toBeNull();
  });

  it("moves a short's traded asset, SOL, in the what-if: a rise raises the LTV", async () => {
    renderScreen(
      'lending.leverageVault',
      `/lending/leverage/${main}/${usdc.address.toBase58()}/${sol.address.toBase58()}/short`,
      { seeds: [seedMultiply({})], flags: { v3: false } },
    );
    expect(await screen.findByRole('heading', { name: 'Short USDC/SOL' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Deposit amount/), { target: { value: '1000' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Leverage' }), { target: { value: '2' } });
    const whatIf = screen.getByLabelText('What-if preview');
    const value = (label: string) =>
      within(whatIf).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
    const ltvBefore = await waitFor(() => {
      const ltv = value('LTV at that price');
      expect(ltv).not.toBe('0.00%');
      return ltv;
    });
    expect(within(whatIf).queryByText('USDC price')).toBeNull();
    fireEvent.change(screen.getByRole('slider', { name: 'What if SOL moves' }), {
      target: { value: '20' },
    });
    await waitFor(() =>
      expect(Number.parseFloat(value('LTV at that price'))).toBeGreaterThan(
        Number.parseFloat(ltvBefore),
      ),
    );
    // Today's $150 moved 20 % up.
    expect(value('SOL price')).toBe('$180.00');
    expect(value('PnL at that price')).toMatch(/^-\$/);
  });

  it('says when the route names no vault', async () => {
    renderScreen('v3.leverageVault', '/leverage/main/BONK/USDC', {
      seeds: [seedMultiply({})],
      flags: { v3: true },
    });
    expect(await screen.findByText('No leverage vault for BONK/USDC in this market')).toBeTruthy();
  });
});
