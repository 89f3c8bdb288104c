import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import { describeInstructionError, type InstructionErrorJson } from '../../chain/transaction-error';

/**
 * Runs an emulated CPI with the runtime's log lines around it (`invoke [2]`, the callee's own
 * lines, `consumed`, `success` / `failed`) and records it as an inner instruction. A failing
 * callee fails the caller with the same error, as the runtime propagates it.
 */
export function invokeInner<T>(
  context: InstructionContext,
  call: {
    programId: PublicKey;
    accounts: readonly PublicKey[];
    data: Uint8Array;
    /** Compute units the callee uses (the real program's typical cost). */
    units: number;
    /** A builtin (the system program): the runtime logs no `consumed` line for it. */
    builtin?: boolean;
  },
  body: (log: (line: string) => void) => T,
): T {
  const id = call.programId.toBase58();
  context.recordInner({ programId: call.programId, accounts: call.accounts, data: call.data });
  context.logLine(`Program ${id} invoke [${context.stackHeight + 1}]`);
  const remaining = context.budget - context.consumed;
  const fail = (error: InstructionErrorJson, lines: readonly string[]): never => {
    for (const line of lines) context.logLine(line);
    context.logLine(`Program ${id} failed: ${describeInstructionError(error)}`);
    throw new ProgramError(error);
  };
  let value: T;
  context.stackHeight += 1;
  try {
    value = body((line) => context.logLine(`Program log: ${line}`));
  } catch (caught) {
    if (caught instanceof ProgramError) return fail(caught.error, caught.logs);
    throw caught;
  } finally {
    context.stackHeight -= 1;
  }
  context.consume(call.units);
  if (call.builtin !== true) {
    context.logLine(`Program ${id} consumed ${call.units} of ${remaining} compute units`);
  }
  context.logLine(`Program ${id} success`);
  return value;
}
