import {
  type AccountMode,
  type Address,
  accountMeta,
  ByteWriter,
  hexToBytes,
  isAddress,
  toPublicKey,
} from '@keel/chain-readers';
import { type AccountMeta, TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';

/** r: read-only, w: writable, s: read-only signer, ws: writable signer (the IDL's isMut/isSigner). */
export type AccessMode = AccountMode;

/** One account of an instruction; `optional` is Anchor's `Option<…>` (absent = the program id). */
export interface AccountSpec {
  readonly name: string;
  readonly mode: AccessMode;
  readonly optional?: boolean;
}

/** Borsh argument types the strategy program's instructions take (`bytes128`: `[u8; 128]`). */
export type ArgType = 'u64' | 'i64' | 'i32' | 'u16' | 'u8' | 'bytes128';

export interface ArgSpec {
  readonly name: string;
  readonly type: ArgType;
}

/**
 * An instruction as the program's IDL describes it, kept as data: the builder and the IDL
 * conformance test read the same table.
 */
export interface InstructionSpec {
  /** The IDL instruction name (camelCase). */
  readonly name: string;
  /** sha256("global:<snake_name>")[0..8], hex. */
  readonly discriminator: string;
  readonly accounts: readonly AccountSpec[];
  readonly args: readonly ArgSpec[];
}

export type AccountsOf<S extends InstructionSpec> = {
  [A in S['accounts'][number] as A['name']]: A extends { optional: true }
    ? Address | null
    : Address;
};

export type ArgsOf<S extends InstructionSpec> = {
  [A in S['args'][number] as A['name']]: A['type'] extends 'u64' | 'i64'
    ? bigint
    : A['type'] extends 'bytes128'
      ? Uint8Array
      : number;
};

type ArgValue = bigint | number | Uint8Array;

const ARG_SIZES: Record<ArgType, number> = { u64: 8, i64: 8, i32: 4, u16: 2, u8: 1, bytes128: 128 };

function writeArg(w: ByteWriter, offset: number, arg: ArgSpec, value: ArgValue): void {
  if (arg.type === 'bytes128') {
    if (!(value instanceof Uint8Array) || value.length !== 128) {
      throw new TypeError(`Instruction argument ${arg.name} must be 128 bytes`);
    }
    w.bytes(offset, value);
    return;
  }
  if (value instanceof Uint8Array) throw new TypeError(`Instruction argument ${arg.name} is bytes`);
  if (arg.type === 'u64') w.u64(offset, BigInt(value));
  else if (arg.type === 'i64') w.i64(offset, BigInt(value));
  else if (arg.type === 'i32') w.i32(offset, Number(value));
  else if (arg.type === 'u16') w.u16(offset, Number(value));
  else w.u8(offset, Number(value));
}

/** Instruction data: the discriminator, then the Borsh arguments in IDL order. */
export function encodeArgs(
  spec: InstructionSpec,
  values: Readonly<Record<string, ArgValue>>,
): Buffer {
  const size = spec.args.reduce((total, arg) => total + ARG_SIZES[arg.type], 8);
  const w = new ByteWriter(size).bytes(0, hexToBytes(spec.discriminator));
  let offset = 8;
  for (const arg of spec.args) {
    const value = values[arg.name];
    if (value === undefined) throw new TypeError(`Missing instruction argument ${arg.name}`);
    writeArg(w, offset, arg, value);
    offset += ARG_SIZES[arg.type];
  }
  return Buffer.from(w.toBytes());
}

/** Account metas in IDL order; an absent optional account is the program id, read-only. */
export function accountMetas(
  spec: InstructionSpec,
  values: Readonly<Record<string, Address | null>>,
  programId: Address,
): AccountMeta[] {
  return spec.accounts.map((account) => {
    const value = values[account.name];
    if (value === null || value === undefined) {
      if (account.optional === true) {
        return accountMeta(programId, 'r');
      }
      throw new TypeError(`Missing account ${account.name}`);
    }
    if (!isAddress(value)) throw new TypeError(`Account ${account.name} is not a key`);
    return accountMeta(value, account.mode);
  });
}

export function buildInstruction<S extends InstructionSpec>(
  spec: S,
  input: { accounts: AccountsOf<S>; args: ArgsOf<S>; programId: Address },
): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(input.programId),
    keys: accountMetas(
      spec,
      input.accounts as unknown as Record<string, Address | null>,
      input.programId,
    ),
    data: encodeArgs(spec, input.args as unknown as Record<string, ArgValue>),
  });
}
