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
import {
  type IdlAccountItem,
  type IdlType,
  readVaultIdl,
  type VaultIdl,
} from '../testing/idlFolder';
import { testKey } from '../testing/keys';

/**
 * Conformance with the published vault IDL: the VaultState layout (every field's offset and the
 * size, walked from the IDL's types as Borsh / the zero-copy struct lays them out), each builder's
 * accounts (count, order, isMut, isSigner; optional accounts as the program id) and arguments,
 * the config field tags, and the error codes.
 */
const idl = readVaultIdl();
if (idl === null) {
  console.info('[conformance] vault-programs IDL checks skipped: kvault.json not found');
}

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

const BUILT: Record<string, TransactionInstruction> = {
  deposit: depositInstruction({ ...user, maxAmount: 5n }),
  withdrawFromAvailable: withdrawFromAvailableInstruction({ ...user, sharesAmount: 5n }),
  withdraw: withdrawInstruction({ ...user, sharesAmount: 5n, fromReserve: reserve }),
  invest: investInstruction({
    payer: P(11),
    payerTokenAccount: P(12),
    vault,
    reserve,
    vaultReserves: [],
  }),
  initVault: initVaultInstruction({
    admin: P(11),
    vault: P(1),
    tokenMint: P(2),
    adminTokenAccount: P(12),
  }),
  updateReserveAllocation: updateReserveAllocationInstruction({
    signer: P(11),
    vault: P(1),
    baseVaultAuthority: P(6),
    reserve,
    weight: 1n,
    cap: 2n,
  }),
  updateVaultConfig: updateVaultConfigInstruction({
    signer: P(11),
    vault: P(1),
    field: 'ManagementFeeBps',
    value: new Uint8Array(8),
  }),
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
    const ix = BUILT[name] as TransactionInstruction;
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
    const argBytes = spec.args.reduce(
      (sum, arg) =>
        sum +
        (arg.type === 'bytes'
          ? 12
          : typeof arg.type === 'object' && 'defined' in arg.type
            ? 1
            : sizeOf(arg.type, doc)),
      8,
    );
    expect(ix.data.length).toBe(argBytes);
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
    expect(BUILT.withdraw?.keys[14]?.pubkey.equals(new PublicKey(P(1)))).toBe(true);
  });
});
