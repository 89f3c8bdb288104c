import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteDef } from '../routing/types';
import { appShellMarkup } from '../shell/appShellMarkup';
import { finishBootIntents, recordBootIntents } from '../shell/bootIntent';
import { renderApp } from '../testing/renderApp';

const routes: RouteDef[] = [
  { id: 'terms', path: '/terms', screen: 'terms', title: 'Terms', description: 'Terms.' },
  { id: 'stake', path: '/stake', screen: 'stake', title: 'Stake', description: 'Stake.' },
  { id: 'main', path: '/', screen: 'lendingMarkets', title: 'Main', description: 'Main.' },
];
// No sandbox to fetch from: the runtime then lists no sandbox wallets.
const config = { routes, nav: { items: [] }, sandboxControlUrl: 'http://127.0.0.1:9' };

/** Paints the boot shell at `pathname` and clicks the shell control `selector` in it. */
function clickShell(pathname: string, selector: string) {
  const shell = document.createElement('div');
  shell.innerHTML = appShellMarkup({ routes, brand: { name: 'Acme' }, pathname }).html;
  document.body.append(shell);
  recordBootIntents(shell);
  shell
    .querySelector(selector)
    ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  shell.remove();
}

afterEach(() => {
  finishBootIntents();
});

describe('a click on the boot shell', () => {
  it('on Connect Wallet opens the disclaimer (terms not confirmed) once the app has rendered', async () => {
    clickShell('/stake', '[data-keel-intent="connect-wallet"]');
    const { context } = renderApp(config, '/stake');
    await waitFor(() => expect(context.walletStore.getState().disclaimerOpen).toBe(true));
  });

  it('on the home link navigates there once the app has rendered', async () => {
    clickShell('/stake', 'a[data-keel-intent="navigate"]');
    const { router } = renderApp(config, '/stake');
    expect(await screen.findByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
    expect(router.pathname).toBe('/');
  });

  it('is replayed once only: a later render does nothing', async () => {
    clickShell('/stake', '[data-keel-intent="connect-wallet"]');
    expect(finishBootIntents()).toEqual({ kind: 'connectWallet' });
    const { context } = renderApp(config, '/stake');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stake' })).toBeVisible();
    expect(context.walletStore.getState().disclaimerOpen).toBe(false);
  });
});
