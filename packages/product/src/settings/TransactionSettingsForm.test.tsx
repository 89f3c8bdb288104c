import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../routing/types';
import { memoryStorage, recordingSink, renderApp } from '../testing/renderApp';

const routes: RouteDef[] = [
  { id: 'main', path: '/', screen: 'lendingMarkets', title: 'Borrow / Lend', description: 'x' },
];

async function openSettings() {
  await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  // The modal's code loads on first use.
  return screen.findByRole('dialog', { name: 'Transaction settings' });
}

describe('transaction settings', () => {
  it('opens from the header and records header:settings', async () => {
    const { sink, events } = recordingSink();
    renderApp({ routes, nav: { items: [] }, analyticsSink: sink });
    const dialog = await openSettings();
    expect(within(dialog).getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(events).toContain('header:settings');
  });

  it('keeps a malformed custom fee in the field, explains it and does not save', async () => {
    const storage = memoryStorage();
    const { context } = renderApp({ routes, nav: { items: [] } }, '/', storage);
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    const fee = within(dialog).getByLabelText('Custom fee (SOL per transaction)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '0.0x');
    expect(fee).toHaveValue('0.0x');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a fee above 0 SOL.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(context.transactionSettings.getState().priorityFeeType).toBe('normal');
  });

  it('saves a custom fee and a slippage preset to the persisted store', async () => {
    const storage = memoryStorage();
    const { context } = renderApp({ routes, nav: { items: [] } }, '/', storage);
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    const fee = within(dialog).getByLabelText('Custom fee (SOL per transaction)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '0.002');
    await userEvent.click(within(dialog).getByRole('button', { name: '1.00%' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const state = context.transactionSettings.getState();
    expect(state.priorityFeeType).toBe('custom');
    expect(state.priorityFee.toString()).toBe('0.002');
    expect(state.slippage.toString()).toBe('1');
    expect([...storage.data.keys()].filter((key) => key.startsWith('acme.'))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Slippage'),
        expect.stringContaining('PriorityFee'),
      ]),
    );
  });

  it('labels the slippage presets as percents with two decimals', async () => {
    renderApp({ routes, nav: { items: [] } });
    const dialog = await openSettings();
    const presets = within(dialog).getByRole('group', { name: 'Slippage' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['0.10%', '0.50%', '1.00%']);
  });

  it('refuses a slippage above 100%', async () => {
    renderApp({ routes, nav: { items: [] } });
    const dialog = await openSettings();
    const slippage = within(dialog).getByLabelText('Slippage (%)');
    await userEvent.clear(slippage);
    await userEvent.type(slippage, '150');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at most 100.00%');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
