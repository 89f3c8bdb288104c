/** An argument type as the (legacy-format) IDL spells it. */
export type IdlArgType =
  | 'u8'
  | 'u16'
  | 'u64'
  | 'u128'
  | 'publicKey'
  | 'bytes'
  | { readonly array: readonly ['u8', number] }
  | { readonly defined: string };

export interface IdlArg {
  readonly name: string;
  readonly type: IdlArgType;
}

export interface IdlAccount {
  readonly name: string;
  readonly isMut: boolean;
  readonly isSigner: boolean;
  readonly isOptional?: boolean;
}

/** One instruction of the farms IDL; `discriminator` = sha256("global:<snake_name>")[0..8]. */
export interface FarmsInstructionSpec {
  readonly name: string;
  readonly discriminator: string;
  readonly args: readonly IdlArg[];
  readonly accounts?: readonly IdlAccount[];
}
