import type { Address } from '@keel/chain-readers';

/**
 * An instruction as its Anchor IDL describes it, kept as data so one table drives the builder and
 * the conformance tests compare it with the IDL file. Names are the IDL's (camelCase).
 */

/** r: read-only, w: writable, s: read-only signer, ws: writable signer (the IDL's isMut/isSigner). */
export type AccessMode = 'r' | 'w' | 's' | 'ws';

export interface AccountSpec {
  readonly kind: 'account';
  readonly name: string;
  readonly writable: boolean;
  readonly signer: boolean;
  /** Anchor `Option<Account>`: when absent, the program id stands in (read-only), as the SDK does. */
  readonly optional: boolean;
  /** A well-known account (sysvar, system program …) used when the caller leaves it out. */
  readonly fallback?: Address;
}

/** A nested Anchor accounts struct (the V2 instructions' `depositAccounts`, `farmsAccounts` …). */
export interface AccountGroupSpec {
  readonly kind: 'group';
  readonly name: string;
  readonly accounts: readonly AccountItemSpec[];
}

export type AccountItemSpec = AccountSpec | AccountGroupSpec;

/** Borsh argument types the built instructions use (`InitObligationArgs` is `{ tag: u8, id: u8 }`). */
export type ArgType = 'u8' | 'u64' | 'u128' | 'publicKey' | 'InitObligationArgs';

export interface ArgSpec {
  readonly name: string;
  readonly type: ArgType;
}

export interface InstructionSpec {
  /** The IDL instruction name (camelCase). */
  readonly name: string;
  /** sha256("global:<snake_name>")[0..8], hex. */
  readonly discriminator: string;
  readonly accounts: readonly AccountItemSpec[];
  readonly args: readonly ArgSpec[];
}

const flags = (mode: AccessMode) => ({
  writable: mode === 'w' || mode === 'ws',
  signer: mode === 's' || mode === 'ws',
});

/** An account the caller always gives. */
export function account<const N extends string>(
  name: N,
  mode: AccessMode,
): AccountSpec & { readonly name: N; readonly optional: false } {
  return { kind: 'account', name, ...flags(mode), optional: false };
}

/** An Anchor optional account: the caller gives a key or null. */
export function optionalAccount<const N extends string>(
  name: N,
  mode: AccessMode,
): AccountSpec & { readonly name: N; readonly optional: true } {
  return { kind: 'account', name, ...flags(mode), optional: true };
}

/** An account with one usual value (a sysvar, a program): the caller may leave it out. */
export function knownAccount<const N extends string>(
  name: N,
  mode: AccessMode,
  fallback: Address,
): AccountSpec & { readonly name: N; readonly optional: false; readonly fallback: Address } {
  return { kind: 'account', name, ...flags(mode), optional: false, fallback };
}

export function accountGroup<const N extends string, const A extends readonly AccountItemSpec[]>(
  name: N,
  accounts: A,
): { readonly kind: 'group'; readonly name: N; readonly accounts: A } {
  return { kind: 'group', name, accounts };
}

export function arg<const N extends string, const T extends ArgType>(
  name: N,
  type: T,
): { readonly name: N; readonly type: T } {
  return { name, type };
}

export function instructionSpec<
  const N extends string,
  const A extends readonly AccountItemSpec[],
  const R extends readonly ArgSpec[],
>(
  name: N,
  discriminator: string,
  accounts: A,
  args: R,
): { readonly name: N; readonly discriminator: string; readonly accounts: A; readonly args: R } {
  return { name, discriminator, accounts, args };
}
