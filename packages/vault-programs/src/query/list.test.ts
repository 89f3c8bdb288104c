import { sameAddress } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { encodeVaultState, VAULT_STATE_SIZE } from '../accounts/vaultState';
import { VAULT_PROGRAM_ID } from '../programId';
import { sampleVaultState } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { vaultKeys } from './keys';
import { vaultListQueryOptions } from './list';

describe('vault list query options', () => {
  it('lists every decodable vault of the program by size, in address order', async () => {
    const data = Buffer.from(encodeVaultState(sampleVaultState()));
    const calls: unknown[] = [];
    const rpc = {
      getProgramAccounts: async (programId: PublicKey, config: unknown) => {
        calls.push([programId.toBase58(), config]);
        return [
          { pubkey: testKey(12), account: { owner: VAULT_PROGRAM_ID, data } },
          { pubkey: testKey(11), account: { owner: VAULT_PROGRAM_ID, data } },
          // Wrong discriminator: not a vault, left out.
          {
            pubkey: testKey(13),
            account: { owner: VAULT_PROGRAM_ID, data: Buffer.alloc(VAULT_STATE_SIZE) },
          },
        ];
      },
    };
    const options = vaultListQueryOptions({ rpc, endpoint: 'http://rpc' });
    expect(options.queryKey).toEqual(vaultKeys.list('http://rpc'));
    expect(options.queryKey.slice(0, 2)).toEqual(vaultKeys.all('http://rpc'));
    const vaults = await options.queryFn();
    expect(vaults.map((v) => v.address.toBase58())).toEqual(
      [testKey(11), testKey(12)].map((k) => k.toBase58()).sort(),
    );
    expect(sameAddress(vaults[0]?.vaultAdminAuthority, testKey(1))).toBe(true);
    expect(calls).toEqual([
      [VAULT_PROGRAM_ID.toBase58(), { filters: [{ dataSize: VAULT_STATE_SIZE }] }],
    ]);
  });
});
