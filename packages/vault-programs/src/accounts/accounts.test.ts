import { createHash } from 'node:crypto';
import { AccountDecodeError } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { VAULT_PROGRAM_ID } from '../programId';
import { sampleVaultState } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { VAULT_ACCOUNT_DISCRIMINATORS } from './discriminators';
import { decodeGlobalConfig, encodeGlobalConfig, GLOBAL_CONFIG_SIZE } from './globalConfig';
import { activeAllocations } from './vaultAllocation';
import { decodeVaultState, encodeVaultState, VAULT_STATE_SIZE } from './vaultState';

const anchorHash = (name: string) => [
  ...createHash('sha256').update(`account:${name}`).digest().subarray(0, 8),
];

describe('vault accounts', () => {
  it('discriminators are sha256("account:<Name>")[0..8]', () => {
    expect([...VAULT_ACCOUNT_DISCRIMINATORS.VaultState]).toEqual(anchorHash('VaultState'));
    expect([...VAULT_ACCOUNT_DISCRIMINATORS.GlobalConfig]).toEqual(anchorHash('GlobalConfig'));
  });

  it('VaultState: fields at their byte offsets, round trip', () => {
    const state = sampleVaultState();
    const data = encodeVaultState(state);
    expect(data.length).toBe(VAULT_STATE_SIZE);
    const view = Buffer.from(data);
    expect(view.subarray(8, 40).equals(testKey(1).toBuffer())).toBe(true);
    expect(view.readBigUInt64LE(72)).toBe(254n);
    expect(view.subarray(184, 216).equals(testKey(6).toBuffer())).toBe(true);
    expect(view.readBigUInt64LE(224)).toBe(123_456n);
    expect(view.readBigUInt64LE(232)).toBe(100_000n);
    // Allocation slot 0 at 312, slot 2 at 312 + 2·2160; cToken allocation 1104 into the slot.
    expect(view.subarray(312, 344).equals(testKey(21).toBuffer())).toBe(true);
    expect(view.readBigUInt64LE(312 + 1104)).toBe(7_001n);
    expect(view.subarray(312 + 4320, 312 + 4352).equals(testKey(22).toBuffer())).toBe(true);
    expect(view.readBigUInt64LE(58_408)).toBe(11n);
    expect(view.subarray(58_528, 58_542).toString()).toBe('Keel USDC Earn');
    expect(view[58_728]).toBe(1);
    expect(view.readBigUInt64LE(58_744)).toBe(22n);
    expect(view.subarray(58_776).every((byte) => byte === 0)).toBe(true);
    const decoded = decodeVaultState(testKey(40), { owner: VAULT_PROGRAM_ID, data });
    expect(decoded).toEqual({ address: testKey(40), ...state });
    expect(activeAllocations(decoded.vaultAllocationStrategy).map((a) => a.reserve)).toEqual([
      testKey(21),
      testKey(22),
    ]);
  });

  it('GlobalConfig: 1032 bytes, round trip', () => {
    const config = {
      globalAdmin: testKey(1),
      pendingAdmin: testKey(2),
      withdrawalPenaltyLamports: 5_000n,
      withdrawalPenaltyBps: 3n,
    };
    const data = encodeGlobalConfig(config);
    expect(data.length).toBe(GLOBAL_CONFIG_SIZE);
    expect(Buffer.from(data).readBigUInt64LE(72)).toBe(5_000n);
    expect(decodeGlobalConfig(testKey(3), { owner: VAULT_PROGRAM_ID, data })).toEqual({
      address: testKey(3),
      ...config,
    });
  });

  it('refuses another owner, another discriminator and another size', () => {
    const data = encodeVaultState(sampleVaultState());
    const read = (owner = VAULT_PROGRAM_ID, bytes = data) =>
      decodeVaultState(testKey(7), { owner, data: bytes });
    expect(() => read(testKey(1))).toThrow(AccountDecodeError);
    expect(() =>
      read(
        undefined,
        Buffer.concat([Buffer.from(VAULT_ACCOUNT_DISCRIMINATORS.GlobalConfig), data.subarray(8)]),
      ),
    ).toThrow(AccountDecodeError);
    expect(() => read(undefined, data.subarray(0, 1000))).toThrow(AccountDecodeError);
  });
});
