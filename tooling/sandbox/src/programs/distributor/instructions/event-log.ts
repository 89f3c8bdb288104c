import type { InstructionContext } from '../../../chain/execution/instruction-context';

/** `emit!`: "Program data: " and the base64 of the event's discriminator and Borsh fields. */
export function emitEvent(
  context: InstructionContext,
  discriminator: readonly number[],
  body: Uint8Array,
): void {
  context.logLine(
    `Program data: ${Buffer.concat([Uint8Array.from(discriminator), body]).toString('base64')}`,
  );
}

export function u64Le(value: bigint): Uint8Array {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt.asUintN(64, value));
  return bytes;
}

export function i64Le(value: bigint): Uint8Array {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64LE(value);
  return bytes;
}
