import type { Address } from '@keel/chain-readers';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, ProgramError } from '../../chain/execution/program-error';
import { accountAt } from '../anchor/anchor-accounts';
import { anchorFailure } from './anchor-errors';
import { farmsError } from './farms-errors';
import type { IdlAccount } from './farms-instruction-types';

/*
 * The instruction's accounts by their IDL names (positions from the IDL table, the checked
 * one), and the constraints Anchor logs with the compared keys.
 */

/** The Rust field name Anchor logs: the IDL's camelCase back in snake_case. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function accountsOf<const A extends readonly IdlAccount[]>(
  context: InstructionContext,
  accounts: A,
): (name: A[number]['name']) => AccountMetaView {
  return (name) => {
    const position = accounts.findIndex((account) => account.name === name);
    return accountAt(context, position, snakeCase(name));
  };
}

/** kfarms `check_remaining_accounts`: nothing may follow the declared accounts. */
export function requireNoRemainingAccounts(
  context: InstructionContext,
  accounts: readonly IdlAccount[],
): void {
  if (context.accounts.length > accounts.length) {
    throw farmsError('UnexpectedAccount', { source: 'utils/constraints.rs:13' });
  }
}

/** `has_one = target`: the account's stored key must be the target account's key. */
export function requireHasOne(stored: PublicKey, target: PublicKey, account: string): void {
  if (!stored.equals(target)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintHasOne, { account }, { pubkeys: [stored, target] });
  }
}

/** `seeds = […], bump` on an existing account (canonical bump). */
export function requireSeeds(
  meta: AccountMetaView,
  seeds: ReadonlyArray<string | PublicKey>,
  programId: PublicKey,
  account: string,
): number {
  const [address, bump] = PublicKey.findProgramAddressSync(
    seeds.map((seed) => (typeof seed === 'string' ? Buffer.from(seed) : seed.toBuffer())),
    programId,
  );
  if (!address.equals(meta.address)) {
    throw anchorFailure(
      ANCHOR_ERRORS.ConstraintSeeds,
      { account },
      { pubkeys: [meta.address, address] },
    );
  }
  return bump;
}

/** `Program<'info, System>`. */
export function requireSystemProgram(meta: AccountMetaView): void {
  if (!meta.address.equals(SystemProgram.programId)) {
    throw anchorFailure(
      ANCHOR_ERRORS.InvalidProgramId,
      { account: 'system_program' },
      { pubkeys: [meta.address, SystemProgram.programId] },
    );
  }
}

/**
 * The farm signs vault transfers as ["authority", farm, stored bump]; a stored bump that does
 * not give the authority account makes the runtime refuse the signature.
 */
export function requireVaultAuthoritySigns(
  farm: { address: Address; farmVaultsAuthorityBump: number },
  authority: PublicKey,
  programId: PublicKey,
): void {
  let derived: PublicKey | null = null;
  try {
    derived = PublicKey.createProgramAddressSync(
      [
        Buffer.from('authority'),
        Buffer.from(farm.address.toBytes()),
        Buffer.from([farm.farmVaultsAuthorityBump & 0xff]),
      ],
      programId,
    );
  } catch {
    derived = null;
  }
  if (derived === null || !derived.equals(authority)) {
    throw new ProgramError('PrivilegeEscalation', [
      `Program log: ${authority.toBase58()}'s signer privilege escalated`,
    ]);
  }
}
