import {
  KLEND_DISCRIMINATORS,
  KLEND_PROGRAM_ID,
  sameAddress,
  type TokenAccount,
  toPublicKey,
} from '@keel/chain-readers';
import {
  baseVaultAuthorityAddress,
  decodeVaultState,
  encodeVaultState,
  eventAuthorityAddress,
  VAULT_ACCOUNT_DISCRIMINATORS,
  type VaultState,
} from '@keel/vault-programs';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { readTokenAccount } from '../../spl/token-accounts';
import { loadAccount, requireHasOne, requireMut } from '../anchor/anchor-accounts';
import { ReserveAccount } from '../klend/reserve-account';
import { vaultFailure } from './kvault-errors';

export interface LoadedVault {
  state: LedgerAccount;
  data: VaultState;
}

/** `AccountLoader<'info, VaultState>`, `mut`. */
export function loadVault(context: InstructionContext, meta: AccountMetaView): LoadedVault {
  const loaded = loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [VAULT_ACCOUNT_DISCRIMINATORS.VaultState],
      decode: (address, account) =>
        decodeVaultState(address, account, { programId: context.programId }),
    },
    'vault_state',
  );
  requireMut(meta, 'vault_state');
  return loaded;
}

export function writeVault(context: InstructionContext, loaded: LoadedVault, next: VaultState) {
  const { address, ...fields } = next;
  context.write(toPublicKey(address), { ...loaded.state, data: encodeVaultState(fields) });
}

/** `has_one` constraints of the vault's accounts, in the accounts struct's order. */
export function requireVaultKeys(
  vault: VaultState,
  keys: Partial<
    Record<'tokenVault' | 'tokenMint' | 'baseVaultAuthority' | 'sharesMint', PublicKey>
  >,
): void {
  const names = {
    tokenVault: 'token_vault',
    tokenMint: 'token_mint',
    baseVaultAuthority: 'base_vault_authority',
    sharesMint: 'shares_mint',
  } as const;
  for (const [field, key] of Object.entries(keys) as [keyof typeof names, PublicKey][]) {
    requireHasOne(toPublicKey(vault[field]), key, names[field]);
  }
}

/** `seeds = [b"__event_authority"], bump` and `program` (Anchor's event CPI accounts). */
export function requireEventAccounts(
  context: InstructionContext,
  eventAuthority: AccountMetaView,
  program: AccountMetaView,
): void {
  if (
    !eventAuthority.address.equals(toPublicKey(eventAuthorityAddress(context.programId).address))
  ) {
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'event_authority');
  }
  if (!program.address.equals(context.programId)) {
    throw anchorError(ANCHOR_ERRORS.InvalidProgramId, 'program');
  }
}

/** The base vault authority the program signs with (its seeds and the stored bump). */
export function requireBaseAuthority(context: InstructionContext, vault: VaultState): PublicKey {
  const derived = baseVaultAuthorityAddress(vault.address, context.programId);
  if (!sameAddress(derived.address, vault.baseVaultAuthority)) {
    throw vaultFailure('BaseVaultAuthorityIncorrect');
  }
  if (BigInt(derived.bump) !== vault.baseVaultAuthorityBump) {
    throw vaultFailure('BaseVaultAuthorityBumpIncorrect');
  }
  return toPublicKey(derived.address);
}

/** A token account's amount (0 when the account is not a token account). */
export function tokenBalance(context: InstructionContext, address: PublicKey): bigint {
  return readTokenAccount(address, context.read(address))?.amount ?? 0n;
}

/** A token account the instruction names, or Anchor's AccountNotInitialized. */
export function requireTokenAccount(
  context: InstructionContext,
  meta: AccountMetaView,
  name: string,
): TokenAccount {
  const account = readTokenAccount(meta.address, context.read(meta.address));
  if (account === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, name);
  return account;
}

/** A lending reserve the vault reads (owned by the lending program, its discriminator). */
export function readReserve(
  context: InstructionContext,
  address: PublicKey,
): ReserveAccount | null {
  const state = context.read(address);
  if (state === null || !state.owner.equals(toPublicKey(KLEND_PROGRAM_ID))) return null;
  if (!Buffer.from(state.data.subarray(0, 8)).equals(Buffer.from(KLEND_DISCRIMINATORS.Reserve))) {
    return null;
  }
  return new ReserveAccount(address, state);
}
