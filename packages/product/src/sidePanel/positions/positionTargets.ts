import type { Obligation, Reserve } from '@keel/chain-readers';
import { leverageBaseAndQuote, positionSide } from '@keel/core-math';
import type { LendingMarketEntry } from '../../domains/lending/data/marketList';
import { marketSlugOf } from '../../domains/lending/data/marketMetadata';
import { dashboardPath } from '../../domains/lending/screens/lendingPaths';
import type { PositionGroup } from '../../domains/portfolio/data/productGroups';

export interface PositionTargetInput {
  group: Exclude<PositionGroup, 'Liquidity'>;
  /** The lending base the app links under ('/lending', or '/markets' with the v3 flag). */
  base: string;
  v3: boolean;
  market: Pick<LendingMarketEntry, 'address' | 'name'>;
  obligation: Pick<Obligation, 'address' | 'deposits' | 'borrows'>;
  /** The market's reserves once read (the v3 leverage route names their symbols). */
  reserves: readonly Reserve[] | undefined;
}

/**
 * Where a side-panel position opens (D§2): Borrow/Lend its dashboard; Multiply the multiply vault
 * of its market, deposit and borrow reserves; Long/Short with the v3 flag the leverage vault by
 * market slug, base and quote symbols (long: collateral as base, short reversed), otherwise by
 * market, deposit and borrow reserves. A position the rule cannot place opens its dashboard.
 */
export function positionTarget(input: PositionTargetInput): string {
  const { group, base, market, obligation } = input;
  const dashboard = dashboardPath(base, market.address, obligation.address.toBase58());
  const deposit = obligation.deposits[0]?.depositReserve.toBase58();
  const borrow = obligation.borrows[0]?.borrowReserve.toBase58();
  if (group === 'Borrow/Lend' || deposit === undefined) return dashboard;
  if (group === 'Multiply') {
    return `${base}/multiply/${market.address}/${deposit}${borrow ? `/${borrow}` : ''}`;
  }
  if (borrow === undefined) return dashboard;
  if (!input.v3) return `${base}/leverage/${market.address}/${deposit}/${borrow}`;
  const symbolOf = (reserve: string) =>
    input.reserves?.find((r) => r.address.toBase58() === reserve)?.config.tokenInfo.name;
  const slug = marketSlugOf(market.name);
  const collateral = symbolOf(deposit);
  const debt = symbolOf(borrow);
  if (!slug || !collateral || !debt) return dashboard;
  const pair = leverageBaseAndQuote(positionSide(collateral, debt), collateral, debt);
  return `/leverage/${slug}/${pair.base}/${pair.quote}`;
}
