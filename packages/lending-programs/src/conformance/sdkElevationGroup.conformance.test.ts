import {
  refreshObligation,
  refreshReserve,
  requestElevationGroup,
} from '@kamino-finance/klend-sdk/dist/@codegen/klend/instructions';
import { referrerTokenStatePda } from '@kamino-finance/klend-sdk/dist/utils/seeds';
import { KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { AccountRole, type Address, createNoopSigner, none, some } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { composeElevationGroupRequest } from '../compose/composeElevationGroupRequest';
import type { LendingObligation, LendingReserve } from '../compose/lendingInputs';
import { MARKET, OWNER, sampleObligation, sampleReserve } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import {
  type ComparableInstruction,
  fromKit,
  fromWeb3,
  type KitInstruction,
  kitAddress,
} from '../testing/sdkInstructions';

/**
 * composeElevationGroupRequest against klend-sdk 7.3.22's KaminoAction.buildRequestElevationGroupTxns
 * (src/classes/action.ts): addRefreshObligation (the obligation's reserves, deposits then
 * borrows, then refresh_obligation with them and the referrer token states) and
 * addRequestElevationIx (request_elevation_group with the same remaining accounts), each from the
 * SDK's generated builders called as it calls them. Two differences, both on the SDK's side:
 * - its referrer token states on request_elevation_group are read-only, while the program writes
 *   them there (lending_operations.rs `request_elevation_group` → `refresh_obligation_borrows` →
 *   `accumulate_referrer_fees`, `get_mut`): ours are writable, as on refresh_obligation;
 * - it also refreshes the obligation's farms first, which request_elevation_group does not read
 *   (so the reserves below have no farms).
 */
const programAddress = kitAddress(KLEND_PROGRAM_ID);
const market = kitAddress(MARKET);
const owner = createNoopSigner(kitAddress(OWNER));

function sdkRefreshReserve(reserve: LendingReserve): KitInstruction {
  return refreshReserve(
    {
      lendingMarket: market,
      reserve: kitAddress(reserve.address),
      pythOracle: none(),
      switchboardPriceOracle: none(),
      switchboardTwapOracle: none(),
      scopePrices: some(kitAddress(reserve.config.tokenInfo.scopeConfiguration.priceFeed)),
    },
    undefined,
    programAddress,
  );
}

/** The obligation's reserves and referrer token states, as the SDK appends them. */
async function remaining(obligation: LendingObligation, referrerStatesWritable: boolean) {
  const meta = (address: Address, writable: boolean) => ({
    address,
    role: writable ? AccountRole.WRITABLE : AccountRole.READONLY,
  });
  const borrows = obligation.borrows.map((b) => kitAddress(b.borrowReserve));
  const referrer = obligation.referrer;
  return [
    ...obligation.deposits.map((d) => meta(kitAddress(d.depositReserve), true)),
    ...borrows.map((reserve) => meta(reserve, true)),
    ...(referrer === null
      ? []
      : await Promise.all(
          borrows.map(async (reserve) =>
            meta(
              await referrerTokenStatePda(kitAddress(referrer), reserve, programAddress),
              referrerStatesWritable,
            ),
          ),
        )),
  ];
}

async function sdkSteps(obligation: LendingObligation, reserves: LendingReserve[], group: number) {
  const refresh = refreshObligation(
    { lendingMarket: market, obligation: kitAddress(obligation.address) },
    undefined,
    programAddress,
  );
  const request = requestElevationGroup(
    { elevationGroup: group },
    { owner, obligation: kitAddress(obligation.address), lendingMarket: market },
    undefined,
    programAddress,
  );
  return [
    ...reserves.map(sdkRefreshReserve),
    { ...refresh, accounts: [...(refresh.accounts ?? []), ...(await remaining(obligation, true))] },
    {
      ...request,
      accounts: [...(request.accounts ?? []), ...(await remaining(obligation, false))],
    },
  ].map(fromKit);
}

/** The SDK's read-only referrer token states on the request, taken as the program needs them. */
function writableReferrerStates(
  request: ComparableInstruction,
  obligation: LendingObligation,
): ComparableInstruction {
  const count = obligation.referrer === null ? 0 : obligation.borrows.length;
  const first = request.keys.length - count;
  request.keys.forEach((key, i) => {
    if (i < first) return;
    expect(key.writable, `the SDK passes referrer token state ${i} read-only`).toBe(false);
    key.writable = true;
  });
  return request;
}

describe('an elevation group request equals the SDK’s for the same obligation', () => {
  const sol = sampleReserve(41);
  const jito = sampleReserve(42);
  const usdc = sampleReserve(43);
  const usdt = sampleReserve(44);

  it.each([
    { name: 'two deposits and two borrows, into group 2', referrer: null, group: 2 },
    { name: 'under a referrer, leaving the group (0)', referrer: testKey(98), group: 0 },
  ])('$name', async ({ referrer, group }) => {
    const obligation = sampleObligation([sol, jito], [usdc, usdt], { referrer });
    const composed = composeElevationGroupRequest({
      owner: OWNER,
      obligation,
      reserves: [usdt, usdc, jito, sol],
      elevationGroup: group,
    });
    const expected = await sdkSteps(obligation, [sol, jito, usdc, usdt], group);
    const last = expected.length - 1;
    expected[last] = writableReferrerStates(expected[last] as ComparableInstruction, obligation);
    expect(composed.setup).toEqual([]);
    expect(composed.action.map((step) => fromWeb3(step.instruction))).toEqual(expected);
  });
});
