import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { MORE_ANCHOR_ERRORS } from './anchor-errors';
import { decodeFields, type FieldsValue } from './borsh-args';
import { KLEND_INSTRUCTIONS, type KlendInstructionName } from './instruction-table';

export { KLEND_INSTRUCTION_ACCOUNTS } from './instruction-accounts';
export { KLEND_INSTRUCTIONS, type KlendInstructionName } from './instruction-table';

/** The decoded arguments of instruction `I`, typed from the IDL table. */
export type KlendArgs<I extends KlendInstructionName> = FieldsValue<
  (typeof KLEND_INSTRUCTIONS)[I]['args']
>;

/** Any klend instruction with its arguments (a union discriminated by `name`). */
export type DecodedKlendInstruction = {
  [I in KlendInstructionName]: { name: I; args: KlendArgs<I> };
}[KlendInstructionName];

const NAMES = Object.keys(KLEND_INSTRUCTIONS) as KlendInstructionName[];
const BY_DISCRIMINATOR = new Map<string, KlendInstructionName>(
  NAMES.map((name) => [KLEND_INSTRUCTIONS[name].discriminator, name]),
);

/**
 * The instruction an Anchor dispatcher picks from the first 8 bytes: fewer than 8 bytes is
 * InstructionMissing, an unknown discriminator InstructionFallbackNotFound (Anchor 0.29).
 */
export function klendInstructionName(data: Uint8Array): KlendInstructionName {
  if (data.length < 8) throw anchorError(MORE_ANCHOR_ERRORS.InstructionMissing);
  const name = BY_DISCRIMINATOR.get(Buffer.from(data.subarray(0, 8)).toString('hex'));
  if (name === undefined) throw anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
  return name;
}

/** The arguments after the discriminator (InstructionDidNotDeserialize when they do not parse). */
export function decodeKlendArgs<I extends KlendInstructionName>(
  name: I,
  data: Uint8Array,
): KlendArgs<I> {
  // The table entry of a generic name is a union to the compiler; the value follows that entry.
  return decodeFields(KLEND_INSTRUCTIONS[name].args, data.subarray(8)) as unknown as KlendArgs<I>;
}

export function decodeKlendInstruction(data: Uint8Array): DecodedKlendInstruction {
  const name = klendInstructionName(data);
  return { name, args: decodeKlendArgs(name, data) } as DecodedKlendInstruction;
}

/** Instruction data: the discriminator of `name` followed by Borsh-encoded arguments. */
export function klendInstructionData(
  name: KlendInstructionName,
  args: Uint8Array = new Uint8Array(),
) {
  return Buffer.concat([Buffer.from(KLEND_INSTRUCTIONS[name].discriminator, 'hex'), args]);
}
