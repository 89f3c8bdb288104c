import { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';

/*
 * The checks Anchor's `#[derive(Accounts)]` makes before a handler runs, with Anchor's own error
 * codes and the account's name in the log line, as a program built with Anchor reports them.
 */

/** The instruction's account at `position`, named as the IDL names it. */
export function accountAt(
  context: InstructionContext,
  position: number,
  name: string,
): AccountMetaView {
  const meta = context.accounts[position];
  if (meta === undefined) throw anchorError(ANCHOR_ERRORS.AccountNotEnoughKeys, name);
  return meta;
}

export function requireSigner(meta: AccountMetaView, name: string): void {
  if (!meta.isSigner) throw anchorError(ANCHOR_ERRORS.AccountNotSigner, name);
}

export function requireMut(meta: AccountMetaView, name: string): void {
  if (!meta.isWritable) throw anchorError(ANCHOR_ERRORS.ConstraintMut, name);
}

/** `Program<'info, T>`: the account must be that program. */
export function requireProgram(meta: AccountMetaView, programId: PublicKey, name: string): void {
  if (!meta.address.equals(programId)) throw anchorError(ANCHOR_ERRORS.InvalidProgramId, name);
}

/** `#[account(address = …)]` and `Sysvar<'info, T>`. */
export function requireAddress(
  meta: AccountMetaView,
  address: PublicKey,
  name: string,
  sysvar = false,
): void {
  if (!meta.address.equals(address)) {
    throw anchorError(
      sysvar ? ANCHOR_ERRORS.AccountSysvarMismatch : ANCHOR_ERRORS.ConstraintAddress,
      name,
    );
  }
}

/** `seeds = […], bump`: the account must be the program address of those seeds. */
export function requireSeeds(
  meta: AccountMetaView,
  seeds: readonly Uint8Array[],
  programId: PublicKey,
  name: string,
): number {
  const [address, bump] = PublicKey.findProgramAddressSync(
    seeds.map((seed) => Buffer.from(seed)),
    programId,
  );
  if (!address.equals(meta.address)) throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, name);
  return bump;
}

export function requireHasOne(actual: PublicKey, expected: PublicKey, name: string): void {
  if (!actual.equals(expected)) throw anchorError(ANCHOR_ERRORS.ConstraintHasOne, name);
}

/** A raw `constraint = …` of the accounts struct. */
export function requireConstraint(holds: boolean, name: string): void {
  if (!holds) throw anchorError(ANCHOR_ERRORS.ConstraintRaw, name);
}

/**
 * `Account<'info, T>` / `AccountLoader<'info, T>`: initialised, owned by `owner`, starting with the
 * type's discriminator, and decodable.
 */
export function loadAccount<T>(
  context: InstructionContext,
  meta: AccountMetaView,
  spec: {
    owner: PublicKey;
    discriminators: readonly Uint8Array[];
    decode: (address: PublicKey, account: LedgerAccount) => T;
  },
  name: string,
): { state: LedgerAccount; data: T } {
  const state = context.read(meta.address);
  if (state === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, name);
  if (!state.owner.equals(spec.owner))
    throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram, name);
  if (state.data.length < 8) throw anchorError(ANCHOR_ERRORS.AccountDiscriminatorNotFound, name);
  const head = Buffer.from(state.data.subarray(0, 8));
  if (!spec.discriminators.some((d) => head.equals(Buffer.from(d)))) {
    throw anchorError(ANCHOR_ERRORS.AccountDiscriminatorMismatch, name);
  }
  try {
    return { state, data: spec.decode(meta.address, state) };
  } catch {
    throw anchorError(ANCHOR_ERRORS.AccountDidNotDeserialize, name);
  }
}

/** Borsh reads of instruction arguments; short data is Anchor's InstructionDidNotDeserialize. */
export class ArgsReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  private take(length: number): Buffer {
    if (this.offset + length > this.bytes.length) {
      throw anchorError(ANCHOR_ERRORS.InstructionDidNotDeserialize);
    }
    const slice = Buffer.from(this.bytes.subarray(this.offset, this.offset + length));
    this.offset += length;
    return slice;
  }

  u8(): number {
    return this.take(1).readUInt8(0);
  }

  bool(): boolean {
    const value = this.u8();
    if (value > 1) throw anchorError(ANCHOR_ERRORS.InstructionDidNotDeserialize);
    return value === 1;
  }

  u32(): number {
    return this.take(4).readUInt32LE(0);
  }

  u64(): bigint {
    return this.take(8).readBigUInt64LE(0);
  }

  i64(): bigint {
    return this.take(8).readBigInt64LE(0);
  }

  pubkey(): PublicKey {
    return new PublicKey(this.take(32));
  }

  option<T>(read: () => T): T | null {
    return this.bool() ? read() : null;
  }
}
