import { aprToApy, type Decimal, dec, fixed, sig, ZERO } from '../data/decimal';
import type { StrategyModel } from '../data/strategies';
import { DAY_MS, floorTo, iso, isoDate } from '../data/time';
import { badRequest, HttpError } from '../http/http-error';
import { checkEnv, enumParam, parseTime } from '../http/params';
import type { RouteDefinition } from '../http/router';
import { rangeParams, seriesTimes } from './ranges';
import type { RouteContext, RouteModule } from './route-context';
import { found, pageOf, triple, walletParam } from './wire';

const TYPES = ['NON_PEGGED', 'PEGGED', 'STABLE'] as const;
const STATUSES = ['LIVE', 'STAGING', 'SHADOW', 'IGNORED', 'DEPRECATED'] as const;
const PERIOD_DAYS = { '24h': 1, '7d': 7, '30d': 30 } as const;
type Period = keyof typeof PERIOD_DAYS;
const PERIODS = Object.keys(PERIOD_DAYS) as Period[];

/** Liquidity strategy routes: lists, metrics, fees, yields, user PnL and histories. */
export const strategyRoutes: RouteModule = (context) => {
  const { data } = context;
  const book = () => data().strategies();
  const strategyOf = (address: string | undefined): StrategyModel =>
    found(book().get(address ?? ''), 'Strategy');
  const statuses = (query: URLSearchParams): string[] => {
    const values = [...query.getAll('status'), ...query.getAll('statuses')].flatMap((v) =>
      v.split(','),
    );
    for (const value of values)
      if (!(STATUSES as readonly string[]).includes(value))
        throw badRequest(`status must be one of ${STATUSES.join(', ')}`);
    return values;
  };

  const routes: RouteDefinition[] = [
    {
      method: 'GET',
      path: '/strategies',
      handle: ({ query }) => {
        checkEnv(query);
        const type = enumParam(query, 'type', TYPES);
        const status = enumParam(query, 'status', STATUSES);
        return {
          json: book()
            .models.filter(({ strategy }) => (type ? strategy.strategyType === type : true))
            .filter(({ strategy }) => (status ? strategy.status === status : true))
            .map(({ strategy }) => ({
              address: strategy.address,
              type: strategy.strategyType,
              shareMint: strategy.shareMint,
              status: strategy.status,
              tokenAMint: strategy.tokenAMint,
              tokenBMint: strategy.tokenBMint,
            })),
        };
      },
    },
    {
      method: 'GET',
      path: '/strategies/metrics',
      handle: ({ query }) => {
        checkEnv(query);
        const status = enumParam(query, 'status', STATUSES) ?? 'LIVE';
        return {
          json: book()
            .models.filter(({ strategy }) => strategy.status === status)
            .map((model) => metricsJson(context, model)),
        };
      },
    },
    {
      method: 'GET',
      path: '/strategies/{strategy}/metrics',
      handle: ({ params, query }) => {
        checkEnv(query);
        return { json: metricsJson(context, strategyOf(params.strategy)) };
      },
    },
    {
      method: 'GET',
      path: '/strategies/fees-and-rewards',
      handle: ({ query }) => {
        checkEnv(query);
        const period = enumParam(query, 'period', PERIODS) ?? '24h';
        const wanted = statuses(query);
        const selected = wanted.length === 0 ? ['LIVE'] : wanted;
        return {
          json: book()
            .models.filter(({ strategy }) => selected.includes(strategy.status))
            .map((model) => ({
              strategyPubkey: model.strategy.address,
              ...periodEarnings(context, model, PERIOD_DAYS[period]),
              lastCalculated: iso(data().ctx.anchor),
            })),
        };
      },
    },
    {
      method: 'GET',
      path: '/strategies/all-time-fees-and-rewards',
      handle: ({ query }) => {
        checkEnv(query);
        let fees = ZERO;
        let rewards = ZERO;
        for (const model of book().models) {
          const days = book().days(model.strategy.address);
          for (const day of days) {
            fees = fees.plus(day.feesUsd);
            rewards = rewards.plus(day.rewardsUsd);
          }
        }
        // Rounded parts first, so the total is exactly their sum.
        const feesA = dec(fixed(fees.div(2), 2));
        const feesB = dec(fixed(fees, 2)).minus(feesA);
        const productRewards = dec(fixed(rewards, 2));
        return {
          json: {
            feesAEarnedUsd: feesA.toFixed(),
            feesBEarnedUsd: feesB.toFixed(),
            rewards0EarnedUsd: '0',
            rewards1EarnedUsd: '0',
            rewards2EarnedUsd: '0',
            [`${context.slug}Rewards0EarnedUsd`]: productRewards.toFixed(),
            [`${context.slug}Rewards1EarnedUsd`]: '0',
            [`${context.slug}Rewards2EarnedUsd`]: '0',
            totalUsd: feesA.plus(feesB).plus(productRewards).toFixed(),
            lastCalculated: iso(data().ctx.anchor),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/strategies/all-time-volume',
      handle: ({ query }) => {
        checkEnv(query);
        let volume = ZERO;
        for (const model of book().models)
          for (const day of book().days(model.strategy.address))
            volume = volume.plus(day.volumeUsd);
        return { json: { volumeUsd: fixed(volume, 2), lastCalculated: iso(data().ctx.anchor) } };
      },
    },
    {
      method: 'GET',
      path: '/strategies/tvl',
      handle: ({ query }) => {
        checkEnv(query);
        const tvl = book().models.reduce(
          (total, m) => total.plus(book().current(m.strategy.address).tvl),
          ZERO,
        );
        return { json: { tvl: fixed(tvl, 10) } };
      },
    },
    {
      method: 'GET',
      path: '/v2/strategies/volume',
      handle: ({ query }) => {
        checkEnv(query);
        const status = enumParam(query, 'status', STATUSES);
        return {
          json: book()
            .models.filter(({ strategy }) => (status ? strategy.status === status : true))
            .map((model) => ({
              strategy: model.strategy.address,
              [`${context.slug}Volume`]: PERIODS.map((period) => ({
                period,
                amount: fixed(book().lastDays(model, PERIOD_DAYS[period]).volumeUsd, 2),
              })),
            })),
        };
      },
    },
    ...yieldRoutes(context),
    ...shareholderRoutes(context),
    {
      method: 'GET',
      path: '/strategies/{strategy}/ranges/history',
      handle: ({ params, query }) => {
        checkEnv(query);
        const model = strategyOf(params.strategy);
        const { anchor } = data().ctx;
        const period = enumParam(query, 'period', PERIODS);
        const range = rangeParams(query, {
          start: anchor - (period ? PERIOD_DAYS[period] : 30) * DAY_MS,
          end: anchor,
          floor: model.launch,
        });
        const { times } = seriesTimes(query, range);
        return {
          json: times.map((time) => {
            const poolPrice = book().poolPriceAt(model, time);
            const { lower, upper } = book().rangeAt(model, time);
            return {
              date: iso(time),
              poolPrice: sig(poolPrice),
              priceLower: sig(lower),
              priceUpper: sig(upper),
              oraclePrice: sig(
                poolPrice.mul(dec(1).plus(dec(((time / DAY_MS) % 7) - 3).div(10_000))),
              ),
              rebalanceParams: { rangePriceLower: sig(lower), rangePriceUpper: sig(upper) },
            };
          }),
        };
      },
    },
    {
      method: 'GET',
      path: '/strategies/{strategy}/metrics/history',
      handle: ({ params, query }) => {
        checkEnv(query);
        const model = strategyOf(params.strategy);
        const { anchor } = data().ctx;
        const range = rangeParams(query, { start: model.launch, end: anchor, floor: model.launch });
        const rewardApr = book().rewardAprTotal(model);
        return {
          json: book()
            .days(model.strategy.address)
            .filter((day) => day.time >= floorTo(range.start, DAY_MS) && day.time <= range.end)
            .reverse()
            .map((day) => ({
              date: iso(day.time),
              feesAndRewards24hUsd: fixed(day.feesUsd.plus(day.rewardsUsd), 2),
              volume24hUsd: fixed(day.volumeUsd, 2),
              cumulativeFeesAndRewardsUsd: fixed(day.cumulativeFeesAndRewardsUsd, 2),
              apy24h: fixed(aprToApy(day.feeApr.plus(rewardApr)), 10),
            })),
        };
      },
    },
    {
      method: 'GET',
      path: '/performance/{strategy}/vs_usd_ui',
      handle: ({ params, query }) => performance(context, strategyOf(params.strategy), query),
    },
  ];
  return routes;
};

/** Fees and rewards of a strategy over the last `days` days, in tokens and USD. */
function periodEarnings(context: RouteContext, model: StrategyModel, days: number) {
  const dataset = context.data();
  const prices = dataset.prices();
  const { anchor } = dataset.ctx;
  const totals = dataset.strategies().lastDays(model, days);
  const rewards = dataset.strategies().rewardAprs(model);
  const rewardApr = rewards.reduce((total, reward) => total.plus(reward.apr), ZERO);
  const feesAUsd = totals.feesUsd.div(2);
  const feesBUsd = totals.feesUsd.minus(feesAUsd);
  const product: Record<string, string> = {};
  let productUsd = ZERO;
  for (let index = 0; index < 3; index += 1) {
    const reward = rewards[index];
    const usd =
      reward && !rewardApr.isZero() ? totals.rewardsUsd.mul(reward.apr).div(rewardApr) : ZERO;
    const price = reward ? prices.usd(reward.mint, anchor) : dec(1);
    productUsd = productUsd.plus(usd);
    product[`${context.slug}Rewards${index}Earned`] = fixed(usd.div(price), 9);
    product[`${context.slug}Rewards${index}EarnedUsd`] = fixed(usd, 6);
  }
  return {
    feesAEarned: fixed(feesAUsd.div(prices.priceAt(model.tokenA, anchor)), model.tokenA.decimals),
    feesBEarned: fixed(feesBUsd.div(prices.priceAt(model.tokenB, anchor)), model.tokenB.decimals),
    rewards0Earned: '0',
    rewards1Earned: '0',
    rewards2Earned: '0',
    feesAEarnedUsd: fixed(feesAUsd, 6),
    feesBEarnedUsd: fixed(feesBUsd, 6),
    rewards0EarnedUsd: '0',
    rewards1EarnedUsd: '0',
    rewards2EarnedUsd: '0',
    ...product,
    totalUsd: fixed(totals.feesUsd.plus(productUsd), 6),
  };
}

/** One strategy's metrics: share price, TVL, balances and the product and pool APYs. */
function metricsJson(context: RouteContext, model: StrategyModel) {
  const dataset = context.data();
  const book = dataset.strategies();
  const prices = dataset.prices();
  const { strategy } = model;
  const { anchor } = dataset.ctx;
  const rewards = book.rewardAprs(model);
  const rewardApr = rewards.reduce((total, reward) => total.plus(reward.apr), ZERO);
  const apr = {
    '24h': book.meanFeeApr(model, 1),
    '7d': book.meanFeeApr(model, 7),
    '30d': book.meanFeeApr(model, 30),
  };
  const rate = (value: Decimal) => fixed(value, 10);
  const vault: Record<string, string> = { lastCalculated: iso(anchor) };
  for (const period of PERIODS) {
    vault[`apr${period}`] = rate(apr[period]);
    vault[`apy${period}`] = rate(aprToApy(apr[period]));
    vault[`krewardsApr${period}`] = rate(rewardApr);
    vault[`krewardsApy${period}`] = rate(aprToApy(rewardApr));
  }
  const poolPrice = dec(strategy.poolPrice);
  const balance = (amount: string, price: Decimal) => {
    const total = dec(amount);
    const available = total.mul('0.02');
    return {
      invested: fixed(total.minus(available), 9),
      available: fixed(available, 9),
      total: fixed(total, 9),
      totalUsd: fixed(total.mul(price), 2),
    };
  };
  const feeApy7d = aprToApy(apr['7d']);
  const rewardApy = aprToApy(rewardApr);
  // Growth of the share price since the launch, on today's shares.
  const launchPrice = book.sharePriceAt(model, model.launch);
  // Today's shares and TVL are what the strategy's account holds now (a write moves them).
  const today = book.current(strategy.address);
  return {
    strategy: strategy.address,
    tokenAMint: strategy.tokenAMint,
    tokenBMint: strategy.tokenBMint,
    tokenA: strategy.tokenA,
    tokenB: strategy.tokenB,
    rewardMints: [],
    krewardMints: rewards.map((reward) => reward.mint),
    profitAndLoss: fixed(dec(strategy.sharePriceUsd).minus(launchPrice).mul(today.sharesIssued), 2),
    sharePrice: strategy.sharePriceUsd,
    sharesIssued: fixed(today.sharesIssued, strategy.shareDecimals),
    totalValueLocked: fixed(today.tvl, 2),
    [`${context.slug}Apy`]: {
      vault: { ...vault },
      [context.slug]: rewards.map((reward) => ({
        apy: rate(aprToApy(reward.apr)),
        mint: reward.mint,
      })),
      totalApy: rate(feeApy7d.plus(rewardApy)),
    },
    apy: {
      vault: {
        feeApr: rate(apr['7d']),
        feeApy: rate(feeApy7d),
        totalApr: rate(apr['7d']),
        totalApy: rate(feeApy7d),
        poolPrice: strategy.poolPrice,
        priceLower: strategy.priceLower,
        priceUpper: strategy.priceUpper,
        rewardsApr: [],
        rewardsApy: [],
        strategyOutOfRange:
          poolPrice.lessThan(strategy.priceLower) || poolPrice.greaterThan(strategy.priceUpper),
      },
      [context.slug]: [],
      totalApy: rate(feeApy7d),
    },
    vaultBalances: {
      tokenA: balance(strategy.tokenAAmount, prices.priceAt(model.tokenA, anchor)),
      tokenB: balance(strategy.tokenBAmount, prices.priceAt(model.tokenB, anchor)),
    },
  };
}

function yieldRoutes({ data }: RouteContext): RouteDefinition[] {
  const yieldTokens = (kinds: readonly string[]) =>
    data()
      .prices()
      .tokens.filter((token) => kinds.includes(token.kind));
  const stakingYields = (kind: 'latest' | 'median' | 'mean') => {
    const dataset = data();
    const prices = dataset.prices();
    return yieldTokens(['lst']).map((token) => {
      // Ten epochs of about two days each.
      const samples = Array.from({ length: 10 }, (_, i) =>
        prices.yieldApr(token, dataset.ctx.anchor - i * 2 * DAY_MS),
      );
      const sorted = [...samples].sort((a, b) => a.comparedTo(b));
      const apr =
        kind === 'latest'
          ? (samples[0] as Decimal)
          : kind === 'mean'
            ? samples.reduce((t, v) => t.plus(v), ZERO).div(samples.length)
            : (sorted[4] as Decimal).plus(sorted[5] as Decimal).div(2);
      return { apy: fixed(aprToApy(apr), 10), tokenMint: token.mint };
    });
  };
  return [
    {
      method: 'GET',
      path: '/v2/staking-yields',
      handle: () => ({ json: stakingYields('latest') }),
    },
    {
      method: 'GET',
      path: '/v2/staking-yields/{kind}',
      handle: ({ params }) => {
        if (params.kind !== 'median' && params.kind !== 'mean')
          throw new HttpError(404, 'Not found');
        return { json: stakingYields(params.kind) };
      },
    },
    {
      method: 'GET',
      path: '/yields/principal-tokens',
      handle: () => ({
        json: yieldTokens(['yield-stable', 'lp']).map((token) => ({
          apy: fixed(aprToApy(data().prices().yieldApr(token)), 10),
          tokenMint: token.mint,
        })),
      }),
    },
    {
      method: 'GET',
      path: '/yields/{source}/history',
      handle: ({ params, query }) => {
        const dataset = data();
        const source = params.source ?? '';
        const token = dataset.prices().find(source);
        const strategies = dataset.strategies();
        const model = strategies.get(source) ?? strategies.byPool(source);
        if (!model && !(token && ['lst', 'yield-stable', 'lp'].includes(token.kind)))
          throw new HttpError(404, `No yield history for ${source}`);
        const { anchor, historyStart } = dataset.ctx;
        const range = rangeParams(query, {
          start: anchor - 30 * DAY_MS,
          end: anchor,
          floor: model ? model.launch : historyStart,
        });
        const { times } = seriesTimes(query, range);
        const rewardApr = model ? strategies.rewardAprTotal(model) : ZERO;
        return {
          json: times.map((time) => {
            let apr = model
              ? strategies.feeAprAt(model, time).plus(rewardApr)
              : dataset.prices().yieldApr(token as NonNullable<typeof token>, time);
            // A young pool's first days show outsized yields (few deposits, full fees).
            if (model && time - model.launch < 3 * DAY_MS) apr = apr.mul(25);
            return { createdOn: iso(time), apr: fixed(apr, 10), apy: fixed(aprToApy(apr), 10) };
          }),
        };
      },
    },
  ];
}

function shareholderRoutes(context: RouteContext): RouteDefinition[] {
  const { data, slug } = context;
  const lookup = (params: Readonly<Record<string, string>>) => {
    const dataset = data();
    const model = found(dataset.strategies().get(params.strategy ?? ''), 'Strategy');
    const wallet = walletParam(params);
    return {
      dataset,
      model,
      wallet,
      position: dataset.strategyPositions().find(wallet, model.strategy.address),
    };
  };
  const zeroTriple = { sol: '0', usd: '0', a: '0', b: '0' };
  return [
    {
      method: 'GET',
      path: '/v2/strategies/{strategy}/shareholders/{wallet}/pnl',
      handle: ({ params, query }) => {
        checkEnv(query);
        const { dataset, position } = lookup(params);
        if (!position) return { json: { totalPnl: zeroTriple, totalCostBasis: zeroTriple } };
        const snapshot = dataset.strategyPositions().pnl(position);
        return {
          json: {
            totalPnl: triple(snapshot.allHistoryPnl),
            totalCostBasis: triple(snapshot.costBasis),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/v2/strategies/{strategy}/shareholders/{wallet}/pnl/history',
      handle: ({ params, query }) => {
        checkEnv(query);
        const { dataset, model, wallet, position } = lookup(params);
        const base = { strategy: model.strategy.address, wallet };
        if (!position)
          return {
            json: { history: [], totalPnl: zeroTriple, totalCostBasis: zeroTriple, ...base },
          };
        const positions = dataset.strategyPositions();
        const range = rangeParams(query, {
          start: position.latestStart,
          end: dataset.ctx.anchor,
          floor: position.latestStart,
        });
        const rows = positions.pnlHistory(position, range.start, range.end);
        const total = positions.pnl(position);
        return {
          json: {
            history: rows.map((row) => ({
              timestamp: row.time,
              type: row.type,
              price: triple(row.unitPrice, 10),
              quantity: fixed(row.quantity, 6),
              position: fixed(row.snapshot.position, 6),
              positionPnl: triple(row.snapshot.positionPnl),
              realizedPnl: triple(row.snapshot.realizedPnl),
              allHistoryPnl: triple(row.snapshot.allHistoryPnl),
              positionValue: triple(row.snapshot.positionValue),
              costBasis: triple(row.snapshot.costBasis),
              investment: triple(row.snapshot.investment),
            })),
            totalPnl: triple(total.allHistoryPnl),
            totalCostBasis: triple(total.costBasis),
            ...base,
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/v2/strategies/{strategy}/shareholders/{wallet}/fees-and-rewards/latest-position',
      handle: ({ params, query }) => {
        checkEnv(query);
        const { dataset, model, position } = lookup(params);
        const prices = dataset.prices();
        const { anchor } = dataset.ctx;
        const earned = position
          ? dataset.strategyPositions().feesAndRewards(position)
          : { feesUsd: ZERO, rewardsUsd: [] };
        const rewards = dataset.strategies().rewardAprs(model);
        const feesA = earned.feesUsd.div(2);
        const feesB = earned.feesUsd.minus(feesA);
        const product: Record<string, string> = {};
        for (let index = 0; index < 3; index += 1) {
          const usd = earned.rewardsUsd[index] ?? ZERO;
          const reward = rewards[index];
          product[`${slug}Rewards${index}Earned`] = fixed(
            reward ? usd.div(prices.usd(reward.mint, anchor)) : ZERO,
            9,
          );
          product[`${slug}Rewards${index}EarnedUsd`] = fixed(usd, 6);
        }
        return {
          json: {
            feesAEarned: fixed(
              feesA.div(prices.priceAt(model.tokenA, anchor)),
              model.tokenA.decimals,
            ),
            feesBEarned: fixed(
              feesB.div(prices.priceAt(model.tokenB, anchor)),
              model.tokenB.decimals,
            ),
            feesAEarnedUsd: fixed(feesA, 6),
            feesBEarnedUsd: fixed(feesB, 6),
            rewards0Earned: '0',
            rewards1Earned: '0',
            rewards2Earned: '0',
            rewards0EarnedUsd: '0',
            rewards1EarnedUsd: '0',
            rewards2EarnedUsd: '0',
            ...product,
            lastCalculated: iso(anchor),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/v2/shareholders/{wallet}/transactions',
      handle: ({ params, query }) => {
        checkEnv(query);
        const wallet = walletParam(params);
        const rows = data().strategyPositions().transactions(wallet);
        return {
          json: {
            transactions: pageOf(rows, query).map((row) => {
              const { model } = row.position;
              return {
                createdOn: iso(row.time),
                timestamp: String(row.time),
                transactionSignature: row.signature,
                transactionName: row.name,
                strategy: model.strategy.address,
                tokenA: model.tokenA.symbol,
                tokenAMint: model.tokenA.mint,
                tokenAAmount: fixed(row.tokenAAmount, model.tokenA.decimals),
                tokenAPrice: sig(row.tokenAPrice),
                tokenB: model.tokenB.symbol,
                tokenBMint: model.tokenB.mint,
                tokenBAmount: fixed(row.tokenBAmount, model.tokenB.decimals),
                tokenBPrice: sig(row.tokenBPrice),
                usdValue: fixed(row.usdValue, 6),
                numberOfShares: fixed(row.shares, model.strategy.shareDecimals),
                sharePrice: sig(row.sharePrice),
                solPrice: sig(row.solPrice),
                latestPosition: row.latestPosition,
              };
            }),
          },
        };
      },
    },
  ];
}

/**
 * Provisional layout (no public source): a column map in snake_case, one array per series, of
 * a simulated 1000 USD deposit against holding the two tokens, daily from `deposit_date`.
 */
function performance(context: RouteContext, model: StrategyModel, query: URLSearchParams) {
  const dataset = context.data();
  const prices = dataset.prices();
  const book = dataset.strategies();
  const { anchor } = dataset.ctx;
  const dateText = query.get('deposit_date');
  if (!dateText) throw badRequest('deposit_date is required');
  const depositDate = Math.max(floorTo(parseTime(dateText, 'deposit_date'), DAY_MS), model.launch);
  if (depositDate > anchor) throw badRequest('deposit_date is in the future');
  const initialText = query.get('initial_deposit') ?? '1000';
  const initial = dec(Number.isFinite(Number(initialText)) ? initialText : '1000');
  const depositToken = query.get('deposit_token') ?? 'USD';
  if (depositToken !== 'USD') throw badRequest('deposit_token must be USD');
  const columns: Record<string, Array<string | number>> = {
    timestamps: [],
    hodl_tokena_value_usd: [],
    hodl_tokenb_value_usd: [],
    hodl_value_usd: [],
    hodl_tokena_value_sol: [],
    hodl_tokenb_value_sol: [],
    hodl_value_sol: [],
    investment_value_usd: [],
    investment_value_sol: [],
  };
  const startShare = book.sharePriceAt(model, depositDate);
  const half = initial.div(2);
  const unitsA = half.div(prices.priceAt(model.tokenA, depositDate));
  const unitsB = half.div(prices.priceAt(model.tokenB, depositDate));
  const push = (name: string, value: string | number) => columns[name]?.push(value);
  for (let time = depositDate; time <= anchor; time += DAY_MS) {
    const sol = prices.sol(time);
    const a = unitsA.mul(prices.priceAt(model.tokenA, time));
    const b = unitsB.mul(prices.priceAt(model.tokenB, time));
    const investment = initial.mul(book.sharePriceAt(model, time)).div(startShare);
    push('timestamps', time / 1000);
    push('hodl_tokena_value_usd', fixed(a, 6));
    push('hodl_tokenb_value_usd', fixed(b, 6));
    push('hodl_value_usd', fixed(a.plus(b), 6));
    push('hodl_tokena_value_sol', fixed(a.div(sol), 9));
    push('hodl_tokenb_value_sol', fixed(b.div(sol), 9));
    push('hodl_value_sol', fixed(a.plus(b).div(sol), 9));
    push('investment_value_usd', fixed(investment, 6));
    push('investment_value_sol', fixed(investment.div(sol), 9));
  }
  return {
    json: {
      ...columns,
      deposit_date: isoDate(depositDate),
      initial_deposit: initial.toNumber(),
      deposit_token: depositToken,
    },
  };
}
