import type { WorldMarket } from '../../world/types';
import { aprToApy, baseUnits, type Decimal, dec, fixed, sig, sum } from '../data/decimal';
import { leverageMetrics } from '../data/leverage-metrics';
import type { InterestPoint, LendingInstruction, ObligationModel } from '../data/obligations';
import { iso } from '../data/time';
import { badRequest, HttpError } from '../http/http-error';
import { boolParam, checkEnv, enumParam, requireAddress } from '../http/params';
import type { RouteDefinition } from '../http/router';
import { rangeParams, seriesTimes } from './ranges';
import type { RouteContext, RouteModule } from './route-context';
import { found, pageOf } from './wire';

const PNL_MODES = ['current_obligation', 'obligation_all_time'] as const;
const WAD = dec(10).pow(18);

/** Lending routes: market list, obligation histories, transactions, interest and PnL. */
export const lendingRoutes: RouteModule = (context) => {
  const { data, slug } = context;
  const market = (address: string | undefined): WorldMarket => {
    const dataset = data();
    requireAddress(address ?? '', 'market');
    return found(dataset.lending().market(address ?? ''), 'Market');
  };
  /** The world's obligation, or undefined for an unknown (valid) address: empty answers. */
  const obligation = (params: Readonly<Record<string, string>>): ObligationModel | undefined => {
    const owner = market(params.market);
    const address = requireAddress(params.obligation ?? '', 'obligation');
    const model = data().obligations().get(address);
    return model && model.market.address === owner.address ? model : undefined;
  };
  const checkProgram = (query: URLSearchParams) => {
    const programId = query.get('programId');
    if (programId !== null) requireAddress(programId, 'programId');
  };

  const routes: RouteDefinition[] = [
    {
      method: 'GET',
      path: `/v2/${slug}-market`,
      handle: ({ query }) => {
        checkEnv(query);
        checkProgram(query);
        return { json: data().lending().marketConfigs() };
      },
    },
    {
      method: 'GET',
      path: `/v2/${slug}-market/{market}/obligations/{obligation}/metrics/history`,
      handle: ({ params, query }) => {
        checkEnv(query);
        checkProgram(query);
        boolParam(query, 'useStakeRateForObligation');
        const model = obligation(params);
        const address = params.obligation ?? '';
        if (!model) return { json: { obligation: address, history: [] } };
        const { anchor } = data().ctx;
        const range = rangeParams(query, {
          start: model.created,
          end: anchor,
          floor: model.created,
        });
        const { times } = seriesTimes(query, range);
        return {
          json: {
            obligation: address,
            history: times.map((time) => historyPoint(context, model, time)),
          },
        };
      },
    },
    {
      method: 'GET',
      path: `/v2/${slug}-market/{market}/obligations/{obligation}/transactions`,
      handle: ({ params, query }) => {
        checkEnv(query);
        checkProgram(query);
        boolParam(query, 'useLogPrices');
        const model = obligation(params);
        const rows = model ? [...model.transactions].reverse() : [];
        return {
          json: {
            transactions: pageOf(rows, query).map((tx) => ({
              ...transactionJson(tx),
              kTokenAmount: fixed(tx.collateralAmount, tx.reserve?.decimals ?? 0),
            })),
          },
        };
      },
    },
    {
      method: 'GET',
      path: `/v2/${slug}-market/{market}/users/{user}/transactions`,
      handle: ({ params, query }) => {
        checkEnv(query);
        checkProgram(query);
        const owner = market(params.market);
        const user = requireAddress(params.user ?? '', 'user');
        const models = data().obligations().ofOwner(user, owner.address);
        return {
          json: {
            allTransactions: Object.fromEntries(
              models.map((model) => [
                model.obligation.address,
                {
                  transactions: [...model.transactions].reverse().map(transactionJson),
                  // This route sends its update time without a zone designator.
                  lastUpdatedOn: iso(data().ctx.anchor).replace('Z', ''),
                },
              ]),
            ),
          },
        };
      },
    },
    {
      method: 'GET',
      path: `/v2/${slug}-market/{market}/obligations/{obligation}/interest-fees`,
      handle: ({ params, query }) =>
        interest(context, obligation(params), params.obligation ?? '', query, 'deposit'),
    },
    {
      method: 'GET',
      path: `/v2/${slug}-market/{market}/obligations/{obligation}/interest-paid`,
      handle: ({ params, query }) =>
        interest(context, obligation(params), params.obligation ?? '', query, 'borrow'),
    },
    {
      method: 'GET',
      path: `/v2/${slug}-market/{market}/obligations/{obligation}/pnl`,
      handle: ({ params, query }) => {
        checkEnv(query);
        checkProgram(query);
        const pnlMode = enumParam(query, 'pnlMode', PNL_MODES);
        const positionMode = enumParam(query, 'positionMode', PNL_MODES);
        if (pnlMode && positionMode && pnlMode !== positionMode)
          throw badRequest('pnlMode and positionMode disagree');
        boolParam(query, 'useStakeRate');
        const model = obligation(params);
        if (!model) return { json: { usd: '0', sol: '0', invested: { usd: '0', sol: '0' } } };
        const pnl = data().obligations().pnl(model);
        return {
          json: {
            usd: fixed(pnl.usd, 6),
            sol: fixed(pnl.sol, 9),
            invested: { usd: fixed(pnl.investedUsd, 6), sol: fixed(pnl.investedSol, 9) },
          },
        };
      },
    },
    {
      method: 'GET',
      path: `/${slug}-market/{market}/leverage/metrics`,
      handle: ({ params, query }) => {
        checkEnv(query);
        checkProgram(query);
        const dataset = data();
        return { json: leverageMetrics(dataset.ctx, dataset.obligations(), market(params.market)) };
      },
    },
    {
      method: 'GET',
      path: `/${slug}-market/{market}/reserves/{reserve}/metrics/history`,
      handle: ({ params, query }) => {
        checkEnv(query);
        checkProgram(query);
        const owner = market(params.market);
        const dataset = data();
        const reserve = owner.reserves.find((r) => r.address === params.reserve);
        if (!reserve) throw new HttpError(404, 'Reserve not found');
        const { anchor, historyStart } = dataset.ctx;
        const range = rangeParams(query, {
          start: anchor - 30 * 86_400_000,
          end: anchor,
          floor: historyStart,
        });
        const { times } = seriesTimes(query, range);
        const lending = dataset.lending();
        const scale = dec(10).pow(reserve.decimals);
        return {
          json: {
            reserve: reserve.address,
            market: owner.address,
            history: times.map((time) => {
              const state = lending.stateAt(reserve, time);
              const supplyUsd = state.totalSupply.mul(state.price);
              return {
                timestamp: iso(time),
                metrics: {
                  tvl: fixed(supplyUsd.minus(state.totalBorrowed.mul(state.price)), 2),
                  symbol: reserve.symbol,
                  decimals: reserve.decimals,
                  mintAddress: reserve.mint,
                  borrowCurve: reserve.borrowRateCurve.map((p) => [
                    p.utilizationRateBps / 10_000,
                    p.borrowRateBps / 10_000,
                  ]),
                  borrowFactor: reserve.borrowFactorPct / 100,
                  exchangeRate: lending.exchangeRate(reserve, time).toNumber(),
                  assetPriceUSD: state.price.toSignificantDigits(12).toNumber(),
                  mintTotalSupply: fixed(
                    state.totalSupply.div(lending.exchangeRate(reserve, time)),
                    reserve.decimals,
                  ),
                  totalSupplyWads: state.totalSupply.mul(scale).mul(WAD).toFixed(0),
                  totalBorrowsWads: state.totalBorrowed.mul(scale).mul(WAD).toFixed(0),
                  totalLiquidityWads: state.totalSupply
                    .minus(state.totalBorrowed)
                    .mul(scale)
                    .mul(WAD)
                    .toFixed(0),
                  liquidationBonus: reserve.maxLiquidationBonusBps / 10_000,
                  loanToValueRatio: reserve.loanToValuePct / 100,
                  liquidationThreshold: reserve.liquidationThresholdPct / 100,
                  protocolTakeRate: reserve.protocolTakeRatePct / 100,
                  utilizationRatio: state.utilization.toDecimalPlaces(8).toNumber(),
                  borrowInterestAPY: aprToApy(state.borrowApr).toDecimalPlaces(10).toNumber(),
                  supplyInterestAPY: aprToApy(state.supplyApr).toDecimalPlaces(10).toNumber(),
                  reserveDepositLimit: baseUnits(dec(reserve.depositLimit), reserve.decimals),
                  reserveBorrowLimit: baseUnits(dec(reserve.borrowLimit), reserve.decimals),
                  borrowFeePercentage: dec(reserve.borrowFee).mul(100).toNumber(),
                  flashLoanFeePercentage:
                    reserve.flashLoanFee === null
                      ? 0
                      : dec(reserve.flashLoanFee).mul(100).toNumber(),
                  borrowLimitCrossedSlot: 0,
                  depositLimitCrossedSlot: 0,
                  accumulatedProtocolFees: fixed(
                    state.totalBorrowed.mul('0.0004'),
                    reserve.decimals,
                  ),
                  cumulativeBorrowRateWads: WAD.mul(lending.exchangeRate(reserve, time)).toFixed(0),
                },
              };
            }),
          },
        };
      },
    },
  ];
  return routes;
};

/** The name the API shows for each instruction. */
const DISPLAY_NAMES: Record<LendingInstruction, string> = {
  initObligation: 'Create obligation',
  depositReserveLiquidityAndObligationCollateral: 'Deposit',
  withdrawObligationCollateralAndRedeemReserveCollateral: 'Withdraw',
  borrowObligationLiquidity: 'Borrow',
  repayObligationLiquidity: 'Repay',
  liquidateObligationAndRedeemReserveCollateral: 'Liquidation',
};

function transactionJson(tx: ObligationModel['transactions'][number]) {
  const decimals = tx.reserve?.decimals ?? 0;
  return {
    createdOn: iso(tx.time),
    timestamp: tx.time,
    transactionSignature: tx.signature,
    transactionName: tx.name,
    transactionDisplayName: DISPLAY_NAMES[tx.name],
    reserve: tx.reserve?.address ?? '',
    liquidityToken: tx.reserve?.symbol.toUpperCase() ?? '',
    liquidityTokenMint: tx.reserve?.mint ?? '',
    liquidityTokenAmount: fixed(tx.amount, decimals),
    liquidityTokenPrice: tx.reserve ? sig(tx.price) : '0',
    solPrice: sig(tx.solPrice),
    liquidityUsdValue: fixed(tx.usdValue, 6),
    isLiquidationWithdrawal: tx.isLiquidation,
    // Every world transaction is one instruction; none is the second half of a composite one.
    isSecondPartOfCompositeIx: false,
  };
}

function historyPoint(context: RouteContext, model: ObligationModel, time: number) {
  const stats = context.data().obligations().statsAt(model, time);
  const usd = (value: Decimal) => fixed(value, 8);
  const positions = (list: typeof stats.deposits) =>
    list
      .filter((position) => position.amount.greaterThan(0))
      .map((position) => ({
        amount: baseUnits(position.amount, position.decimals),
        mintAddress: position.mint,
        marketValueRefreshed: usd(position.valueUsd),
      }));
  const tag = { Vanilla: 0, Multiply: 1, Lending: 2, Leverage: 3 }[model.obligation.tag];
  return {
    timestamp: iso(time),
    refreshedStats: {
      leverage: usd(stats.leverage),
      borrowLimit: usd(stats.borrowLimit),
      loanToValue: usd(stats.loanToValue),
      liquidationLtv: usd(stats.liquidationLtv),
      netAccountValue: usd(stats.netAccountValue),
      userTotalBorrow: usd(stats.userTotalBorrow),
      userTotalDeposit: usd(stats.userTotalDeposit),
      borrowUtilization: usd(stats.borrowUtilization),
      borrowLiquidationLimit: usd(stats.borrowLiquidationLimit),
      userTotalCollateralDeposit: usd(stats.userTotalDeposit),
      userTotalLiquidatableDeposit: usd(stats.userTotalDeposit),
      potentialElevationGroupUpdate: 0,
      userTotalBorrowBorrowFactorAdjusted: usd(stats.userTotalBorrowBorrowFactorAdjusted),
    },
    deposits: positions(stats.deposits),
    borrows: positions(stats.borrows),
    tag,
    obligationSolValues: {
      netValueSol: fixed(stats.netAccountValue.div(stats.solPrice), 9),
      collateralValueSol: fixed(stats.userTotalDeposit.div(stats.solPrice), 9),
      debtValueSol: fixed(stats.userTotalBorrow.div(stats.solPrice), 9),
      solPrice: sig(stats.solPrice),
      timestampSolPrice: iso(time),
      timestampObligation: iso(time),
    },
  };
}

/**
 * Interest earned (`deposit`) or paid (`borrow`) per interval: the history keyed by liquidity
 * mint, and the total over the range keyed by obligation.
 */
function interest(
  context: RouteContext,
  model: ObligationModel | undefined,
  address: string,
  query: URLSearchParams,
  side: 'deposit' | 'borrow',
) {
  checkEnv(query);
  enumParam(query, 'positionMode', PNL_MODES);
  const totalKey = side === 'deposit' ? 'totalFeesEarnedObligation' : 'totalFeesPaidObligation';
  const { anchor } = context.data().ctx;
  if (!model) return { json: { [totalKey]: {}, historicalFeesObligation: {} } };
  const range = rangeParams(query, { start: model.created, end: anchor, floor: model.created });
  const { times, step } = seriesTimes(query, range);
  const points = context.data().obligations().interest(model, side, times, step);
  const all = points.flat();
  const total = (pick: (point: InterestPoint) => Decimal) => sum(all.map(pick));
  return {
    json: {
      [totalKey]: {
        [address]: {
          ts: times.at(-1) ?? range.end,
          solFees: fixed(
            total((p) => p.solFees),
            12,
          ),
          usdFees: fixed(
            total((p) => p.usdFees),
            10,
          ),
        },
      },
      historicalFeesObligation: {
        [address]: points.map((legs) =>
          Object.fromEntries(
            legs.map((point) => [
              point.mint,
              {
                ts: point.time,
                solFees: fixed(point.solFees, 12),
                usdFees: fixed(point.usdFees, 10),
                nativeFees: fixed(point.nativeFees, 12),
              },
            ]),
          ),
        ),
      },
    },
  };
}
