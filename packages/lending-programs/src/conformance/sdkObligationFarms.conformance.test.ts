import {
  initObligationFarmsForReserve,
  refreshObligationFarmsForReserve,
} from '@kamino-finance/klend-sdk/dist/@codegen/klend/instructions';
import {
  lendingMarketAuthPda,
  obligationFarmStatePda,
} from '@kamino-finance/klend-sdk/dist/utils/seeds';
import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { type Address, createNoopSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { stepsInOrder } from '../compose/composedParts';
import { type ComposedLendingAction, composeLendingAction } from '../compose/composeLendingAction';
import type { LendingStepLabel } from '../compose/lendingSteps';
import { MARKET, OWNER, sampleObligation, sampleReserve } from '../testing/fixtures';
import { fromKit, fromWeb3, type KitInstruction, kitAddress } from '../testing/sdkInstructions';

/**
 * The obligation-farm steps of a composed action against klend-sdk 7.3.22's, built by its
 * generated builders as KaminoAction calls them: addInitObligationForFarm (a first borrow from a
 * reserve with a debt farm: mode 1, the obligation's state in the debt farm, paid by the owner)
 * and addRefreshFarmsForReserve (a V1 action on a farmed reserve: refresh before and after it).
 */
const programAddress = kitAddress(KLEND_PROGRAM_ID);
const farmsProgram = kitAddress(FARMS_PROGRAM_ID);
const market = kitAddress(MARKET);
const owner = createNoopSigner(kitAddress(OWNER));
const SYSVAR_RENT = 'SysvarRent111111111111111111111111111111111' as Address;
const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;

const usdc = sampleReserve(71, { farmCollateral: true, farmDebt: true });
const sol = sampleReserve(72);
const obligation = sampleObligation([sol], []);
const obligationAddress = kitAddress(obligation.address);

const stepsLabelled = (composed: ComposedLendingAction, label: LendingStepLabel) =>
  stepsInOrder(composed)
    .filter((step) => step.label === label)
    .map((step) => fromWeb3(step.instruction));

async function farmAccounts(farm: Address) {
  const [lendingMarketAuthority] = await lendingMarketAuthPda(market, programAddress);
  return {
    lendingMarketAuthority,
    farmState: farm,
    userState: await obligationFarmStatePda(farm, obligationAddress, farmsProgram),
  };
}

describe('obligation farm steps equal the SDK’s', () => {
  it('a first borrow from a reserve with a debt farm creates the obligation’s debt farm state', async () => {
    const composed = composeLendingAction({
      market: { address: MARKET },
      owner: OWNER,
      obligation,
      reserves: [sol],
      action: { kind: 'borrow', reserve: usdc, amount: 1_000n },
      userMetadataExists: true,
      obligationFarmExists: false,
    });
    const farm = await farmAccounts(kitAddress(usdc.farmDebt!));
    const expected: KitInstruction = initObligationFarmsForReserve(
      { mode: 1 },
      {
        owner: owner.address,
        payer: owner,
        obligation: obligationAddress,
        lendingMarketAuthority: farm.lendingMarketAuthority,
        reserve: kitAddress(usdc.address),
        reserveFarmState: farm.farmState,
        obligationFarm: farm.userState,
        lendingMarket: market,
        farmsProgram,
        rent: SYSVAR_RENT,
        systemProgram: SYSTEM_PROGRAM,
      },
      [],
      programAddress,
    );
    expect(stepsLabelled(composed, 'initObligationFarm')).toEqual([fromKit(expected)]);
  });

  it('a V1 withdrawal from a reserve with a collateral farm refreshes it before and after', async () => {
    const holding = sampleObligation([sol, usdc], []);
    const composed = composeLendingAction({
      market: { address: MARKET },
      owner: OWNER,
      obligation: holding,
      reserves: [sol, usdc],
      action: { kind: 'withdraw', reserve: usdc, collateralAmount: 5n },
      userMetadataExists: true,
      obligationFarmExists: true,
      version: 'v1',
    });
    const farm = await farmAccounts(kitAddress(usdc.farmCollateral!));
    const refresh = fromKit(
      refreshObligationFarmsForReserve(
        { mode: 0 },
        {
          crank: owner,
          baseAccounts: {
            obligation: kitAddress(holding.address),
            lendingMarketAuthority: farm.lendingMarketAuthority,
            reserve: kitAddress(usdc.address),
            reserveFarmState: farm.farmState,
            obligationFarmUserState: farm.userState,
            lendingMarket: market,
          },
          farmsProgram,
          rent: SYSVAR_RENT,
          systemProgram: SYSTEM_PROGRAM,
        },
        [],
        programAddress,
      ),
    );
    const labels = stepsInOrder(composed).map((step) => step.label);
    const action = labels.indexOf('withdraw');
    expect(labels[action - 1]).toBe('refreshObligationFarm');
    expect(labels[action + 1]).toBe('refreshObligationFarm');
    expect(stepsLabelled(composed, 'refreshObligationFarm')).toEqual([refresh, refresh]);
  });
});
