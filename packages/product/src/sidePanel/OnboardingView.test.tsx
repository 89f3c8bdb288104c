import type { EmbeddedWalletProvider, WalletEntry } from '@keel/wallet-connect';
import type { Adapter } from '@solana/wallet-adapter-base';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnboardingView } from './OnboardingView';

const entry = (name: string, readyState = WalletReadyState.Installed): WalletEntry => ({
  name,
  icon: 'data:,',
  url: '',
  readyState,
});

function provider(methods: EmbeddedWalletProvider['loginMethods']): EmbeddedWalletProvider {
  return {
    adapter: { name: 'Google' } as Adapter,
    loginMethods: methods,
    signIn: vi.fn(async () => {}),
  };
}

const metamaskWindow = { ethereum: { isMetaMask: true } };

describe('OnboardingView', () => {
  it('without a service and without MetaMask shows only the download link', () => {
    render(<OnboardingView wallets={[entry('Phantom')]} onSelect={() => {}} scope={{}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('an injected MetaMask without a service offers no Metamask login (nothing could sign in)', () => {
    render(<OnboardingView wallets={[]} onSelect={() => {}} scope={metamaskWindow} />);
    expect(screen.queryByRole('button', { name: 'Metamask login' })).toBeNull();
  });

  it('an installed MetaMask Solana wallet is offered and connects directly', async () => {
    const onSelect = vi.fn();
    render(<OnboardingView wallets={[entry('MetaMask')]} onSelect={onSelect} scope={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Metamask login' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'MetaMask' }));
  });

  it('with a service: Google login signs in, then connects the service wallet', async () => {
    const service = provider(['google', 'evm']);
    const onSelect = vi.fn();
    render(
      <OnboardingView
        wallets={[entry('Google', WalletReadyState.Loadable)]}
        onSelect={onSelect}
        embeddedProvider={service}
        scope={metamaskWindow}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Apple login' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Metamask login' }));
    expect(service.signIn).toHaveBeenCalledWith('evm');
    await userEvent.click(screen.getByRole('button', { name: 'Google login' }));
    expect(service.signIn).toHaveBeenLastCalledWith('google');
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(2));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Google' }));
  });

  it('a failed sign-in is reported and connects nothing', async () => {
    const service = provider(['google']);
    const failure = new Error('popup closed');
    vi.mocked(service.signIn).mockRejectedValueOnce(failure);
    const onSelect = vi.fn();
    const reportError = vi.fn();
    render(
      <OnboardingView
        wallets={[entry('Google', WalletReadyState.Loadable)]}
        onSelect={onSelect}
        embeddedProvider={service}
        reportError={reportError}
        scope={{}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Google login' }));
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(failure));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
