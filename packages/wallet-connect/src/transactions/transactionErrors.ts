import type { TransactionError } from '@solana/web3.js';
import { describeRuntimeError, type ProgramErrorInfo } from './runtimeError';
import type { SimulationVerdict } from './simulationCheck';
import type { TokenMovement } from './walletMovements';

/** Every pipeline failure names the transaction (its label) that toasts show. */
export class TransactionPipelineError extends Error {
  override readonly name: string = 'TransactionPipelineError';
  readonly label: string;
  constructor(label: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.label = label;
  }
}

/** The node's simulation rejected the transaction; nothing was signed or sent. */
export class SimulationFailedError extends TransactionPipelineError {
  override readonly name = 'SimulationFailedError';
  readonly runtimeError: TransactionError;
  readonly logs: readonly string[];
  readonly programError: ProgramErrorInfo | undefined;
  constructor(
    label: string,
    runtimeError: TransactionError,
    logs: readonly string[],
    programError: ProgramErrorInfo | undefined,
  ) {
    super(
      label,
      programError?.message ??
        `Transaction simulation failed: ${describeRuntimeError(runtimeError)}`,
    );
    this.runtimeError = runtimeError;
    this.logs = logs;
    this.programError = programError;
  }
}

/** The transaction landed but failed on chain. */
export class TransactionFailedError extends TransactionPipelineError {
  override readonly name = 'TransactionFailedError';
  readonly signature: string;
  readonly runtimeError: TransactionError;
  readonly programError: ProgramErrorInfo | undefined;
  constructor(
    label: string,
    signature: string,
    runtimeError: TransactionError,
    programError: ProgramErrorInfo | undefined,
  ) {
    super(
      label,
      programError?.message ?? `Transaction failed: ${describeRuntimeError(runtimeError)}`,
    );
    this.signature = signature;
    this.runtimeError = runtimeError;
    this.programError = programError;
  }
}

/** The blockhash expired before the transaction was confirmed: it can no longer land. */
export class BlockhashExpiredError extends TransactionPipelineError {
  override readonly name = 'BlockhashExpiredError';
  readonly signature: string;
  constructor(label: string, signature: string) {
    super(label, 'Transaction expired before it was confirmed');
    this.signature = signature;
  }
}

/** No confirmation within the timeout; the transaction may still land. */
export class ConfirmationTimeoutError extends TransactionPipelineError {
  override readonly name = 'ConfirmationTimeoutError';
  readonly signature: string;
  readonly timeoutMs: number;
  constructor(label: string, signature: string, timeoutMs: number) {
    super(
      label,
      `Transaction was not confirmed in ${Math.round(timeoutMs / 1000)} seconds; it may still land`,
    );
    this.signature = signature;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The caller cancelled. The message is the benign 'Transaction cancelled', so error reporting
 * skips it. A transaction already sent may still land.
 */
export class TransactionCancelledError extends TransactionPipelineError {
  override readonly name = 'TransactionCancelledError';
  readonly signature: string | undefined;
  constructor(label: string, signature?: string) {
    super(label, 'Transaction cancelled');
    this.signature = signature;
  }
}

/** Neither the primary nor the extra send node accepted the transaction. */
export class SendFailedError extends TransactionPipelineError {
  override readonly name = 'SendFailedError';
  constructor(label: string, cause: unknown) {
    super(label, 'Failed to send transaction', { cause });
  }
}

/** An address lookup table a transaction needs does not exist on this network. */
export class LookupTableNotFoundError extends TransactionPipelineError {
  override readonly name = 'LookupTableNotFoundError';
  readonly address: string;
  constructor(label: string, address: string) {
    super(label, `Address lookup table ${address} not found`);
    this.address = address;
  }
}

/** The connected wallet can sign neither one nor many transactions. */
export class WalletCannotSignError extends TransactionPipelineError {
  override readonly name = 'WalletCannotSignError';
  constructor(label: string) {
    super(label, 'The connected wallet cannot sign transactions');
  }
}

/**
 * The simulation of the transaction disagrees with the preview beyond its tolerance: nothing was
 * signed. The verdict holds both values of every figure; running again with
 * `acceptDisagreement` goes on deliberately.
 */
export class PreviewDisagreesError extends TransactionPipelineError {
  override readonly name = 'PreviewDisagreesError';
  readonly verdict: SimulationVerdict;
  /** What the simulated transaction would move in and out of the wallet. */
  readonly movements: readonly TokenMovement[];
  constructor(label: string, verdict: SimulationVerdict, movements: readonly TokenMovement[] = []) {
    super(label, verdict.disagreement ?? 'The simulation disagrees with the preview');
    this.verdict = verdict;
    this.movements = movements;
  }
}
