import type { TransactionError, VersionedMessage } from '@solana/web3.js';
import type { ProgramErrorRegistry } from './programErrorRegistry';

/** A program's custom error, located and (when registered) translated. */
export interface ProgramErrorInfo {
  instructionIndex: number;
  programId: string;
  code: number;
  /** The registered user copy, if any. */
  message: string | undefined;
}

/** The instruction index and custom code of a runtime `InstructionError`, if it is one. */
export function parseInstructionError(
  error: TransactionError | null | undefined,
): { instructionIndex: number; customCode: number | undefined } | undefined {
  if (typeof error !== 'object' || error === null || !('InstructionError' in error))
    return undefined;
  const detail: unknown = (error as { InstructionError: unknown }).InstructionError;
  if (!Array.isArray(detail) || !Number.isInteger(detail[0])) return undefined;
  const reason: unknown = detail[1];
  const custom =
    typeof reason === 'object' && reason !== null && 'Custom' in reason
      ? (reason as { Custom: unknown }).Custom
      : undefined;
  return {
    instructionIndex: detail[0] as number,
    customCode: Number.isInteger(custom) ? (custom as number) : undefined,
  };
}

/** The failing program and its registered copy for a runtime error of a compiled message. */
export function programErrorOf(
  error: TransactionError | null | undefined,
  message: VersionedMessage,
  registry: ProgramErrorRegistry,
): ProgramErrorInfo | undefined {
  const parsed = parseInstructionError(error);
  if (parsed?.customCode === undefined) return undefined;
  const instruction = message.compiledInstructions[parsed.instructionIndex];
  const programId =
    instruction === undefined ? undefined : message.staticAccountKeys[instruction.programIdIndex];
  if (programId === undefined) return undefined;
  return {
    instructionIndex: parsed.instructionIndex,
    programId: programId.toBase58(),
    code: parsed.customCode,
    message: registry.lookup(programId, parsed.customCode),
  };
}

/** A runtime error as short text, for messages and reports. */
export function describeRuntimeError(error: TransactionError | null | undefined): string {
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
