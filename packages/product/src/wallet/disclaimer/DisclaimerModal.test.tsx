import { createToaster, ToastProvider } from '@keel/ui-kit';
import { createTermsStorage, type WalletEntry } from '@keel/wallet-connect';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '../../brand/BrandContext';
import { memoryStorage, testBrand } from '../../testing/renderApp';
import { DisclaimerModal } from './DisclaimerModal';

const wallets: WalletEntry[] = [
  { name: 'Sandbox Wallet', icon: 'data:,', url: '', readyState: WalletReadyState.Loadable },
  { name: 'Phantom', icon: 'data:,', url: '', readyState: WalletReadyState.Installed },
];

function setup(
  connect: (name: string) => Promise<void>,
  redirect?: { redirectFor(wallet: WalletEntry): string | undefined; openUrl(url: string): void },
) {
  const storage = memoryStorage();
  const terms = createTermsStorage({ storage, storagePrefix: 'acme' });
  const wallet = {
    connect: vi.fn(connect),
    disconnect: vi.fn(async () => {}),
    signMessage: vi.fn(),
  };
  const onClose = vi.fn();
  const toaster = createToaster();
  render(
    <BrandProvider brand={testBrand}>
      <ToastProvider toaster={toaster}>
        <DisclaimerModal
          open
          wallets={wallets}
          signatureRequired={false}
          wallet={wallet}
          terms={terms}
          reportError={() => {}}
          onClose={onClose}
          {...redirect}
        />
      </ToastProvider>
    </BrandProvider>,
  );
  return { storage, terms, wallet, onClose, toaster };
}

async function acceptAndConnect() {
  const dialog = screen.getByRole('dialog', { name: 'Connect your Solana wallet' });
  // jsdom lays nothing out, so the terms need no scrolling and count as read.
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(
    screen.getAllByRole('button', { name: 'Connect Wallet' }).find((b) => dialog.contains(b))!,
  );
}

describe('DisclaimerModal', () => {
  it('preselects the first wallet in the preferred order and connects the chosen one', async () => {
    const { wallet, terms, onClose } = setup(async () => {});
    expect(screen.getByRole('radio', { name: 'Phantom' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Sandbox Wallet' }));
    await acceptAndConnect();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(wallet.connect).toHaveBeenCalledWith('Sandbox Wallet');
    expect(terms.areTermsConfirmed()).toBe(true);
    expect(terms.lastWalletName()).toBe('Sandbox Wallet');
  });

  it('shows the failure toast, forgets the wallet and disconnects when connecting fails', async () => {
    const { wallet, terms, toaster, onClose } = setup(async () => {
      throw new Error('User rejected the request.');
    });
    await acceptAndConnect();
    await waitFor(() =>
      expect(toaster.getSnapshot().map((t) => t.message)).toContain(
        'Failed to connect wallet. Please, try again',
      ),
    );
    expect(wallet.disconnect).toHaveBeenCalled();
    expect(terms.areTermsConfirmed()).toBe(false);
    expect(terms.lastWalletName()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes and disconnects', async () => {
    const { wallet, onClose } = setup(async () => {});
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(wallet.disconnect).toHaveBeenCalled());
  });

  it('sends a wallet that cannot connect here to its link instead, leaving the terms unconfirmed', async () => {
    const openUrl = vi.fn();
    const redirectFor = (entry: WalletEntry) =>
      entry.name === 'Phantom' ? 'https://phantom.com/download' : undefined;
    const { wallet, terms, onClose } = setup(async () => {}, { redirectFor, openUrl });
    expect(screen.getByRole('radio', { name: 'Phantom' })).toBeChecked();
    await acceptAndConnect();
    expect(openUrl).toHaveBeenCalledWith('https://phantom.com/download');
    expect(onClose).toHaveBeenCalled();
    expect(wallet.connect).not.toHaveBeenCalled();
    expect(terms.areTermsConfirmed()).toBe(false);
  });
});
