import type { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from './ledger-account';
import type { TransactionErrorJson } from './transaction-error';
import type { ReturnData } from './transaction-record';
import type { DecodedTransaction } from './wire-transaction';

export interface ProgramHandlerContext {
  slot: number;
  unixTimestamp: number;
  /** All account keys of the transaction, static then loaded, in index order. */
  accountKeys: readonly PublicKey[];
  writable: readonly boolean[];
  signers: readonly boolean[];
  readAccount(address: PublicKey): LedgerAccount | null;
}

export interface AccountWrite {
  address: PublicKey;
  /** The new state; null closes the account. */
  account: LedgerAccount | null;
}

export interface ProgramHandlerResult {
  /** The runtime error to report; writes are discarded when set (the fee is still charged). */
  err: TransactionErrorJson | null;
  logs: string[];
  computeUnitsConsumed: bigint;
  /** New account states, committed atomically on success. Only writable keys may be written. */
  writes: AccountWrite[];
  returnData?: ReturnData | null;
}

/**
 * Serves transactions for programs the SVM has no binary for. The ledger routes a transaction
 * to a handler when one of its top-level instructions targets a program the handler declares;
 * signatures, blockhash age, duplicates and the fee are checked and charged by the ledger
 * before `execute` runs. Every other transaction executes in the SVM.
 */
export interface ProgramHandler {
  readonly name: string;
  readonly programIds: readonly PublicKey[];
  execute(transaction: DecodedTransaction, context: ProgramHandlerContext): ProgramHandlerResult;
}

/** Handlers by program id. */
export class ProgramHandlerRegistry {
  private readonly byProgram = new Map<string, ProgramHandler>();

  constructor(handlers: readonly ProgramHandler[] = []) {
    for (const handler of handlers) this.register(handler);
  }

  register(handler: ProgramHandler): void {
    for (const id of handler.programIds) {
      const key = id.toBase58();
      const existing = this.byProgram.get(key);
      if (existing !== undefined && existing !== handler) {
        throw new Error(`Program ${key} already has the handler ${existing.name}`);
      }
      this.byProgram.set(key, handler);
    }
  }

  /** The handler serving any of these programs; throws when two different handlers would. */
  handlerFor(programs: readonly PublicKey[]): ProgramHandler | null {
    let found: ProgramHandler | null = null;
    for (const program of programs) {
      const handler = this.byProgram.get(program.toBase58());
      if (handler === undefined) continue;
      if (found !== null && found !== handler) {
        throw new Error(`Handlers ${found.name} and ${handler.name} both claim this transaction`);
      }
      found = handler;
    }
    return found;
  }

  programIds(): string[] {
    return [...this.byProgram.keys()];
  }

  handlerNames(): Record<string, string> {
    return Object.fromEntries([...this.byProgram].map(([id, handler]) => [id, handler.name]));
  }
}
