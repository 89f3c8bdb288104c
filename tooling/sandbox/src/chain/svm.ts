/**
 * The one module that touches litesvm. It uses the native `LiteSvm` class that litesvm's own
 * `LiteSVM` wrapper is built on, because the wrapper converts lamports to JS numbers (inexact
 * above 2^53) and re-serialises transactions; the native class takes wire bytes and bigints.
 */
import { PublicKey } from '@solana/web3.js';
import {
  Account,
  Clock,
  EpochSchedule,
  FailedTransactionMetadata,
  type InnerInstruction,
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  LiteSvm,
  SimulatedTransactionInfo,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
  type TransactionMetadata,
} from 'litesvm/dist/internal.js';
import type { LedgerAccount } from './ledger-account';

export type { InnerInstruction, TransactionMetadata };
export {
  FailedTransactionMetadata,
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  SimulatedTransactionInfo,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
};

export type SvmSendResult = TransactionMetadata | FailedTransactionMetadata;
export type SvmSimulateResult = SimulatedTransactionInfo | FailedTransactionMetadata;
export type SvmTransactionError = ReturnType<FailedTransactionMetadata['err']>;

/** Mainnet's epoch length, without the warm-up of short early epochs. */
export const SLOTS_PER_EPOCH = 432_000n;

export interface SvmClockState {
  slot: bigint;
  epoch: bigint;
  epochStartTimestamp: bigint;
  unixTimestamp: bigint;
}

const MAX_SLOT_HASHES = 512;

/** A LiteSVM instance set up as the sandbox needs it. */
export class Svm {
  private readonly native: LiteSvm;

  constructor() {
    // Builtins, sysvars, SPL Token, Token-2022, Associated Token, Memo and sigverify come with
    // the standard constructor. Blockhash age is checked by the ledger's own window (LiteSVM
    // accepts only its single latest hash), so LiteSVM's check is off.
    this.native = new LiteSvm();
    this.native.setBlockhashCheck(false);
    this.native.withNativeMints();
    this.native.setEpochSchedule(
      new EpochSchedule(SLOTS_PER_EPOCH, SLOTS_PER_EPOCH, false, 0n, 0n),
    );
  }

  getAccount(address: PublicKey): LedgerAccount | null {
    const account = this.native.getAccount(address.toBytes());
    if (account === null) return null;
    const lamports = account.lamports();
    if (lamports === 0n) return null;
    return {
      lamports,
      owner: new PublicKey(account.owner()),
      data: account.data(),
      executable: account.executable(),
      rentEpoch: account.rentEpoch(),
    };
  }

  setAccount(address: PublicKey, account: LedgerAccount): void {
    this.native.setAccount(
      address.toBytes(),
      new Account(
        account.lamports,
        account.data,
        account.owner.toBytes(),
        account.executable,
        account.rentEpoch,
      ),
    );
  }

  addProgramFromFile(programId: PublicKey, path: string): void {
    this.native.addProgramFromFile(programId.toBytes(), path);
  }

  send(wire: Uint8Array): SvmSendResult {
    return this.native.sendVersionedTransaction(wire);
  }

  /** Simulates without committing; `sigverify` is switched only for this call. */
  simulate(wire: Uint8Array, sigverify: boolean): SvmSimulateResult {
    const previous = this.native.getSigverify();
    this.native.setSigverify(sigverify);
    try {
      return this.native.simulateVersionedTransaction(wire);
    } finally {
      this.native.setSigverify(previous);
    }
  }

  /** Whether the runtime committed the transaction (success or a fee-charged failure). */
  landed(signature: Uint8Array): boolean {
    return this.native.getTransaction(signature) !== null;
  }

  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.native.minimumBalanceForRentExemption(BigInt(dataLength));
  }

  latestBlockhash(): string {
    return this.native.latestBlockhash();
  }

  /** Moves to a fresh blockhash (durable nonces advance against it). */
  nextBlockhash(): string {
    this.native.expireBlockhash();
    return this.native.latestBlockhash();
  }

  /**
   * The SlotHashes sysvar: the last 512 slots up to `slot`, newest first, so that programs that
   * check a recent slot (address lookup table creation) accept the ledger's slots.
   */
  setRecentSlots(slot: bigint, hashOf: (slot: bigint) => string): void {
    const hashes: Array<{ slot: bigint; hash: string }> = [];
    for (let s = slot; s >= 0n && hashes.length < MAX_SLOT_HASHES; s -= 1n) {
      hashes.push({ slot: s, hash: hashOf(s) });
    }
    this.native.setSlotHashes(hashes);
  }

  setClock(state: SvmClockState): void {
    const leaderScheduleEpoch = state.epoch + 1n;
    this.native.setClock(
      new Clock(
        state.slot,
        state.epochStartTimestamp,
        state.epoch,
        leaderScheduleEpoch,
        state.unixTimestamp,
      ),
    );
  }
}
