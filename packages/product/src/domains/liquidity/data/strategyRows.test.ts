import { dexFromNumber, parseDex } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, filterStrategies, matchesSearch, rowTokens } from './strategyFilters';
import { feesUsd, strategyRows } from './strategyRow';
import { pageOf, sortStrategies, sortWaiting } from './strategySort';
import {
  farmOf,
  feesOf,
  JITOSOL,
  liquidityTestKey,
  listItem,
  metricsOf,
  SOL,
  type StrategyFixture,
  strategyAccountOf,
  strategyAddress,
  tokenInfosOf,
  USDC,
  USDT,
  volumeOf,
} from './testing/strategyFixtures';

const wallet = liquidityTestKey(60);
const fixtures: StrategyFixture[] = [
  {
    n: 1,
    a: SOL,
    b: USDC,
    dex: 'ORCA',
    tvl: '2000000',
    apy7d: '0.12',
    volume7d: '900',
    fees7d: '12',
  },
  { n: 2, a: JITOSOL, b: SOL, type: 'PEGGED', dex: 'RAYDIUM', tvl: '500000', apy7d: '0.05' },
  { n: 3, a: USDC, b: USDT, type: 'STABLE', dex: 'METEORA', tvl: '9000000', outOfRange: true },
  { n: 4, a: SOL, b: USDT, dex: 'ORCA', diy: true, admin: wallet, tvl: '1000' },
  { n: 5, a: JITOSOL, b: USDC, dex: 'RAYDIUM', diy: true, tvl: '10' },
  { n: 6, a: SOL, b: USDC, status: 'DEPRECATED' },
  { n: 7, a: USDC, b: SOL, noMetrics: true },
];

function rowsOf(list = fixtures) {
  return strategyRows({
    list: list.map(listItem),
    metrics: list.filter((f) => !f.noMetrics).map(metricsOf),
    volume: list.map(volumeOf),
    fees: list.map(feesOf),
    accounts: new Map(list.map((f) => [strategyAddress(f), strategyAccountOf(f)])),
    tokens: new Map(tokenInfosOf([SOL, USDC, JITOSOL, USDT]).map((t) => [t.address, t])),
    period: '7d',
  });
}

const addressesOf = (rows: { address: string }[]) =>
  rows.map((row) => fixtures.find((f) => strategyAddress(f) === row.address)?.n);

describe('strategyRows', () => {
  it('lists the LIVE strategies only, joining the figures of the period and the account', () => {
    const rows = rowsOf();
    expect(addressesOf(rows)).toEqual([1, 2, 3, 4, 5, 7]);
    const first = rows[0];
    expect(first?.tokenA).toEqual(SOL);
    expect(first?.dex).toBe('ORCA');
    expect(first?.tvl?.toFixed()).toBe('2000000');
    expect(first?.apy?.toFixed()).toBe('0.12');
    expect(first?.volume?.toFixed()).toBe('900');
    expect(first?.fees?.toFixed()).toBe('12');
    expect(rows[2]?.outOfRange).toBe(true);
    expect(rows[3]?.isDiy).toBe(true);
    expect(rows[3]?.adminAuthority).toBe(wallet.toBase58());
  });

  it('leaves figures unknown without metrics, and the exchange unknown without the account', () => {
    const [row] = strategyRows({ list: [listItem(fixtures[6] as StrategyFixture)], period: '7d' });
    expect(row?.tvl).toBeUndefined();
    expect(row?.apy).toBeUndefined();
    expect(row?.outOfRange).toBeUndefined();
    expect(row?.dex).toBeUndefined();
    // No token list, no metrics: the shortened mint stands for the symbol.
    expect(row?.tokenA.symbol).toMatch(/…/);
  });

  it('reads the chosen period', () => {
    const f: StrategyFixture = { n: 1, a: SOL, b: USDC, apy7d: '0.1', apy24h: '0.3' };
    const [row] = strategyRows({ list: [listItem(f)], metrics: [metricsOf(f)], period: '24h' });
    expect(row?.apy?.toFixed()).toBe('0.3');
    // The volume of a period the API did not send is unknown, not zero.
    expect(
      strategyRows({ list: [listItem(f)], volume: [volumeOf(f)], period: '24h' })[0]?.volume,
    ).toBeUndefined();
  });

  it("adds the farm's reward tokens to the metrics' and says whether there is a farm", () => {
    const farm = liquidityTestKey(70);
    const reward = liquidityTestKey(71);
    const f: StrategyFixture = { n: 1, a: SOL, b: USDC, rewardApy7d: '0.1', farm };
    const [row] = strategyRows({
      list: [listItem(f)],
      metrics: [metricsOf(f)],
      accounts: new Map([[strategyAddress(f), strategyAccountOf(f)]]),
      farms: new Map([[farm.toBase58(), farmOf(farm, [reward])]]),
      period: '7d',
    });
    expect(row?.rewardMints).toEqual([liquidityTestKey(9).toBase58(), reward.toBase58()]);
    expect(row?.hasFarm).toBe(true);
    expect(rowsOf()[0]?.hasFarm).toBe(false);
  });

  it('sums fees and rewards in USD unless the API sends the total', () => {
    const f = feesOf({ n: 1, a: SOL, b: USDC, fees7d: '3' });
    expect(feesUsd({ ...f, productRewards0EarnedUsd: new MathDecimal(2) }).toFixed()).toBe('5');
    expect(feesUsd({ ...f, totalUsd: new MathDecimal(9) }).toFixed()).toBe('9');
  });
});

describe('exchange of a strategy (D§3)', () => {
  it('is ORCA when absent and one of the three otherwise', () => {
    expect(dexFromNumber(undefined)).toBe('ORCA');
    expect(dexFromNumber(2)).toBe('METEORA');
    expect(parseDex(null)).toBe('ORCA');
    expect(parseDex('RAYDIUM')).toBe('RAYDIUM');
  });

  it("fails with the spec's texts when unknown", () => {
    expect(() => dexFromNumber(7)).toThrow('Invalid dex number');
    expect(() => parseDex('UNISWAP')).toThrow('Invalid dex');
  });
});

describe('filterStrategies', () => {
  const rows = rowsOf();
  const only = (patch: Partial<typeof DEFAULT_FILTER>) =>
    addressesOf(filterStrategies(rows, { ...DEFAULT_FILTER, ...patch }));

  it('narrows by exchange, type and token', () => {
    expect(only({ exchange: 'RAYDIUM' })).toEqual([2, 5]);
    expect(only({ type: 'STABLE' })).toEqual([3]);
    expect(only({ token: USDT.mint })).toEqual([3, 4]);
    expect(only({ exchange: 'ORCA', token: USDT.mint })).toEqual([4]);
  });

  it('searches symbols, pairs and addresses', () => {
    expect(only({ search: 'jito' })).toEqual([2, 5]);
    expect(only({ search: 'sol/usdc' })).toEqual([1, 5]);
    expect(only({ search: 'usdc-sol' })).toEqual([7]);
    expect(only({ search: strategyAddress(fixtures[2] as StrategyFixture).slice(0, 6) })).toEqual([
      3,
    ]);
    expect(matchesSearch(rows[0] as (typeof rows)[number], '  ')).toBe(true);
  });

  it('shows Creator Vaults, and the wallet’s own among them', () => {
    expect(only({ view: 'creator' })).toEqual([4, 5]);
    expect(only({ view: 'creator', creatorScope: 'mine', wallet: wallet.toBase58() })).toEqual([4]);
    expect(only({ view: 'creator', creatorScope: 'mine', wallet: undefined })).toEqual([]);
  });

  it('offers each token once, by symbol', () => {
    expect(rowTokens(rows).map((t) => t.symbol)).toEqual(['JitoSOL', 'SOL', 'USDC', 'USDT']);
  });
});

describe('sortStrategies', () => {
  const rows = rowsOf();

  it('sorts decimals exactly, unknown figures last in both directions', () => {
    const desc = sortStrategies(rows, { columnId: 'tvl', direction: 'desc' });
    expect(addressesOf(desc)).toEqual([3, 1, 2, 4, 5, 7]);
    const asc = sortStrategies(rows, { columnId: 'tvl', direction: 'asc' });
    expect(addressesOf(asc)).toEqual([5, 4, 2, 1, 3, 7]);
  });

  it('sorts pairs by name and keeps the order for an unknown column', () => {
    const byPair = sortStrategies(rows, { columnId: 'pair', direction: 'asc' });
    expect(byPair.map((r) => `${r.tokenA.symbol}-${r.tokenB.symbol}`)[0]).toBe('JitoSOL-SOL');
    expect(addressesOf(sortStrategies(rows, { columnId: 'range', direction: 'asc' }))).toEqual(
      addressesOf(rows),
    );
  });

  it('pages, keeping the page within bounds', () => {
    const numbers = Array.from({ length: 53 }, (_, i) => i);
    expect(pageOf(numbers, 2, 25)).toEqual({ rows: [50, 51, 52], page: 2, pages: 3 });
    expect(pageOf(numbers, 9, 25).page).toBe(2);
    expect(pageOf([], 0, 25)).toEqual({ rows: [], page: 0, pages: 1 });
  });
});

describe('sortWaiting', () => {
  const none = { metrics: false, volume: false, fees: false };
  it('waits for the read the sorted column comes from', () => {
    expect(sortWaiting({ columnId: 'tvl', direction: 'desc' }, { ...none, metrics: true })).toBe(
      true,
    );
    expect(sortWaiting({ columnId: 'apy', direction: 'asc' }, { ...none, metrics: true })).toBe(
      true,
    );
    expect(sortWaiting({ columnId: 'fees', direction: 'desc' }, { ...none, fees: true })).toBe(
      true,
    );
    expect(sortWaiting({ columnId: 'volume', direction: 'desc' }, { ...none, fees: true })).toBe(
      false,
    );
  });

  it('does not wait once the read is in or has failed, for the pair, or without a sort', () => {
    expect(sortWaiting({ columnId: 'tvl', direction: 'desc' }, none)).toBe(false);
    const all = { metrics: true, volume: true, fees: true };
    expect(sortWaiting({ columnId: 'pair', direction: 'asc' }, all)).toBe(false);
    expect(sortWaiting({ columnId: 'range', direction: 'asc' }, all)).toBe(false);
    expect(sortWaiting(null, all)).toBe(false);
  });
});
