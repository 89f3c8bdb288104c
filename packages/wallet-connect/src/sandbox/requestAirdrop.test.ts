// @vitest-environment node
import { Keypair } from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import {
  AIRDROP_FAILED_MESSAGE,
  AirdropFailedError,
  type AirdropRpc,
  requestAirdrop,
} from './requestAirdrop';

function rpc(overrides: Partial<AirdropRpc> = {}): AirdropRpc {
  return {
    requestAirdrop: vi.fn(async () => 'sig1'),
    getLatestBlockhash: vi.fn(async () => ({ blockhash: 'hash', lastValidBlockHeight: 10 })),
    confirmTransaction: vi.fn(async () => ({ context: { slot: 1 }, value: { err: null } })),
    ...overrides,
  };
}

describe('requestAirdrop', () => {
  it('requests, confirms and returns the signature', async () => {
    const connection = rpc();
    const publicKey = Keypair.generate().publicKey;
    await expect(requestAirdrop(connection, publicKey, 2_000_000_000n)).resolves.toBe('sig1');
    expect(connection.requestAirdrop).toHaveBeenCalledWith(publicKey, 2_000_000_000);
    expect(connection.confirmTransaction).toHaveBeenCalledWith(
      { signature: 'sig1', blockhash: 'hash', lastValidBlockHeight: 10 },
      'confirmed',
    );
  });

  it('fails with the spec copy when the node refuses', async () => {
    const refusal = new Error('airdrop request failed. This can happen when the rate limit...');
    const connection = rpc({ requestAirdrop: vi.fn(async () => Promise.reject(refusal)) });
    const failure = requestAirdrop(connection, Keypair.generate().publicKey, 1);
    await expect(failure).rejects.toBeInstanceOf(AirdropFailedError);
    await expect(failure).rejects.toMatchObject({
      message: AIRDROP_FAILED_MESSAGE,
      cause: refusal,
    });
    expect(AIRDROP_FAILED_MESSAGE).toBe(
      'Airdrop failed! Check you are not on mainnet or your localnet is running.',
    );
  });

  it('fails when the airdrop transaction itself failed', async () => {
    const connection = rpc({
      confirmTransaction: vi.fn(async () => ({
        context: { slot: 1 },
        value: { err: { InstructionError: [0, 'Custom'] } },
      })),
    });
    await expect(requestAirdrop(connection, Keypair.generate().publicKey, 1)).rejects.toThrow(
      AIRDROP_FAILED_MESSAGE,
    );
  });

  it('rejects amounts that are not positive safe integers', async () => {
    const publicKey = Keypair.generate().publicKey;
    await expect(requestAirdrop(rpc(), publicKey, 0)).rejects.toBeInstanceOf(RangeError);
    await expect(requestAirdrop(rpc(), publicKey, 1.5)).rejects.toBeInstanceOf(RangeError);
    await expect(requestAirdrop(rpc(), publicKey, 2n ** 60n)).rejects.toBeInstanceOf(RangeError);
  });
});
