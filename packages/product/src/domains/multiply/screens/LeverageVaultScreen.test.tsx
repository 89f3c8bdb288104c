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

  it('says when the route names no vault', async () => {
    renderScreen('v3.leverageVault', '/leverage/main/BONK/USDC', {
      seeds: [seedMultiply({})],
      flags: { v3: true },
    });
    expect(await screen.findByText('No leverage vault for BONK/USDC in this market')).toBeTruthy();
  });
});
