import { type Decimal, dec, fixed, sig, ZERO } from '../data/decimal';
import type { StrategyModel } from '../data/strategies';
import { DAY_MS, iso } from '../data/time';
import { checkEnv } from '../http/params';
import type { RouteDefinition } from '../http/router';
import { rangeParams, seriesTimes } from './ranges';
import type { RouteContext, RouteModule } from './route-context';
import { found } from './wire';

/**
 * `GET /v2/strategies/{strategy}/history`: share price, shares issued, TVL, token amounts and
 * prices of a strategy, hourly or daily (automatic: hourly up to 31 days), from the same curves
 * as its other histories. The series ends at the anchor with today's figures: the share price and
 * TVL the metrics report and the amounts the strategy holds.
 */
export const strategyHistoryRoutes: RouteModule = (context) => [
  {
    method: 'GET',
    path: '/v2/strategies/{strategy}/history',
    handle: ({ params, query }) => {
      checkEnv(query);
      const dataset = context.data();
      const model = found(dataset.strategies().get(params.strategy ?? ''), 'Strategy');
      const { anchor } = dataset.ctx;
      const range = rangeParams(query, {
        start: anchor - 30 * DAY_MS,
        end: anchor,
        floor: model.launch,
      });
      const { times } = seriesTimes(query, range);
      if (range.end === anchor && times.at(-1) !== anchor) times.push(anchor);
      const launchPrice = dataset.strategies().sharePriceAt(model, model.launch);
      return { json: times.map((time) => historyPoint(context, model, time, launchPrice)) };
    },
  } satisfies RouteDefinition,
];

function historyPoint(
  context: RouteContext,
  model: StrategyModel,
  time: number,
  launchPrice: Decimal,
) {
  const dataset = context.data();
  const book = dataset.strategies();
  const prices = dataset.prices();
  const { strategy, tokenA, tokenB } = model;
  const atAnchor = time === dataset.ctx.anchor;
  const priceA = prices.priceAt(tokenA, time);
  const priceB = prices.priceAt(tokenB, time);
  const sharePrice = atAnchor ? dec(strategy.sharePriceUsd) : book.sharePriceAt(model, time);
  // Now: the shares the strategy's account holds (a write moves them) and their worth.
  const today = atAnchor ? book.current(strategy.address) : undefined;
  const sharesIssued = today ? today.sharesIssued : book.sharesIssuedAt(model, time);
  const tvl = today ? today.tvl : book.tvlAt(model, time);
  // The world's holdings, scaled by the TVL and moved by each token's price since (none in an
  // empty strategy).
  const tvlToday = dec(strategy.tvlUsd);
  const scale = tvlToday.isZero() ? ZERO : tvl.div(tvlToday);
  const held = (amount: string, token: typeof tokenA, price: Decimal) =>
    atAnchor
      ? dec(amount).mul(scale)
      : dec(amount).mul(scale).mul(prices.priceAt(token, dataset.ctx.anchor).div(price));
  const days = book.days(strategy.address);
  const day = days[Math.min(days.length - 1, Math.floor((time - model.launch) / DAY_MS))];
  const cumulativeFees = day ? day.cumulativeFeesAndRewardsUsd : ZERO;
  const slugged: Record<string, string> = {};
  for (let index = 0; index < 3; index += 1) {
    slugged[`${context.slug}RewardsIssuedCumulative${index}`] = '0';
    slugged[`${context.slug}Reward${index}Price`] = '0';
  }
  return {
    timestamp: iso(time),
    feesCollectedCumulativeA: fixed(cumulativeFees.div(2).div(priceA), tokenA.decimals),
    feesCollectedCumulativeB: fixed(cumulativeFees.div(2).div(priceB), tokenB.decimals),
    rewardsCollectedCumulative0: '0',
    rewardsCollectedCumulative1: '0',
    rewardsCollectedCumulative2: '0',
    ...slugged,
    sharePrice: atAnchor ? strategy.sharePriceUsd : sig(sharePrice, 12),
    sharesIssued: fixed(sharesIssued, strategy.shareDecimals),
    tokenAAmounts: fixed(held(strategy.tokenAAmount, tokenA, priceA), tokenA.decimals),
    tokenBAmounts: fixed(held(strategy.tokenBAmount, tokenB, priceB), tokenB.decimals),
    tokenAPrice: sig(priceA),
    tokenBPrice: sig(priceB),
    reward0Price: '0',
    reward1Price: '0',
    reward2Price: '0',
    totalValueLocked: fixed(tvl, 2),
    solPrice: sig(prices.sol(time)),
    profitAndLoss: fixed(sharePrice.minus(launchPrice).mul(sharesIssued), 2),
  };
}
