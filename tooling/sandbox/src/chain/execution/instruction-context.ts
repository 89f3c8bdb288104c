import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type { LedgerAccount } from '../ledger-account';
import { describeInstructionError, type InstructionErrorJson } from '../transaction-error';
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
  /** The emulated program behind an id, for CPIs from one emulated program to another. */
  handlerOf(programId: PublicKey): EmulatedProgram | null;
}

/** What a CPI needs of an emulated program (the ProgramHandler seam). */
export interface EmulatedProgram {
  execute(context: InstructionContext): void;
}

/** Where a nested context writes its logs and inner instructions: its root's lists. */
interface Trace {
  logs: string[];
  innerInstructions: RecordedInnerInstruction[];
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
  readonly logs: string[];
  readonly innerInstructions: RecordedInnerInstruction[];
  returnData: Uint8Array | null = null;
  /** 1 while a top-level instruction runs; one more inside each CPI. */
  stackHeight: number;
  private consumedUnits = 0n;

  constructor(
    private readonly state: ExecutionState,
    readonly index: number,
    readonly instruction: InstructionView,
    readonly instructions: readonly InstructionView[],
    readonly clock: ClockView,
    /** Compute units left to the transaction when the instruction starts. */
    readonly budget: bigint,
    nested?: { trace: Trace; stackHeight: number },
  ) {
    this.logs = nested?.trace.logs ?? [];
    this.innerInstructions = nested?.trace.innerInstructions ?? [];
    this.stackHeight = nested?.stackHeight ?? 1;
  }

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

  /**
   * A CPI into another emulated program (klend refreshing a farm): its handler runs on the same
   * state with this instruction's privileges — an account is writable or signs in the callee only
   * if it does here, or if it is one of `pdaSigners` (program addresses of this program, which
   * it signs for with their seeds). Its failure fails this instruction with the same error.
   */
  invoke(call: InstructionView, pdaSigners: readonly PublicKey[] = []): void {
    const handler = this.state.handlerOf(call.programId);
    if (handler === null) fail('UnsupportedProgramId');
    for (const meta of call.accounts) {
      const signs =
        this.isSigner(meta.address) || pdaSigners.some((pda) => pda.equals(meta.address));
      if ((meta.isSigner && !signs) || (meta.isWritable && !this.isWritable(meta.address))) {
        fail('PrivilegeEscalation');
      }
    }
    this.recordInner({
      programId: call.programId,
      accounts: call.accounts.map((meta) => meta.address),
      data: call.data,
    });
    const id = call.programId.toBase58();
    const height = this.stackHeight + 1;
    const remaining = this.budget - this.consumedUnits;
    this.logLine(`Program ${id} invoke [${height}]`);
    const callee = new InstructionContext(
      this.state,
      this.index,
      call,
      this.instructions,
      this.clock,
      remaining,
      {
        trace: { logs: this.logs, innerInstructions: this.innerInstructions },
        stackHeight: height,
      },
    );
    try {
      handler?.execute(callee);
    } catch (caught) {
      if (!(caught instanceof ProgramError)) throw caught;
      for (const line of caught.logs) this.logLine(line);
      this.consumedUnits += callee.consumed;
      this.logLine(`Program ${id} consumed ${callee.consumed} of ${remaining} compute units`);
      this.logLine(`Program ${id} failed: ${describeInstructionError(caught.error)}`);
      throw new ProgramError(caught.error);
    }
    this.consume(callee.consumed);
    this.logLine(`Program ${id} consumed ${callee.consumed} of ${remaining} compute units`);
    this.logLine(`Program ${id} success`);
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
