import type { Address } from '@keel/chain-readers';
import type { AccountMeta } from '@solana/web3.js';
import type { AccountItemSpec, ArgSpec, ArgType, InstructionSpec } from './instructionSpec';

/** The `InitObligationArgs` struct: the obligation tag (0–3) and id (0–255). */
export interface InitObligationArgsValue {
  tag: number;
  id: number;
}

/** The TypeScript value of a Borsh argument type: u64/u128 are bigint, u8 a number. */
export type ArgValue<T extends ArgType> = T extends 'u8'
  ? number
  : T extends 'u64' | 'u128'
    ? bigint
    : T extends 'publicKey'
      ? Address
      : T extends 'InitObligationArgs'
        ? InitObligationArgsValue
        : never;

type Flatten<T> = { [K in keyof T]: T[K] } & {};

type AccountValue<A extends AccountItemSpec> = A extends {
  readonly kind: 'group';
  readonly accounts: infer C extends readonly AccountItemSpec[];
}
  ? AccountsInput<C>
  : A extends { readonly optional: true }
    ? Address | null
    : Address;

type WithFallback<A extends AccountItemSpec> = A extends { readonly fallback: Address }
  ? A['name']
  : never;
type WithoutFallback<A extends AccountItemSpec> = A extends { readonly fallback: Address }
  ? never
  : A['name'];

/**
 * The accounts of an instruction by IDL name, nested as the IDL nests them. Optional accounts take
 * null; well-known ones (sysvars, system program, farms program) may be left out.
 */
export type AccountsInput<L extends readonly AccountItemSpec[]> = Flatten<
  { [A in L[number] as WithoutFallback<A>]: AccountValue<A> } & {
    [A in L[number] as WithFallback<A>]?: AccountValue<A>;
  }
>;

export type ArgsInput<L extends readonly ArgSpec[]> = Flatten<{
  [A in L[number] as A['name']]: ArgValue<A['type']>;
}>;

export interface BuildOptions {
  /** Another deployment of the program (default: the mainnet id). */
  programId?: Address;
  /** Appended after the IDL accounts (refresh_obligation's reserves, elevation-group checks …). */
  remainingAccounts?: readonly AccountMeta[];
}

export type InstructionInput<S extends InstructionSpec> = {
  accounts: AccountsInput<S['accounts']>;
} & (S['args'] extends readonly [] ? { args?: undefined } : { args: ArgsInput<S['args']> }) &
  BuildOptions;
