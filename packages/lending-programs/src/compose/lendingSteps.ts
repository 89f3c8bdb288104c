import type { Address } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import type { KlendInstructionVersion } from './actionInstruction';
import type { LendingActionAddresses } from './addresses';
import type {
  LendingActionKind,
  LendingActionRequest,
  LendingObligation,
  NewObligationSeeds,
} from './lendingInputs';

export type LendingStepLabel =
  | 'initReferrerTokenState'
  | 'createTokenAccount'
  | 'wrapSol'
  | 'syncNative'
  | 'initUserMetadata'
  | 'initObligation'
  | 'initObligationFarm'
  | 'refreshReserve'
  | 'refreshObligation'
  | 'refreshObligationFarm'
  | LendingActionKind
  | 'unwrapSol';

export interface LendingStep {
  label: LendingStepLabel;
  instruction: TransactionInstruction;
}

/** Everything the step builders share, resolved once by the composer. */
export interface LendingPlan {
  market: Address;
  owner: Address;
  payer: Address;
  action: LendingActionRequest;
  obligation: LendingObligation | null;
  newObligation: NewObligationSeeds;
  addresses: LendingActionAddresses;
  version: KlendInstructionVersion;
  referrer: Address | null;
  nativeSol: boolean;
  userMetadataExists: boolean;
  obligationFarmExists: boolean;
  referrerTokenStateExists: boolean;
  userLookupTable: Address;
  klendProgramId: Address;
  farmsProgramId: Address;
}
