import type { Address } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import type { ComposedParts } from '../composedParts';
import type {
  LendingObligation,
  LendingProgramIds,
  LendingReserve,
  NewObligationSeeds,
} from '../lendingInputs';
import type { LendingStepLabel } from '../lendingSteps';

/**
 * Leverage up (open, deposit more, adjust up): flash borrow collateral, deposit it with the
 * user's own, borrow debt, swap the debt into collateral, repay the flash loan.
 */
export interface LeverageIncrease {
  direction: 'increase';
  /** The user's own collateral, base units (0 when only re-levering). */
  ownCollateral: bigint;
  /**
   * The user's own debt tokens swapped into collateral with the borrowed ones (opening from the
   * debt token), base units; 0 or absent otherwise.
   */
  ownDebt?: bigint;
  /** Collateral flash-borrowed and deposited with the user's own, base units. */
  flashCollateral: bigint;
  /** Debt borrowed and swapped into collateral, base units. */
  borrowDebt: bigint;
}

/**
 * Leverage down (adjust down, withdraw, close): flash borrow debt, repay it, withdraw
 * collateral, swap collateral into debt, repay the flash loan.
 */
export interface LeverageDecrease {
  direction: 'decrease';
  /** Debt flash-borrowed, base units. */
  flashDebt: bigint;
  /** Debt repaid; U64_MAX repays all of it (closing). */
  repayDebt: bigint;
  /** Collateral withdrawn, in cTokens; U64_MAX withdraws all of it (closing). */
  withdrawCollateral: bigint;
}

export interface ComposeLeverageLoopInput {
  market: Address;
  owner: Address;
  /** The position's obligation, or null to create it with `newObligation`. */
  obligation: LendingObligation | null;
  /** Seeds of the obligation to create (Multiply or Leverage with the pair's mints). */
  newObligation: NewObligationSeeds;
  collateralReserve: LendingReserve;
  debtReserve: LendingReserve;
  /** Decoded reserves: at least every reserve the obligation holds. */
  reserves: readonly LendingReserve[];
  loop: LeverageIncrease | LeverageDecrease;
  /**
   * The swap between the pair's tokens (debt → collateral up, collateral → debt down), on the
   * owner's associated token accounts, without SOL wrapping of its own.
   */
  swapInstructions: readonly TransactionInstruction[];
  /** The elevation group the position must be in before it borrows (0: none). */
  elevationGroup: number;
  userMetadataExists: boolean;
  collateralFarmStateExists: boolean;
  debtFarmStateExists: boolean;
  /**
   * Instructions before this loop's first action instruction in its transaction (the pipeline's
   * compute-budget instructions, and the set-up when it travels in the same transaction): the
   * flash repay names the flash borrow by its index in the transaction.
   */
  instructionsBefore: number;
  programIds?: LendingProgramIds;
}

export type LeverageStepLabel =
  | LendingStepLabel
  | 'flashBorrow'
  | 'flashRepay'
  | 'swap'
  | 'requestElevationGroup';

export interface LeverageStep {
  label: LeverageStepLabel;
  instruction: TransactionInstruction;
}

export interface ComposedLeverageLoop extends ComposedParts<LeverageStep> {
  /** Accounts to create first; in the same transaction when everything fits. */
  setup: LeverageStep[];
  /** The loop itself: always one transaction (a flash loan cannot span two). */
  action: LeverageStep[];
  obligation: Address;
}
