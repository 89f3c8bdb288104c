import { fixed, ZERO } from '../data/decimal';
import { POINT_CATEGORIES, type PointsRow, type SeasonModel } from '../data/points';
import { iso } from '../data/time';
import { HttpError } from '../http/http-error';
import { checkEnv, intParam } from '../http/params';
import { airdropSeasonAllocations, airdropSeasonMetrics } from './airdrop-season';
import type { RouteModule } from './route-context';
import { walletParam } from './wire';

/** Points (seasons as `source=Season{n}`, Season1 when absent) and airdrop routes. */
export const pointsRoutes: RouteModule = ({ data }) => {
  const season = (query: URLSearchParams): SeasonModel => {
    const source = query.get('source') || 'Season1';
    const found = data().points().season(source);
    if (!found) throw new HttpError(404, `Unknown source ${source}`);
    return found;
  };
  const updated = (model: SeasonModel) => iso(model.end ?? data().ctx.anchor);
  const totals = (row: PointsRow) => ({
    ...Object.fromEntries(
      POINT_CATEGORIES.map((c) => [`pointsEarned${c}`, fixed(row.earned[c], 6)]),
    ),
    totalPointsEarned: fixed(row.total, 6),
    ...Object.fromEntries(
      POINT_CATEGORIES.map((c) => [`currentPointsPerSecond${c}`, fixed(row.perSecond[c], 6)]),
    ),
    totalCurrentPointsPerSecond: fixed(
      POINT_CATEGORIES.reduce((total, c) => total.plus(row.perSecond[c]), ZERO),
      6,
    ),
  });
  return [
    {
      method: 'GET',
      path: '/points/leaderboard',
      handle: ({ query }) => {
        const model = season(query);
        const offset = intParam(query, 'offset', { min: 0, max: 10_000_000, fallback: 0 });
        const limit = intParam(query, 'limit', { min: 1, max: 1000, fallback: 50 });
        const points = data().points();
        const time = updated(model);
        return {
          json: {
            // Counts and ranks are strings on this route.
            totalLeaderboardCount: String(points.count(model.source)),
            leaderboard: points.page(model.source, offset, limit).map((row) => ({
              leaderboardRank: String(row.rank),
              ownerPubkey: row.wallet,
              ...Object.fromEntries(
                POINT_CATEGORIES.map((c) => [
                  `lastCalculated${c}`,
                  row.earned[c].isZero() ? null : time,
                ]),
              ),
              ...totals(row),
            })),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/points/users/{wallet}/breakdown',
      handle: ({ params, query }) => {
        checkEnv(query);
        const model = season(query);
        const wallet = walletParam(params);
        const breakdown = data().points().breakdown(model.source, wallet);
        const time = updated(model);
        const { row } = breakdown;
        if (!row)
          return {
            json: {
              ...Object.fromEntries(POINT_CATEGORIES.map((c) => [`updatedOn${c}`, null])),
              ...Object.fromEntries(POINT_CATEGORIES.map((c) => [`pointsEarned${c}`, '0'])),
              totalPointsEarned: '0',
              ...Object.fromEntries(
                POINT_CATEGORIES.map((c) => [`currentPointsPerSecond${c}`, '0']),
              ),
              totalCurrentPointsPerSecond: '0',
              strategiesBreakdown: [],
              klendBreakdown: [],
              boosts: [],
            },
          };
        return {
          json: {
            leaderboardRank: String(row.rank),
            ...Object.fromEntries(
              POINT_CATEGORIES.map((c) => [`updatedOn${c}`, row.earned[c].isZero() ? null : time]),
            ),
            ...totals(row),
            avgBoost: fixed(row.avgBoost, 4),
            strategiesBreakdown: breakdown.strategies.map((item) => ({
              strategy: item.strategy,
              lastCalculated: time,
              pointsEarned: fixed(item.points, 6),
              currentPointsPerSecond: fixed(item.perSecond, 6),
              boost: fixed(item.boost, 4),
            })),
            klendBreakdown: breakdown.lending.map((item) => ({
              lastCalculated: time,
              pointsEarned: fixed(item.points, 6),
              currentPointsPerSecond: fixed(item.perSecond, 6),
              boost: fixed(item.boost, 4),
              obligationTag: item.tag,
              obligation: item.obligation,
              market: item.market,
            })),
            boosts: breakdown.boosts.map((boost) => ({
              boost: fixed(boost.boost, 4),
              name: boost.name,
            })),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/points/metrics',
      handle: ({ query }) => {
        const model = season(query);
        const sums = data().points().totals(model.source);
        const time = updated(model);
        return {
          json: {
            totalPointsEarned: fixed(sums.total, 6),
            totalCurrentPointsPerSecond: fixed(
              POINT_CATEGORIES.reduce((total, c) => total.plus(sums.perSecond[c]), ZERO),
              6,
            ),
            ...Object.fromEntries(
              POINT_CATEGORIES.map((c) => [
                `currentPointsPerSecond${c}`,
                fixed(sums.perSecond[c], 6),
              ]),
            ),
            ...Object.fromEntries(POINT_CATEGORIES.map((c) => [`updatedOn${c}`, time])),
            numberOfUsers: String(sums.users),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/points/rules',
      handle: ({ query }) => {
        checkEnv(query);
        const dataset = data();
        const models = dataset.strategies().models.filter((m) => m.strategy.status === 'LIVE');
        const native = dataset.prices().tokens.find((t) => t.kind === 'governance');
        return {
          json: {
            strategies: {
              defaultRate: 1,
              defaultBoost: 1,
              strategyRates: Object.fromEntries(
                models.slice(0, 8).map((m, i) => [m.strategy.address, 1 + (i % 3)]),
              ),
              strategyBoosts: Object.fromEntries(
                models.slice(8, 12).map((m) => [m.strategy.address, 1.5]),
              ),
              tokenRates: native ? { [native.mint]: 2 } : {},
              tokenBoosts: native ? { [native.mint]: 1.25 } : {},
            },
            lending: dataset.world.markets.map((market) => ({
              market: market.address,
              defaultRates: { depositRate: 1, borrowRate: 2 },
              defaultBoosts: { depositBoost: 1, borrowBoost: 1 },
              tokenRates: Object.fromEntries(
                market.reserves
                  .slice(0, 3)
                  .map((r, i) => [r.mint, { depositRate: 1 + i, borrowRate: 2 + i }]),
              ),
              tokenBoosts: Object.fromEntries(
                market.reserves
                  .slice(0, 2)
                  .map((r) => [r.mint, { depositBoost: 1.5, borrowBoost: 2 }]),
              ),
            })),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/users/{wallet}/staking-boosts',
      handle: ({ params, query }) => {
        const model = season(query);
        const wallet = walletParam(params);
        const points = data().points();
        const row = points.find(model.source, wallet);
        if (!row) return { json: [] };
        const symbol = data().world.brand.nativeTokenSymbol;
        return {
          json: [
            { boost: fixed(row.avgBoost, 4), name: `Staked ${symbol}`, farm: points.stakingFarm },
            { boost: '1.1', name: 'loyalty_bonus', farm: points.stakingFarm },
          ],
        };
      },
    },
    {
      method: 'GET',
      path: '/airdrop/users/{wallet}/allocations',
      handle: ({ params, query }) => {
        const model = season(query);
        const wallet = walletParam(params);
        const { airdrop } = data().world;
        if (model.number === airdrop.season) {
          return { json: airdropSeasonAllocations(airdrop, wallet) };
        }
        const row = data().points().find(model.source, wallet);
        if (!row || !model.airdropTotal) return { json: [] };
        const total = data().points().totals(model.source).total;
        const quantity = model.airdropTotal.mul(row.total).div(total);
        return {
          json: [
            { quantity: fixed(quantity.mul('0.8'), 6), name: `${model.source} points` },
            { quantity: fixed(quantity.mul('0.2'), 6), name: `${model.source} boosts` },
          ],
        };
      },
    },
    {
      method: 'GET',
      path: '/airdrop/metrics',
      handle: ({ query }) => {
        const model = season(query);
        const { airdrop } = data().world;
        if (model.number === airdrop.season) {
          return { json: airdropSeasonMetrics(airdrop, data().ctx.anchor) };
        }
        if (!model.airdropTotal || model.end === null)
          throw new HttpError(404, 'No airdrop', { metadata: `No airdrop for ${model.source}` });
        return {
          json: {
            totalAllocation: fixed(model.airdropTotal, 0),
            totalUsers: String(data().points().count(model.source)),
            claimDate: iso(model.end + 14 * 86_400_000),
          },
        };
      },
    },
  ];
};
