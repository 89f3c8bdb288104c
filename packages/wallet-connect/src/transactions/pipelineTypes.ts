import type { Address } from '@keel/chain-readers';
import type {
  PublicKey,
  Signer,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import type Decimal from 'decimal.js';
import type { PriorityFeeType } from '../settings/transactionSettingsDefaults';
import type { NothingToCompare, SimulationCheck, SimulationVerdict } from './simulationCheck';
import type { TokenMovement } from './walletMovements';

/** One transaction to run. */
export interface TransactionRequest {
  /** What the user is doing, e.g. 'Deposit SOL'; toasts and notifications show it. */
  label: string;
  instructions: readonly TransactionInstruction[];
  /** Lookup tables for a v0 message. */
  lookupTableAddresses?: readonly Address[];
  /** Extra signers (e.g. a new account's keypair), signed before the wallet signs. */
  signers?: readonly Signer[];
  /**
   * A fixed compute-unit limit, skipping the sizing simulation: for a transaction that depends
   * on an earlier one of the same run and so cannot be simulated before it lands. Such a
   * transaction is sent with preflight checks on instead.
   */
  computeUnitLimit?: number;
  /**
   * The preview to check against this transaction's simulation before the wallet opens. A
   * request with `computeUnitLimit` is not simulated, so its check cannot run ('unchecked').
   * A write whose form previews no figure says so with `nothingToCompare(reason)`.
   */
  check?: SimulationCheck | NothingToCompare;
}

/** The wallet as the pipeline needs it; wallet-adapter-react's useWallet() result fits. */
export interface TransactionSigner {
  publicKey: PublicKey | null;
  signTransaction?: (transaction: VersionedTransaction) => Promise<VersionedTransaction>;
  signAllTransactions?: (transactions: VersionedTransaction[]) => Promise<VersionedTransaction[]>;
}

/** The user's settings the pipeline reads at each run; the transaction settings store fits. */
export interface PipelineSettings {
  priorityFeeType: PriorityFeeType;
  /** Custom priority fee in SOL per transaction. */
  priorityFee: Decimal;
  isVersionedTxEnabled: boolean;
}

/** Progress of a run, for toasts and transaction notifications. */
export type PipelineEvent =
  | { type: 'signing'; labels: readonly string[] }
  | {
      type: 'sent';
      index: number;
      label: string;
      signature: string;
      /**
       * The blockhash the transaction was built with and the last block height at which it can
       * land (a transaction log counts down to it). Optional so hand-made events stay valid; the
       * pipeline always sets both.
       */
      blockhash?: string;
      lastValidBlockHeight?: number;
    }
  /** The preview agreed with the simulation (or the user chose to go on despite it). */
  | {
      type: 'checked';
      index: number;
      label: string;
      verdict: SimulationVerdict;
      /** What leaves (negative) and enters the wallet, from the simulated balances. */
      movements?: readonly TokenMovement[];
    }
  /** A check that could not run: the transaction depends on an earlier one of the run. */
  | { type: 'unchecked'; index: number; label: string }
  /** The form previews no figure for this transaction: there was nothing to check, and why. */
  | { type: 'nothing-to-compare'; index: number; label: string; reason: string }
  | { type: 'confirmed'; index: number; label: string; signature: string }
  | { type: 'failed'; index: number; label: string; signature?: string; error: Error }
  /** Not sent because an earlier transaction of the run failed. */
  | { type: 'skipped'; index: number; label: string };

export interface TransactionResult {
  label: string;
  signature: string;
}
