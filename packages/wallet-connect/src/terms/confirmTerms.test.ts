// @vitest-environment node
import bs58 from 'bs58';
import { describe, expect, it, vi } from 'vitest';
import {
  CONNECT_WALLET_FAILED_MESSAGE,
  type ConfirmTermsEffects,
  confirmTerms,
} from './confirmTerms';

function effects(overrides: Partial<ConfirmTermsEffects> = {}) {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length > 0 ? `${name}(${args.map(String).join(',')})` : name);
    };
  const signature = new Uint8Array(64).fill(3);
  const base: ConfirmTermsEffects = {
    connect: vi.fn(async (name: string) => record('connect')(name)),
    signMessage: vi.fn(async (message: Uint8Array) => {
      record('signMessage')(new TextDecoder().decode(message));
      return signature;
    }),
    disconnect: vi.fn(async () => record('disconnect')()),
    setTermsConfirmed: vi.fn(record('setTermsConfirmed')),
    setLastWalletName: vi.fn(record('setLastWalletName')),
    clearLastWalletName: vi.fn(record('clearLastWalletName')),
    termsSignature: vi.fn(() => null),
    setTermsSignature: vi.fn(record('setTermsSignature')),
    reportError: vi.fn(record('reportError')),
    showErrorToast: vi.fn(record('showErrorToast')),
  };
  return { effects: { ...base, ...overrides }, calls, signature };
}

describe('confirmTerms', () => {
  it('connects, confirms and remembers the wallet without signing when the flag is off', async () => {
    const { effects: fx, calls } = effects();
    const result = await confirmTerms({
      walletName: 'Phantom',
      signatureRequired: false,
      message: 'terms',
      effects: fx,
    });
    expect(result).toEqual({ ok: true });
    expect(calls).toEqual(['connect(Phantom)', 'setTermsConfirmed', 'setLastWalletName(Phantom)']);
  });

  it('signs the message and stores the signature in base58 when the flag is on', async () => {
    const { effects: fx, calls, signature } = effects();
    await confirmTerms({
      walletName: 'Phantom',
      signatureRequired: true,
      message: 'terms',
      effects: fx,
    });
    expect(calls).toEqual([
      'connect(Phantom)',
      'setTermsConfirmed',
      'setLastWalletName(Phantom)',
      'signMessage(terms)',
      `setTermsSignature(${bs58.encode(signature)})`,
    ]);
  });

  it('does not sign again when a signature is stored', async () => {
    const { effects: fx } = effects({ termsSignature: () => 'stored' });
    await confirmTerms({
      walletName: 'Phantom',
      signatureRequired: true,
      message: 'terms',
      effects: fx,
    });
    expect(fx.signMessage).not.toHaveBeenCalled();
  });

  it('on a connect failure reports, toasts, forgets the wallet and disconnects', async () => {
    const rejection = new Error('User rejected the request.');
    const { effects: fx, calls } = effects({
      connect: vi.fn(async () => Promise.reject(rejection)),
    });
    const result = await confirmTerms({
      walletName: 'Phantom',
      signatureRequired: false,
      message: 'terms',
      effects: fx,
    });
    expect(result).toEqual({ ok: false, error: rejection });
    expect(calls).toEqual([
      `reportError(${rejection})`,
      `showErrorToast(${CONNECT_WALLET_FAILED_MESSAGE})`,
      'clearLastWalletName',
      'disconnect',
    ]);
    expect(CONNECT_WALLET_FAILED_MESSAGE).toBe('Failed to connect wallet. Please, try again');
  });

  it('treats a refused signature as a failure too', async () => {
    const { effects: fx, calls } = effects({
      signMessage: vi.fn(async () => Promise.reject(new Error('declined'))),
    });
    const result = await confirmTerms({
      walletName: 'Solflare',
      signatureRequired: true,
      message: 'terms',
      effects: fx,
    });
    expect(result.ok).toBe(false);
    expect(fx.setTermsSignature).not.toHaveBeenCalled();
    expect(calls.slice(-3)).toEqual([
      `showErrorToast(${CONNECT_WALLET_FAILED_MESSAGE})`,
      'clearLastWalletName',
      'disconnect',
    ]);
  });

  it('reports a failing disconnect without throwing', async () => {
    const disconnectError = new Error('disconnect failed');
    const { effects: fx } = effects({
      connect: vi.fn(async () => Promise.reject(new Error('nope'))),
      disconnect: vi.fn(async () => Promise.reject(disconnectError)),
    });
    const result = await confirmTerms({
      walletName: 'Phantom',
      signatureRequired: false,
      message: 'terms',
      effects: fx,
    });
    expect(result.ok).toBe(false);
    expect(fx.reportError).toHaveBeenLastCalledWith(disconnectError);
  });
});
