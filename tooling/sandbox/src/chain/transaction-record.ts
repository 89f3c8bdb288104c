import type { UiTokenAmount } from '../spl/token-amount';
import type { TransactionErrorJson } from './transaction-error';
import type { DecodedTransaction, LoadedAddresses } from './wire-transaction';

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

export interface RecordedInnerInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
  stackHeight: number;
}

export interface RecordedInnerInstructions {
  index: number;
  instructions: RecordedInnerInstruction[];
}

export interface ReturnData {
  programId: string;
  data: Uint8Array;
}

/** What the runtime reported for an executed (or simulated) transaction. */
export interface ExecutionMeta {
  err: TransactionErrorJson | null;
  logs: string[];
  fee: bigint;
  computeUnitsConsumed: bigint;
  innerInstructions: RecordedInnerInstructions[];
  returnData: ReturnData | null;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
}

/** A transaction that landed in a slot: what getTransaction and the subscriptions report. */
export interface TransactionRecord extends ExecutionMeta {
  signature: string;
  slot: number;
  blockTime: number;
  decoded: DecodedTransaction;
  loadedAddresses: LoadedAddresses;
  /** Base58 keys in index order (static then loaded). */
  accountKeys: string[];
  writable: boolean[];
  signers: boolean[];
  /** Micro-lamports per compute unit the transaction offered. */
  computeUnitPrice: bigint;
}

/** Landed transactions by signature, in landing order. */
export class TransactionRecords {
  private readonly bySignature = new Map<string, TransactionRecord>();
  private readonly ordered: TransactionRecord[] = [];

  add(record: TransactionRecord): void {
    this.bySignature.set(record.signature, record);
    this.ordered.push(record);
  }

  get(signature: string): TransactionRecord | undefined {
    return this.bySignature.get(signature);
  }

  has(signature: string): boolean {
    return this.bySignature.has(signature);
  }

  /** Records whose slot is in [fromSlot, toSlot]. */
  inSlots(fromSlot: number, toSlot: number): TransactionRecord[] {
    return this.ordered.filter((record) => record.slot >= fromSlot && record.slot <= toSlot);
  }

  /** Newest first. */
  newestFirst(): TransactionRecord[] {
    return [...this.ordered].reverse();
  }

  get count(): number {
    return this.ordered.length;
  }

  clear(): void {
    this.bySignature.clear();
    this.ordered.length = 0;
  }
}
