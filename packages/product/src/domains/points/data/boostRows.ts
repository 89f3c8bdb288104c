import type { PointsRules } from '@keel/api-client';
import type Decimal from 'decimal.js';
import type { BoostSortId, SortSpec } from './pointsQuery';
import { sortRowsBy } from './tableSort';

export type BoostKind =
  | 'Liquidity strategy'
  | 'Liquidity token'
  | 'Lending deposit'
  | 'Lending borrow';

/** A rate and boost of the points rules: a strategy, a token, or a lending market's token. */
export interface BoostRow {
  key: string;
  kind: BoostKind;
  /** The strategy address or token mint. */
  subject: string;
  /** The lending market, for lending rows. */
  market?: string;
  /** Points per dollar per second, as the rules give it; null when only a boost is set. */
  rate: Decimal | null;
  boost: Decimal;
}

function keyedRows(
  kind: BoostKind,
  rates: Record<string, Decimal>,
  boosts: Record<string, Decimal>,
  defaultBoost: Decimal,
  market?: string,
): BoostRow[] {
  const subjects = [...new Set([...Object.keys(rates), ...Object.keys(boosts)])];
  return subjects.map((subject) => ({
    key: `${kind}:${market ?? ''}:${subject}`,
    kind,
    subject,
    ...(market ? { market } : {}),
    rate: rates[subject] ?? null,
    boost: boosts[subject] ?? defaultBoost,
  }));
}

/** Every rate or boost that differs from the defaults, one row per subject and kind. */
export function boostRows(rules: PointsRules): BoostRow[] {
  const { strategies } = rules;
  const rows = [
    ...keyedRows(
      'Liquidity strategy',
      strategies.strategyRates,
      strategies.strategyBoosts,
      strategies.defaultBoost,
    ),
    ...keyedRows(
      'Liquidity token',
      strategies.tokenRates,
      strategies.tokenBoosts,
      strategies.defaultBoost,
    ),
  ];
  for (const market of rules.lending) {
    const pick = <T>(record: Record<string, T>, read: (value: T) => Decimal) =>
      Object.fromEntries(Object.entries(record).map(([mint, value]) => [mint, read(value)]));
    rows.push(
      ...keyedRows(
        'Lending deposit',
        pick(market.tokenRates, (v) => v.depositRate),
        pick(market.tokenBoosts, (v) => v.depositBoost),
        market.defaultBoosts.depositBoost,
        market.market,
      ),
      ...keyedRows(
        'Lending borrow',
        pick(market.tokenRates, (v) => v.borrowRate),
        pick(market.tokenBoosts, (v) => v.borrowBoost),
        market.defaultBoosts.borrowBoost,
        market.market,
      ),
    );
  }
  return rows;
}

export function sortBoosts(
  rows: readonly BoostRow[],
  sort: SortSpec<BoostSortId>,
  nameOf: (row: BoostRow) => string,
): BoostRow[] {
  return sortRowsBy(rows, sort, {
    name: nameOf,
    rate: (row) => row.rate?.toNumber() ?? -1,
    boost: (row) => row.boost.toNumber(),
  });
}
