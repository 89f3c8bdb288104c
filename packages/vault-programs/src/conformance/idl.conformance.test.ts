import { BN, BorshInstructionCoder, type Idl } from '@coral-xyz/anchor-029';
import { referenceJson } from '@keel/config/reference';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { VAULT_STATE_OFFSETS, VAULT_STATE_SIZE } from '../accounts/vaultState';
import { VAULT_ERROR_MESSAGES } from '../errors/vaultErrorMessages';
import { VAULT_ERRORS } from '../errors/vaultErrors';
import {
  initVaultInstruction,
  investInstruction,
  updateReserveAllocationInstruction,
  updateVaultConfigInstruction,
  VAULT_CONFIG_FIELDS,
} from '../instructions/adminInstructions';
import {
  depositInstruction,
  withdrawFromAvailableInstruction,
  withdrawInstruction,
} from '../instructions/userInstructions';
import type { IdlAccountItem, IdlType, VaultIdl } from '../testing/idlTypes';
import { testKey } from '../testing/keys';

/**
 * Conformance with the published vault IDL (kvault 2.1.1): the VaultState layout (every field's
 * offset and the size, walked from the IDL's types as Borsh / the zero-copy struct lays them out),
 * each builder's accounts (count, order, isMut, isSigner; optional accounts as the program id),
 * its data bytes as Anchor 0.29's BorshInstructionCoder encodes the same arguments over the IDL,
 * the config field tags, and the error codes.
 */
const idl = referenceJson<VaultIdl>('vault-programs: kvault IDL', 'chain/idl/kvault.json');

const PRIMITIVE: Record<string, number> = {
  u8: 1,
  bool: 1,
  u16: 2,
  u32: 4,
  u64: 8,
  i64: 8,
  u128: 16,
  publicKey: 32,
};

function sizeOf(type: IdlType, doc: VaultIdl): number {
  if (typeof type === 'string') {
    const size = PRIMITIVE[type];
    if (size === undefined) throw new Error(`unsized ${type}`);
    return size;
  }
  if ('array' in type) return sizeOf(type.array[0], doc) * type.array[1];
  const defined = doc.types.find((t) => t.name === type.defined);
  if (!defined?.type.fields) throw new Error(`unknown ${type.defined}`);
  return defined.type.fields.reduce((sum, field) => sum + sizeOf(field.type, doc), 0);
}

function flatten(items: readonly IdlAccountItem[]): IdlAccountItem[] {
  return items.flatMap((item) => (item.accounts ? flatten(item.accounts) : [item]));
}

const P = testKey;
const vault = {
  vault: P(1),
  tokenMint: P(2),
  tokenVault: P(3),
  tokenProgram: P(4),
  sharesMint: P(5),
  baseVaultAuthority: P(6),
};
const reserve = {
  reserve: P(7),
  lendingMarket: P(8),
  reserveLiquiditySupply: P(9),
  reserveCollateralMint: P(10),
};
const user = { vault, user: P(11), userTokenAta: P(12), userSharesAta: P(13), vaultReserves: [] };

/** Distinct bytes in every position, so a wrong width or byte order shows. */
const U64 = 0x0102_0304_0506_0708n;
const CONFIG_VALUE = Uint8Array.of(9, 8, 7, 6, 5, 4, 3, 2);

/** Each builder's instruction, and the same arguments as Anchor's coder takes them. */
const BUILT: Record<
  string,
  { ix: TransactionInstruction; args: (bn: (value: bigint) => object) => Record<string, unknown> }
> = {
  deposit: {
    ix: depositInstruction({ ...user, maxAmount: U64 }),
    args: (bn) => ({ maxAmount: bn(U64) }),
  },
  withdrawFromAvailable: {
    ix: withdrawFromAvailableInstruction({ ...user, sharesAmount: U64 + 1n }),
    args: (bn) => ({ sharesAmount: bn(U64 + 1n) }),
  },
  withdraw: {
    ix: withdrawInstruction({ ...user, sharesAmount: U64 + 2n, fromReserve: reserve }),
    args: (bn) => ({ sharesAmount: bn(U64 + 2n) }),
  },
  invest: {
    ix: investInstruction({
      payer: P(11),
      payerTokenAccount: P(12),
      vault,
      reserve,
      vaultReserves: [],
    }),
    args: () => ({}),
  },
  initVault: {
    ix: initVaultInstruction({
      admin: P(11),
      vault: P(1),
      tokenMint: P(2),
      adminTokenAccount: P(12),
    }),
    args: () => ({}),
  },
  updateReserveAllocation: {
    ix: updateReserveAllocationInstruction({
      signer: P(11),
      vault: P(1),
      baseVaultAuthority: P(6),
      reserve,
      weight: U64 + 3n,
      cap: U64 + 4n,
    }),
    args: (bn) => ({ weight: bn(U64 + 3n), cap: bn(U64 + 4n) }),
  },
  updateVaultConfig: {
    ix: updateVaultConfigInstruction({
      signer: P(11),
      vault: P(1),
      field: 'MinInvestDelaySlots',
      value: CONFIG_VALUE,
    }),
    // Anchor 0.29 names enum variants in camelCase.
    args: () => ({ entry: { minInvestDelaySlots: {} }, data: Buffer.from(CONFIG_VALUE) }),
  },
};

describe.skipIf(idl === null)('vault program IDL conformance', () => {
  const doc = idl as VaultIdl;

  it('VaultState: every field at the offset the IDL gives, the size 8 + the struct', () => {
    const fields = doc.accounts.find((a) => a.name === 'VaultState')?.type.fields ?? [];
    let offset = 8;
    const offsets: Record<string, number> = {};
    for (const field of fields) {
      offsets[field.name] = offset;
      offset += sizeOf(field.type, doc);
    }
    expect(offset).toBe(VAULT_STATE_SIZE);
    for (const [name, at] of Object.entries(VAULT_STATE_OFFSETS)) {
      expect([name, offsets[name]]).toEqual([name, at]);
    }
    expect(sizeOf({ defined: 'VaultAllocation' }, doc)).toBe(2160);
  });

  it.each(Object.keys(BUILT))('%s: accounts in the IDL order with its flags', (name) => {
    const spec = doc.instructions.find((ix) => ix.name === name);
    if (spec === undefined) throw new Error(`${name} is not in the IDL`);
    const { ix } = BUILT[name] as (typeof BUILT)[string];
    const accounts = flatten(spec.accounts);
    expect(ix.keys.length).toBe(accounts.length);
    accounts.forEach((account, index) => {
      const meta = ix.keys[index];
      expect([account.name, meta?.isWritable, meta?.isSigner]).toEqual([
        account.name,
        account.isMut === true,
        account.isSigner === true,
      ]);
      if (account.isOptional) expect(meta?.pubkey.equals(ix.programId)).toBe(true);
    });
  });

  it.each(Object.keys(BUILT))('%s: the data bytes Anchor 0.29’s coder encodes', (name) => {
    const coder = new BorshInstructionCoder(doc as Idl);
    const { ix, args } = BUILT[name] as (typeof BUILT)[string];
    const expected = coder.encode(
      name,
      args((value) => new BN(value.toString())),
    );
    expect(Buffer.from(ix.data).toString('hex')).toBe(expected.toString('hex'));
  });

  it('the config fields are the IDL variants, in order', () => {
    const variants = doc.types.find((t) => t.name === 'VaultConfigField')?.type.variants ?? [];
    expect(variants.map((v) => v.name)).toEqual([...VAULT_CONFIG_FIELDS]);
  });

  it('every error code, name and message is the IDL’s, each with copy', () => {
    expect(VAULT_ERRORS.map((e) => [e.code, e.name, e.msg])).toEqual(
      doc.errors.map((e) => [e.code, e.name, e.msg ?? e.name]),
    );
    for (const error of doc.errors) expect(VAULT_ERROR_MESSAGES[error.code]).toBeTruthy();
  });

  it('withdraw nests withdraw_from_available then the reserve group, as the IDL does', () => {
    const spec = doc.instructions.find((ix) => ix.name === 'withdraw');
    expect(spec?.accounts.map((a) => a.name)).toEqual([
      'withdrawFromAvailable',
      'withdrawFromReserveAccounts',
      'eventAuthority',
      'program',
    ]);
    expect(BUILT.withdraw?.ix.keys[14]?.pubkey.equals(new PublicKey(P(1)))).toBe(true);
  });
});
