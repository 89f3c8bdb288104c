import {
  createAssociatedTokenAccountIdempotentInstruction,
  sameAddress,
  TOKEN_PROGRAM_ID,
  unwrapSolInstruction,
  wrapSolInstructions,
} from '@keel/chain-readers';
import { U64_MAX } from '../constants';
import { initObligationFarmsForReserveInstruction } from '../klend/setupInstructions';
import { farmModeOf, type LendingReserve, type ReserveFarmKind } from './lendingInputs';
import type { LiquidationPlan, LiquidationStep, ObligationFarm } from './liquidationInputs';
import { isNativeSolReserve } from './nativeSol';

/** Lamports to wrap for a SOL debt: the amount, or the caller's figure when it is "all". */
function lamportsToWrap(plan: LiquidationPlan): bigint {
  const { amount, wrapLamports } = plan.input;
  if (wrapLamports !== undefined) return wrapLamports;
  if (amount === U64_MAX) {
    throw new RangeError('Liquidating with all of a SOL debt needs wrapLamports');
  }
  return amount;
}

/**
 * The liquidator's token accounts, created when missing (the SDK's order): the collateral's
 * cToken account, its liquidity account, and the debt's account when it may be missing (a SOL
 * debt's always: it is wrapped into it).
 */
export function liquidatorAccountSteps(plan: LiquidationPlan): LiquidationStep[] {
  const { input, payer, addresses } = plan;
  const { liquidator, withdrawReserve, repayReserve } = input;
  const create = (reserve: LendingReserve) =>
    createAssociatedTokenAccountIdempotentInstruction({
      payer,
      owner: liquidator,
      mint: reserve.liquidity.mintPubkey,
      tokenProgramId: reserve.liquidity.tokenProgram,
    });
  const steps: LiquidationStep[] = [
    {
      label: 'createCollateralAccount',
      instruction: createAssociatedTokenAccountIdempotentInstruction({
        payer,
        owner: liquidator,
        mint: withdrawReserve.collateral.mintPubkey,
        tokenProgramId: TOKEN_PROGRAM_ID,
      }),
    },
    { label: 'createTokenAccount', instruction: create(withdrawReserve) },
  ];
  const solDebt = isNativeSolReserve(repayReserve);
  // The same mint on both sides: one account, created just above.
  const shared = sameAddress(addresses.repaySource, addresses.withdrawDestination);
  if (!shared && (solDebt || input.repaySourceExists === false)) {
    steps.push({ label: 'createRepayTokenAccount', instruction: create(repayReserve) });
  }
  return steps;
}

/** A SOL debt is repaid from wrapped SOL: a transfer into the repay account, then SyncNative. */
export function liquidationWrapSteps(plan: LiquidationPlan): LiquidationStep[] {
  const { input, addresses } = plan;
  if (!isNativeSolReserve(input.repayReserve)) return [];
  const [transfer, sync] = wrapSolInstructions({
    owner: input.liquidator,
    account: addresses.repaySource,
    lamports: lamportsToWrap(plan),
    tokenProgramId: input.repayReserve.liquidity.tokenProgram,
  });
  return [
    { label: 'wrapSol', instruction: transfer! },
    { label: 'syncNative', instruction: sync! },
  ];
}

/** init_obligation_farms_for_reserve for a farm the obligation has no state in (the SDK's). */
export function obligationFarmInitSteps(plan: LiquidationPlan): LiquidationStep[] {
  const { input, addresses } = plan;
  const wanted: Array<[LendingReserve, ReserveFarmKind, ObligationFarm | null, boolean]> = [
    [input.repayReserve, 'debt', addresses.debtFarm, input.debtFarmStateExists ?? true],
    [
      input.withdrawReserve,
      'collateral',
      addresses.collateralFarm,
      input.collateralFarmStateExists ?? true,
    ],
  ];
  return wanted.flatMap(([reserve, kind, farm, exists]): LiquidationStep[] =>
    farm === null || exists
      ? []
      : [
          {
            label: 'initObligationFarm',
            instruction: initObligationFarmsForReserveInstruction({
              accounts: {
                payer: plan.payer,
                owner: input.obligation.owner,
                obligation: input.obligation.address,
                lendingMarketAuthority: addresses.lendingMarketAuthority,
                reserve: reserve.address,
                reserveFarmState: farm.farm,
                obligationFarm: farm.userState,
                lendingMarket: input.obligation.lendingMarket,
                farmsProgram: plan.farmsProgramId,
              },
              args: { mode: farmModeOf(kind) },
              programId: plan.klendProgramId,
            }),
          },
        ],
  );
}

/** SOL comes back as lamports: the wrapped-SOL account of either side is closed. */
export function liquidationCleanupSteps(plan: LiquidationPlan): LiquidationStep[] {
  const { input, addresses } = plan;
  const accounts = [
    ...(isNativeSolReserve(input.repayReserve)
      ? [{ account: addresses.repaySource, reserve: input.repayReserve }]
      : []),
    ...(isNativeSolReserve(input.withdrawReserve) &&
    !sameAddress(addresses.withdrawDestination, addresses.repaySource)
      ? [{ account: addresses.withdrawDestination, reserve: input.withdrawReserve }]
      : []),
  ];
  return accounts.map(({ account, reserve }) => ({
    label: 'unwrapSol',
    instruction: unwrapSolInstruction({
      owner: input.liquidator,
      account,
      tokenProgramId: reserve.liquidity.tokenProgram,
    }),
  }));
}
