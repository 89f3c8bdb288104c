import { FARMS_ADMIN_INSTRUCTIONS } from './farms-admin-instructions';
import type { FarmsInstructionSpec } from './farms-instruction-types';
import { FARMS_USER_INSTRUCTIONS } from './farms-user-instructions';

/** Every instruction of the farms IDL, emulated or not, in the IDL's order of kinds. */
export const FARMS_INSTRUCTIONS: readonly FarmsInstructionSpec[] = [
  ...Object.values(FARMS_USER_INSTRUCTIONS),
  ...FARMS_ADMIN_INSTRUCTIONS,
];

/** The name Anchor logs (`Instruction: InitializeUser`). */
export function instructionLogName(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
