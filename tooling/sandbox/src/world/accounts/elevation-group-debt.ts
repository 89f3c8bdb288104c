import { MathDecimal } from '@keel/core-math';
import type { WorldMarket, WorldObligation, WorldReserve } from '../types';
import { rawAmount } from './spl-accounts';

/** klend keeps 32 elevation-group slots per reserve (index = group id − 1). */
export const GROUP_SLOTS = 32;
/**
 * Share of the other (non-sandbox) borrowers' debt of a group debt reserve that sits inside its
 * elevation groups; the rest is counted outside any group.
 */
const OTHERS_IN_GROUP_SHARE = new MathDecimal('0.4');

/** How an obligation's debt is counted against collaterals (in a group) or outside groups. */
export interface ObligationGroupDebt {
  /** Per deposit, in order: debt base units counted against that collateral in the group. */
  againstDeposits: bigint[];
  /** Per borrow, in order: base units counted outside any group (0 inside a group). */
  outsideBorrows: bigint[];
}

function reserveOf(market: WorldMarket, address: string): WorldReserve {
  const reserve = market.reserves.find((r) => r.address === address);
  if (reserve === undefined) throw new Error(`Reserve ${address} is not in ${market.slug}`);
  return reserve;
}

function borrowRaw(market: WorldMarket, obligation: WorldObligation): bigint[] {
  return obligation.borrows.map((b) => rawAmount(b.amount, reserveOf(market, b.reserve).decimals));
}

/**
 * Outside a group every borrow counts outside; inside one the debt is split over the
 * collaterals by value (the remainder of the division goes to the first).
 */
export function obligationGroupDebt(
  market: WorldMarket,
  obligation: WorldObligation,
): ObligationGroupDebt {
  const borrows = borrowRaw(market, obligation);
  if (obligation.elevationGroup === 0) {
    return { againstDeposits: obligation.deposits.map(() => 0n), outsideBorrows: borrows };
  }
  const debt = borrows.reduce((sum, b) => sum + b, 0n);
  const values = obligation.deposits.map((d) => new MathDecimal(d.valueUsd));
  const total = values.reduce((sum, v) => sum.plus(v), new MathDecimal(0));
  const against = values.map((v) =>
    total.isZero() ? 0n : BigInt(v.div(total).mul(debt.toString()).floor().toFixed(0)),
  );
  if (against.length > 0) {
    against[0] = (against[0] as bigint) + debt - against.reduce((sum, a) => sum + a, 0n);
  }
  return { againstDeposits: against, outsideBorrows: borrows.map(() => 0n) };
}

/** A reserve's group bookkeeping: borrowed outside groups, and against it per group. */
export interface ReserveGroupDebt {
  outside: bigint;
  /** 32 slots: debt (of the group's debt reserve) borrowed in group g against this reserve. */
  againstInGroups: bigint[];
}

/**
 * Group bookkeeping for every reserve of a market: the sandbox wallets' obligations exactly, and
 * the rest of each reserve's borrowed total split by OTHERS_IN_GROUP_SHARE (inside groups spread
 * evenly over the groups' collaterals).
 */
export function marketGroupDebts(
  market: WorldMarket,
  obligations: readonly WorldObligation[],
): Map<string, ReserveGroupDebt> {
  const debts = new Map<string, ReserveGroupDebt>(
    market.reserves.map((r) => [
      r.address,
      { outside: 0n, againstInGroups: Array.from({ length: GROUP_SLOTS }, () => 0n) },
    ]),
  );
  const entry = (address: string) => debts.get(address) as ReserveGroupDebt;
  const sandboxBorrowed = new Map<string, bigint>();
  for (const obligation of obligations.filter((o) => o.marketAddress === market.address)) {
    const split = obligationGroupDebt(market, obligation);
    const raw = borrowRaw(market, obligation);
    obligation.borrows.forEach((borrow, i) => {
      sandboxBorrowed.set(
        borrow.reserve,
        (sandboxBorrowed.get(borrow.reserve) ?? 0n) + (raw[i] as bigint),
      );
      entry(borrow.reserve).outside += split.outsideBorrows[i] as bigint;
    });
    obligation.deposits.forEach((deposit, i) => {
      const slots = entry(deposit.reserve).againstInGroups;
      const slot = obligation.elevationGroup - 1;
      if (slot >= 0) slots[slot] = (slots[slot] as bigint) + (split.againstDeposits[i] as bigint);
    });
  }
  for (const reserve of market.reserves) {
    const total = rawAmount(reserve.totalBorrowed, reserve.decimals);
    const others = total - (sandboxBorrowed.get(reserve.address) ?? 0n);
    if (others < 0n) {
      throw new RangeError(`The sandbox wallets borrow more than reserve ${reserve.address} lent`);
    }
    const pairs = market.elevationGroups
      .filter((g) => g.debtSymbol === reserve.symbol)
      .flatMap((g) =>
        g.collateralSymbols.flatMap((symbol) => {
          const collateral = market.reserves.find((r) => r.symbol === symbol);
          return collateral === undefined ? [] : [{ group: g.id, collateral }];
        }),
      );
    const inGroups =
      pairs.length === 0
        ? 0n
        : BigInt(OTHERS_IN_GROUP_SHARE.mul(others.toString()).floor().toFixed(0));
    const each = pairs.length === 0 ? 0n : inGroups / BigInt(pairs.length);
    for (const { group, collateral } of pairs) {
      const slots = entry(collateral.address).againstInGroups;
      slots[group - 1] = (slots[group - 1] as bigint) + each;
    }
    entry(reserve.address).outside += others - each * BigInt(pairs.length);
  }
  return debts;
}
