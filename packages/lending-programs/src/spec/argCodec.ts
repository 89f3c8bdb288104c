import { type Address, ByteWriter, hexToBytes } from '@keel/chain-readers';
import type { InitObligationArgsValue } from './inputTypes';
import type { ArgSpec, ArgType } from './instructionSpec';

const ARG_SIZES: Record<ArgType, number> = {
  u8: 1,
  u64: 8,
  u128: 16,
  publicKey: 32,
  InitObligationArgs: 2,
};

/** Writes one argument at `offset`; ByteWriter range-checks, so 256 in a u8 throws. */
function writeArg(w: ByteWriter, offset: number, type: ArgType, value: unknown): void {
  switch (type) {
    case 'u8':
      w.u8(offset, value as number);
      return;
    case 'u64':
      w.u64(offset, value as bigint);
      return;
    case 'u128':
      w.u128(offset, value as bigint);
      return;
    case 'publicKey':
      w.pubkey(offset, value as Address);
      return;
    case 'InitObligationArgs': {
      const { tag, id } = value as InitObligationArgsValue;
      w.u8(offset, tag).u8(offset + 1, id);
      return;
    }
  }
}

/** Instruction data: the 8-byte discriminator, then the Borsh arguments in IDL order. */
export function encodeInstructionData(
  discriminator: string,
  specs: readonly ArgSpec[],
  values: Readonly<Record<string, unknown>>,
): Uint8Array {
  const size = specs.reduce((total, spec) => total + ARG_SIZES[spec.type], 8);
  const w = new ByteWriter(size).bytes(0, hexToBytes(discriminator));
  let offset = 8;
  for (const spec of specs) {
    if (!(spec.name in values)) throw new TypeError(`Missing instruction argument ${spec.name}`);
    writeArg(w, offset, spec.type, values[spec.name]);
    offset += ARG_SIZES[spec.type];
  }
  return w.toBytes();
}
