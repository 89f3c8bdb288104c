import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import { marketConfig, seedLending } from '../../lending/data/testing/seedLending';

const marketAddress = testKey(10);
// The fixture markets are owned by testKey(0).
const owner = testKey(0).toBase58();
const usdc = reserveFixture({
  address: testKey(21),
  market: marketAddress,
  symbol: 'USDC',
  decimals: 6,
  available: '900000',
  borrowed: '100000',
  price: '1',
  loanToValuePct: 75,
  liquidationThresholdPct: 80,
});

function render(path: string, wallet?: string) {
  const seeds = [
    seedLending([
      { config: marketConfig('Main Market', marketAddress.toBase58(), true), reserves: [usdc] },
    ]),
    ...(wallet ? [withWallet(wallet)] : []),
  ];
  return renderScreen('lending.manageMarkets.unprefixed', path, { seeds });
}

describe('ManageMarketsScreen', () => {
  it('lists every market with its owner, those of the wallet marked', async () => {
    render('/manage-markets', owner);
    const table = await screen.findByRole('table', { name: 'Lending markets' });
    const row = within(table).getByRole('row', { name: /Main Market/ });
    expect(row.textContent).toContain('Owned by you');
    expect(screen.getByRole('status').textContent).toBe('The connected wallet owns 1 market.');
  });

  it('shows a reserve’s configuration read only, with the reason, to another wallet', async () => {
    render(`/manage-markets/${marketAddress.toBase58()}`, testKey(5).toBase58());
    const section = await screen.findByRole('region', { name: 'USDC reserve' });
    expect(screen.getByRole('status').textContent).toContain(
      'Read only: the connected wallet is not the owner of this market',
    );
    const risk = within(section).getByRole('region', { name: 'USDC risk' });
    expect(within(risk).getByText('Max LTV').nextSibling?.textContent).toBe('75.00%');
    expect(within(risk).getByText('Liquidation threshold').nextSibling?.textContent).toBe('80.00%');
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('lets the owner edit, refusing what the program refuses and showing before → after', async () => {
    const user = userEvent.setup();
    render(`/manage-markets/${marketAddress.toBase58()}`, owner);
    await user.click(await screen.findByRole('button', { name: 'Edit USDC' }));
    const form = screen.getByRole('form', { name: 'Edit USDC reserve' });
    const ltv = within(form).getByLabelText('Max LTV (%)');
    await user.clear(ltv);
    await user.type(ltv, '85');
    expect(within(form).getByRole('alert').textContent).toContain(
      'Liquidation threshold must be at least the max LTV',
    );
    const submit = () => within(form).getAllByRole('button').at(-1);
    expect(submit()).toHaveProperty('disabled', true);
    await user.clear(ltv);
    await user.type(ltv, '70');
    const changes = within(form).getByLabelText('Changes');
    expect(changes.textContent).toContain('Max LTV (%)');
    expect(changes.textContent).toContain('75');
    expect(changes.textContent).toContain('70');
    // The test shell's wallet has no signer: the one gate says so on the button.
    expect(submit()?.textContent).toBe('The connected wallet cannot sign transactions');
  });

  it('lets the owner edit the market settings, refusing a referral fee above 100%, edited in percent', async () => {
    const user = userEvent.setup();
    render(`/manage-markets/${marketAddress.toBase58()}`, owner);
    await user.click(await screen.findByRole('button', { name: 'Edit market settings' }));
    const form = screen.getByRole('form', { name: 'Edit market settings' });
    const fee = within(form).getByLabelText('Referral fee (%, stored in bps)');
    await user.clear(fee);
    await user.type(fee, '100.01');
    expect(within(form).getByRole('alert').textContent).toBe(
      'Referral fee must be between 0.00% and 100.00% (two decimals at most)',
    );
    await user.clear(fee);
    await user.type(fee, '2.5');
    await user.selectOptions(within(form).getByLabelText('Borrowing disabled'), 'on');
    const changes = within(form).getByLabelText('Changes');
    expect(changes.textContent).toContain('Referral fee (%, stored in bps)');
    expect(changes.textContent).toContain('Borrowing disabled');
  });

  it('lets the owner add an elevation group, refusing an LTV above its threshold', async () => {
    const user = userEvent.setup();
    render(`/manage-markets/${marketAddress.toBase58()}`, owner);
    const section = await screen.findByRole('region', { name: 'Elevation groups' });
    await user.click(within(section).getByRole('button', { name: 'Add elevation group' }));
    const form = within(section).getByRole('form', { name: /^Edit elevation group \d+$/ });
    await user.type(within(form).getByLabelText('LTV (%)'), '90');
    await user.type(within(form).getByLabelText('Liquidation threshold (%)'), '85');
    await user.type(within(form).getByLabelText('Max liquidation bonus (%, stored in bps)'), '1');
    await user.type(within(form).getByLabelText('Max reserves as collateral'), '3');
    await user.selectOptions(within(form).getByLabelText('Debt reserve'), usdc.address.toBase58());
    expect(within(form).getByRole('alert').textContent).toContain(
      'LTV must be at most the liquidation threshold',
    );
    await user.clear(within(form).getByLabelText('LTV (%)'));
    await user.type(within(form).getByLabelText('LTV (%)'), '80');
    expect(within(form).queryByRole('alert')).toBeNull();
    const changes = within(form).getByLabelText('Changes');
    expect(changes.textContent).toContain('Debt reserve');
    // A new group has no before: each row shows what it will be, with no '-' → value.
    expect(changes.textContent).not.toContain('→');
    expect(changes.textContent).not.toContain('from');
  });

  it('shows another wallet the groups without editors', async () => {
    render(`/manage-markets/${marketAddress.toBase58()}`, testKey(5).toBase58());
    const section = await screen.findByRole('region', { name: 'Elevation groups' });
    expect(within(section).queryByRole('button', { name: 'Add elevation group' })).toBeNull();
  });

  it('says a malformed market address is not an address', async () => {
    render('/manage-markets/not-an-address', owner);
    expect((await screen.findByRole('alert')).textContent).toContain('is not a Solana address');
  });
});
