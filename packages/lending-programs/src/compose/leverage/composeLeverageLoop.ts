import {
  type Address,
  createAssociatedTokenAccountIdempotentInstruction,
  KLEND_PROGRAM_ID,
  sameAddress,
  unwrapSolInstruction,
  wrapSolInstructions,
} from '@keel/chain-readers';
import { U64_MAX } from '../../constants';
import { actionSteps } from '../actionSteps';
import { composeElevationGroupRequest } from '../composeElevationGroupRequest';
import { flashLoanPair } from '../flashLoanPair';
import type { LendingActionRequest, LendingObligation } from '../lendingInputs';
import { lendingPlanOf, reserveLookup } from '../lendingPlan';
import type { LendingPlan, LendingStep } from '../lendingSteps';
import { setupSteps } from '../setupSteps';
import type {
  ComposedLeverageLoop,
  ComposeLeverageLoopInput,
  LeverageStep,
} from './leverageLoopInputs';

/** Set-up steps that create accounts; a wrap of SOL is part of the loop itself. */
const CREATING = new Set(['initUserMetadata', 'initObligation', 'initObligationFarm']);

function planFor(
  input: ComposeLeverageLoopInput,
  obligation: LendingObligation | null,
  action: LendingActionRequest,
  userMetadataExists: boolean,
): LendingPlan {
  const farmExists =
    action.kind === 'deposit' || action.kind === 'withdraw'
      ? input.collateralFarmStateExists
      : input.debtFarmStateExists;
  return lendingPlanOf({
    market: { address: input.market },
    owner: input.owner,
    obligation,
    newObligation: input.newObligation,
    reserves: input.reserves,
    action,
    userMetadataExists,
    obligationFarmExists: farmExists,
    ...(input.programIds ? { programIds: input.programIds } : {}),
  });
}

/** The obligation as the program will hold it after an action (its reserves' slots only). */
function projected(
  base: LendingObligation,
  change: { deposit?: Address; removeBorrow?: Address },
): LendingObligation {
  const has = (list: readonly Address[], key: Address) => list.some((k) => sameAddress(k, key));
  let deposits = base.deposits;
  const borrows = base.borrows.filter((b) => !sameAddress(change.removeBorrow, b.borrowReserve));
  // A new deposit takes the first free slot: after the ones in use when there is no gap.
  if (
    change.deposit &&
    !has(
      deposits.map((d) => d.depositReserve),
      change.deposit,
    )
  ) {
    deposits = [...deposits, { depositReserve: change.deposit }];
  }
  return { ...base, deposits, borrows };
}

/** Wraps the user's own SOL (leverage up from SOL) and unwraps what is left at the end. */
function nativeSolSteps(input: ComposeLeverageLoopInput, plans: readonly LendingPlan[]) {
  const wrap: LendingStep[] = [];
  const unwrap: LendingStep[] = [];
  const { loop } = input;
  const own =
    loop.direction === 'increase'
      ? [
          { plan: plans[0], lamports: loop.ownCollateral },
          { plan: plans[1], lamports: loop.ownDebt ?? 0n },
        ]
      : [];
  for (const { plan, lamports } of own) {
    if (!plan || lamports <= 0n || !plan.nativeSol) continue;
    const [transfer, sync] = wrapSolInstructions({
      owner: input.owner,
      account: plan.addresses.userLiquidityAccount,
      lamports,
      tokenProgramId: plan.action.reserve.liquidity.tokenProgram,
    });
    wrap.push(
      { label: 'wrapSol', instruction: transfer! },
      { label: 'syncNative', instruction: sync! },
    );
  }
  for (const plan of plans) {
    if (!plan.nativeSol) continue;
    unwrap.push({
      label: 'unwrapSol',
      instruction: unwrapSolInstruction({
        owner: input.owner,
        account: plan.addresses.userLiquidityAccount,
        tokenProgramId: plan.action.reserve.liquidity.tokenProgram,
      }),
    });
  }
  return { wrap, unwrap };
}

/** Elevation group request, when the position must change group before it borrows. */
function elevationSteps(
  input: ComposeLeverageLoopInput,
  obligation: LendingObligation,
): LeverageStep[] {
  if (input.loop.direction !== 'increase' || obligation.elevationGroup === input.elevationGroup) {
    return [];
  }
  // No set-up: the group request only refreshes and asks.
  return composeElevationGroupRequest({
    owner: input.owner,
    obligation,
    reserves: input.reserves,
    elevationGroup: input.elevationGroup,
    klendProgramId: input.programIds?.klend ?? KLEND_PROGRAM_ID,
  }).action;
}

function checkInput(input: ComposeLeverageLoopInput): void {
  const { collateralReserve, debtReserve, market, obligation, loop } = input;
  for (const reserve of [collateralReserve, debtReserve]) {
    if (!sameAddress(reserve.lendingMarket, market)) {
      throw new RangeError(`Reserve ${reserve.address.toBase58()} is not in this market`);
    }
  }
  if (sameAddress(collateralReserve.address, debtReserve.address)) {
    throw new RangeError('A leveraged position needs two different reserves');
  }
  if (obligation !== null && !sameAddress(obligation.owner, input.owner)) {
    throw new RangeError(`Obligation ${obligation.address.toBase58()} belongs to another wallet`);
  }
  if (obligation === null && loop.direction === 'decrease') {
    throw new RangeError('Nothing to reduce: the wallet has no position yet');
  }
  const amounts =
    loop.direction === 'increase' ? [loop.flashCollateral, loop.borrowDebt] : [loop.flashDebt];
  if (amounts.some((amount) => amount <= 0n || amount >= U64_MAX)) {
    throw new RangeError('Flash and borrowed amounts must be positive base units');
  }
}

/**
 * One leverage loop in one transaction, in the order the lending program accepts it: up —
 * [wrap own SOL], flash borrow collateral, refreshes + deposit, [elevation group], refreshes +
 * borrow, swap debt → collateral, flash repay; down — flash borrow debt, refreshes + repay,
 * refreshes + withdraw, swap collateral → debt, flash repay; then SOL unwrapped. Accounts the
 * loop needs that are missing come back as `setup`.
 */
export function composeLeverageLoop(input: ComposeLeverageLoopInput): ComposedLeverageLoop {
  checkInput(input);
  const { loop, collateralReserve, debtReserve } = input;
  const reserveOf = reserveLookup([...input.reserves, collateralReserve, debtReserve]);
  const first =
    loop.direction === 'increase'
      ? ({
          kind: 'deposit',
          reserve: collateralReserve,
          amount: loop.ownCollateral + loop.flashCollateral,
        } as const)
      : ({
          kind: 'repay',
          reserve: debtReserve,
          amount: loop.repayDebt,
          // The flash-borrowed debt is what repays it; nothing of the wallet's own is wrapped.
          wrapLamports: loop.flashDebt,
        } as const);
  const firstPlan = planFor(input, input.obligation, first, input.userMetadataExists);
  const address = firstPlan.addresses.obligation;
  const base: LendingObligation = input.obligation ?? {
    address,
    owner: input.owner,
    lendingMarket: input.market,
    deposits: [],
    borrows: [],
    elevationGroup: 0,
    referrer: null,
  };
  let secondObligation: LendingObligation;
  let second: LendingActionRequest;
  let elevation: LeverageStep[] = [];
  if (loop.direction === 'increase') {
    const afterDeposit = projected(base, { deposit: collateralReserve.address });
    elevation = elevationSteps(input, afterDeposit);
    // The borrow's refresh_obligation names the reserves the obligation holds before it borrows.
    secondObligation = { ...afterDeposit, elevationGroup: input.elevationGroup };
    second = { kind: 'borrow', reserve: debtReserve, amount: loop.borrowDebt };
  } else {
    secondObligation =
      loop.repayDebt === U64_MAX ? projected(base, { removeBorrow: debtReserve.address }) : base;
    second = {
      kind: 'withdraw',
      reserve: collateralReserve,
      collateralAmount: loop.withdrawCollateral,
    };
  }
  const secondPlan = planFor(input, secondObligation, second, true);

  const setup: LeverageStep[] = [
    ...[collateralReserve, debtReserve].map((reserve) => ({
      label: 'createTokenAccount' as const,
      instruction: createAssociatedTokenAccountIdempotentInstruction({
        payer: input.owner,
        owner: input.owner,
        mint: reserve.liquidity.mintPubkey,
        tokenProgramId: reserve.liquidity.tokenProgram,
      }),
    })),
    ...setupSteps(firstPlan).filter((step) => CREATING.has(step.label)),
    ...setupSteps(secondPlan).filter((step) => CREATING.has(step.label)),
  ];
  const { wrap, unwrap } = nativeSolSteps(input, [firstPlan, secondPlan]);
  const flashReserve = loop.direction === 'increase' ? collateralReserve : debtReserve;
  // The first action moves the flash-borrowed token: deposit up, repay down.
  const flashAccount = firstPlan.addresses.userLiquidityAccount;
  const flashAmount = loop.direction === 'increase' ? loop.flashCollateral : loop.flashDebt;
  const borrowIndex = input.instructionsBefore + wrap.length;
  if (borrowIndex > 255)
    throw new RangeError('The flash borrow must be among the first 256 instructions');
  const flash = flashLoanPair({
    market: input.market,
    owner: input.owner,
    reserve: flashReserve,
    userAccount: flashAccount,
    amount: flashAmount,
    borrowIndex,
    ...(input.programIds ? { programIds: input.programIds } : {}),
  });
  const action: LeverageStep[] = [
    ...wrap,
    { label: 'flashBorrow', instruction: flash.borrow },
    ...actionSteps(firstPlan, reserveOf),
    ...elevation,
    ...actionSteps(secondPlan, reserveOf),
    ...input.swapInstructions.map((instruction) => ({ label: 'swap' as const, instruction })),
    { label: 'flashRepay', instruction: flash.repay },
    ...unwrap,
  ];
  return { setup, action, obligation: address };
}
