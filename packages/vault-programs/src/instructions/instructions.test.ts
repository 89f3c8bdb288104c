import { createHash } from 'node:crypto';
import { KLEND_PROGRAM_ID, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { VAULT_PROGRAM_ID } from '../programId';
import { testKey } from '../testing/keys';
import { u64ConfigValue, updateVaultConfigInstruction } from './adminInstructions';
import { VAULT_INSTRUCTION_DISCRIMINATORS } from './discriminators';
import {
  depositInstruction,
  withdrawFromAvailableInstruction,
  withdrawInstruction,
} from './userInstructions';

const globalHash = (name: string) => [
  ...createHash('sha256').update(`global:${name}`).digest().subarray(0, 8),
];
const pda = (seeds: (string | PublicKey)[]) =>
  PublicKey.findProgramAddressSync(
    seeds.map((s) => (typeof s === 'string' ? Buffer.from(s) : s.toBuffer())),
    toPublicKey(VAULT_PROGRAM_ID),
  )[0];

const vault = {
  vault: testKey(1),
  tokenMint: testKey(2),
  tokenVault: testKey(3),
  tokenProgram: TOKEN_PROGRAM_ID,
  sharesMint: testKey(5),
  baseVaultAuthority: testKey(6),
};
const user = {
  vault,
  user: testKey(11),
  userTokenAta: testKey(12),
  userSharesAta: testKey(13),
  vaultReserves: [
    { reserve: testKey(20), lendingMarket: testKey(21) },
    { reserve: testKey(22), lendingMarket: testKey(21) },
  ],
};

describe('vault instructions', () => {
  it('discriminators are sha256("global:<snake_name>")[0..8]', () => {
    const names: Record<keyof typeof VAULT_INSTRUCTION_DISCRIMINATORS, string> = {
      initVault: 'init_vault',
      updateReserveAllocation: 'update_reserve_allocation',
      deposit: 'deposit',
      withdraw: 'withdraw',
      invest: 'invest',
      updateVaultConfig: 'update_vault_config',
      withdrawFromAvailable: 'withdraw_from_available',
    };
    for (const [key, name] of Object.entries(names)) {
      expect([
        ...VAULT_INSTRUCTION_DISCRIMINATORS[key as keyof typeof VAULT_INSTRUCTION_DISCRIMINATORS],
      ]).toEqual(globalHash(name));
    }
  });

  it('deposit: max amount u64 LE, the user signs, the reserves then their markets follow', () => {
    const ix = depositInstruction({ ...user, maxAmount: 1_234_567n });
    expect(ix.programId.equals(toPublicKey(VAULT_PROGRAM_ID))).toBe(true);
    expect(Buffer.from(ix.data).subarray(8).readBigUInt64LE(0)).toBe(1_234_567n);
    expect(ix.keys[0]).toEqual({ pubkey: testKey(11), isSigner: true, isWritable: true });
    expect(ix.keys[8]?.pubkey.equals(toPublicKey(KLEND_PROGRAM_ID))).toBe(true);
    expect(ix.keys[11]?.pubkey.equals(pda(['__event_authority']))).toBe(true);
    expect(ix.keys.slice(13).map((k) => [k.pubkey.toBase58(), k.isWritable])).toEqual([
      [testKey(20).toBase58(), true],
      [testKey(22).toBase58(), true],
      [testKey(21).toBase58(), false],
      [testKey(21).toBase58(), false],
    ]);
    expect(() => depositInstruction({ ...user, maxAmount: -1n })).toThrow(RangeError);
  });

  it('withdraw: the available group, then the reserve group with the derived cToken vault', () => {
    const ix = withdrawInstruction({
      ...user,
      sharesAmount: 99n,
      fromReserve: {
        reserve: testKey(20),
        lendingMarket: testKey(21),
        reserveLiquiditySupply: testKey(23),
        reserveCollateralMint: testKey(24),
      },
    });
    expect(ix.keys[0]).toEqual({ pubkey: testKey(11), isSigner: true, isWritable: false });
    expect(ix.keys[2]?.pubkey.equals(pda(['global_config']))).toBe(true);
    expect(ix.keys[16]?.pubkey.equals(pda(['ctoken_vault', testKey(1), testKey(20)]))).toBe(true);
    const [authority] = PublicKey.findProgramAddressSync(
      [Buffer.from('lma'), testKey(21).toBuffer()],
      toPublicKey(KLEND_PROGRAM_ID),
    );
    expect(ix.keys[18]?.pubkey.equals(authority)).toBe(true);
    expect(ix.keys[22]?.pubkey.equals(SYSVAR_INSTRUCTIONS_PUBKEY)).toBe(true);
    expect(ix.keys.length).toBe(25 + 4);
    expect(Buffer.from(ix.data).toString('hex')).toBe(`b712469c946da122${'6300000000000000'}`);
    const fromAvailable = withdrawFromAvailableInstruction({ ...user, sharesAmount: 99n });
    expect(fromAvailable.keys.slice(0, 14)).toEqual(ix.keys.slice(0, 14));
  });

  it('update_vault_config: the field tag then Borsh bytes', () => {
    const ix = updateVaultConfigInstruction({
      signer: testKey(1),
      vault: testKey(2),
      field: 'ManagementFeeBps',
      value: u64ConfigValue(75n),
    });
    expect(Buffer.from(ix.data).subarray(8).toString('hex')).toBe('01080000004b00000000000000');
  });

  it('update_vault_config: a name is sent padded to 40 bytes, a longer one refused', () => {
    const config = { signer: testKey(1), vault: testKey(2), field: 'Name' as const };
    const ix = updateVaultConfigInstruction({ ...config, value: new TextEncoder().encode('Keel') });
    const data = Buffer.from(ix.data).subarray(8);
    expect(data.subarray(0, 5).toString('hex')).toBe('0828000000');
    expect(data.subarray(5).toString('hex')).toBe(`4b65656c${'00'.repeat(36)}`);
    expect(() =>
      updateVaultConfigInstruction({ ...config, value: new Uint8Array(41).fill(65) }),
    ).toThrow(RangeError);
  });
});
