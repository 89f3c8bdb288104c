import { describe, expect, it } from 'vitest';
import { encodeVaultState } from '../accounts/vaultState';
import { VAULT_PROGRAM_ID } from '../programId';
import { sampleVaultState } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { vaultKeys } from './keys';
import { vaultStateQueryOptions } from './options';

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
});
