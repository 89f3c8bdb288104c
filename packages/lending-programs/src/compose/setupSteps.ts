import {
  createAssociatedTokenAccountIdempotentInstruction,
  DEFAULT_ADDRESS,
  obligationTagValue,
  referrerTokenStatePda,
  unwrapSolInstruction,
  wrapSolInstructions,
} from '@keel/chain-readers';
import { U64_MAX } from '../constants';
import {
  initObligationInstruction,
  initReferrerTokenStateInstruction,
  initUserMetadataInstruction,
} from '../klend/setupInstructions';
import { farmKindOf, type LendingActionRequest } from './lendingInputs';
import type { LendingPlan, LendingStep } from './lendingSteps';
import { initObligationFarmFor } from './obligationFarmSteps';

/** Lamports to wrap for a SOL action that sends tokens (deposit, repay); null otherwise. */
function lamportsToWrap(action: LendingActionRequest): bigint | null {
  if (action.kind === 'deposit') return action.amount;
  if (action.kind !== 'repay') return null;
  if (action.amount !== U64_MAX) return action.amount;
  if (action.wrapLamports === undefined) {
    throw new RangeError('Repaying all of a SOL debt needs wrapLamports (the debt plus a margin)');
  }
  return action.wrapLamports;
}

/** The owner's token account, created when needed. */
function tokenAccountSteps(plan: LendingPlan): LendingStep[] {
  const { action, owner, payer } = plan;
  const { liquidity } = action.reserve;
  // A repay spends tokens the wallet holds, so its account exists (SOL aside: wrapped into it).
  if (action.kind === 'repay' && !plan.nativeSol) return [];
  return [
    {
      label: 'createTokenAccount',
      instruction: createAssociatedTokenAccountIdempotentInstruction({
        payer,
        owner,
        mint: liquidity.mintPubkey,
        tokenProgramId: liquidity.tokenProgram,
      }),
    },
  ];
}

/** A SOL action that sends tokens (deposit, repay) first wraps them into the token account. */
export function wrapSteps(plan: LendingPlan): LendingStep[] {
  const lamports = plan.nativeSol ? lamportsToWrap(plan.action) : null;
  if (lamports === null) return [];
  const [transfer, sync] = wrapSolInstructions({
    owner: plan.owner,
    account: plan.addresses.userLiquidityAccount,
    lamports,
    tokenProgramId: plan.action.reserve.liquidity.tokenProgram,
  });
  return [
    { label: 'wrapSol', instruction: transfer! },
    { label: 'syncNative', instruction: sync! },
  ];
}

/** A borrow under a referrer pays it through a token state, created first when missing. */
function referrerSteps(plan: LendingPlan): LendingStep[] {
  const { action, payer, market, referrer } = plan;
  const programId = plan.klendProgramId;
  const steps: LendingStep[] = [];
  if (action.kind === 'borrow' && referrer !== null && !plan.referrerTokenStateExists) {
    steps.push({
      label: 'initReferrerTokenState',
      instruction: initReferrerTokenStateInstruction({
        accounts: {
          payer,
          lendingMarket: market,
          reserve: action.reserve.address,
          referrer,
          referrerTokenState: referrerTokenStatePda(referrer, action.reserve.address, programId)
            .address,
        },
        programId,
      }),
    });
  }
  return steps;
}

/** The klend accounts the action needs that may not exist yet. */
function klendAccountSteps(plan: LendingPlan): LendingStep[] {
  const { action, owner, payer, market, addresses, obligation } = plan;
  const programId = plan.klendProgramId;
  const steps: LendingStep[] = [];
  if (!plan.userMetadataExists) {
    steps.push({
      label: 'initUserMetadata',
      instruction: initUserMetadataInstruction({
        accounts: {
          owner,
          feePayer: payer,
          userMetadata: addresses.userMetadata,
          referrerUserMetadata: null,
        },
        args: { userLookupTable: plan.userLookupTable },
        programId,
      }),
    });
  }
  if (obligation === null) {
    const seeds = plan.newObligation;
    steps.push({
      label: 'initObligation',
      instruction: initObligationInstruction({
        accounts: {
          obligationOwner: owner,
          feePayer: payer,
          obligation: addresses.obligation,
          lendingMarket: market,
          seed1Account: seeds.seed1 ?? DEFAULT_ADDRESS,
          seed2Account: seeds.seed2 ?? DEFAULT_ADDRESS,
          ownerUserMetadata: addresses.userMetadata,
        },
        args: { args: { tag: obligationTagValue(seeds.tag), id: seeds.id ?? 0 } },
        programId,
      }),
    });
  }
  const farm = addresses.obligationFarm;
  // A farm state outlives a closed obligation: one re-opened at the same address may have it.
  if (farm !== null && !plan.obligationFarmExists) {
    steps.push({
      label: 'initObligationFarm',
      instruction: initObligationFarmFor({
        market,
        reserve: action.reserve,
        kind: farmKindOf(action.kind),
        farm,
        addresses,
        owner,
        payer,
        klendProgramId: programId,
        farmsProgramId: plan.farmsProgramId,
      }),
    });
  }
  return steps;
}

/**
 * The accounts the action needs that may not exist yet, in the SDK's order: the referrer token
 * state, the token account, then the klend accounts. Creating them changes no balance, so they
 * may go first in a transaction of their own.
 */
export function setupSteps(plan: LendingPlan): LendingStep[] {
  return [...referrerSteps(plan), ...tokenAccountSteps(plan), ...klendAccountSteps(plan)];
}

/** Clean-up: a SOL action ends by unwrapping what is left in the wrapped-SOL account. */
export function cleanupSteps(plan: LendingPlan): LendingStep[] {
  if (!plan.nativeSol) return [];
  return [
    {
      label: 'unwrapSol',
      instruction: unwrapSolInstruction({
        owner: plan.owner,
        account: plan.addresses.userLiquidityAccount,
        tokenProgramId: plan.action.reserve.liquidity.tokenProgram,
      }),
    },
  ];
}
