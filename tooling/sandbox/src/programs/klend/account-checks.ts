import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { anchorFailure } from './anchor-errors';
import { KLEND_INSTRUCTION_ACCOUNTS, klendInstructionName } from './instructions';

/*
 * What Anchor 0.29's generated `try_accounts` checks for klend's accounts structs, with the error,
 * the field name and the compared keys Anchor logs. Handlers call these in field order, then the
 * constraints, as the generated code runs them.
 */

const camelCase = (snake: string) =>
  snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Where the instruction's accounts struct puts field `name` (Anchor's snake_case field name; in a
 * nested struct, `group` names it as the IDL does), read from the checked account table.
 */
function positionOf(context: InstructionContext, name: string, group?: string): number {
  const instruction = klendInstructionName(context.data);
  const wanted = camelCase(name);
  const positions = KLEND_INSTRUCTION_ACCOUNTS[instruction].flatMap((spec, position) => {
    const path = spec.name.split('.');
    const matches =
      path.at(-1) === wanted && (group === undefined || path.slice(0, -1).join('.') === group);
    return matches ? [position] : [];
  });
  const [position] = positions;
  if (positions.length !== 1 || position === undefined) {
    throw new Error(`klend ${instruction} has ${positions.length} accounts named ${name}`);
  }
  return position;
}

/** The account a field takes: AccountNotEnoughKeys when the instruction has too few. */
export function field(context: InstructionContext, name: string, group?: string) {
  const meta = context.accounts[positionOf(context, name, group)];
  if (meta === undefined)
    throw anchorFailure(ANCHOR_ERRORS.AccountNotEnoughKeys, { account: name });
  return meta;
}

/** `Option<…>`: the program's own id stands for "none". */
export function optionalField(
  context: InstructionContext,
  name: string,
  group?: string,
): AccountMetaView | null {
  const meta = field(context, name, group);
  return meta.address.equals(context.programId) ? null : meta;
}

/** The remaining accounts: those after the accounts struct's last field. */
export function remainingAccounts(context: InstructionContext): readonly AccountMetaView[] {
  return context.accounts.slice(
    KLEND_INSTRUCTION_ACCOUNTS[klendInstructionName(context.data)].length,
  );
}

/** `Signer<'info>`. */
export function signer(meta: AccountMetaView, name: string): void {
  if (!meta.isSigner) throw anchorFailure(ANCHOR_ERRORS.AccountNotSigner, { account: name });
}

/** `#[account(mut)]`. */
export function mutable(meta: AccountMetaView, name: string): void {
  if (!meta.isWritable) throw anchorFailure(ANCHOR_ERRORS.ConstraintMut, { account: name });
}

/**
 * `AccountLoader<'info, T>`: owned by klend and starting with T's discriminator. An address that
 * holds nothing is seen as the runtime shows it, an empty system account.
 */
export function loader(
  context: InstructionContext,
  meta: AccountMetaView,
  discriminator: Uint8Array,
  name: string,
): LedgerAccount {
  const state = context.read(meta.address);
  const owner = state?.owner ?? SystemProgram.programId;
  if (state === null || !owner.equals(toPublicKey(KLEND_PROGRAM_ID))) {
    throw anchorFailure(ANCHOR_ERRORS.AccountOwnedByWrongProgram, {
      account: name,
      pubkeys: [owner, toPublicKey(KLEND_PROGRAM_ID)],
    });
  }
  if (state.data.length < 8) {
    throw anchorFailure(ANCHOR_ERRORS.AccountDiscriminatorNotFound, { account: name });
  }
  if (!Buffer.from(state.data.subarray(0, 8)).equals(Buffer.from(discriminator))) {
    throw anchorFailure(ANCHOR_ERRORS.AccountDiscriminatorMismatch, { account: name });
  }
  return state;
}

/** `Sysvar<'info, Rent>`. */
export function rentSysvar(meta: AccountMetaView, name: string): void {
  if (!meta.address.equals(SYSVAR_RENT_PUBKEY)) {
    throw anchorFailure(ANCHOR_ERRORS.AccountSysvarMismatch, { account: name });
  }
}

/** `Program<'info, System>` (the system program is executable, so only the key can differ). */
export function systemProgram(meta: AccountMetaView, name: string) {
  if (!meta.address.equals(SystemProgram.programId)) {
    throw anchorFailure(ANCHOR_ERRORS.InvalidProgramId, {
      account: name,
      pubkeys: [meta.address, SystemProgram.programId],
    });
  }
}

/** `has_one = target`: the stored key must be the target account's. */
export function hasOne(stored: PublicKey, target: PublicKey, name: string): void {
  if (!stored.equals(target)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintHasOne, {
      account: name,
      pubkeys: [stored, target],
    });
  }
}

/** `seeds = [...], bump` on `init`: the program address found from the seeds; its bump. */
export function initSeeds(meta: AccountMetaView, seeds: readonly Uint8Array[], name: string) {
  const [expected, bump] = PublicKey.findProgramAddressSync(
    seeds.map((seed) => Buffer.from(seed)),
    toPublicKey(KLEND_PROGRAM_ID),
  );
  if (!meta.address.equals(expected)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintSeeds, {
      account: name,
      pubkeys: [meta.address, expected],
    });
  }
  return bump;
}

/** `seeds = [...], bump = stored`: the address created from the seeds and the stored bump. */
export function seedsWithBump(
  meta: AccountMetaView,
  seeds: readonly Uint8Array[],
  bump: number,
  name: string,
): void {
  let expected: PublicKey;
  try {
    expected = PublicKey.createProgramAddressSync(
      [...seeds, Uint8Array.of(bump)].map((seed) => Buffer.from(seed)),
      toPublicKey(KLEND_PROGRAM_ID),
    );
  } catch {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintSeeds, { account: name });
  }
  if (!meta.address.equals(expected)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintSeeds, {
      account: name,
      pubkeys: [meta.address, expected],
    });
  }
}
