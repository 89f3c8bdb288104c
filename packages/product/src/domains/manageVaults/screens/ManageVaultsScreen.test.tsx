import { toPublicKey } from '@keel/chain-readers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import { marketConfig, seedLending } from '../../lending/data/testing/seedLending';
import { reserveView, seedManageVaults, vaultFixture } from '../data/testing/seedManageVaults';

const marketAddress = testKey(10);
const mint = testKey(40);
const admin = testKey(3).toBase58();
const usdc = (n: number) =>
  reserveFixture({
    address: testKey(n),
    market: marketAddress,
    symbol: 'USDC',
    decimals: 6,
    mint,
    available: '900000',
    borrowed: '100000',
    price: '1',
  });
const [allocated, spare] = [usdc(21), usdc(22)];
const vaultAddress = testKey(30);
const state = vaultFixture({
  address: vaultAddress,
  admin: testKey(3),
  mint,
  name: 'Test USDC Earn',
  // 1000 tokens available; 250 invested of a 500-token cap.
  allocations: [
    { reserve: toPublicKey(allocated.address), weight: 100n, cap: 500_000_000n, ctokens: 1n },
  ],
});

function render(path: string, wallet?: string) {
  const seeds = [
    seedLending([
      {
        config: marketConfig('Main Market', marketAddress.toBase58(), true),
        reserves: [allocated, spare],
      },
    ]),
    seedManageVaults([{ state, views: [reserveView(allocated, 250_000_000n)] }]),
    ...(wallet ? [withWallet(wallet)] : []),
  ];
  return renderScreen('lending.manageVaults.unprefixed', path, { seeds });
}

describe('ManageVaultsScreen', () => {
  it('lists every vault with its admin, those the wallet administers marked', async () => {
    render('/manage-vaults', admin);
    const table = await screen.findByRole('table', { name: 'Lending vaults' });
    const row = within(table).getByRole('row', { name: /Test USDC Earn/ });
    expect(row.textContent).toContain('Administered by you');
    expect(row.textContent).toContain('USDC');
    expect(screen.getByRole('status').textContent).toBe(
      'The connected wallet administers 1 vault.',
    );
    expect(screen.getByRole('button', { name: 'Create vault' })).toBeTruthy();
  });

  it('shows the configuration read only, with the reason, to another wallet', async () => {
    render(`/manage-vaults/${vaultAddress.toBase58()}`, testKey(5).toBase58());
    const table = await screen.findByRole('table', { name: 'Reserve allocations' });
    expect(screen.getByRole('status').textContent).toBe(
      `Read only: the connected wallet is not the admin of this vault (${admin})`,
    );
    const row = within(table).getByRole('row', { name: /USDC · Main Market/ });
    expect(row.textContent).toContain('500 USDC');
    expect(row.textContent).toContain('250 USDC');
    expect(screen.queryByRole('button', { name: /^Edit|^Invest|Add a reserve/ })).toBeNull();
  });

  it('lets the admin edit a weight and cap, refusing what the program refuses', async () => {
    const user = userEvent.setup();
    render(`/manage-vaults/${vaultAddress.toBase58()}`, admin);
    await user.click(await screen.findByRole('button', { name: 'Edit USDC · Main Market' }));
    const form = screen.getByRole('form', { name: 'Edit USDC · Main Market allocation' });
    const cap = within(form).getByLabelText('Token cap (USDC, empty for no cap)');
    expect((cap as HTMLInputElement).value).toBe('500');
    await user.clear(cap);
    await user.type(cap, '1.0000001');
    expect(within(form).getByRole('alert').textContent).toBe('Token cap has at most 6 decimals');
    await user.clear(cap);
    await user.type(cap, '800');
    const changes = within(form).getByLabelText('Changes');
    expect(changes.textContent).toContain('Token cap (USDC)');
    expect(changes.textContent).toContain('500');
    expect(changes.textContent).toContain('800');
    const submit = within(form).getAllByRole('button').at(-1);
    // The test shell's wallet has no signer: the one gate says so on the button.
    expect(submit?.textContent).toBe('The connected wallet cannot sign transactions');
  });

  it('previews an invest: the tokens the reserve’s target still lacks', async () => {
    const user = userEvent.setup();
    render(`/manage-vaults/${vaultAddress.toBase58()}`, admin);
    await user.click(await screen.findByRole('button', { name: 'Invest USDC · Main Market' }));
    const form = screen.getByRole('form', { name: 'Invest USDC · Main Market' });
    // AUM 1250, one reserve weighing everything: the target is the 500-token cap.
    expect(form.textContent).toContain('Deposits 250 USDC of the vault’s available tokens');
    expect(within(form).getByLabelText('Invest preview').textContent).toContain('500 USDC');
  });

  it('adds a reserve of the vault’s token and edits fees with their limits', async () => {
    const user = userEvent.setup();
    render(`/manage-vaults/${vaultAddress.toBase58()}`, admin);
    await user.click(await screen.findByRole('button', { name: 'Add a reserve' }));
    const add = screen.getByRole('form', { name: 'Add a reserve allocation' });
    const options = within(within(add).getByLabelText('Reserve')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', spare.address.toBase58()]);
    await user.click(screen.getByRole('button', { name: 'Edit fees and minimums' }));
    const fees = screen.getByRole('form', { name: 'Edit fees and minimums' });
    const performance = within(fees).getByLabelText('Performance fee (%, stored in bps)');
    await user.clear(performance);
    await user.type(performance, '100.01');
    expect(within(fees).getByRole('alert').textContent).toBe(
      'Performance fee must be between 0.00% and 100.00% (two decimals at most)',
    );
    await user.clear(performance);
    await user.type(performance, '15');
    expect(within(fees).getByLabelText('Changes').textContent).toContain('15');
  });

  it('says an address that is not a vault is not found', async () => {
    render(`/manage-vaults/${testKey(31).toBase58()}`, admin);
    expect((await screen.findByRole('alert')).textContent).toContain(
      `Vault ${testKey(31).toBase58()} is not found`,
    );
  });

  it('says a malformed vault address is not an address', async () => {
    render('/manage-vaults/not-an-address', admin);
    expect((await screen.findByRole('alert')).textContent).toContain('is not a Solana address');
  });
});
