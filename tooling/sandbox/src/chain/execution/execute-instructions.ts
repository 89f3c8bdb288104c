import { ComputeBudgetProgram, type PublicKey } from '@solana/web3.js';
import { closedAccount, type LedgerAccount } from '../ledger-account';
import type { ProgramHandler, ProgramHandlerRegistry } from '../program-handler';
import type { Svm } from '../svm';
import {
  describeInstructionError,
  type InstructionErrorJson,
  type TransactionErrorJson,
} from '../transaction-error';
import type { RecordedInnerInstructions, ReturnData } from '../transaction-record';
import { computeBudgetOf, type DecodedTransaction } from '../wire-transaction';
import { executeBuiltinRun } from './builtin-run';
import {
  type ClockView,
  type ExecutionState,
  InstructionContext,
  type InstructionView,
} from './instruction-context';
import { ProgramError } from './program-error';

export interface InstructionsInput {
  svm: Svm;
  handlers: ProgramHandlerRegistry;
  decoded: DecodedTransaction;
  /** All account keys, static then loaded. */
  keys: readonly PublicKey[];
  writable: readonly boolean[];
  signers: readonly boolean[];
  clock: ClockView;
}

export interface InstructionsResult {
  err: TransactionErrorJson | null;
  logs: string[];
  computeUnitsConsumed: bigint;
  innerInstructions: RecordedInnerInstructions[];
  returnData: ReturnData | null;
}

class Failure {
  constructor(readonly err: TransactionErrorJson) {}
}

function instructionViews(input: InstructionsInput): InstructionView[] {
  const { decoded, keys, writable, signers } = input;
  return decoded.message.compiledInstructions.map((ix) => ({
    programId: keys[ix.programIdIndex] as PublicKey,
    accounts: ix.accountKeyIndexes.map((index) => ({
      address: keys[index] as PublicKey,
      isSigner: signers[index] === true,
      isWritable: writable[index] === true,
    })),
    data: ix.data,
  }));
}

/**
 * Executes a transaction's instructions in order on the SVM's state: runs of built-in programs in
 * the SVM, emulated programs through their handlers, each on what the previous ones left. When an
 * instruction fails, every account of the transaction is put back as it was before the first
 * instruction (the caller charges the fee before calling). Logs and compute units are reported as
 * a validator reports them.
 */
export function executeInstructions(input: InstructionsInput): InstructionsResult {
  const { svm, keys, decoded } = input;
  const before = keys.map((key) => svm.getAccount(key));
  const views = instructionViews(input);
  const state: ExecutionState = {
    read: (address) => svm.getAccount(address),
    write: (address, account) => svm.setAccount(address, account ?? closedAccount()),
    rentExemptMinimum: (length) => svm.minimumBalanceForRentExemption(length),
    keyIndex: (address) => keys.findIndex((key) => key.equals(address)),
    handlerOf: (programId) => input.handlers.handlerOf(programId),
  };
  const budget = computeBudgetOf(decoded.message).unitLimit;
  const result: InstructionsResult = {
    err: null,
    logs: [],
    computeUnitsConsumed: 0n,
    innerInstructions: [],
    returnData: null,
  };
  const remaining = () => budget - result.computeUnitsConsumed;
  try {
    let index = 0;
    while (index < views.length) {
      const view = views[index] as InstructionView;
      if (view.programId.equals(ComputeBudgetProgram.programId)) {
        const id = view.programId.toBase58();
        result.logs.push(`Program ${id} invoke [1]`, `Program ${id} success`);
        index += 1;
        continue;
      }
      const handler = input.handlers.handlerOf(view.programId);
      if (handler !== null) {
        runEmulated(
          handler,
          new InstructionContext(state, index, view, views, input.clock, remaining()),
          result,
          keys,
        );
        index += 1;
        continue;
      }
      const indexes: number[] = [];
      while (index < views.length) {
        const next = views[index] as InstructionView;
        if (next.programId.equals(ComputeBudgetProgram.programId)) break;
        if (input.handlers.handlerOf(next.programId) !== null) break;
        indexes.push(index);
        index += 1;
      }
      const run = executeBuiltinRun(svm, decoded, keys, { indexes }, remaining());
      result.logs.push(...run.logs);
      result.computeUnitsConsumed += run.computeUnitsConsumed;
      result.innerInstructions.push(...run.innerInstructions);
      if (run.returnData !== null) result.returnData = run.returnData;
      if (run.failure !== null) {
        throw new Failure(
          'transaction' in run.failure
            ? run.failure.transaction
            : { InstructionError: [run.failure.index, run.failure.error] },
        );
      }
    }
  } catch (caught) {
    if (!(caught instanceof Failure)) throw caught;
    keys.forEach((key, i) => {
      svm.setAccount(key, before[i] ?? closedAccount());
    });
    result.err = caught.err;
  }
  return result;
}

function runEmulated(
  handler: ProgramHandler,
  context: InstructionContext,
  result: InstructionsResult,
  keys: readonly PublicKey[],
): void {
  const id = context.programId.toBase58();
  const lamportsBefore = instructionLamports(context);
  const statesBefore = new Map(
    context.accounts.map((meta) => [meta.address.toBase58(), context.read(meta.address)]),
  );
  result.logs.push(`Program ${id} invoke [1]`);
  let error: InstructionErrorJson | null = null;
  try {
    handler.execute(context);
    if (instructionLamports(context) !== lamportsBefore) error = 'UnbalancedInstruction';
  } catch (caught) {
    if (caught instanceof ProgramError) {
      context.logs.push(...caught.logs);
      error = caught.error;
    } else {
      // An emulation bug, not a program rule: reported as the runtime reports a panic.
      const reason = caught instanceof Error ? caught.message : String(caught);
      context.logs.push(`Program log: panicked at '${reason}'`);
      error = 'ProgramFailedToComplete';
    }
  }
  result.logs.push(...context.logs);
  // biome-ignore lint/complexity/useMathMinMax: bigints (Math.min takes numbers only)
  const consumed = context.consumed > context.budget ? context.budget : context.consumed;
  result.logs.push(`Program ${id} consumed ${consumed} of ${context.budget} compute units`);
  result.computeUnitsConsumed += consumed;
  if (context.innerInstructions.length > 0) {
    result.innerInstructions.push({
      index: context.index,
      instructions: context.innerInstructions,
    });
  }
  if (context.returnData !== null) {
    result.returnData = { programId: id, data: context.returnData };
    result.logs.push(`Program return: ${id} ${Buffer.from(context.returnData).toString('base64')}`);
  }
  if (error !== null) {
    result.logs.push(`Program ${id} failed: ${describeInstructionError(error)}`);
    throw new Failure({ InstructionError: [context.index, error] });
  }
  const rentIndex = rentViolation(context, keys, statesBefore);
  result.logs.push(`Program ${id} success`);
  if (rentIndex !== null)
    throw new Failure({ InsufficientFundsForRent: { account_index: rentIndex } });
}

/** Total lamports of the instruction's distinct accounts (the runtime keeps it constant). */
function instructionLamports(context: InstructionContext): bigint {
  const seen = new Set<string>();
  let total = 0n;
  for (const meta of context.accounts) {
    const key = meta.address.toBase58();
    if (seen.has(key)) continue;
    seen.add(key);
    total += context.read(meta.address)?.lamports ?? 0n;
  }
  return total;
}

/** A writable account the instruction left rent-paying when it was not before (the runtime's rule). */
function rentViolation(
  context: InstructionContext,
  keys: readonly PublicKey[],
  before: ReadonlyMap<string, LedgerAccount | null>,
): number | null {
  const rentPaying = (account: LedgerAccount | null) =>
    account !== null &&
    account.lamports > 0n &&
    account.lamports < context.rentExemptMinimum(account.data.length);
  for (const meta of context.accounts) {
    if (!meta.isWritable) continue;
    const account = context.read(meta.address);
    if (rentPaying(account) && !rentPaying(before.get(meta.address.toBase58()) ?? null)) {
      return keys.findIndex((key) => key.equals(meta.address));
    }
  }
  return null;
}
