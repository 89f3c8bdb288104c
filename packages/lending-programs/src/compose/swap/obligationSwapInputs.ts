import type { Address } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import type { ComposedParts } from '../composedParts';
import type { LendingObligation, LendingProgramIds, LendingReserve } from '../lendingInputs';
import type { LendingStepLabel } from '../lendingSteps';

/**
 * Collateral A → B: flash borrow B, deposit it, withdraw A, swap A into B, repay the flash loan.
 * The swap must give at least the flash amount and its fee.
 */
export interface CollateralSwap {
  kind: 'collateral';
  /** B flash-borrowed and deposited, base units. */
  flashAmount: bigint;
  /** A withdrawn, in cTokens; U64_MAX withdraws all of it. */
  withdrawCollateral: bigint;
}

/**
 * Debt X → Y: flash borrow X, repay it, borrow Y, swap Y into X (the flash amount and its fee),
 * repay the flash loan.
 */
export interface DebtSwap {
  kind: 'debt';
  /** X flash-borrowed, base units. */
  flashAmount: bigint;
  /** X repaid, base units; U64_MAX repays all of it (flashAmount must then cover the debt). */
  repayDebt: bigint;
  /** Y borrowed and swapped into X, base units. */
  borrowAmount: bigint;
}

export interface ComposeObligationSwapInput {
  market: Address;
  owner: Address;
  /** The obligation whose collateral or debt changes token. */
  obligation: LendingObligation;
  /** The reserve swapped out of (a deposit for collateral, a borrow for debt). */
  fromReserve: LendingReserve;
  /** The reserve swapped into. */
  toReserve: LendingReserve;
  /** Decoded reserves: at least every reserve the obligation holds. */
  reserves: readonly LendingReserve[];
  swap: CollateralSwap | DebtSwap;
  /**
   * The swap between the two tokens (from → to for collateral, to → from for debt), on the
   * owner's associated token accounts, without SOL wrapping of its own.
   */
  swapInstructions: readonly TransactionInstruction[];
  /** Whether the obligation has its state in the farm each action moves (collateral or debt). */
  fromFarmStateExists: boolean;
  toFarmStateExists: boolean;
  /**
   * Instructions before the flash borrow in its transaction (the pipeline's compute-budget
   * instructions, and the set-up when it travels in the same transaction).
   */
  instructionsBefore: number;
  programIds?: LendingProgramIds;
}

export type ObligationSwapStepLabel = LendingStepLabel | 'flashBorrow' | 'flashRepay' | 'swap';

export interface ObligationSwapStep {
  label: ObligationSwapStepLabel;
  instruction: TransactionInstruction;
}

export interface ComposedObligationSwap extends ComposedParts<ObligationSwapStep> {
  /** Accounts to create first (token accounts, farm states); with the swap when it fits. */
  setup: ObligationSwapStep[];
  /** The swap itself: always one transaction (a flash loan cannot span two). */
  action: ObligationSwapStep[];
}
