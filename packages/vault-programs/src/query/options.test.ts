import { describe, expect, it } from 'vitest';
import { encodeGlobalConfig } from '../accounts/globalConfig';
import { encodeVaultState } from '../accounts/vaultState';
import { globalConfigAddress } from '../pda';
import { VAULT_PROGRAM_ID } from '../programId';
import { sampleVaultState } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { vaultKeys } from './keys';
import { vaultGlobalConfigQueryOptions, vaultStateQueryOptions } from './options';

describe('vault query options', () => {
  it('reads and decodes the vault under its key; a missing vault is an error', async () => {
    const data = encodeVaultState(sampleVaultState());
    const rpc = {
      getMultipleAccountsInfo: async (keys: unknown[]) =>
        keys.map(() => ({ owner: VAULT_PROGRAM_ID, data: Buffer.from(data) })),
    };
    const options = vaultStateQueryOptions(
      { rpc: rpc as never, endpoint: 'http://rpc' },
      testKey(9),
    );
    expect(options.queryKey).toEqual(['earnVault', 'http://rpc', testKey(9).toBase58()]);
    expect(vaultKeys.all('http://rpc')).toEqual(options.queryKey.slice(0, 2));
    const state = await options.queryFn();
    expect(state.sharesIssued).toBe(100_000n);
    const empty = { getMultipleAccountsInfo: async () => [null] };
    await expect(
      vaultStateQueryOptions({ rpc: empty as never, endpoint: 'e' }, testKey(9)).queryFn(),
    ).rejects.toThrow('not found');
  });

  it("reads the program's global config at its PDA, null when the program has none", async () => {
    const asked: string[] = [];
    const data = encodeGlobalConfig({
      globalAdmin: testKey(1),
      pendingAdmin: testKey(2),
      withdrawalPenaltyLamports: 7n,
      withdrawalPenaltyBps: 3n,
    });
    const rpc = {
      getMultipleAccountsInfo: async (keys: { toBase58(): string }[]) =>
        keys.map((key) => {
          asked.push(key.toBase58());
          return { owner: VAULT_PROGRAM_ID, data: Buffer.from(data) };
        }),
    };
    const options = vaultGlobalConfigQueryOptions({ rpc: rpc as never, endpoint: 'e' });
    expect(options.queryKey).toEqual([
      'earnVault',
      'e',
      'globalConfig',
      VAULT_PROGRAM_ID.toBase58(),
    ]);
    const config = await options.queryFn();
    expect(asked).toEqual([globalConfigAddress().address.toBase58()]);
    expect(config?.withdrawalPenaltyBps).toBe(3n);
    const empty = { getMultipleAccountsInfo: async () => [null] };
    await expect(
      vaultGlobalConfigQueryOptions({ rpc: empty as never, endpoint: 'e' }).queryFn(),
    ).resolves.toBeNull();
  });
});
