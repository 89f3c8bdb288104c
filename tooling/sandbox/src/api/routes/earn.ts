import { apiSignature } from '../data/context';
import { aprToApy, type Decimal, dec, fixed, sig, sum, ZERO } from '../data/decimal';
import type { EarnUserPosition, EarnVaultModel } from '../data/earn';
import { EARN_VAULT_PROGRAM_ID } from '../data/earn';
import { DAY_MS, floorTo, iso, YEAR_MS } from '../data/time';
import { notFound } from '../http/http-error';
import { checkEnv } from '../http/params';
import type { RouteDefinition } from '../http/router';
import { rangeParams, seriesTimes } from './ranges';
import type { RouteContext, RouteModule } from './route-context';
import { found, triple, walletParam } from './wire';

const SECONDS_PER_YEAR = YEAR_MS / 1000;

/** Earn vault routes (`/kvaults/...`). */
export const earnRoutes: RouteModule = (context) => {
  const { data } = context;
  const earn = () => data().earn();
  const vaultOf = (address: string | undefined): EarnVaultModel =>
    found(earn().get(address ?? ''), 'Vault');
  const rangeFor = (query: URLSearchParams, floor: number) => {
    const { anchor } = data().ctx;
    return rangeParams(query, { start: Math.max(floor, anchor - 30 * DAY_MS), end: anchor, floor });
  };
  const routes: RouteDefinition[] = [
    {
      method: 'GET',
      path: '/kvaults/vaults',
      handle: ({ query }) => {
        checkEnv(query);
        return { json: earn().vaults.map((vault) => vaultJson(context, vault)) };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/vaults/{vault}',
      handle: ({ params, query }) => {
        checkEnv(query);
        return { json: vaultJson(context, vaultOf(params.vault)) };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/vaults/{vault}/metrics',
      handle: ({ params, query }) => {
        checkEnv(query);
        return { json: vaultMetrics(context, vaultOf(params.vault)) };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/vaults/{vault}/metrics/history',
      handle: ({ params, query }) => {
        checkEnv(query);
        const vault = vaultOf(params.vault);
        const { times, step } = seriesTimes(query, rangeFor(query, vault.launch));
        const prices = data().prices();
        const lending = data().lending();
        return {
          json: times.map((time) => {
            const tokenPrice = prices.priceAt(vault.token, time);
            const tvl = earn().totalTokensAt(vault, time).mul(tokenPrice);
            const apy = earn().apyAt(vault, time);
            const interestTokens = earn()
              .totalTokensAt(vault, time)
              .mul(apy)
              .mul(step)
              .div(YEAR_MS);
            const totalWeight = vault.allocations.reduce((t, a) => t + a.weight, 0);
            return {
              timestamp: time,
              tvl: fixed(tvl, 2),
              solTvl: fixed(tvl.div(prices.sol(time)), 6),
              apy: fixed(apy, 10),
              apyTheoretical: fixed(apy, 10),
              apyActual: fixed(apy, 10),
              apyFarmRewards: '0',
              apyReservesIncentives: '0',
              apyIncentives: '0',
              sharePrice: sig(earn().unitPrice(vault, time).usd),
              interest: fixed(interestTokens, vault.token.decimals),
              interestUsd: fixed(interestTokens.mul(tokenPrice), 6),
              interestSol: fixed(interestTokens.mul(tokenPrice).div(prices.sol(time)), 9),
              reserves: vault.allocations.map((allocation) => ({
                pubkey: allocation.reserve.address,
                supplyApy: fixed(aprToApy(lending.stateAt(allocation.reserve, time).supplyApr), 10),
                rewardsApy: '0',
                allocationRatio: fixed(dec(allocation.weight).div(totalWeight), 6),
                rewardTokens: [],
              })),
              vaultRewards: [],
            };
          }),
        };
      },
    },
    {
      // Provisional layout, the client's (no maintainer source documents this route): one row per
      // reserve of the strategy, then an 'Unallocated' row, their actual shares summing to 100.
      method: 'GET',
      path: '/kvaults/vaults/{vault}/allocations',
      handle: ({ params, query }) => {
        checkEnv(query);
        const vault = vaultOf(params.vault);
        const price = data().prices().priceAt(vault.token, data().ctx.anchor);
        const now = earn().now(vault);
        const held = now.available.plus(now.invested);
        const percentOf = (amount: Decimal) => (held.isZero() ? ZERO : amount.div(held).mul(100));
        const totalWeight = vault.allocations.reduce((t, a) => t + a.weight, 0);
        const rows: Array<Record<string, string>> = vault.allocations.map((allocation) => {
          const amount = now.investedByReserve.get(allocation.reserve.address) ?? ZERO;
          return {
            reserve: allocation.reserve.address,
            marketName: allocation.marketName,
            actualPct: fixed(percentOf(amount), 4),
            targetPct: fixed(dec(allocation.weight).div(totalWeight).mul(100), 4),
            amount: fixed(amount, vault.token.decimals),
            amountUsd: fixed(amount.mul(price), 2),
          };
        });
        // The share kept in the vault, unallocated: the rest of 100 % after the rounded rows.
        const idle = now.available;
        const allocatedPct = rows.reduce((t, row) => t.plus(dec(row.actualPct ?? '0')), dec(0));
        rows.push({
          marketName: 'Unallocated',
          actualPct: fixed(dec(100).minus(allocatedPct), 4),
          targetPct: '0',
          amount: fixed(idle, vault.token.decimals),
          amountUsd: fixed(idle.mul(price), 2),
        });
        return { json: rows };
      },
    },
    {
      // Rows of whole shares, as the API reference's position and public integrations show them:
      // the vault's address and its shares in the wallet, in its farm, and both.
      method: 'GET',
      path: '/kvaults/users/{wallet}/positions',
      handle: ({ params, query }) => {
        checkEnv(query);
        const wallet = walletParam(params);
        return {
          json: earn()
            .positions(wallet)
            .map((position) => {
              const { anchor } = data().ctx;
              const unstaked = earn().sharesAt(position, anchor);
              const staked = earn().stakedSharesAt(position, anchor);
              const shares = (amount: Decimal) => fixed(amount, position.vault.token.decimals);
              return {
                vaultAddress: position.vault.address,
                stakedShares: shares(staked),
                unstakedShares: shares(unstaked),
                totalShares: shares(unstaked.plus(staked)),
              };
            }),
        };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/users/{wallet}/vaults/{vault}/metrics/history',
      handle: ({ params, query }) => {
        checkEnv(query);
        const wallet = walletParam(params);
        const vault = vaultOf(params.vault);
        const position = earn().position(wallet, vault.address);
        if (!position) return { json: [] };
        const { times } = seriesTimes(
          query,
          rangeFor(query, position.events[0]?.time ?? vault.launch),
        );
        const series = userVaultSeries(context, position, times);
        return {
          json: times.map((time, index) =>
            userVaultPoint(position, time, series[index] as UserVaultValues),
          ),
        };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/users/{wallet}/metrics/history',
      handle: ({ params, query }) => {
        checkEnv(query);
        const wallet = walletParam(params);
        const positions = earn().positions(wallet);
        if (positions.length === 0) return { json: [] };
        const first = Math.min(...positions.map((p) => p.events[0]?.time ?? data().ctx.anchor));
        const { times } = seriesTimes(query, rangeFor(query, first));
        const series = positions.map((position) => userVaultSeries(context, position, times));
        return {
          json: times.map((time, index) => {
            const points = series.map((values) => values[index] as UserVaultValues);
            const usd = sum(points.map((p) => p.usd));
            const sol = sum(points.map((p) => p.sol));
            const weighted = usd.isZero()
              ? ZERO
              : sum(points.map((p) => p.usd.mul(p.apy))).div(usd);
            return {
              createdOn: iso(time),
              usdAmount: fixed(usd, 6),
              solAmount: fixed(sol, 9),
              weightedApy: fixed(weighted, 10),
              cumulativeInterestEarnedUsd: fixed(sum(points.map((p) => p.interestUsd)), 6),
              cumulativeInterestEarnedSol: fixed(sum(points.map((p) => p.interestSol)), 9),
              interestEarnedPerSecondUsd: fixed(usd.mul(weighted).div(SECONDS_PER_YEAR), 12),
              interestEarnedPerSecondSol: fixed(sol.mul(weighted).div(SECONDS_PER_YEAR), 15),
            };
          }),
        };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/{vault}/users/{wallet}/pnl',
      handle: ({ params, query }) => {
        checkEnv(query);
        const vault = vaultOf(params.vault);
        const position = earn().position(walletParam(params), vault.address);
        const snapshot = position && pnlNow(context, position);
        const zero = { token: '0', sol: '0', usd: '0' };
        return {
          json: snapshot
            ? {
                totalPnl: triple(snapshot.allHistoryPnl),
                totalCostBasis: triple(snapshot.costBasis),
              }
            : { totalPnl: zero, totalCostBasis: zero },
        };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/{vault}/users/{wallet}/pnl/history',
      handle: ({ params, query }) => {
        checkEnv(query);
        const vault = vaultOf(params.vault);
        const position = earn().position(walletParam(params), vault.address);
        const zero = { token: '0', sol: '0', usd: '0' };
        if (!position) return { json: { history: [], totalPnl: zero, totalCostBasis: zero } };
        return { json: pnlHistory(context, position) };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/shareholders/{wallet}/transactions',
      handle: ({ params, query }) => {
        checkEnv(query);
        const wallet = walletParam(params);
        const prices = data().prices();
        const rows = earn()
          .positions(wallet)
          .flatMap((position) => position.events.map((event) => ({ position, event })))
          .sort(
            (a, b) =>
              (b.event.landed?.time ?? b.event.time) - (a.event.landed?.time ?? a.event.time) ||
              b.event.index - a.event.index,
          );
        return {
          json: rows.map(({ position, event }) => {
            const { vault } = position;
            const tokens = event.delta.abs().mul(earn().tokensPerShareAt(vault, event.time));
            return {
              createdOn: iso(event.landed?.time ?? event.time),
              instruction: event.delta.lessThan(0) ? 'withdraw' : 'deposit',
              tokenMint: vault.token.mint,
              tokenAmount: fixed(tokens, vault.token.decimals),
              usdValue: fixed(tokens.mul(prices.priceAt(vault.token, event.time)), 6),
              transaction:
                event.landed?.signature ??
                apiSignature(data().ctx, `earn:${wallet}:${vault.address}:${event.index}`),
            };
          }),
        };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/{vault}/allocation-transactions',
      handle: ({ params, query }) => {
        checkEnv(query);
        const vault = vaultOf(params.vault);
        return {
          json: [...earn().allocationTransactions(vault.address)].reverse().map((tx) => ({
            createdOn: iso(tx.time),
            tx: tx.signature,
            market: tx.allocation.marketAddress,
            reserve: tx.allocation.reserve.address,
            solPrice: sig(tx.solPrice),
            tokenPrice: sig(tx.tokenPrice),
            tokenAmount: fixed(tx.amount, vault.token.decimals),
          })),
        };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/{vault}/allocation-volume/history',
      handle: ({ params, query }) => {
        checkEnv(query);
        const vault = vaultOf(params.vault);
        const range = rangeFor(query, vault.launch);
        const byDay = new Map<number, Decimal>();
        for (const tx of earn().allocationTransactions(vault.address)) {
          const day = floorTo(tx.time, DAY_MS);
          byDay.set(day, (byDay.get(day) ?? ZERO).plus(tx.amount.abs().mul(tx.tokenPrice)));
        }
        const days: number[] = [];
        for (let day = floorTo(range.start, DAY_MS); day <= range.end; day += DAY_MS)
          days.push(day);
        return {
          json: days.map((day) => ({
            timestamp: iso(day),
            volumeUsd: fixed(byDay.get(day) ?? ZERO, 2),
          })),
        };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/summary',
      handle: ({ query }) => {
        checkEnv(query);
        const prices = data().prices();
        const { anchor } = data().ctx;
        const usd = sum(
          earn().vaults.map((vault) =>
            earn().cumulativeInterest(vault).mul(prices.priceAt(vault.token, anchor)),
          ),
        );
        const sol = usd.div(prices.sol(anchor));
        const pair = (value: Decimal, solValue: Decimal) => ({
          usd: fixed(value, 2),
          sol: fixed(solValue, 6),
        });
        return {
          json: {
            earnings: {
              interest: pair(usd, sol),
              rewards: pair(ZERO, ZERO),
              total: pair(usd, sol),
            },
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/kvaults/mints/{mint}/metadata',
      handle: ({ params }) => {
        const vault = earn().bySharesMint(params.mint ?? '');
        if (!vault) throw notFound('Token');
        return {
          json: {
            name: vault.name,
            symbol: vault.sharesSymbol,
            description: `Shares of the ${vault.name} vault, lending ${vault.token.symbol}.`,
            image: `${data().ctx.cdnUrl}/token-logos/${vault.token.mint}.svg`,
          },
        };
      },
    },
  ];
  return routes;
};

function vaultJson(context: RouteContext, vault: EarnVaultModel) {
  const earn = context.data().earn();
  const decimals = vault.token.decimals;
  const raw = (amount: Decimal) => amount.mul(dec(10).pow(decimals)).toFixed(0);
  const totalWeight = vault.allocations.reduce((t, a) => t + a.weight, 0);
  const now = earn.now(vault);
  return {
    address: vault.address,
    programId: EARN_VAULT_PROGRAM_ID,
    state: {
      name: vault.name,
      tokenMint: vault.token.mint,
      tokenMintDecimals: decimals,
      sharesMint: vault.sharesMint,
      sharesMintDecimals: decimals,
      tokenVault: vault.tokenVault,
      tokenProgram:
        vault.token.tokenProgram === 'spl-token-2022'
          ? 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
          : 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      vaultAdminAuthority: vault.curator.admin,
      baseVaultAuthority: vault.baseVaultAuthority,
      tokenAvailable: raw(now.available),
      sharesIssued: raw(now.sharesIssued),
      performanceFeeBps: vault.performanceFeeBps,
      managementFeeBps: vault.managementFeeBps,
      prevAum: raw(now.aum),
      pendingFees: '0',
      minDepositAmount: raw(dec(1).div(dec(10).pow(Math.min(decimals, 3)))),
      minWithdrawAmount: '0',
      cumulativeEarnedInterest: raw(earn.cumulativeInterest(vault)),
      vaultLookupTable: vault.lookupTable,
      vaultAllocationStrategy: vault.allocations.map((allocation) => {
        const target = now.aum.mul(dec(allocation.weight).div(totalWeight));
        return {
          reserve: allocation.reserve.address,
          ctokenVault: allocation.ctokenVault,
          targetAllocationWeight: Math.round(allocation.weight * 100),
          tokenAllocationCap: raw(vault.totalTokens),
          ctokenAllocation: String(now.ctokensByReserve.get(allocation.reserve.address) ?? 0n),
          tokenTargetAllocation: raw(target),
          lastInvestSlot: '0',
        };
      }),
    },
  };
}

function vaultMetrics(context: RouteContext, vault: EarnVaultModel) {
  const dataset = context.data();
  const earn = dataset.earn();
  const prices = dataset.prices();
  const { anchor } = dataset.ctx;
  const tokenPrice = prices.priceAt(vault.token, anchor);
  const solPrice = prices.sol(anchor);
  // Today's holdings are what the chain holds (a write moves them); the past is the API's.
  const { available, invested, aum, sharesIssued, tokensPerShare } = earn.now(vault);
  const apy = earn.apyAt(vault, anchor);
  const interest = earn.cumulativeInterest(vault);
  const perSecond = aum.mul(apy).div(SECONDS_PER_YEAR);
  const perfFees = interest.mul(vault.performanceFeeBps).div(10_000);
  const rate = (value: Decimal) => fixed(value, 10);
  const mean = (days: number) => rate(earn.meanApy(`${vault.address}|${days}`));
  return {
    apy: rate(apy),
    apy24h: mean(1),
    apy7d: mean(7),
    apy30d: mean(30),
    apy90d: mean(90),
    apy180d: mean(180),
    apy365d: mean(365),
    apyActual: rate(apy),
    tokenPrice: sig(tokenPrice),
    solPrice: sig(solPrice),
    tokensAvailable: fixed(available, vault.token.decimals),
    tokensAvailableUsd: fixed(available.mul(tokenPrice), 2),
    tokensInvested: fixed(invested, vault.token.decimals),
    tokensInvestedUsd: fixed(invested.mul(tokenPrice), 2),
    sharePrice: sig(tokensPerShare.mul(tokenPrice)),
    tokensPerShare: sig(tokensPerShare),
    numberOfHolders: vault.holders,
    sharesIssued: fixed(sharesIssued, vault.token.decimals),
    cumulativeInterestEarned: fixed(interest, vault.token.decimals),
    cumulativeInterestEarnedUsd: fixed(interest.mul(tokenPrice), 2),
    cumulativeInterestEarnedSol: fixed(interest.mul(tokenPrice).div(solPrice), 6),
    interestEarnedPerSecond: fixed(perSecond, 12),
    interestEarnedPerSecondUsd: fixed(perSecond.mul(tokenPrice), 12),
    interestEarnedPerSecondSol: fixed(perSecond.mul(tokenPrice).div(solPrice), 15),
    cumulativePerformanceFees: fixed(perfFees, vault.token.decimals),
    cumulativePerformanceFeesUsd: fixed(perfFees.mul(tokenPrice), 2),
    cumulativePerformanceFeesSol: fixed(perfFees.mul(tokenPrice).div(solPrice), 6),
    cumulativeManagementFees: '0',
    cumulativeManagementFeesUsd: '0',
    cumulativeManagementFeesSol: '0',
  };
}

interface UserVaultValues {
  shares: Decimal;
  usd: Decimal;
  sol: Decimal;
  tokens: Decimal;
  apy: Decimal;
  interestTokens: Decimal;
  interestUsd: Decimal;
  interestSol: Decimal;
}

/**
 * A position's value, APY and interest at each time (ascending): one pass over its deposits and
 * withdrawals, so a long series costs one replay.
 */
function userVaultSeries(
  context: RouteContext,
  position: EarnUserPosition,
  times: readonly number[],
): UserVaultValues[] {
  const earn = context.data().earn();
  const tracker = earn.tracker(position, -Infinity);
  const { events } = position;
  let next = 0;
  return times.map((time) => {
    while (next < events.length && (events[next]?.time ?? Infinity) <= time) {
      const event = events[next];
      if (event) tracker.trade(event.delta, earn.unitPrice(position.vault, event.time));
      next += 1;
    }
    const unit = earn.unitPrice(position.vault, time);
    const snapshot = tracker.snapshot(unit);
    const interestTokens = snapshot.allHistoryPnl.token;
    return {
      shares: snapshot.position,
      usd: snapshot.positionValue.usd,
      sol: snapshot.positionValue.sol,
      tokens: snapshot.positionValue.token,
      apy: earn.apyAt(position.vault, time),
      interestTokens,
      interestUsd: interestTokens.mul(unit.usd.div(unit.token)),
      interestSol: interestTokens.mul(unit.sol.div(unit.token)),
    };
  });
}

function userVaultPoint(position: EarnUserPosition, time: number, values: UserVaultValues) {
  const decimals = position.vault.token.decimals;
  const perSecond = values.tokens.mul(values.apy).div(SECONDS_PER_YEAR);
  const unitUsd = values.tokens.isZero() ? ZERO : values.usd.div(values.tokens);
  const unitSol = values.tokens.isZero() ? ZERO : values.sol.div(values.tokens);
  return {
    createdOn: iso(time),
    sharesAmount: fixed(values.shares, decimals),
    usdAmount: fixed(values.usd, 6),
    solAmount: fixed(values.sol, 9),
    apy: fixed(values.apy, 10),
    apyTheoretical: fixed(values.apy, 10),
    apyActual: fixed(values.apy, 10),
    apyFarmRewards: '0',
    apyIncentives: null,
    apyReservesIncentives: '0',
    cumulativeInterestEarned: fixed(values.interestTokens, decimals),
    cumulativeInterestEarnedUsd: fixed(values.interestUsd, 6),
    cumulativeInterestEarnedSol: fixed(values.interestSol, 9),
    interestEarnedPerSecond: fixed(perSecond, 15),
    interestEarnedPerSecondUsd: fixed(perSecond.mul(unitUsd), 15),
    interestEarnedPerSecondSol: fixed(perSecond.mul(unitSol), 15),
  };
}

function pnlNow(context: RouteContext, position: EarnUserPosition) {
  const earn = context.data().earn();
  const { anchor } = context.data().ctx;
  return earn.tracker(position, anchor).snapshot(earn.unitPrice(position.vault, anchor));
}

/** Buys and sells (ISO times) and daily mark-to-market points (epoch ms), as the route mixes them. */
function pnlHistory(context: RouteContext, position: EarnUserPosition) {
  const earn = context.data().earn();
  const { anchor } = context.data().ctx;
  const tracker = earn.tracker(position, -Infinity);
  const history: unknown[] = [];
  const row = (time: number, type: string, quantity: Decimal, timestamp: string | number) => {
    const unit = earn.unitPrice(position.vault, time);
    const snapshot = tracker.snapshot(unit);
    history.push({
      timestamp,
      type,
      position: fixed(snapshot.position, position.vault.token.decimals),
      quantity: fixed(quantity, position.vault.token.decimals),
      tokenPrice: triple(
        { token: dec(1), sol: unit.sol.div(unit.token), usd: unit.usd.div(unit.token) },
        10,
      ),
      sharePrice: triple(unit, 10),
      investment: triple(snapshot.investment),
      costBasis: triple(snapshot.costBasis),
      realizedPnl: triple(snapshot.realizedPnl),
      pnl: triple(snapshot.allHistoryPnl),
      positionValue: triple(snapshot.positionValue),
    });
  };
  let next = 0;
  const events = position.events;
  const first = events[0]?.time ?? anchor;
  for (let day = floorTo(first, DAY_MS) + DAY_MS; day <= anchor + DAY_MS; day += DAY_MS) {
    const until = Math.min(day, anchor);
    while (next < events.length && (events[next]?.time ?? Infinity) <= until) {
      const event = events[next];
      if (!event) break;
      tracker.trade(event.delta, earn.unitPrice(position.vault, event.time));
      row(event.time, event.delta.lessThan(0) ? 'sell' : 'buy', event.delta.abs(), iso(event.time));
      next += 1;
    }
    if (day <= anchor) row(day, 'mark-to-market', ZERO, day);
  }
  const total = tracker.snapshot(earn.unitPrice(position.vault, anchor));
  return {
    history,
    totalPnl: triple(total.allHistoryPnl),
    totalCostBasis: triple(total.costBasis),
  };
}
