import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { type AccountMeta, PublicKey, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssociatedTokenAccountIdempotent } from '../../../test-support/spl-instructions';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import {
  ata,
  borrowIx,
  marketAuthority,
  refreshBefore,
  repayIx,
  tokenProgramOf,
} from '../action-test-kit';
import { KLEND_ERRORS } from '../errors';
import { depositAndCollateralIx, withdrawAndRedeemIx } from '../farms-test-kit';
import { fromInt } from '../fraction';
import { klendHandler } from '../handler';
import { klendInstructionData } from '../instructions';
import {
  BORROW,
  DEPOSIT,
  ELEVATION_GROUP,
  LENDING_MARKET,
  OBLIGATION,
  RESERVE,
} from '../layout-offsets';
import { prepareLiquidations } from '../liquidation-test-kit';
import { ObligationAccount } from '../obligation-account';
import { failedWith, send } from '../test-instructions';
import {
  ledgerAccount,
  ledgerBytes,
  u64Bytes,
  withBytes,
  worldObligation,
  worldReserve,
} from '../test-world';

/*
 * Rejections of borrow, repay, deposit and withdraw that only a fixture reaches (a reserve or
 * market setting, a patched obligation, a moved price); each fixture is undone after its test.
 * Interest is frozen so that a value read after one refresh holds at the next.
 */

let t: TestChain;
let owner: PublicKey;
let vanilla: WorldObligation;
let multiply: WorldObligation;
let lending: WorldObligation;
let sol: WorldReserve;
let usdc: WorldReserve;
let usdt: WorldReserve;
let spare: WorldReserve[];
const CONFIG = 4856; // ReserveConfig's base in a Reserve.

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-action-rejections',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  owner = t.ordinary.publicKey;
  const mine = (o: WorldObligation) => o.owner === owner.toBase58();
  vanilla = worldObligation(t, (o) => mine(o) && o.market === 'main' && o.tag === 'Vanilla');
  multiply = worldObligation(t, (o) => mine(o) && o.tag === 'Multiply');
  lending = worldObligation(t, (o) => mine(o) && o.tag === 'Lending');
  sol = worldReserve(t, 'main', 'SOL');
  usdc = worldReserve(t, 'main', 'USDC');
  usdt = worldReserve(t, 'main', 'USDT');
  const used = [sol, usdc, usdt].map((r) => r.address);
  // Active main reserves outside the obligation and without farms (V1 needs no farm refresh).
  spare = (t.chain.world.markets.find((m) => m.slug === 'main')?.reserves ?? []).filter(
    (r) =>
      r.status === 'Active' &&
      !used.includes(r.address) &&
      r.farmCollateral === null &&
      r.farmDebt === null,
  );
  prepareLiquidations(t);
});
afterAll(() => t.chain.close());

const code = (name: keyof typeof KLEND_ERRORS) => ({ Custom: KLEND_ERRORS[name].code });
const mainMarket = () => vanilla.marketAddress;

/** A V1 action after the refreshes check_refresh wants; `index` is the action's. */
async function afterRefresh(o: WorldObligation, r: WorldReserve, action: TransactionInstruction) {
  const ixs = refreshBefore(t, o, r);
  const sent = await send(t, [...ixs, action], [t.ordinary]);
  return { sent, index: ixs.length };
}

const borrow = (r: WorldReserve, amount: bigint, o = vanilla) =>
  afterRefresh(o, r, borrowIx(t, { obligation: o, reserve: r, amount }));

/** The V2 form of a V1 instruction: its accounts, no farm accounts, the farms program. */
function asV2(
  ix: TransactionInstruction,
  name: 'borrowObligationLiquidityV2' | 'repayObligationLiquidityV2',
  reserve: WorldReserve,
): TransactionInstruction {
  const none: AccountMeta = {
    pubkey: toPublicKey(KLEND_PROGRAM_ID),
    isSigner: false,
    isWritable: false,
  };
  const authority: AccountMeta[] =
    name === 'repayObligationLiquidityV2'
      ? [{ pubkey: marketAuthority(t, reserve), isSigner: false, isWritable: false }]
      : [];
  return new TransactionInstruction({
    programId: toPublicKey(KLEND_PROGRAM_ID),
    keys: [
      ...ix.keys,
      none,
      none,
      ...authority,
      { pubkey: toPublicKey(FARMS_PROGRAM_ID), isSigner: false, isWritable: false },
    ],
    data: klendInstructionData(name, ix.data.subarray(8)),
  });
}

describe('borrow rejects', () => {
  it('a market with borrowing disabled (BorrowingDisabled)', async () => {
    const { sent, index } = await withBytes(
      t,
      mainMarket(),
      LENDING_MARKET.borrowDisabled,
      Uint8Array.of(1),
      () => borrow(usdt, 1_000_000n),
    );
    expect(sent.err).toEqual(failedWith(index, code('BorrowingDisabled')));
  });

  it('a reserve past its debt maturity (ReserveDebtMaturityReached)', async () => {
    const { sent, index } = await withBytes(t, usdt.address, CONFIG + 920, u64Bytes(1n), () =>
      borrow(usdt, 1_000_000n),
    );
    expect(sent.err).toEqual(failedWith(index, code('ReserveDebtMaturityReached')));
    expect(
      sent.logs.some((l) =>
        l.startsWith('Program log: Cannot borrow from a reserve that reached its debt maturity'),
      ),
    ).toBe(true);
  });

  it('a borrow past the debt term of the obligation’s borrow (DebtReachedReserveDebtTerm)', async () => {
    const o = new ObligationAccount(ledgerAccount(t, vanilla.address).data);
    const [slot] = o.activeBorrows();
    if (slot === undefined) throw new Error('No borrow');
    const at = slot.base + BORROW.lastBorrowedAtTimestamp;
    const { sent, index } = await withBytes(t, usdt.address, CONFIG + 928, u64Bytes(1n), () =>
      withBytes(t, vanilla.address, at, u64Bytes(1n), () => borrow(usdt, 1_000_000n)),
    );
    expect(sent.err).toEqual(failedWith(index, code('DebtReachedReserveDebtTerm')));
  });

  it('an obligation marked for deleveraging (ObligationCurrentlyMarkedForDeleveraging)', async () => {
    const at = OBLIGATION.autodeleverageMarginCallStartedTimestamp;
    const { sent, index } = await withBytes(t, vanilla.address, at, u64Bytes(1n), () =>
      borrow(usdt, 1_000_000n),
    );
    expect(sent.err).toEqual(failedWith(index, code('ObligationCurrentlyMarkedForDeleveraging')));
    expect(sent.logs).toContain('Program log: Obligation marked for deleveraging since 1');
  });

  it('an obligation with a deposit in an obsolete reserve (ObligationInObsoleteReserve)', async () => {
    const { sent, index } = await withBytes(t, sol.address, CONFIG, Uint8Array.of(1), () =>
      borrow(usdt, 1_000_000n),
    );
    expect(sent.err).toEqual(failedWith(index, code('ObligationInObsoleteReserve')));
  });

  it('outside groups, with a collateral usable only in one (BorrowingDisabledOutsideElevationGroup)', async () => {
    const { sent, index } = await withBytes(t, sol.address, CONFIG + 644, Uint8Array.of(1), () =>
      borrow(usdt, 1_000_000n),
    );
    expect(sent.err).toEqual(failedWith(index, code('BorrowingDisabledOutsideElevationGroup')));
  });

  it('in a group closed to new loans, or past its debt limit against the collateral', async () => {
    const debt = worldReserve(t, multiply.market, 'SOL');
    const collateral = worldReserve(t, multiply.market, 'JitoSOL');
    const group = multiply.elevationGroup;
    const slot = LENDING_MARKET.elevationGroups + (group - 1) * ELEVATION_GROUP.size;
    const wsol = await send(
      t,
      [
        createAssociatedTokenAccountIdempotent(
          owner,
          ata(owner, debt),
          owner,
          new PublicKey(debt.mint),
          toPublicKey(tokenProgramOf(debt)),
        ),
      ],
      [t.ordinary],
    );
    expect(wsol.err).toBeNull();
    const closed = await withBytes(
      t,
      multiply.marketAddress,
      slot + ELEVATION_GROUP.allowNewLoans,
      Uint8Array.of(0),
      () => borrow(debt, 1_000_000n, multiply),
    );
    expect(closed.sent.err).toEqual(
      failedWith(closed.index, code('ElevationGroupNewLoansDisabled')),
    );
    const limit = CONFIG + 656 + (group - 1) * 8;
    // In a group the borrow takes the obligation's deposit reserves to count the debt against.
    const ix = borrowIx(t, { obligation: multiply, reserve: debt, amount: 1_000_000n });
    ix.keys.push({ pubkey: new PublicKey(collateral.address), isSigner: false, isWritable: true });
    const full = await withBytes(t, collateral.address, limit, u64Bytes(1n), () =>
      afterRefresh(multiply, debt, ix),
    );
    expect(full.sent.err).toEqual(
      failedWith(full.index, code('ElevationGroupBorrowLimitExceeded')),
    );
  });

  it('past the reserve’s borrow limit or its limit outside groups (BorrowLimitExceeded)', async () => {
    const atCapacity = await withBytes(t, usdt.address, CONFIG + 168, u64Bytes(0n), () =>
      borrow(usdt, 1_000_000n),
    );
    expect(atCapacity.sent.err).toEqual(failedWith(atCapacity.index, code('BorrowLimitExceeded')));
    expect(atCapacity.sent.logs).toContain('Program log: Borrow reserve is at full capacity');
    const outside = await withBytes(t, usdt.address, CONFIG + 648, u64Bytes(1n), () =>
      borrow(usdt, 1_000_000n),
    );
    expect(outside.sent.err).toEqual(failedWith(outside.index, code('BorrowLimitExceeded')));
  });

  it('one base unit when the origination fee takes it all (BorrowTooSmall)', async () => {
    const fee = spare.find((r) => Number(r.borrowFee) > 0);
    if (fee === undefined) throw new Error('No reserve with a borrow fee');
    const { sent, index } = await borrow(fee, 1n);
    expect(sent.err).toEqual(failedWith(index, code('BorrowTooSmall')));
  });

  it('a debt past the unhealthy LTV when the max LTV allows it (WorseLtvThanUnhealthyLtv)', async () => {
    // Max LTV 90%, liquidation threshold 20% on both collaterals: room to borrow, none to stay healthy.
    const { sent, index } = await withLtvs(90, 20, () => borrow(usdt, 200_000_000n));
    expect(sent.err).toEqual(failedWith(index, code('WorseLtvThanUnhealthyLtv')));
  });

  it('a debt above the deposits’ value (LiabilitiesBiggerThanAssets)', async () => {
    // SOL at $1 leaves the USDC deposit under the debt; LTVs of 200% keep the other checks quiet.
    t.chain.oracle.setPrice(sol.mint, '1');
    const { sent, index } = await withLtvs(200, 210, () => borrow(usdt, 1_000_000n));
    expect(sent.err).toEqual(failedWith(index, code('LiabilitiesBiggerThanAssets')));
    const withdraw = await withLtvs(200, 210, () =>
      afterRefresh(
        vanilla,
        usdc,
        withdrawAndRedeemIx(t, {
          obligation: vanilla,
          reserve: usdc,
          owner,
          amount: 1_000_000n,
          version: 2,
        }),
      ),
    );
    t.chain.oracle.setPrice(sol.mint, sol.priceUsd);
    expect(withdraw.sent.err).toEqual(
      failedWith(withdraw.index, code('LiabilitiesBiggerThanAssets')),
    );
  });

  it('a daily cap window that starts in the future (LastTimestampGreaterThanCurrent)', async () => {
    const caps = RESERVE.debtWithdrawalCap;
    const window = new Uint8Array([...u64Bytes(1n << 40n), ...u64Bytes(86_400n)]);
    const { sent, index } = await withBytes(t, usdt.address, caps + 16, window, () =>
      borrow(usdt, 1_000_000n),
    );
    expect(sent.err).toEqual(failedWith(index, code('LastTimestampGreaterThanCurrent')));
  });

  it('a borrow signed by someone else than the owner (InvalidObligationOwner)', async () => {
    const flagged = t.flagged.publicKey;
    const ix = borrowIx(t, { obligation: vanilla, reserve: usdc, amount: 1n, owner: flagged });
    const sent = await send(t, [ix], [t.flagged]);
    expect(sent.err).toEqual(failedWith(0, code('InvalidObligationOwner')));
  });

  it('an obligation with a referrer and no referrer token state (ReferrerAccountMissing)', async () => {
    const ixs = refreshBefore(t, vanilla, usdt);
    // refresh_obligation takes one referrer token state per borrow (unread: no referral fees).
    ixs[ixs.length - 1]?.keys.push({ pubkey: owner, isSigner: false, isWritable: true });
    const ix = borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 1_000_000n });
    const { sent, index } = await withBytes(
      t,
      vanilla.address,
      OBLIGATION.referrer,
      t.flagged.publicKey.toBytes(),
      async () => ({ sent: await send(t, [...ixs, ix], [t.ordinary]), index: ixs.length }),
    );
    expect(sent.err).toEqual(failedWith(index, code('ReferrerAccountMissing')));
  });

  it('a V2 borrow of an obligation not refreshed in this slot (ObligationStale)', async () => {
    const ix = asV2(
      borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 1n }),
      'borrowObligationLiquidityV2',
      usdt,
    );
    const refresh = refreshBefore(t, vanilla, usdt).slice(0, -1);
    const sent = await send(t, [...refresh, ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(refresh.length, code('ObligationStale')));
  });

  it('an obligation with no deposits, or deposits worth nothing (ObligationDepositsEmpty, …Zero)', async () => {
    const o = new ObligationAccount(ledgerAccount(t, lending.address).data);
    const [slot] = o.activeDeposits();
    if (slot === undefined) throw new Error('No deposit');
    const lendingUsdc = worldReserve(t, lending.market, 'USDC');
    const v2 = () =>
      asV2(
        borrowIx(t, { obligation: lending, reserve: lendingUsdc, amount: 1n }),
        'borrowObligationLiquidityV2',
        lendingUsdc,
      );
    const zero = await withBytes(
      t,
      lending.address,
      slot.base + DEPOSIT.depositedAmount,
      u64Bytes(0n),
      () => afterRefresh(lending, lendingUsdc, v2()),
    );
    expect(zero.sent.err).toEqual(failedWith(zero.index, code('ObligationDepositsZero')));
    const empty = await withBytes(t, lending.address, slot.base, new Uint8Array(DEPOSIT.size), () =>
      afterRefresh(lending, lendingUsdc, v2()),
    );
    expect(empty.sent.err).toEqual(failedWith(empty.index, code('ObligationDepositsEmpty')));
  });
});

describe('repay rejects', () => {
  it('a reserve the obligation does not borrow from (InvalidObligationLiquidity)', async () => {
    const other = spare[0];
    if (other === undefined) throw new Error('No spare reserve');
    const { sent, index } = await afterRefresh(
      vanilla,
      other,
      repayIx(t, { obligation: vanilla, reserve: other, amount: 1n }),
    );
    expect(sent.err).toEqual(failedWith(index, code('InvalidObligationLiquidity')));
  });

  it('an obligation without borrows (ObligationBorrowsEmpty)', async () => {
    const r = worldReserve(t, lending.market, 'USDT');
    const { sent, index } = await afterRefresh(
      lending,
      r,
      repayIx(t, { obligation: lending, reserve: r, amount: 1n }),
    );
    expect(sent.err).toEqual(failedWith(index, code('ObligationBorrowsEmpty')));
  });

  it('a borrow slot that owes nothing (ObligationLiquidityEmpty)', async () => {
    const other = spare[0];
    if (other === undefined) throw new Error('No spare reserve');
    const { sent, index } = await withBorrowSlots([other], () =>
      afterRefresh(vanilla, other, repayIx(t, { obligation: vanilla, reserve: other, amount: 1n })),
    );
    expect(sent.err).toEqual(failedWith(index, code('ObligationLiquidityEmpty')));
    expect(sent.logs).toContain('Program log: Liquidity borrowed amount is zero');
  });

  it('a V2 repayment of an obligation not refreshed in this slot (ObligationStale)', async () => {
    const ix = asV2(
      repayIx(t, { obligation: vanilla, reserve: usdt, amount: 1n }),
      'repayObligationLiquidityV2',
      usdt,
    );
    const refresh = refreshBefore(t, vanilla, usdt).slice(0, -1);
    t.chain.ledger.advanceSlots(1);
    const sent = await send(t, [...refresh, ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(refresh.length, code('ObligationStale')));
  });
});

describe('deposit and withdraw reject', () => {
  it('a ninth collateral or a sixth debt reserve (ObligationReserveLimit)', async () => {
    const [next, ...rest] = spare;
    if (next === undefined || rest.length < 6) throw new Error('Not enough spare reserves');
    const deposit = await withDepositSlots(rest.slice(0, 6), () =>
      afterRefresh(
        vanilla,
        next,
        depositAndCollateralIx(t, {
          obligation: vanilla,
          reserve: next,
          owner,
          amount: 1_000n,
          version: 1,
        }),
      ),
    );
    expect(deposit.sent.err).toEqual(failedWith(deposit.index, code('ObligationReserveLimit')));
    expect(deposit.sent.logs).toContain('Program log: Obligation has no empty deposits');
    const debt = await withBorrowSlots(rest.slice(0, 4), () => borrow(next, 1_000_000n));
    expect(debt.sent.err).toEqual(failedWith(debt.index, code('ObligationReserveLimit')));
    expect(debt.sent.logs).toContain('Program log: Obligation has no empty borrows');
  });

  it('a withdrawal leaving the LTV at the unhealthy LTV (WorseLtvThanUnhealthyLtv)', async () => {
    const { sent, index } = await withLtvs(90, 35, () =>
      afterRefresh(
        vanilla,
        usdc,
        withdrawAndRedeemIx(t, {
          obligation: vanilla,
          reserve: usdc,
          owner,
          amount: 9_000_000_000n,
          version: 2,
        }),
      ),
    );
    expect(sent.err).toEqual(failedWith(index, code('WorseLtvThanUnhealthyLtv')));
  });

  it('a withdrawal of all that may go when that is less than one cToken (WithdrawTooSmall)', async () => {
    // The borrow value allowed is capped just above the debt, and a USDC cToken is made dear.
    const refreshed = await send(t, refreshBefore(t, vanilla, usdt), [t.ordinary]);
    expect(refreshed.err).toBeNull();
    const debt = ledgerBytes(t, vanilla.address).u128(OBLIGATION.borrowFactorAdjustedDebtValueSf);
    const cap = (debt + fromInt(1) - 1n) >> 60n;
    t.chain.oracle.setPrice(usdc.mint, '10000000');
    // USDC's price heuristic (ReserveConfig.tokenInfo.heuristic) would flag that price.
    const heuristic = CONFIG + 176 + 32;
    const { sent, index } = await withBytes(t, usdc.address, heuristic, new Uint8Array(24), () =>
      withBytes(t, mainMarket(), 152, u64Bytes(cap), () =>
        afterRefresh(
          vanilla,
          usdc,
          withdrawAndRedeemIx(t, {
            obligation: vanilla,
            reserve: usdc,
            owner,
            amount: (1n << 64n) - 1n,
            version: 2,
          }),
        ),
      ),
    );
    t.chain.oracle.setPrice(usdc.mint, usdc.priceUsd);
    expect(sent.err).toEqual(failedWith(index, code('WithdrawTooSmall')));
    expect(sent.logs).toContain('Program log: Withdraw amount is too small to transfer collateral');
  });

  it('a deposit slot holding nothing (ObligationCollateralEmpty)', async () => {
    const lendingReserve = reserveOfSlot(lending, 0);
    const o = new ObligationAccount(ledgerAccount(t, lending.address).data);
    const [slot] = o.activeDeposits();
    if (slot === undefined) throw new Error('No deposit');
    const { sent, index } = await withBytes(
      t,
      lending.address,
      slot.base + DEPOSIT.depositedAmount,
      u64Bytes(0n),
      () =>
        afterRefresh(
          lending,
          lendingReserve,
          withdrawAndRedeemIx(t, {
            obligation: lending,
            reserve: lendingReserve,
            owner,
            amount: 1n,
            version: 2,
          }),
        ),
    );
    expect(sent.err).toEqual(failedWith(index, code('ObligationCollateralEmpty')));
  });
});

/** The world reserve of the obligation's deposit slot `index`. */
function reserveOfSlot(o: WorldObligation, index: number): WorldReserve {
  const key = o.deposits[index]?.reserve;
  const found = t.chain.world.markets.flatMap((m) => m.reserves).find((r) => r.address === key);
  if (found === undefined) throw new Error('No deposit reserve');
  return found;
}

/** Max LTV and liquidation threshold of the Vanilla obligation's two collaterals, for `body`. */
function withLtvs<T>(ltv: number, threshold: number, body: () => Promise<T>): Promise<T> {
  const bytes = Uint8Array.of(ltv, threshold);
  return withBytes(t, sol.address, CONFIG + 16, bytes, () =>
    withBytes(t, usdc.address, CONFIG + 16, bytes, body),
  );
}

/** Empty slots of the Vanilla obligation filled with these reserves, holding nothing. */
async function withSlots<T>(
  start: number,
  size: number,
  fill: (bytes: Uint8Array, reserve: WorldReserve) => void,
  reserves: readonly WorldReserve[],
  body: () => Promise<T>,
): Promise<T> {
  const o = new ObligationAccount(ledgerAccount(t, vanilla.address).data);
  const used = start === OBLIGATION.deposits ? o.activeDeposits() : o.activeBorrows();
  const first = start + used.length * size;
  const bytes = new Uint8Array(reserves.length * size);
  reserves.forEach((r, i) => {
    const slot = bytes.subarray(i * size, (i + 1) * size);
    slot.set(new PublicKey(r.address).toBytes(), 0);
    fill(slot, r);
  });
  return withBytes(t, vanilla.address, first, bytes, body);
}

const withDepositSlots = <T>(reserves: readonly WorldReserve[], body: () => Promise<T>) =>
  withSlots(OBLIGATION.deposits, DEPOSIT.size, () => {}, reserves, body);

/** Borrow slots owing nothing: a cumulative rate of 1 (raw) grows to the reserve's, debt stays 0. */
const withBorrowSlots = <T>(reserves: readonly WorldReserve[], body: () => Promise<T>) =>
  withSlots(
    OBLIGATION.borrows,
    BORROW.size,
    (slot) => slot.set([1], BORROW.cumulativeBorrowRateBsf),
    reserves,
    body,
  );
