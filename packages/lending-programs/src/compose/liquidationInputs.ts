import type { Address } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import type { KlendInstructionVersion } from './actionInstruction';
import type { ComposedParts } from './composedParts';
import type { LendingObligation, LendingProgramIds, LendingReserve } from './lendingInputs';

export interface ComposeLiquidationInput {
  /** Signs, pays the debt and receives the collateral. */
  liquidator: Address;
  /** Pays rent for new accounts (default: the liquidator). */
  payer?: Address;
  /** The decoded obligation to liquidate (another wallet's). */
  obligation: LendingObligation;
  /** Decoded reserves: at least every reserve the obligation holds. */
  reserves: readonly LendingReserve[];
  /** The borrow to repay and the deposit to receive. */
  repayReserve: LendingReserve;
  withdrawReserve: LendingReserve;
  /** Base units of the debt token offered (`liquidity_amount`); the program takes what it may. */
  amount: bigint;
  /** The least collateral liquidity to accept after the protocol's fee (default 0). */
  minReceivedAmount?: bigint;
  /** SOL debt: lamports to wrap (default `amount`; required when `amount` is U64_MAX). */
  wrapLamports?: bigint;
  /** Whether the liquidator holds a token account of the debt's mint (default true). */
  repaySourceExists?: boolean;
  /** Whether the obligation has its states in the withdraw reserve's collateral farm and the repay
   * reserve's debt farm (default true; ignored without the farm). */
  collateralFarmStateExists?: boolean;
  debtFarmStateExists?: boolean;
  /** 'auto' (default): V2 when either reserve has the farm the liquidation moves, else V1. */
  version?: 'auto' | KlendInstructionVersion;
  programIds?: LendingProgramIds;
}

/** A reserve farm and the obligation's state in it. */
export interface ObligationFarm {
  farm: Address;
  userState: Address;
}

export interface LiquidationAddresses {
  lendingMarketAuthority: Address;
  /** The liquidator's token account the debt is paid from. */
  repaySource: Address;
  /** The liquidator's token account of the collateral's liquidity (what it redeems into). */
  withdrawDestination: Address;
  /** The liquidator's cToken account of the collateral (a pass-through, unless not redeemed). */
  collateralDestination: Address;
  /** The withdraw reserve's collateral farm and the repay reserve's debt farm; null without. */
  collateralFarm: ObligationFarm | null;
  debtFarm: ObligationFarm | null;
}

export type LiquidationStepLabel =
  | 'createCollateralAccount'
  | 'createTokenAccount'
  | 'createRepayTokenAccount'
  | 'wrapSol'
  | 'syncNative'
  | 'initObligationFarm'
  | 'refreshReserve'
  | 'refreshObligation'
  | 'refreshObligationFarm'
  | 'liquidate'
  | 'unwrapSol';

export interface LiquidationStep {
  label: LiquidationStepLabel;
  instruction: TransactionInstruction;
}

export interface ComposedLiquidation extends ComposedParts<LiquidationStep> {
  /** The liquidator's token accounts to create first; with the liquidation when it fits. */
  setup: LiquidationStep[];
  /** The SOL wrap, refreshes, liquidation and clean-up, in the order the program accepts them. */
  action: LiquidationStep[];
  version: KlendInstructionVersion;
  addresses: LiquidationAddresses;
}

/** Everything the step builders share, resolved once by the composer. */
export interface LiquidationPlan {
  input: ComposeLiquidationInput;
  payer: Address;
  addresses: LiquidationAddresses;
  version: KlendInstructionVersion;
  klendProgramId: Address;
  farmsProgramId: Address;
}
