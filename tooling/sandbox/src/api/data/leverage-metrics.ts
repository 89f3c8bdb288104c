import type { ObligationTag, WorldMarket } from '../../world/types';
import type { DatasetContext } from './context';
import { type Decimal, fixed, sum, ZERO } from './decimal';
import type { ObligationBook, ObligationModel, ObligationStats } from './obligations';
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
 * tag), valued at the dataset's anchor: the world's obligations and those opened on the sandbox
 * chain, each with the amounts its landed actions left (ObligationBook). Sandbox conventions:
 * token totals are whole tokens; `tvl` is the USD value of the collateral the positions lock
 * (totalDepositedUsd); `avgLeverage` is the plain mean of the obligations' leverage. An obligation
 * without a deposit or a borrow is no pair and is left out.
 */
export function leverageMetrics(
  ctx: DatasetContext,
  obligations: ObligationBook,
  market: WorldMarket,
): LeverageMetricsRow[] {
  const pairs = new Map<string, PairTotals>();
  const decimalsOf = (reserve: string) =>
    market.reserves.find((r) => r.address === reserve)?.decimals ?? 0;
  for (const address of obligationsOf(ctx, market)) {
    const model = obligations.get(address);
    if (!model || !isPairTag(model.obligation.tag)) continue;
    const tag = model.obligation.tag;
    const stats = obligations.statsAt(model, ctx.anchor);
    const deposit = model.obligation.deposits[0]?.reserve ?? firstHeld(model, stats, 'deposit');
    const borrow = model.obligation.borrows[0]?.reserve ?? firstHeld(model, stats, 'borrow');
    if (!deposit || !borrow) continue;
    const key = `${tag}:${deposit}:${borrow}`;
    const totals = pairs.get(key) ?? {
      tag,
      depositReserve: deposit,
      borrowReserve: borrow,
      decimals: { deposit: decimalsOf(deposit), borrow: decimalsOf(borrow) },
      stats: [],
    };
    totals.stats.push(stats);
    pairs.set(key, totals);
  }
  return [...pairs.values()].map((pair) => row(pair, iso(ctx.anchor)));
}

/** The market's obligations: the world's, then those only the chain holds (opened there). */
function obligationsOf(ctx: DatasetContext, market: WorldMarket): string[] {
  const addresses = new Set<string>();
  for (const wallet of ctx.world.wallets)
    for (const obligation of wallet.obligations)
      if (obligation.marketAddress === market.address) addresses.add(obligation.address);
  for (const action of ctx.chain.klendActions())
    if (action.market === market.address) addresses.add(action.obligation);
  return [...addresses];
}

/** The reserve of the obligation's first leg on `side` that holds an amount now. */
function firstHeld(
  model: ObligationModel,
  stats: ObligationStats,
  side: 'deposit' | 'borrow',
): string | undefined {
  const legs = model.legs.filter((leg) => leg.side === side);
  const amounts = side === 'deposit' ? stats.deposits : stats.borrows;
  return legs.find((_, index) => amounts[index]?.amount.greaterThan(0))?.reserve.address;
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
