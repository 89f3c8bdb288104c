import {
  ComputeBudgetProgram,
  Message,
  type MessageCompiledInstruction,
  MessageV0,
  PublicKey,
  type VersionedMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { encodeBase58 } from '../../encoding/base58';
import type { LedgerAccount } from '../ledger-account';
import { FailedTransactionMetadata, type Svm, type TransactionMetadata } from '../svm';
import {
  type InstructionErrorJson,
  type TransactionErrorJson,
  transactionErrorFromSvm,
} from '../transaction-error';
import type { RecordedInnerInstructions, ReturnData } from '../transaction-record';
import type { DecodedTransaction } from '../wire-transaction';
import { LAMPORTS_PER_SIGNATURE } from '../wire-transaction';

/** Consecutive top-level instructions of built-in programs, run together in the SVM. */
export interface BuiltinRun {
  /** Their indexes in the original message. */
  indexes: number[];
}

export interface BuiltinRunResult {
  /**
   * The failing instruction's original index and error; or a transaction-level error (a program
   * the SVM cannot execute); or null.
   */
  failure:
    | { index: number; error: InstructionErrorJson }
    | { transaction: TransactionErrorJson }
    | null;
  logs: string[];
  computeUnitsConsumed: bigint;
  innerInstructions: RecordedInnerInstructions[];
  returnData: ReturnData | null;
}

const SET_COMPUTE_UNIT_LIMIT = 2;

/**
 * The same message with only the run's instructions, preceded by a SetComputeUnitLimit of the
 * transaction's remaining budget when the message already references the Compute Budget program
 * (otherwise the run gets the runtime's default of 200k per instruction). No unit price: the
 * transaction's fee is charged once, by the ledger.
 */
function runMessage(
  message: VersionedMessage,
  run: BuiltinRun,
  remaining: bigint,
): { message: VersionedMessage; prefixed: boolean } {
  const budgetIndex = message.staticAccountKeys.findIndex((key) =>
    key.equals(ComputeBudgetProgram.programId),
  );
  const picked = run.indexes.map((index) => message.compiledInstructions[index]);
  const instructions: MessageCompiledInstruction[] = picked.filter(
    (ix): ix is MessageCompiledInstruction => ix !== undefined,
  );
  const prefixed = budgetIndex >= 0;
  if (prefixed) {
    const data = Buffer.alloc(5);
    data[0] = SET_COMPUTE_UNIT_LIMIT;
    data.writeUInt32LE(Number(remaining > 0xffff_ffffn ? 0xffff_ffffn : remaining), 1);
    instructions.unshift({ programIdIndex: budgetIndex, accountKeyIndexes: [], data });
  }
  if (message.version === 'legacy') {
    return {
      prefixed,
      message: new Message({
        header: message.header,
        accountKeys: message.staticAccountKeys,
        recentBlockhash: message.recentBlockhash,
        instructions: instructions.map((ix) => ({
          programIdIndex: ix.programIdIndex,
          accounts: ix.accountKeyIndexes,
          data: encodeBase58(ix.data),
        })),
      }),
    };
  }
  return {
    prefixed,
    message: new MessageV0({
      header: message.header,
      staticAccountKeys: message.staticAccountKeys,
      recentBlockhash: message.recentBlockhash,
      compiledInstructions: instructions,
      addressTableLookups: message.addressTableLookups,
    }),
  };
}

/**
 * Runs built-in instructions in the SVM on the current state and applies what they wrote. The
 * SVM simulates the run (signatures were verified on the whole transaction) and charges it a
 * signature fee, which is credited to the payer beforehand so that only the transaction's own
 * fee is ever charged.
 */
export function executeBuiltinRun(
  svm: Svm,
  decoded: DecodedTransaction,
  keys: readonly PublicKey[],
  run: BuiltinRun,
  remaining: bigint,
): BuiltinRunResult {
  const { message, prefixed } = runMessage(decoded.message, run, remaining);
  const wire = new VersionedTransaction(message, decoded.transaction.signatures).serialize();
  const payerKey = keys[0];
  const payer = payerKey === undefined ? null : svm.getAccount(payerKey);
  const runFee = BigInt(message.header.numRequiredSignatures) * LAMPORTS_PER_SIGNATURE;
  if (payerKey !== undefined && payer !== null) {
    svm.setAccount(payerKey, { ...payer, lamports: payer.lamports + runFee });
  }
  const result = svm.simulate(wire, false);
  const offset = prefixed ? 1 : 0;
  const originalIndex = (runIndex: number) => run.indexes[runIndex - offset] ?? run.indexes[0] ?? 0;
  const failed = result instanceof FailedTransactionMetadata;
  const meta: TransactionMetadata = failed ? result.meta() : result.meta();
  const logs = prefixed ? meta.logs().slice(2) : meta.logs();
  const details = {
    logs,
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    innerInstructions: innerInstructionsOf(meta, originalIndex, offset),
    returnData: returnDataOf(meta),
  };
  if (failed) {
    if (payerKey !== undefined && payer !== null) svm.setAccount(payerKey, payer);
    const err = transactionErrorFromSvm(result.err());
    const failure =
      typeof err === 'object' && 'InstructionError' in err
        ? { index: originalIndex(err.InstructionError[0]), error: err.InstructionError[1] }
        : { transaction: err };
    return { failure, ...details };
  }
  for (const entry of result.postAccounts()) {
    const account = entry.account();
    const state: LedgerAccount = {
      lamports: account.lamports(),
      owner: new PublicKey(account.owner()),
      data: account.data(),
      executable: account.executable(),
      rentEpoch: account.rentEpoch(),
    };
    svm.setAccount(new PublicKey(entry.address), state);
  }
  return { failure: null, ...details };
}

function innerInstructionsOf(
  meta: TransactionMetadata,
  originalIndex: (runIndex: number) => number,
  offset: number,
): RecordedInnerInstructions[] {
  const out: RecordedInnerInstructions[] = [];
  meta.innerInstructions().forEach((list, runIndex) => {
    if (list.length === 0 || runIndex < offset) return;
    out.push({
      index: originalIndex(runIndex),
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: ix.data(),
          stackHeight: inner.stackHeight(),
        };
      }),
    });
  });
  return out;
}

function returnDataOf(meta: TransactionMetadata): ReturnData | null {
  const returned = meta.returnData();
  const data = returned.data();
  if (data.length === 0) return null;
  return { programId: encodeBase58(returned.programId()), data };
}
