// @vitest-environment node
import { LOCALNET_CHAIN_ID, MAINNET_CHAIN_ID } from '@keel/chain-readers';
import { WalletConnectionError, WalletReadyState } from '@solana/wallet-adapter-base';
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import {
  createRejectingSandboxWalletAdapter,
  RejectingSandboxWalletAdapter,
  SANDBOX_REJECTION_MESSAGE,
} from './RejectingSandboxWalletAdapter';
import { SandboxWalletOnMainnetError } from './sandboxGuard';

describe('RejectingSandboxWalletAdapter', () => {
  it('is a loadable wallet with its own name', () => {
    const adapter = new RejectingSandboxWalletAdapter();
    expect(adapter.name).toBe('Sandbox Wallet (rejects)');
    expect(adapter.readyState).toBe(WalletReadyState.Loadable);
  });

  it('rejects connect like a user pressing Cancel, emitting the error, and stays disconnected', async () => {
    const adapter = new RejectingSandboxWalletAdapter();
    const onError = vi.fn();
    const onConnect = vi.fn();
    adapter.on('error', onError);
    adapter.on('connect', onConnect);

    const attempt = adapter.connect();
    await expect(attempt).rejects.toBeInstanceOf(WalletConnectionError);
    await expect(attempt).rejects.toThrow(SANDBOX_REJECTION_MESSAGE);
    expect(onError).toHaveBeenCalledOnce();
    expect(onConnect).not.toHaveBeenCalled();
    expect(adapter.connected).toBe(false);
    expect(adapter.publicKey).toBeNull();
  });

  it('signs nothing', async () => {
    const adapter = new RejectingSandboxWalletAdapter();
    const payer = Keypair.generate().publicKey;
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 }),
    );
    await expect(adapter.signTransaction(tx)).rejects.toThrow();
    await expect(adapter.signMessage(new Uint8Array([1]))).rejects.toThrow();
  });

  it('is never created for mainnet', () => {
    expect(() =>
      createRejectingSandboxWalletAdapter({
        network: { name: 'mainnet-beta', chainID: MAINNET_CHAIN_ID },
      }),
    ).toThrow(SandboxWalletOnMainnetError);
    expect(
      createRejectingSandboxWalletAdapter({
        network: { name: 'localnet', chainID: LOCALNET_CHAIN_ID },
      }),
    ).toBeInstanceOf(RejectingSandboxWalletAdapter);
  });
});
