import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type { LedgerAccount } from '../ledger-account';
import type { InstructionErrorJson } from '../transaction-error';
import type { RecordedInnerInstruction } from '../transaction-record';
import { ProgramError } from './program-error';

export interface AccountMetaView {
  address: PublicKey;
  isSigner: boolean;
  isWritable: boolean;
}

/** A top-level instruction of the transaction, as the instructions sysvar shows it. */
export interface InstructionView {
  programId: PublicKey;
  accounts: readonly AccountMetaView[];
  data: Uint8Array;
}

export interface ClockView {
  slot: bigint;
  epoch: bigint;
  unixTimestamp: bigint;
}

/** The transaction's working state: what the instructions so far left. */
export interface ExecutionState {
  read(address: PublicKey): LedgerAccount | null;
  write(address: PublicKey, account: LedgerAccount | null): void;
  rentExemptMinimum(dataLength: number): bigint;
  /** Index of an address among the transaction's account keys, -1 when absent. */
  keyIndex(address: PublicKey): number;
}

/** An inner instruction an emulated program made (a CPI), in the transaction's key indexes. */
export interface InnerInvocation {
  programId: PublicKey;
  accounts: readonly PublicKey[];
  data: Uint8Array;
}

const fail = (error: InstructionErrorJson, line?: string): never => {
  throw new ProgramError(error, line === undefined ? [] : [line]);
};

/**
 * What an emulated program sees while it executes one instruction: its accounts, the clock, the
 * whole transaction's instructions (for introspection, as flash loans need), and a state it may
 * write only where the runtime would let it — the instruction's writable accounts, owned by the
 * program or being created by it.
 */
export class InstructionContext {
  readonly logs: string[] = [];
  readonly innerInstructions: RecordedInnerInstruction[] = [];
  returnData: Uint8Array | null = null;
  /** 1 while the instruction itself runs; one more inside each emulated CPI. */
  stackHeight = 1;
  private consumedUnits = 0n;

  constructor(
    private readonly state: ExecutionState,
    readonly index: number,
    readonly instruction: InstructionView,
    readonly instructions: readonly InstructionView[],
    readonly clock: ClockView,
    /** Compute units left to the transaction when the instruction starts. */
    readonly budget: bigint,
  ) {}

  get programId(): PublicKey {
    return this.instruction.programId;
  }

  get data(): Uint8Array {
    return this.instruction.data;
  }

  get accounts(): readonly AccountMetaView[] {
    return this.instruction.accounts;
  }

  get consumed(): bigint {
    return this.consumedUnits;
  }

  /** The account at position `position` of the instruction; NotEnoughAccountKeys when missing. */
  account(position: number): AccountMetaView {
    return this.accounts[position] ?? fail('NotEnoughAccountKeys');
  }

  read(address: PublicKey): LedgerAccount | null {
    return this.state.read(address);
  }

  isSigner(address: PublicKey): boolean {
    return this.accounts.some((meta) => meta.isSigner && meta.address.equals(address));
  }

  isWritable(address: PublicKey): boolean {
    return this.accounts.some((meta) => meta.isWritable && meta.address.equals(address));
  }

  rentExemptMinimum(dataLength: number): bigint {
    return this.state.rentExemptMinimum(dataLength);
  }

  /** Writes an account as the executing program (its own accounts, or one it creates). */
  write(address: PublicKey, account: LedgerAccount | null): void {
    this.writeAs(this.programId, address, account);
  }

  /**
   * Writes an account as `program` would: the runtime's rules — only writable accounts change,
   * only the owner changes data or spends lamports — hold for emulated CPIs too.
   */
  writeAs(program: PublicKey, address: PublicKey, account: LedgerAccount | null): void {
    const before = this.state.read(address);
    if (!this.isWritable(address)) {
      const lamportsChanged = (before?.lamports ?? 0n) !== (account?.lamports ?? 0n);
      fail(lamportsChanged ? 'ReadonlyLamportChange' : 'ReadonlyDataModified');
    }
    const ownedBefore = before === null || before.owner.equals(program);
    const creating =
      before === null || (before.owner.equals(SystemProgram.programId) && before.data.length === 0);
    if (!ownedBefore && !creating) {
      const dataChanged = !sameBytes(before?.data, account?.data);
      if (dataChanged) fail('ExternalAccountDataModified');
      if ((account?.lamports ?? 0n) < before.lamports) fail('ExternalAccountLamportSpend');
    }
    this.state.write(address, account);
  }

  /** Credits lamports to any writable account (a program may add to what it does not own). */
  credit(address: PublicKey, lamports: bigint): void {
    const before = this.state.read(address);
    if (!this.isWritable(address)) fail('ReadonlyLamportChange');
    this.state.write(address, {
      lamports: (before?.lamports ?? 0n) + lamports,
      owner: before?.owner ?? SystemProgram.programId,
      data: before?.data ?? new Uint8Array(),
      executable: before?.executable ?? false,
      rentEpoch: before?.rentEpoch ?? 0n,
    });
  }

  /** `Program log: …`, as `msg!` writes it. */
  log(message: string): void {
    this.logs.push(`Program log: ${message}`);
  }

  /** A raw runtime log line (an inner invoke, its consumption). */
  logLine(line: string): void {
    this.logs.push(line);
  }

  consume(units: number | bigint): void {
    this.consumedUnits += BigInt(units);
    if (this.consumedUnits > this.budget) fail('ComputationalBudgetExceeded');
  }

  /** Records a CPI the program made, as getTransaction lists it under the instruction. */
  recordInner(invocation: InnerInvocation, stackHeight = this.stackHeight + 1): void {
    const programIdIndex = this.state.keyIndex(invocation.programId);
    const accounts = invocation.accounts.map((address) => this.state.keyIndex(address));
    if (programIdIndex < 0 || accounts.some((index) => index < 0)) {
      // A CPI can only reach accounts the transaction loaded.
      fail('MissingAccount');
    }
    this.innerInstructions.push({ programIdIndex, accounts, data: invocation.data, stackHeight });
  }
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}
