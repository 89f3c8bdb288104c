// @vitest-environment node
import type { Adapter } from '@solana/wallet-adapter-base';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SandboxWalletAdapter } from '../sandbox/SandboxWalletAdapter';
import { MessageSigningUnsupportedError, signMessageWithAdapter } from './signMessageWithAdapter';

describe('signMessageWithAdapter', () => {
  it('signs with an adapter that can', async () => {
    const adapter = new SandboxWalletAdapter(Keypair.generate());
    await adapter.connect();
    await expect(signMessageWithAdapter(adapter, new Uint8Array([1]))).resolves.toHaveLength(64);
  });

  it('rejects with a typed error for an adapter that cannot', async () => {
    const adapter = new SandboxWalletAdapter(Keypair.generate());
    const withoutSigning = Object.create(adapter, { signMessage: { value: undefined } }) as Adapter;
    await expect(
      signMessageWithAdapter(withoutSigning, new Uint8Array([1])),
    ).rejects.toBeInstanceOf(MessageSigningUnsupportedError);
  });
});
