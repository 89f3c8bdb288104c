import type { ObligationTag, WorldMarket } from '../../world/types';
import type { DatasetContext } from './context';
import { type Decimal, fixed, sum, ZERO } from './decimal';
import type { ObligationBook, ObligationStats } from './obligations';
import { iso } from './time';

type PairTag = Extract<ObligationTag, 'Multiply' | 'Leverage'>;

/** One row of `/{slug}-market/{market}/leverage/metrics`, as sent (decimals as strings). */
export interface LeverageMetricsRow {
  avgLeverage: string;
  totalBorrowed: string;
  totalDeposited: string;
  totalBorrowedUsd: string;
  totalObligations: string;
  totalDepositedUsd: string;
  tvl: string;
  updatedOn: string;
  depositReserve: string;
  borrowReserve: string;
  tag: PairTag;
}

interface PairTotals {
  tag: PairTag;
  depositReserve: string;
  borrowReserve: string;
  decimals: { deposit: number; borrow: number };
  stats: ObligationStats[];
}

const isPairTag = (tag: ObligationTag): tag is PairTag => tag === 'Multiply' || tag === 'Leverage';

/**
 * The market's Multiply and Leverage obligations totalled per (deposit reserve, borrow reserve,
 * tag), valued at the dataset's anchor, where every obligation holds exactly the amounts its
 * chain account was written with. Sandbox conventions: token totals are whole tokens; `tvl` is
 * the USD value of the collateral the positions lock (totalDepositedUsd); `avgLeverage` is the
 * plain mean of the obligations' leverage. An obligation without a deposit or a borrow is no
 * pair and is left out.
 */
export function leverageMetrics(
  ctx: DatasetContext,
  obligations: ObligationBook,
  market: WorldMarket,
): LeverageMetricsRow[] {
  const pairs = new Map<string, PairTotals>();
  for (const wallet of ctx.world.wallets) {
    for (const obligation of wallet.obligations) {
      const deposit = obligation.deposits[0];
      const borrow = obligation.borrows[0];
      if (obligation.marketAddress !== market.address || !isPairTag(obligation.tag)) continue;
      if (!deposit || !borrow) continue;
      const model = obligations.get(obligation.address);
      if (!model) continue;
      const key = `${obligation.tag}:${deposit.reserve}:${borrow.reserve}`;
      const decimalsOf = (reserve: string) =>
        market.reserves.find((r) => r.address === reserve)?.decimals ?? 0;
      const totals = pairs.get(key) ?? {
        tag: obligation.tag,
        depositReserve: deposit.reserve,
        borrowReserve: borrow.reserve,
        decimals: { deposit: decimalsOf(deposit.reserve), borrow: decimalsOf(borrow.reserve) },
        stats: [],
      };
      totals.stats.push(obligations.statsAt(model, ctx.anchor));
      pairs.set(key, totals);
    }
  }
  return [...pairs.values()].map((pair) => row(pair, iso(ctx.anchor)));
}

function row(pair: PairTotals, updatedOn: string): LeverageMetricsRow {
  const pick = (values: (stats: ObligationStats) => Decimal[]) => sum(pair.stats.flatMap(values));
  const depositedUsd = pick((s) => s.deposits.map((d) => d.valueUsd));
  const borrowedUsd = pick((s) => s.borrows.map((b) => b.valueUsd));
  const count = pair.stats.length;
  const leverage = count === 0 ? ZERO : sum(pair.stats.map((s) => s.leverage)).div(count);
  return {
    avgLeverage: fixed(leverage, 8),
    totalDeposited: fixed(
      pick((s) => s.deposits.map((d) => d.amount)),
      pair.decimals.deposit,
    ),
    totalBorrowed: fixed(
      pick((s) => s.borrows.map((b) => b.amount)),
      pair.decimals.borrow,
    ),
    totalDepositedUsd: fixed(depositedUsd, 6),
    totalBorrowedUsd: fixed(borrowedUsd, 6),
    totalObligations: String(count),
    tvl: fixed(depositedUsd, 6),
    updatedOn,
    depositReserve: pair.depositReserve,
    borrowReserve: pair.borrowReserve,
    tag: pair.tag,
  };
}
