import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../../routing/types';
import { memoryStorage, recordingSink, renderApp } from '../../testing/renderApp';

const routes: RouteDef[] = [
  { id: 'stake', path: '/', screen: 'stake', title: 'Stake', description: 'Stake.' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('wallet:click', () => {
  it('is recorded with the wallet chosen in the side panel', async () => {
    // A wallet that is not installed opens its download page: nothing connects in jsdom.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { sink, events } = recordingSink();
    const storage = memoryStorage({ 'acme.areTermsConfirmed': 'true' });
    renderApp({ routes, nav: { items: [] }, analyticsSink: sink }, '/', storage);
    await screen.findByRole('heading', { level: 1, name: 'Stake' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Connect Wallet' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    await userEvent.click(await within(panel).findByRole('button', { name: /Phantom/ }));
    await waitFor(() => expect(events).toContain('wallet:click'));
    expect(open).toHaveBeenCalled();
  });
});
