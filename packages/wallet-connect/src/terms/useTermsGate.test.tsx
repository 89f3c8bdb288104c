import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmTermsEffects } from './confirmTerms';
import { ACCEPT_TERMS_TOOLTIP, SCROLL_TERMS_TOOLTIP } from './termsGate';
import { type UseTermsGateOptions, useTermsGate } from './useTermsGate';

function effects(overrides: Partial<ConfirmTermsEffects> = {}): ConfirmTermsEffects {
  return {
    connect: vi.fn(async () => {}),
    signMessage: vi.fn(async () => new Uint8Array(64)),
    disconnect: vi.fn(async () => {}),
    setTermsConfirmed: vi.fn(),
    setLastWalletName: vi.fn(),
    clearLastWalletName: vi.fn(),
    termsSignature: vi.fn(() => null),
    setTermsSignature: vi.fn(),
    reportError: vi.fn(),
    showErrorToast: vi.fn(),
    ...overrides,
  };
}

const wallets = [{ name: 'Other' }, { name: 'Solflare' }, { name: 'Backpack' }];

function options(
  overrides: Partial<UseTermsGateOptions<{ name: string }>> = {},
): UseTermsGateOptions<{ name: string }> {
  return {
    wallets,
    signatureRequired: false,
    message: 'terms',
    effects: effects(),
    onClose: vi.fn(),
    ...overrides,
  };
}

function setMetrics(element: HTMLElement, scrollTop: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 300 });
  element.scrollTop = scrollTop;
}

function Popup(props: UseTermsGateOptions<{ name: string }>) {
  const gate = useTermsGate(props);
  return (
    <div>
      <div data-testid="terms" onScroll={gate.onTermsScroll}>
        terms
      </div>
      <input
        type="checkbox"
        aria-label="I accept"
        disabled={!gate.gate.checkboxEnabled}
        checked={gate.accepted}
        onChange={(event) => gate.setAccepted(event.target.checked)}
      />
      <button type="button" disabled={!gate.gate.confirmEnabled} onClick={() => gate.confirm()}>
        Connect Wallet
      </button>
      <output>{gate.gate.tooltip ?? ''}</output>
      <span data-testid="wallet">{gate.selectedWalletName}</span>
    </div>
  );
}

describe('useTermsGate', () => {
  it('preselects the first wallet in the preferred order and sorts the list', () => {
    const { result } = renderHook(() => useTermsGate(options()));
    expect(result.current.selectedWalletName).toBe('Backpack');
    expect(result.current.wallets.map((wallet) => wallet.name)).toEqual([
      'Backpack',
      'Solflare',
      'Other',
    ]);
    act(() => result.current.selectWallet('Other'));
    expect(result.current.selectedWalletName).toBe('Other');
  });

  it('enables the checkbox after scrolling and Connect Wallet after ticking', () => {
    render(<Popup {...options()} />);
    const terms = screen.getByTestId('terms');
    const checkbox = screen.getByRole('checkbox', { name: 'I accept' });
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(checkbox).toBeDisabled();
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(SCROLL_TERMS_TOOLTIP);

    setMetrics(terms, 600);
    fireEvent.scroll(terms);
    expect(checkbox).toBeDisabled();

    setMetrics(terms, 695);
    fireEvent.scroll(terms);
    expect(checkbox).toBeEnabled();
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(ACCEPT_TERMS_TOOLTIP);

    fireEvent.click(checkbox);
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('ignores ticking before the terms were scrolled', () => {
    const { result } = renderHook(() => useTermsGate(options()));
    act(() => result.current.setAccepted(true));
    expect(result.current.accepted).toBe(false);
  });

  it('counts a terms area that needs no scrolling as read', () => {
    const { result } = renderHook(() => useTermsGate(options()));
    const short = document.createElement('div');
    Object.defineProperty(short, 'scrollHeight', { value: 200 });
    Object.defineProperty(short, 'clientHeight', { value: 300 });
    act(() => result.current.termsRef(short));
    expect(result.current.scrolled).toBe(true);
  });

  it('confirms with the selected wallet, disables while connecting, then calls onConfirmed', async () => {
    let finishConnect: () => void = () => {};
    const fx = effects({
      connect: vi.fn(
        () =>
          new Promise<void>((resolve) => {
            finishConnect = resolve;
          }),
      ),
    });
    const onConfirmed = vi.fn();
    const { result } = renderHook(() => useTermsGate(options({ effects: fx, onConfirmed })));
    const area = document.createElement('div');
    setMetrics(area, 700);
    act(() => result.current.termsRef(area));
    act(() => result.current.setAccepted(true));

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.confirm();
    });
    expect(result.current.connecting).toBe(true);
    expect(result.current.gate.confirmEnabled).toBe(false);
    await act(async () => {
      finishConnect();
      await pending;
    });
    expect(fx.connect).toHaveBeenCalledWith('Backpack');
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(result.current.connecting).toBe(false);
  });

  it('does nothing when Connect Wallet is disabled', async () => {
    const fx = effects();
    const { result } = renderHook(() => useTermsGate(options({ effects: fx })));
    await act(async () => {
      expect(await result.current.confirm()).toBeUndefined();
    });
    expect(fx.connect).not.toHaveBeenCalled();
  });

  it('cancel closes and disconnects', async () => {
    const fx = effects();
    const onClose = vi.fn();
    const { result } = renderHook(() => useTermsGate(options({ effects: fx, onClose })));
    await act(() => result.current.cancel());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fx.disconnect).toHaveBeenCalledTimes(1);
  });
});
