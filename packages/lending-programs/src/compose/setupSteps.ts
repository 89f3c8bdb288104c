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

/** The owner's token account (created when needed) and, for SOL, the wrap. */
function tokenAccountSteps(plan: LendingPlan): LendingStep[] {
  const { action, owner, payer, addresses } = plan;
  const { liquidity } = action.reserve;
  const steps: LendingStep[] = [];
  // A repay spends tokens the wallet holds, so its account exists (SOL aside: wrapped here).
  if (action.kind !== 'repay' || plan.nativeSol) {
    steps.push({
      label: 'createTokenAccount',
      instruction: createAssociatedTokenAccountIdempotentInstruction({
        payer,
        owner,
        mint: liquidity.mintPubkey,
        tokenProgramId: liquidity.tokenProgram,
      }),
    });
  }
  const lamports = plan.nativeSol ? lamportsToWrap(action) : null;
  if (lamports !== null) {
    const [transfer, sync] = wrapSolInstructions({
      owner,
      account: addresses.userLiquidityAccount,
      lamports,
      tokenProgramId: liquidity.tokenProgram,
    });
    steps.push(
      { label: 'wrapSol', instruction: transfer! },
      { label: 'syncNative', instruction: sync! },
    );
  }
  return steps;
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
 * Set-up in the SDK's order: the referrer token state, token accounts and SOL wrap, then the
 * klend accounts.
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
