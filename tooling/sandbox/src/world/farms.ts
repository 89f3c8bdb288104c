import { MathDecimal } from '@keel/core-math';
import { deriveAddress } from './addresses';
import type { Prng } from './prng';
import type { WorldBrand, WorldFarm, WorldMarket, WorldStrategy, WorldToken } from './types';

const DAY = 86_400;
const SECONDS_PER_YEAR = 365 * DAY;

/** Collateral farms on these reserves of these markets, with the tokens they pay. */
const RESERVE_FARMS: ReadonlyArray<{
  market: string;
  symbol: string;
  kind: 'reserve-collateral' | 'reserve-debt';
  reward: string;
}> = [
  { market: 'main', symbol: 'SOL', kind: 'reserve-collateral', reward: 'native' },
  { market: 'main', symbol: 'JitoSOL', kind: 'reserve-collateral', reward: 'JTO' },
  { market: 'main', symbol: 'USDC', kind: 'reserve-collateral', reward: 'native' },
  { market: 'main', symbol: 'PYUSD', kind: 'reserve-collateral', reward: 'PYUSD' },
  { market: 'main', symbol: 'USDG', kind: 'reserve-collateral', reward: 'USDG' },
  { market: 'main', symbol: 'USDC', kind: 'reserve-debt', reward: 'native' },
  { market: 'main', symbol: 'SOL', kind: 'reserve-debt', reward: 'native' },
  { market: 'jito', symbol: 'JitoSOL', kind: 'reserve-collateral', reward: 'JTO' },
  { market: 'xStocks', symbol: 'USDG', kind: 'reserve-collateral', reward: 'USDG' },
  { market: 'ethena', symbol: 'USDe', kind: 'reserve-collateral', reward: 'native' },
];

const STRATEGY_FARM_COUNT = 20;

/**
 * A reward curve that started 30 days ago and ends in 60 days, paying about `aprPct` on
 * `stakedUsd` at today's reward price.
 */
function rewardCurve(stakedUsd: string, aprPct: number, rewardPrice: string, decimals: number) {
  const perSecond = new MathDecimal(stakedUsd)
    .mul(aprPct)
    .div(100)
    .div(SECONDS_PER_YEAR)
    .div(rewardPrice)
    .toDecimalPlaces(decimals, MathDecimal.ROUND_DOWN)
    .toFixed();
  return [
    { startOffsetSeconds: -30 * DAY, rewardsPerSecond: perSecond },
    { startOffsetSeconds: 60 * DAY, rewardsPerSecond: '0' },
  ];
}

/**
 * Farms on reserves and strategies; fills in `farmCollateral` / `farmDebt` / `farm` links.
 * `heldStrategies` (addresses) always get a farm.
 */
export function buildFarms(
  seed: string,
  prng: Prng,
  tokens: readonly WorldToken[],
  brand: WorldBrand,
  markets: WorldMarket[],
  strategies: WorldStrategy[],
  heldStrategies: readonly string[],
): WorldFarm[] {
  const token = (symbol: string) => {
    const wanted = symbol === 'native' ? brand.nativeTokenSymbol : symbol;
    const found = tokens.find((t) => t.symbol === wanted);
    if (found === undefined) throw new Error(`Unknown reward token ${wanted}`);
    return found;
  };
  const farms: WorldFarm[] = [];
  for (const spec of RESERVE_FARMS) {
    const market = markets.find((m) => m.slug === spec.market);
    const wanted = spec.symbol === 'native' ? brand.nativeTokenSymbol : spec.symbol;
    const reserve = market?.reserves.find((r) => r.symbol === wanted);
    if (reserve === undefined) throw new Error(`No reserve ${spec.symbol} in ${spec.market}`);
    const reward = token(spec.reward);
    const address = deriveAddress(seed, `farm:${spec.kind}:${reserve.address}`).toBase58();
    const staked = spec.kind === 'reserve-debt' ? reserve.totalBorrowed : reserve.totalSupply;
    const stakedUsd = new MathDecimal(staked).mul(reserve.priceUsd).toFixed();
    const apr = prng.fork(address).int(1, 6);
    farms.push({
      address,
      kind: spec.kind,
      target: reserve.address,
      stakeMint: spec.kind === 'reserve-debt' ? reserve.mint : reserve.collateralMint,
      rewards: [
        {
          symbol: reward.symbol,
          mint: reward.mint,
          curve: rewardCurve(stakedUsd, apr, reward.priceUsd, reward.decimals),
        },
      ],
    });
    if (spec.kind === 'reserve-debt') reserve.farmDebt = address;
    else reserve.farmCollateral = address;
  }
  const native = token('native');
  // Strategies the wallets hold always have a farm, so the wallets have shares staked in farms.
  const held = strategies.filter((s) => heldStrategies.includes(s.address));
  const eligible = strategies.filter(
    (s) => s.status === 'LIVE' && !s.isEmptyDiyStrategy && !heldStrategies.includes(s.address),
  );
  const sampled = prng
    .fork('strategy-farms')
    .sampleIndexes(eligible.length, STRATEGY_FARM_COUNT - held.length)
    .map((index) => eligible[index] as WorldStrategy);
  for (const strategy of [...held, ...sampled]) {
    const address = deriveAddress(seed, `farm:strategy:${strategy.address}`).toBase58();
    const apr = prng.fork(address).int(2, 15);
    farms.push({
      address,
      kind: 'strategy',
      target: strategy.address,
      stakeMint: strategy.shareMint,
      rewards: [
        {
          symbol: native.symbol,
          mint: native.mint,
          curve: rewardCurve(strategy.tvlUsd, apr, native.priceUsd, native.decimals),
        },
      ],
    });
    strategy.farm = address;
  }
  return farms;
}
