import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID, ReserveNotFoundError } from '@keel/chain-readers';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import type { KlendInstructionVersion } from './actionInstruction';
import { actionSteps } from './actionSteps';
import { type LendingActionAddresses, lendingActionAddresses } from './addresses';
import type {
  LendingActionRequest,
  LendingObligation,
  LendingProgramIds,
  LendingReserve,
  NewObligationSeeds,
} from './lendingInputs';
import type { LendingPlan, LendingStep } from './lendingSteps';
import { isNativeSolReserve } from './nativeSol';
import { cleanupSteps, setupSteps } from './setupSteps';

export interface ComposeLendingActionInput {
  market: { address: PublicKey };
  owner: PublicKey;
  /** Pays rent for new accounts (default: the owner). */
  payer?: PublicKey;
  /** The decoded obligation, or null when the wallet has none yet (it is then created). */
  obligation: LendingObligation | null;
  /** Seeds of the obligation to create when `obligation` is null (default Vanilla, id 0). */
  newObligation?: NewObligationSeeds;
  /** Decoded reserves: at least every reserve the obligation holds (the action's is added). */
  reserves: readonly LendingReserve[];
  action: LendingActionRequest;
  /** Whether the owner's user metadata exists (else init_user_metadata is added). */
  userMetadataExists: boolean;
  /** Whether the obligation has its state in the action's reserve farm (ignored without one). */
  obligationFarmExists: boolean;
  /** 'auto' (default): V2 when the action's reserve has the farm the action moves, else V1. */
  version?: 'auto' | KlendInstructionVersion;
  /** Lookup table recorded in new user metadata (default: none, the all-zero key). */
  userLookupTable?: PublicKey;
  /** Borrowing with a referrer whose token state for the reserve is missing (default: exists). */
  referrerTokenStateExists?: boolean;
  programIds?: LendingProgramIds;
}

export interface ComposedLendingAction {
  /** In the order the program accepts them; one transaction. */
  instructions: TransactionInstruction[];
  /** The same instructions, labelled (for logs, simulation reports and tests). */
  steps: LendingStep[];
  version: KlendInstructionVersion;
  addresses: LendingActionAddresses;
}

function checkInput(input: ComposeLendingActionInput): void {
  const { action, obligation, market, owner } = input;
  if (!action.reserve.lendingMarket.equals(market.address)) {
    throw new RangeError(`Reserve ${action.reserve.address.toBase58()} is not in this market`);
  }
  if (obligation === null) {
    if (action.kind !== 'deposit') {
      throw new RangeError(`Nothing to ${action.kind}: the wallet has no obligation yet`);
    }
    return;
  }
  if (!obligation.owner.equals(owner)) {
    throw new RangeError(`Obligation ${obligation.address.toBase58()} belongs to another wallet`);
  }
  if (!obligation.lendingMarket.equals(market.address)) {
    throw new RangeError(`Obligation ${obligation.address.toBase58()} is in another market`);
  }
}

function reserveLookup(input: ComposeLendingActionInput): (key: PublicKey) => LendingReserve {
  const byAddress = new Map<string, LendingReserve>();
  for (const reserve of [...input.reserves, input.action.reserve]) {
    byAddress.set(reserve.address.toBase58(), reserve);
  }
  return (key) => {
    const reserve = byAddress.get(key.toBase58());
    if (reserve === undefined) throw new ReserveNotFoundError(key.toBase58());
    return reserve;
  };
}

function planOf(input: ComposeLendingActionInput): LendingPlan {
  const klendProgramId = input.programIds?.klend ?? KLEND_PROGRAM_ID;
  const farmsProgramId = input.programIds?.farms ?? FARMS_PROGRAM_ID;
  const newObligation = input.newObligation ?? { tag: 'Vanilla' };
  const addresses = lendingActionAddresses({
    market: input.market.address,
    owner: input.owner,
    obligation: input.obligation,
    newObligation,
    reserve: input.action.reserve,
    action: input.action.kind,
    programIds: { klend: klendProgramId, farms: farmsProgramId },
  });
  const requested = input.version ?? 'auto';
  return {
    market: input.market.address,
    owner: input.owner,
    payer: input.payer ?? input.owner,
    action: input.action,
    obligation: input.obligation,
    newObligation,
    addresses,
    // The SDK's choice made automatic: V2 carries the farm accounts, V1 suffices without a farm.
    version: requested === 'auto' ? (addresses.obligationFarm ? 'v2' : 'v1') : requested,
    referrer: input.obligation?.referrer ?? null,
    nativeSol: isNativeSolReserve(input.action.reserve),
    userMetadataExists: input.userMetadataExists,
    obligationFarmExists: input.obligationFarmExists,
    referrerTokenStateExists: input.referrerTokenStateExists ?? true,
    userLookupTable: input.userLookupTable ?? PublicKey.default,
    klendProgramId,
    farmsProgramId,
  };
}

/**
 * The instructions of one lending action (deposit, withdraw, borrow, repay) in the order the
 * program accepts them, without RPC: set-up (token account, SOL wrap, user metadata, obligation,
 * obligation farm), refresh of every reserve of the obligation with the action's last,
 * refresh_obligation, [V1 with a farm: farm refresh,] the action, [farm refresh,] clean-up (SOL
 * unwrap). This is the official SDK's order (KaminoAction) without its compute-budget and
 * lookup-table instructions.
 */
export function composeLendingAction(input: ComposeLendingActionInput): ComposedLendingAction {
  checkInput(input);
  const plan = planOf(input);
  const steps = [
    ...setupSteps(plan),
    ...actionSteps(plan, reserveLookup(input)),
    ...cleanupSteps(plan),
  ];
  return {
    instructions: steps.map((step) => step.instruction),
    steps,
    version: plan.version,
    addresses: plan.addresses,
  };
}
