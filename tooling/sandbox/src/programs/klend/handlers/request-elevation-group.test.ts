import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { obligationReserves, refreshObligationIx, reserveByAddress } from '../action-test-kit';
import { KLEND_ERRORS } from '../errors';
import { klendHandler } from '../handler';
import {
  BORROW,
  DEPOSIT,
  ELEVATION_GROUP,
  LENDING_MARKET,
  OBLIGATION,
  RESERVE,
} from '../layout-offsets';
import { ObligationAccount } from '../obligation-account';
import { failedWith, klendInstruction, send } from '../test-instructions';
import {
  ledgerAccount,
  ledgerBytes,
  refreshReserveIx,
  u64Bytes,
  withBytes as withAccountBytes,
  worldObligation,
  worldReserve,
} from '../test-world';

/*
 * request_elevation_group: an obligation with no debt joins and leaves a group; the Multiply
 * obligation leaves its group and joins it back, its group debts moving between the trackers;
 * every refusal with the program's own error. Fixtures are undone after their test.
 */

let t: TestChain;
let lending: WorldObligation;
let vanilla: WorldObligation;
let multiply: WorldObligation;
let jitoSol: WorldReserve;
let sol: WorldReserve;
const CONFIG = 4856; // ReserveConfig's base in a Reserve.

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-elevation-group',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  const owner = t.ordinary.publicKey.toBase58();
  const mine = (o: WorldObligation) => o.owner === owner;
  lending = worldObligation(t, (o) => mine(o) && o.market === 'ethena' && o.tag === 'Lending');
  vanilla = worldObligation(t, (o) => mine(o) && o.market === 'main' && o.tag === 'Vanilla');
  multiply = worldObligation(t, (o) => mine(o) && o.tag === 'Multiply');
  jitoSol = worldReserve(t, multiply.market, 'JitoSOL');
  sol = worldReserve(t, multiply.market, 'SOL');
});
afterAll(() => t.chain.close());

const code = (name: keyof typeof KLEND_ERRORS) => ({ Custom: KLEND_ERRORS[name].code });
const obligationOf = (o: WorldObligation) =>
  new ObligationAccount(ledgerAccount(t, o.address).data);
const groupSlot = (id: number) => LENDING_MARKET.elevationGroups + (id - 1) * ELEVATION_GROUP.size;

function requestIx(o: WorldObligation, group: number, remaining?: PublicKey[]) {
  return klendInstruction(
    'requestElevationGroup',
    {
      owner: new PublicKey(o.owner),
      obligation: new PublicKey(o.address),
      lendingMarket: new PublicKey(o.marketAddress),
    },
    Uint8Array.of(group),
    (remaining ?? obligationReserves(t, o.address)).map((pubkey) => ({
      pubkey,
      isSigner: false,
      isWritable: true,
    })),
  );
}

/** Every reserve of the obligation refreshed, then the obligation, then the request. */
async function request(o: WorldObligation, group: number) {
  const keys = obligationReserves(t, o.address).map((k) => k.toBase58());
  const refreshes = [
    ...[...new Set(keys)].map((key) => refreshReserveIx(t, reserveByAddress(t, key))),
    refreshObligationIx(t, o),
  ];
  const sent = await send(t, [...refreshes, requestIx(o, group)], [t.ordinary]);
  return { sent, index: refreshes.length };
}

const withBytes = <T>(address: string, offset: number, bytes: Uint8Array, body: () => Promise<T>) =>
  withAccountBytes(t, address, offset, bytes, body);
const u64 = u64Bytes;

describe('request_elevation_group', () => {
  it('moves an obligation without debt into a group, then out of it with group 0', async () => {
    const joined = await request(lending, 1);
    expect(joined.sent.err, joined.sent.logs.join('\n')).toBeNull();
    expect(joined.sent.logs).toContain('Program log: Instruction: RequestElevationGroup');
    expect(joined.sent.logs).toContain(
      'Program log: Previous elevation group: 0 . Requested elevation group for: 1',
    );
    const o = obligationOf(lending);
    expect(o.elevationGroup).toBe(1);
    expect(o.bytes.u8(OBLIGATION.lastUpdate + 8)).toBe(1);
    const left = await request(lending, 0);
    expect(left.sent.err, left.sent.logs.join('\n')).toBeNull();
    expect(obligationOf(lending).elevationGroup).toBe(0);
  });

  it('takes the Multiply obligation out of its group and back: its debt moves between the trackers', async () => {
    const group = multiply.elevationGroup;
    const tracker = RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + (group - 1) * 8;
    const outside = RESERVE.borrowedAmountOutsideElevationGroup;
    const o = obligationOf(multiply);
    const [deposit] = o.activeDeposits();
    const [borrow] = o.activeBorrows();
    if (deposit === undefined || borrow === undefined) throw new Error('No position');
    const recorded = DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup;
    const trackerBefore = ledgerBytes(t, jitoSol.address).u64(tracker);
    const outsideBefore = ledgerBytes(t, sol.address).u64(outside);
    const recordedBefore = o.bytes.u64(deposit.base + recorded);
    // Outside the group the collateral's own LTV applies: high enough for the debt.
    const left = await withBytes(jitoSol.address, CONFIG + 16, Uint8Array.of(85), () =>
      request(multiply, 0),
    );
    expect(left.sent.err, left.sent.logs.join('\n')).toBeNull();
    const out = obligationOf(multiply);
    expect(out.elevationGroup).toBe(0);
    expect(out.bytes.u64(deposit.base + recorded)).toBe(0n);
    expect(ledgerBytes(t, jitoSol.address).u64(tracker)).toBe(trackerBefore - recordedBefore);
    const counted = out.bytes.u64(borrow.base + BORROW.borrowedAmountOutsideElevationGroups);
    expect(counted).toBeGreaterThan(0n);
    expect(ledgerBytes(t, sol.address).u64(outside)).toBe(outsideBefore + counted);

    // Back in, the group's debt limit against the collateral applies first.
    const limit = CONFIG + 656 + (group - 1) * 8;
    const limited = await withBytes(jitoSol.address, limit, u64(1n), () =>
      request(multiply, group),
    );
    expect(limited.sent.err).toEqual(
      failedWith(limited.index, code('ElevationGroupBorrowLimitExceeded')),
    );
    const back = await request(multiply, group);
    expect(back.sent.err, back.sent.logs.join('\n')).toBeNull();
    const inside = obligationOf(multiply);
    expect(inside.elevationGroup).toBe(group);
    expect(inside.bytes.u64(borrow.base + BORROW.borrowedAmountOutsideElevationGroups)).toBe(0n);
    const nowRecorded = inside.bytes.u64(deposit.base + recorded);
    expect(nowRecorded).toBeGreaterThanOrEqual(recordedBefore);
    expect(ledgerBytes(t, jitoSol.address).u64(tracker)).toBe(
      trackerBefore - recordedBefore + nowRecorded,
    );
    expect(ledgerBytes(t, sol.address).u64(outside)).toBe(outsideBefore);
  });
});

describe('request_elevation_group rejects', () => {
  it('the group the obligation is in (ElevationGroupAlreadyActivated)', async () => {
    const { sent, index } = await request(multiply, multiply.elevationGroup);
    expect(sent.err).toEqual(failedWith(index, code('ElevationGroupAlreadyActivated')));
  });

  it('an obligation not refreshed in this slot (ObligationStale)', async () => {
    // Its last refresh, by the test before, must be in an earlier slot.
    t.chain.ledger.advanceSlots(1);
    const sent = await send(t, [requestIx(lending, 1)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, code('ObligationStale')));
  });

  it('remaining accounts other than the obligation’s reserves (InvalidAccountInput)', async () => {
    const sent = await send(t, [requestIx(lending, 1, [])], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, code('InvalidAccountInput')));
  });

  it('a group id past the 32 groups, or a group the market has not configured (InvalidElevationGroup)', async () => {
    for (const id of [33, 31]) {
      const { sent, index } = await request(lending, id);
      expect(sent.err).toEqual(failedWith(index, code('InvalidElevationGroup')));
    }
  });

  it('a group closed to new loans, without a debt reserve, or taking no collateral', async () => {
    const slot = groupSlot(1);
    const cases = [
      [slot + ELEVATION_GROUP.allowNewLoans, Uint8Array.of(0), 'ElevationGroupNewLoansDisabled'],
      [slot + ELEVATION_GROUP.debtReserve, new Uint8Array(32), 'ElevationGroupWithoutDebtReserve'],
      [
        slot + ELEVATION_GROUP.maxReservesAsCollateral,
        Uint8Array.of(0),
        'ElevationGroupMaxCollateralReserveZero',
      ],
    ] as const;
    for (const [offset, bytes, name] of cases) {
      const { sent, index } = await withBytes(lending.marketAddress, offset, bytes, () =>
        request(lending, 1),
      );
      expect(sent.err).toEqual(failedWith(index, code(name)));
    }
  });

  it('a group whose debt reserve is one of the collaterals (ElevationGroupDebtReserveAsCollateral)', async () => {
    const usde = worldReserve(t, lending.market, 'USDe');
    const offset = groupSlot(1) + ELEVATION_GROUP.debtReserve;
    const { sent, index } = await withBytes(
      lending.marketAddress,
      offset,
      new PublicKey(usde.address).toBytes(),
      () => request(lending, 1),
    );
    expect(sent.err).toEqual(failedWith(index, code('ElevationGroupDebtReserveAsCollateral')));
  });

  it('more collaterals than the group takes (ObligationCollateralExceedsElevationGroupLimit)', async () => {
    const narrow = t.chain.world.markets
      .find((m) => m.slug === 'main')
      ?.elevationGroups.find((g) => g.maxReservesAsCollateral < vanilla.deposits.length);
    if (narrow === undefined) throw new Error('No narrow group');
    const { sent, index } = await request(vanilla, narrow.id);
    expect(sent.err).toEqual(
      failedWith(index, code('ObligationCollateralExceedsElevationGroupLimit')),
    );
    expect(sent.logs).toContain(`Program log: Left: ${narrow.maxReservesAsCollateral}`);
    expect(sent.logs).toContain(`Program log: Right: ${vanilla.deposits.length}`);
  });

  it('a debt the group does not lend, or not as its debt reserve', async () => {
    const usdt = vanilla.borrows[0]?.symbol ?? '';
    const groups = t.chain.world.markets.find((m) => m.slug === 'main')?.elevationGroups ?? [];
    const fits = (g: { maxReservesAsCollateral: number }) =>
      g.maxReservesAsCollateral >= vanilla.deposits.length;
    const debtReserve = reserveByAddress(t, vanilla.borrows[0]?.reserve ?? '');
    const member = groups.find((g) => fits(g) && debtReserve.elevationGroups.includes(g.id));
    const stranger = groups.find((g) => fits(g) && !debtReserve.elevationGroups.includes(g.id));
    if (member === undefined || stranger === undefined || member.debtSymbol === usdt) {
      throw new Error('The world has no such groups');
    }
    const inconsistent = await request(vanilla, stranger.id);
    expect(inconsistent.sent.err).toEqual(
      failedWith(inconsistent.index, code('InconsistentElevationGroup')),
    );
    const another = await request(vanilla, member.id);
    expect(another.sent.err).toEqual(
      failedWith(another.index, code('ElevationGroupHasAnotherDebtReserve')),
    );
  });

  it('leaving a group when the collaterals alone do not cover the debt (UnhealthyElevationGroupLtv)', async () => {
    const { sent, index } = await withBytes(jitoSol.address, CONFIG + 16, Uint8Array.of(10), () =>
      request(multiply, 0),
    );
    expect(sent.err).toEqual(failedWith(index, code('UnhealthyElevationGroupLtv')));
    expect(sent.logs).toContain(
      'Program log: The obligation is not healthy enough to support the new elevation group',
    );
  });

  it('leaving with a collateral usable only inside groups (BorrowingDisabledOutsideElevationGroup)', async () => {
    const { sent, index } = await withBytes(jitoSol.address, CONFIG + 16, Uint8Array.of(85), () =>
      withBytes(jitoSol.address, CONFIG + 644, Uint8Array.of(1), () => request(multiply, 0)),
    );
    expect(sent.err).toEqual(failedWith(index, code('BorrowingDisabledOutsideElevationGroup')));
  });

  it('leaving past the debt reserve’s limit outside groups (ElevationGroupBorrowLimitExceeded)', async () => {
    const { sent, index } = await withBytes(jitoSol.address, CONFIG + 16, Uint8Array.of(85), () =>
      withBytes(sol.address, CONFIG + 648, u64(1n), () => request(multiply, 0)),
    );
    expect(sent.err).toEqual(failedWith(index, code('ElevationGroupBorrowLimitExceeded')));
    expect(sent.logs).toContain('Program log: Left: 1');
  });

  it('a worse LTV for an obligation marked for deleveraging (WorseLtvBlocked)', async () => {
    // Outside the group the debt counts with its borrow factor: the LTV gets worse.
    const marked = OBLIGATION.autodeleverageMarginCallStartedTimestamp;
    const { sent, index } = await withBytes(multiply.address, marked, u64(1n), () =>
      withBytes(jitoSol.address, CONFIG + 16, Uint8Array.of(95), () =>
        withBytes(sol.address, CONFIG + 152, u64(120n), () => request(multiply, 0)),
      ),
    );
    expect(sent.err).toEqual(failedWith(index, code('WorseLtvBlocked')));
    expect(
      sent.logs.some((l) =>
        l.startsWith(
          'Program log: Obligation marked for deleveraging - cannot worsen its LTV from',
        ),
      ),
    ).toBe(true);
  });
});
