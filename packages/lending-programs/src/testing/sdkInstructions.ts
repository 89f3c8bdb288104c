import { ASSOCIATED_TOKEN_PROGRAM_ID, type Address as KeelAddress } from '@keel/chain-readers';
import { AccountRole, type Address, address, createNoopSigner, none, some } from '@solana/kit';
import type { TransactionInstruction } from '@solana/web3.js';
import BN from 'bn.js';
import type { AccountItemSpec, ArgSpec } from '../spec/instructionSpec';
import { anchorDiscriminator } from './anchor';

/** Our nested account input, as the conformance tests build it. */
export interface AccountTree {
  [name: string]: KeelAddress | null | AccountTree | undefined;
}

/** An instruction reduced to what the chain sees: data and each account's key and roles. */
export interface ComparableInstruction {
  programId: string;
  data: string;
  keys: Array<{ address: string; signer: boolean; writable: boolean }>;
}

export function fromWeb3(ix: TransactionInstruction): ComparableInstruction {
  return {
    programId: ix.programId.toBase58(),
    data: ix.data.toString('hex'),
    keys: ix.keys.map((meta) => ({
      address: meta.pubkey.toBase58(),
      signer: meta.isSigner,
      writable: meta.isWritable,
    })),
  };
}

/** The shape of the SDKs' generated (kit) instructions. */
export interface KitInstruction {
  programAddress: Address;
  accounts?: readonly { address: Address; role: AccountRole }[];
  data?: ArrayLike<number>;
}

export function fromKit(ix: KitInstruction): ComparableInstruction {
  return {
    programId: ix.programAddress,
    data: Buffer.from(Array.from(ix.data ?? [])).toString('hex'),
    keys: (ix.accounts ?? []).map((meta) => ({
      address: meta.address,
      signer:
        meta.role === AccountRole.READONLY_SIGNER || meta.role === AccountRole.WRITABLE_SIGNER,
      writable: meta.role === AccountRole.WRITABLE || meta.role === AccountRole.WRITABLE_SIGNER,
    })),
  };
}

export const kitAddress = (key: KeelAddress): Address => address(key.toBase58());

/**
 * What the SDK's KaminoAction passes for the accounts our builders fill in themselves, written
 * out here so a wrong default of ours shows up as a difference.
 */
const WELL_KNOWN: Readonly<Record<string, string>> = {
  rent: 'SysvarRent111111111111111111111111111111111',
  systemProgram: '11111111111111111111111111111111',
  instructionSysvarAccount: 'Sysvar1nstructions1111111111111111111111111',
  sysvarInfo: 'Sysvar1nstructions1111111111111111111111111',
  farmsProgram: 'FarmsPZpWu9i7Kky8tPN37rs2TpmMrAZrC7S7vJa91Hr',
  collateralTokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
};

/**
 * The same accounts as the SDK's generated builders take them: signers as (no-op) kit signers,
 * optional accounts as kit Options, and the well-known accounts we leave out given explicitly
 * (WELL_KNOWN). `rename` maps our (IDL) names to newer SDK names.
 */
export function toSdkAccounts(
  specs: readonly AccountItemSpec[],
  tree: AccountTree,
  rename: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = tree[spec.name];
    const name = rename[spec.name] ?? spec.name;
    if (spec.kind === 'group') {
      out[name] = toSdkAccounts(spec.accounts, value as AccountTree, rename);
      continue;
    }
    if (value === undefined && spec.fallback) {
      const known = WELL_KNOWN[spec.name];
      if (!known) throw new Error(`No well-known address for ${spec.name}`);
      out[name] = address(known);
      continue;
    }
    const key = (value ?? null) as KeelAddress | null;
    if (spec.optional) {
      out[name] = key === null ? none() : some(kitAddress(key));
    } else if (key === null) {
      throw new Error(`No value for ${spec.name}`);
    } else {
      out[name] = spec.signer ? createNoopSigner(kitAddress(key)) : kitAddress(key);
    }
  }
  return out;
}

/** Our argument values as the SDKs take them: u64/u128 as bn.js, keys as addresses. */
export function toSdkArgs(
  specs: readonly ArgSpec[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = values[spec.name];
    if (spec.type === 'u64' || spec.type === 'u128') out[spec.name] = new BN(String(value));
    else if (spec.type === 'publicKey') out[spec.name] = kitAddress(value as KeelAddress);
    else out[spec.name] = value;
  }
  return out;
}

/** klend's instructions that only create an account the action needs. */
const KLEND_ACCOUNT_CREATIONS = new Set(
  [
    'initUserMetadata',
    'initObligation',
    'initObligationFarmsForReserve',
    'initReferrerTokenState',
  ].map(anchorDiscriminator),
);

/**
 * The SDK's instructions with those that only create accounts (associated token accounts,
 * klend's user metadata, obligation, obligation farm and referrer token state) moved first, each
 * part in the SDK's order: the set-up / action split every composer returns, found from the
 * SDK's instructions by program and discriminator rather than by our step labels.
 */
export function accountCreationsFirst(expected: readonly KitInstruction[]): KitInstruction[] {
  const createsAccount = (ix: KitInstruction) =>
    ix.programAddress === ASSOCIATED_TOKEN_PROGRAM_ID.toBase58() ||
    KLEND_ACCOUNT_CREATIONS.has(Buffer.from(Array.from(ix.data ?? []).slice(0, 8)).toString('hex'));
  return [...expected.filter(createsAccount), ...expected.filter((ix) => !createsAccount(ix))];
}
