import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/renderScreen';
import { seedEarn, solVault, USDC_VAULT } from './earnTestWorld';

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Profile' })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

describe('CuratorScreen', () => {
  it("lists the curator's vaults, its total TVL and profile", async () => {
    renderScreen('lending.curator', '/lending/earn/curator/harbor-allocators', {
      seeds: [seedEarn()],
    });
    expect(
      await screen.findByRole('heading', { name: 'Harbor Allocators', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Careful stablecoin desk')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Harbor Allocators vaults' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      within(table)
        .getByRole('link', { name: /Test USDC Earn/ })
        .getAttribute('href'),
    ).toBe(`/earn/lend/${USDC_VAULT}`);
    expect(within(table).queryByText(/Test SOL Earn/)).toBeNull();
    expect(figure('Vaults')).toBe('1');
    await waitFor(() => expect(figure('Total TVL')).toBe('$1.00M'));
  });

  it('names a curator without a profile by its admin address', async () => {
    const admin = solVault.state.vaultAdminAuthority;
    renderScreen('lending.curator', `/lending/earn/curator/${admin}`, { seeds: [seedEarn()] });
    const table = await screen.findByRole('table', { name: /vaults$/ });
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: /Test SOL Earn/ })).toBeTruthy(),
    );
  });

  it('shows an unknown curator as not found', async () => {
    renderScreen('lending.curator', '/lending/earn/curator/nobody-here', { seeds: [seedEarn()] });
    expect(await screen.findByText('Curator nobody-here is not found')).toBeTruthy();
  });
});
