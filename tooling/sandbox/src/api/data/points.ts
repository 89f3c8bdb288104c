import type { ObligationTag, WorldWallet } from '../../world/types';
import { apiAddress, type DatasetContext, entityKey, lazy, memo } from './context';
import { type Decimal, dec, factor, splitExactly, sum, ZERO } from './decimal';
import { unit, unitRange } from './noise';
import type { StrategyBook } from './strategies';
import { DAY_MS } from './time';

/** Decimal places of raw points (the screens divide by 1e6). */
const POINT_PLACES = 6;
/** Wallets with points in the API population (before the sandbox wallets join). */
const POPULATION = 12_800;

export const POINT_CATEGORIES = ['Strategies', 'BorrowLend', 'Multiply', 'Leverage'] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

export interface SeasonModel {
  number: number;
  source: string;
  participants: number;
  start: number;
  /** null while the season runs. */
  end: number | null;
  airdropTotal: Decimal | null;
}

export interface PointsRow {
  wallet: string;
  rank: number;
  total: Decimal;
  /** Points per category (raw units), adding up to the total. */
  earned: Record<PointCategory, Decimal>;
  perSecond: Record<PointCategory, Decimal>;
  avgBoost: Decimal;
}

export interface StrategyPointsItem {
  strategy: string;
  points: Decimal;
  perSecond: Decimal;
  boost: Decimal;
}

export interface LendingPointsItem {
  obligation: string;
  market: string;
  tag: ObligationTag;
  category: PointCategory;
  points: Decimal;
  perSecond: Decimal;
  boost: Decimal;
}

export interface PointsBreakdown {
  row: PointsRow | undefined;
  strategies: StrategyPointsItem[];
  lending: LendingPointsItem[];
  boosts: Array<{ name: string; boost: Decimal }>;
}

interface PopulationEntry {
  wallet: string;
  /** Total points in whole points (float shape, turned into raw decimal points per row). */
  total: number;
  key: number;
  /** Categories the wallet may earn in (sandbox wallets: where they hold positions). */
  categories?: boolean[];
}

const CATEGORY_OF_TAG: Record<ObligationTag, PointCategory> = {
  Vanilla: 'BorrowLend',
  Lending: 'BorrowLend',
  Multiply: 'Multiply',
  Leverage: 'Leverage',
};

/**
 * The points programme: three seasons (the last one running), each with a leaderboard of more
 * than 10 000 wallets. The main sandbox wallet ranks about 1 000th in every season, with a
 * breakdown built from its real positions; the flagged wallet appears in season 3 only.
 */
export class PointsBook {
  readonly seasons: readonly SeasonModel[];

  constructor(
    private readonly ctx: DatasetContext,
    private readonly strategies: StrategyBook,
  ) {
    const { anchor } = ctx;
    this.seasons = [
      {
        number: 1,
        participants: 10_240,
        start: anchor - 760 * DAY_MS,
        end: anchor - 520 * DAY_MS,
        airdropTotal: dec(100_000_000),
      },
      {
        number: 2,
        participants: 11_873,
        start: anchor - 520 * DAY_MS,
        end: anchor - 250 * DAY_MS,
        airdropTotal: dec(75_000_000),
      },
      {
        number: 3,
        participants: 12_650,
        start: anchor - 250 * DAY_MS,
        end: null,
        airdropTotal: null,
      },
    ].map((season) => ({ ...season, source: `Season${season.number}` }));
  }

  season(source: string): SeasonModel | undefined {
    return this.seasons.find((season) => season.source.toLowerCase() === source.toLowerCase());
  }

  private readonly population = lazy(() =>
    Array.from({ length: POPULATION }, (_, index) =>
      apiAddress(this.ctx, `points-wallet:${index}`),
    ),
  );

  /** Ranked wallets of a season, highest total first (rows are built only when read). */
  private readonly ranking = memo((source: string): PopulationEntry[] => {
    const season = this.season(source);
    if (!season) return [];
    const key = entityKey(this.ctx, `points:${season.source}`);
    const wallets = this.population();
    const entries: PopulationEntry[] = Array.from({ length: season.participants }, (_, index) => ({
      wallet: wallets[index] as string,
      // Pareto-like totals: a few whales, a long tail.
      total: Math.min(5e6, 120 / (unit(key, index) * 0.999 + 0.001) ** 0.9),
      key: entityKey(this.ctx, `points:${season.source}:${index}`),
    }));
    entries.sort((a, b) => b.total - a.total || a.wallet.localeCompare(b.wallet));
    const insert = (wallet: WorldWallet | undefined, rank: number) => {
      if (!wallet) return;
      const above = entries[rank - 2]?.total ?? 1;
      const below = entries[rank - 1]?.total ?? 0;
      entries.splice(rank - 1, 0, {
        wallet: wallet.publicKey,
        total: (above + below) / 2,
        key: entityKey(this.ctx, `points:${season.source}:${wallet.publicKey}`),
        categories: POINT_CATEGORIES.map((category) =>
          category === 'Strategies'
            ? wallet.strategyShares.length > 0
            : wallet.obligations.some((o) => CATEGORY_OF_TAG[o.tag] === category),
        ),
      });
    };
    insert(this.wallet('ordinary'), 1_000 + season.number * 7);
    if (season.end === null) insert(this.wallet('flagged'), 9_000);
    return entries;
  });

  private readonly rankOf = memo(
    (source: string): Map<string, number> =>
      new Map(this.ranking(source).map((entry, index) => [entry.wallet, index + 1])),
  );

  private readonly rowMemo = memo((query: string): PointsRow => {
    const [source = '', rankText = '0'] = query.split('|');
    const rank = Number(rankText);
    const entry = this.ranking(source)[rank - 1];
    const season = this.season(source);
    if (!entry || !season) throw new RangeError(`No rank ${rank} in ${source}`);
    return this.row(season, entry, rank);
  });

  /** How many wallets a season ranks. */
  count(source: string): number {
    return this.ranking(source).length;
  }

  /** Rows `offset` to `offset + limit` of a season's leaderboard. */
  page(source: string, offset: number, limit: number): PointsRow[] {
    const end = Math.min(this.count(source), offset + limit);
    const rows: PointsRow[] = [];
    for (let rank = offset + 1; rank <= end; rank += 1)
      rows.push(this.rowMemo(`${source}|${rank}`));
    return rows;
  }

  /** Every row of a season's leaderboard. */
  leaderboard(source: string): PointsRow[] {
    return this.page(source, 0, this.count(source));
  }

  find(source: string, wallet: string): PointsRow | undefined {
    const rank = this.rankOf(source).get(wallet);
    return rank === undefined ? undefined : this.rowMemo(`${source}|${rank}`);
  }

  readonly totals = memo((source: string) => {
    const rows = this.leaderboard(source);
    const pick = (get: (row: PointsRow) => Decimal) => sum(rows.map(get));
    return {
      earned: Object.fromEntries(
        POINT_CATEGORIES.map((category) => [category, pick((row) => row.earned[category])]),
      ) as Record<PointCategory, Decimal>,
      perSecond: Object.fromEntries(
        POINT_CATEGORIES.map((category) => [category, pick((row) => row.perSecond[category])]),
      ) as Record<PointCategory, Decimal>,
      total: pick((row) => row.total),
      users: rows.length,
    };
  });

  breakdown(source: string, wallet: string): PointsBreakdown {
    const season = this.season(source);
    const row = season && this.find(source, wallet);
    if (!season || !row) return { row: undefined, strategies: [], lending: [], boosts: [] };
    const owner = this.ctx.world.wallets.find((candidate) => candidate.publicKey === wallet);
    const boosts = [
      { name: 'loyalty_bonus', boost: dec('1.1') },
      {
        name: `staked_${this.ctx.world.brand.nativeTokenSymbol.toLowerCase()}`,
        boost: row.avgBoost,
      },
    ];
    if (owner) return { row, ...this.ownedItems(row, owner), boosts };
    return { row, ...this.syntheticItems(row), boosts };
  }

  /** Farm the native-token staking boost comes from. */
  get stakingFarm(): string {
    return apiAddress(this.ctx, 'native-staking-farm');
  }

  private wallet(role: WorldWallet['role']): WorldWallet | undefined {
    return this.ctx.world.wallets.find((wallet) => wallet.role === role);
  }

  private row(season: SeasonModel, entry: PopulationEntry, rank: number): PointsRow {
    const total = factor(entry.total).mul(1_000_000).toDecimalPlaces(POINT_PLACES);
    // Each category is absent for about a third of the wallets; sandbox wallets earn only in
    // the categories where they have positions.
    const weights = POINT_CATEGORIES.map((_, index) => {
      const absent = entry.categories
        ? !entry.categories[index]
        : index > 0 && unit(entry.key, index) < 0.33;
      return absent ? 0 : unitRange(entry.key, index + 10, 0.1, 1);
    });
    const parts = splitExactly(total, weights, POINT_PLACES);
    const running = season.end === null;
    const elapsedSeconds = (this.ctx.anchor - season.start) / 1000;
    const earned = {} as Record<PointCategory, Decimal>;
    const perSecond = {} as Record<PointCategory, Decimal>;
    POINT_CATEGORIES.forEach((category, index) => {
      const points = parts[index] as Decimal;
      earned[category] = points;
      perSecond[category] = running
        ? points
            .div(elapsedSeconds)
            .mul(factor(unitRange(entry.key, index + 20, 0.5, 1.5)))
            .toDecimalPlaces(POINT_PLACES)
        : ZERO;
    });
    return {
      wallet: entry.wallet,
      rank,
      total,
      earned,
      perSecond,
      avgBoost: factor(unitRange(entry.key, 30, 1, 2.5)).toDecimalPlaces(2),
    };
  }

  /** The sandbox wallets: points spread over their actual strategies and obligations. */
  private ownedItems(row: PointsRow, owner: WorldWallet) {
    const strategyList = owner.strategyShares.map((shares) => shares.strategy);
    const strategyParts = splitExactly(
      row.earned.Strategies,
      strategyList.map(() => 1),
      POINT_PLACES,
    );
    const strategyRates = splitExactly(
      row.perSecond.Strategies,
      strategyList.map(() => 1),
      POINT_PLACES,
    );
    const strategies = strategyList.map((strategy, index) => ({
      strategy,
      points: strategyParts[index] as Decimal,
      perSecond: strategyRates[index] as Decimal,
      boost: row.avgBoost,
    }));
    const lending: LendingPointsItem[] = [];
    for (const category of POINT_CATEGORIES.slice(1)) {
      const obligations = owner.obligations.filter((o) => CATEGORY_OF_TAG[o.tag] === category);
      if (obligations.length === 0) continue;
      const parts = splitExactly(
        row.earned[category],
        obligations.map(() => 1),
        POINT_PLACES,
      );
      const rates = splitExactly(
        row.perSecond[category],
        obligations.map(() => 1),
        POINT_PLACES,
      );
      lending.push(
        ...obligations.map((obligation, index) => ({
          obligation: obligation.address,
          market: obligation.marketAddress,
          tag: obligation.tag,
          category,
          points: parts[index] as Decimal,
          perSecond: rates[index] as Decimal,
          boost: row.avgBoost,
        })),
      );
    }
    return { strategies, lending };
  }

  /** Other wallets: one to three strategies and one obligation per lending category. */
  private syntheticItems(row: PointsRow) {
    const key = entityKey(this.ctx, `points-items:${row.wallet}`);
    const live = this.strategies.models.filter((model) => model.strategy.status === 'LIVE');
    const count = 1 + Math.floor(unit(key, 0) * 3);
    const picked = Array.from(
      new Set(
        Array.from({ length: count }, (_, i) => live[Math.floor(unit(key, i + 1) * live.length)]),
      ),
    ).flatMap((model) => (model ? [model.strategy.address] : []));
    const parts = splitExactly(
      row.earned.Strategies,
      picked.map(() => 1),
      POINT_PLACES,
    );
    const rates = splitExactly(
      row.perSecond.Strategies,
      picked.map(() => 1),
      POINT_PLACES,
    );
    const strategies = picked.map((strategy, index) => ({
      strategy,
      points: parts[index] as Decimal,
      perSecond: rates[index] as Decimal,
      boost: row.avgBoost,
    }));
    const markets = this.ctx.world.markets;
    const tags: Record<Exclude<PointCategory, 'Strategies'>, ObligationTag> = {
      BorrowLend: 'Vanilla',
      Multiply: 'Multiply',
      Leverage: 'Leverage',
    };
    const lending = (['BorrowLend', 'Multiply', 'Leverage'] as const)
      .filter((category) => row.earned[category].greaterThan(0))
      .map((category, index) => ({
        obligation: apiAddress(this.ctx, `points-obligation:${row.wallet}:${category}`),
        market:
          (markets[Math.floor(unit(key, 10 + index) * markets.length)] ?? markets[0])?.address ??
          '',
        tag: tags[category],
        category,
        points: row.earned[category],
        perSecond: row.perSecond[category],
        boost: row.avgBoost,
      }));
    return { strategies, lending };
  }
}
