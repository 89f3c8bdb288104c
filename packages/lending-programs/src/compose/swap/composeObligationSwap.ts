import {
  type Address,
  createAssociatedTokenAccountIdempotentInstruction,
  sameAddress,
  unwrapSolInstruction,
} from '@keel/chain-readers';
import { U64_MAX } from '../../constants';
import { actionSteps } from '../actionSteps';
import { flashLoanPair } from '../flashLoanPair';
import type { LendingActionRequest, LendingObligation } from '../lendingInputs';
import { lendingPlanOf, reserveLookup } from '../lendingPlan';
import type { LendingPlan } from '../lendingSteps';
import { setupSteps } from '../setupSteps';
import type {
  ComposedObligationSwap,
  ComposeObligationSwapInput,
  ObligationSwapStep,
} from './obligationSwapInputs';

/** Set-up steps that create accounts; the flash loan brings the tokens, nothing is wrapped. */
const CREATING = new Set(['initObligationFarm']);

const holds = (keys: readonly Address[], key: Address) => keys.some((k) => sameAddress(k, key));

function checkInput(input: ComposeObligationSwapInput): void {
  const { fromReserve, toReserve, market, obligation, swap } = input;
  for (const reserve of [fromReserve, toReserve]) {
    if (!sameAddress(reserve.lendingMarket, market)) {
      throw new RangeError(`Reserve ${reserve.address.toBase58()} is not in this market`);
    }
  }
  if (sameAddress(fromReserve.address, toReserve.address)) {
    throw new RangeError('A swap needs two different reserves');
  }
  if (!sameAddress(obligation.owner, input.owner)) {
    throw new RangeError(`Obligation ${obligation.address.toBase58()} belongs to another wallet`);
  }
  if (!sameAddress(obligation.lendingMarket, market)) {
    throw new RangeError(`Obligation ${obligation.address.toBase58()} is in another market`);
  }
  const held =
    swap.kind === 'collateral'
      ? obligation.deposits.map((d) => d.depositReserve)
      : obligation.borrows.map((b) => b.borrowReserve);
  if (!holds(held, fromReserve.address)) {
    const what = swap.kind === 'collateral' ? 'deposit' : 'borrow';
    throw new RangeError(`The obligation has no ${what} in ${fromReserve.address.toBase58()}`);
  }
  const fixed =
    swap.kind === 'collateral' ? [swap.flashAmount] : [swap.flashAmount, swap.borrowAmount];
  const all = swap.kind === 'collateral' ? swap.withdrawCollateral : swap.repayDebt;
  if (fixed.some((amount) => amount <= 0n || amount >= U64_MAX) || all <= 0n) {
    throw new RangeError(
      'Flash, withdrawn, repaid and borrowed amounts must be positive base units',
    );
  }
}

function planFor(
  input: ComposeObligationSwapInput,
  obligation: LendingObligation,
  action: LendingActionRequest,
  farmStateExists: boolean,
): LendingPlan {
  return lendingPlanOf({
    market: { address: input.market },
    owner: input.owner,
    obligation,
    reserves: input.reserves,
    action,
    userMetadataExists: true,
    obligationFarmExists: farmStateExists,
    ...(input.programIds ? { programIds: input.programIds } : {}),
  });
}

/** The two actions in the order they run, each planned on the obligation as it is by then. */
function plans(input: ComposeObligationSwapInput): [LendingPlan, LendingPlan] {
  const { swap, fromReserve, toReserve, obligation } = input;
  if (swap.kind === 'collateral') {
    const deposit = planFor(
      input,
      obligation,
      { kind: 'deposit', reserve: toReserve, amount: swap.flashAmount },
      input.toFarmStateExists,
    );
    // A new deposit takes the next slot: the withdrawal's refresh names it.
    const deposits = holds(
      obligation.deposits.map((d) => d.depositReserve),
      toReserve.address,
    )
      ? obligation.deposits
      : [...obligation.deposits, { depositReserve: toReserve.address }];
    const withdraw = planFor(
      input,
      { ...obligation, deposits },
      { kind: 'withdraw', reserve: fromReserve, collateralAmount: swap.withdrawCollateral },
      input.fromFarmStateExists,
    );
    return [deposit, withdraw];
  }
  const repay = planFor(
    input,
    obligation,
    // The flash-borrowed debt is what repays it; nothing of the wallet's own is wrapped.
    { kind: 'repay', reserve: fromReserve, amount: swap.repayDebt, wrapLamports: swap.flashAmount },
    input.fromFarmStateExists,
  );
  // Repaying all of it frees the slot before the borrow refreshes the obligation.
  const borrows =
    swap.repayDebt === U64_MAX
      ? obligation.borrows.filter((b) => !sameAddress(b.borrowReserve, fromReserve.address))
      : obligation.borrows;
  const borrow = planFor(
    input,
    { ...obligation, borrows },
    { kind: 'borrow', reserve: toReserve, amount: swap.borrowAmount },
    input.toFarmStateExists,
  );
  return [repay, borrow];
}

/**
 * Swaps an obligation's collateral or debt into another reserve of its market in one transaction,
 * in the order the lending program accepts it. Collateral A → B: flash borrow B, refreshes +
 * deposit B, refreshes + withdraw A, swap A → B, flash repay B. Debt X → Y: flash borrow X,
 * refreshes + repay X, refreshes + borrow Y, swap Y → X, flash repay X. Wrapped SOL is unwrapped
 * at the end. Missing token accounts and farm states come back as `setup`.
 */
export function composeObligationSwap(input: ComposeObligationSwapInput): ComposedObligationSwap {
  checkInput(input);
  const { swap, fromReserve, toReserve } = input;
  const reserveOf = reserveLookup([...input.reserves, fromReserve, toReserve]);
  const [first, second] = plans(input);
  const setup: ObligationSwapStep[] = [
    ...[fromReserve, toReserve].map((reserve) => ({
      label: 'createTokenAccount' as const,
      instruction: createAssociatedTokenAccountIdempotentInstruction({
        payer: input.owner,
        owner: input.owner,
        mint: reserve.liquidity.mintPubkey,
        tokenProgramId: reserve.liquidity.tokenProgram,
      }),
    })),
    ...setupSteps(first).filter((step) => CREATING.has(step.label)),
    ...setupSteps(second).filter((step) => CREATING.has(step.label)),
  ];
  const borrowIndex = input.instructionsBefore;
  if (borrowIndex > 255) {
    throw new RangeError('The flash borrow must be among the first 256 instructions');
  }
  // The first action moves the flash-borrowed token: the deposit of B, or the repay of X.
  const flash = flashLoanPair({
    market: input.market,
    owner: input.owner,
    reserve: first.action.reserve,
    userAccount: first.addresses.userLiquidityAccount,
    amount: swap.flashAmount,
    borrowIndex,
    ...(input.programIds ? { programIds: input.programIds } : {}),
  });
  const unwrap: ObligationSwapStep[] = [first, second]
    .filter((plan) => plan.nativeSol)
    .map((plan) => ({
      label: 'unwrapSol',
      instruction: unwrapSolInstruction({
        owner: input.owner,
        account: plan.addresses.userLiquidityAccount,
        tokenProgramId: plan.action.reserve.liquidity.tokenProgram,
      }),
    }));
  const action: ObligationSwapStep[] = [
    { label: 'flashBorrow', instruction: flash.borrow },
    ...actionSteps(first, reserveOf),
    ...actionSteps(second, reserveOf),
    ...input.swapInstructions.map((instruction) => ({ label: 'swap' as const, instruction })),
    { label: 'flashRepay', instruction: flash.repay },
    ...unwrap,
  ];
  return { setup, action };
}
