import { describe, expect, it } from 'vitest';
import { MAINNET_LENDING_PROGRAM_ID, STAGING_LENDING_PROGRAM_ID } from '../config';
import { ApiValidationError } from '../http/errors';
import { json, status, testClient } from '../testing/fakeFetch';

const market = (name: string, lendingMarket: string) => ({
  name,
  isPrimary: name === 'Main',
  description: `${name} market`,
  lendingMarket,
  lookupTable: `LUT-${lendingMarket}`,
});

describe('lending market config', () => {
  it('reads the CDN v3 file by program id first', async () => {
    const { client, calls } = testClient(() =>
      json({ [MAINNET_LENDING_PROGRAM_ID]: [market('Main', 'M1')], Other: [market('X', 'X1')] }),
    );
    const result = await client.lending.marketConfigs();
    expect(calls.map((call) => call.url.href)).toEqual([
      'https://cdn.test/acme_lend_config_v3.json',
    ]);
    expect(result.source).toBe('cdn');
    expect(result.markets.map((entry) => entry.lendingMarket)).toEqual(['M1']);
    expect(result.markets[0]?.isCurated).toBe(false);
  });

  it('reads the v2 file when configured', async () => {
    const { client, calls } = testClient(
      () => json({ [MAINNET_LENDING_PROGRAM_ID]: [market('Main', 'M1')] }),
      { lendingConfigVersion: 'v2' },
    );
    await client.lending.marketConfigs();
    expect(calls[0]?.url.pathname).toBe('/acme_lend_config_v2.json');
  });

  it('falls back to the API list when the CDN has no entry for the program', async () => {
    const { client, calls } = testClient(({ url }) =>
      url.host === 'cdn.test'
        ? json({ SomeOtherProgram: [market('X', 'X1')] })
        : json([market('Api', 'A1')]),
    );
    const result = await client.lending.marketConfigs();
    expect(result).toMatchObject({ source: 'api', markets: [{ lendingMarket: 'A1' }] });
    expect(calls[1]?.url.pathname).toBe('/v2/acme-market');
    expect(calls[1]?.url.searchParams.has('programId')).toBe(false);
  });

  it('falls back to the API list when the CDN fails, reporting it', async () => {
    const { client, reports } = testClient(({ url }) =>
      url.host === 'cdn.test' ? status(500) : json([market('Api', 'A1')]),
    );
    expect((await client.lending.marketConfigs()).source).toBe('api');
    expect(reports.map((report) => report.context)).toEqual([
      { endpoint: 'GET /acme_lend_config_v3.json', fallback: 'API market list' },
    ]);
  });

  it('falls back to the built-in list when CDN and API both fail', async () => {
    const { client, reports } = testClient(() => ({ networkError: true }));
    const result = await client.lending.marketConfigs();
    expect(result.source).toBe('built-in');
    expect(result.markets.find((entry) => entry.isPrimary)?.lendingMarket).toBe(
      '7u3HeHxYDLhnCoErrtycNokbQYbWGzLs6JSDqGAv5PfF',
    );
    expect(reports).toHaveLength(2);
  });

  it('uses a configured built-in list (e.g. the sandbox markets)', async () => {
    const { client } = testClient(() => status(503), {
      builtInMarkets: [{ ...market('Local', 'L1'), isPrimary: true, isCurated: false }],
    });
    expect(
      (await client.lending.marketConfigs()).markets.map((entry) => entry.lendingMarket),
    ).toEqual(['L1']);
  });
});

describe('staging', () => {
  it('uses the staging host and the staging program id on lending routes only', async () => {
    const { client, calls } = testClient(
      ({ url }) => {
        if (url.pathname.endsWith('/pnl/')) return json({ usd: '1', sol: '0.1' });
        if (url.pathname === '/strategies/tvl') return json({ tvl: '5' });
        return json([]);
      },
      { staging: { baseUrl: 'https://staging-api.test/' } },
    );
    await client.lending.apiMarkets();
    await client.lending.obligationPnl('Mkt', 'Obl');
    await client.strategies.tvl();
    expect(calls.map((call) => call.url.host)).toEqual([
      'staging-api.test',
      'staging-api.test',
      'staging-api.test',
    ]);
    expect(calls[0]?.url.searchParams.get('programId')).toBe(STAGING_LENDING_PROGRAM_ID);
    expect(calls[1]?.url.searchParams.get('programId')).toBe(STAGING_LENDING_PROGRAM_ID);
    expect(calls[2]?.url.searchParams.has('programId')).toBe(false);
    expect(client.config.staging).toBe(true);
  });

  it('reads the staging program entry of the CDN config', async () => {
    const { client } = testClient(
      () =>
        json({
          [MAINNET_LENDING_PROGRAM_ID]: [market('Main', 'M1')],
          [STAGING_LENDING_PROGRAM_ID]: [market('Stg', 'S1')],
        }),
      { staging: { baseUrl: 'https://staging-api.test' } },
    );
    expect((await client.lending.marketConfigs()).markets[0]?.lendingMarket).toBe('S1');
  });
});

describe('obligation calls', () => {
  it('sends the PnL mode (default current_obligation) under both names, on the trailing-slash path', async () => {
    const { client, calls } = testClient(() =>
      json({ usd: '25.21', sol: '0.1402', invested: { usd: '1000', sol: '5.61' } }),
    );
    const pnl = await client.lending.obligationPnl('Mkt', 'Obl', { useStakeRate: true });
    const url = calls[0]?.url;
    expect(url?.pathname).toBe('/v2/acme-market/Mkt/obligations/Obl/pnl/');
    expect(url?.searchParams.get('pnlMode')).toBe('current_obligation');
    expect(url?.searchParams.get('positionMode')).toBe('current_obligation');
    expect(url?.searchParams.get('useStakeRate')).toBe('true');
    expect(pnl.usd.toFixed()).toBe('25.21');
  });

  it('reads interest fees under either history key', async () => {
    const point = { ts: 1742972400000, solFees: '0', usdFees: '118.204' };
    const official = testClient(() =>
      json({
        totalFeesEarnedObligation: { O: point },
        historicalFeesObligation: { O: [{ USDC: point }] },
      }),
    );
    const readme = testClient(() =>
      json({ totalFeesEarnedObligation: { O: point }, feesObligation: { O: [{ USDC: point }] } }),
    );
    const a = await official.client.lending.interestFees('Mkt', 'O', { start: '2025-01-01' });
    const b = await readme.client.lending.interestFees('Mkt', 'O');
    expect(a.historicalFeesObligation.O?.[0]?.USDC?.usdFees.toFixed()).toBe('118.204');
    expect(b.historicalFeesObligation.O?.[0]?.USDC?.ts).toBe(1742972400000);
    expect(official.calls[0]?.url.searchParams.get('start')).toBe('2025-01-01T00:00:00.000Z');
  });

  it('reads obligation history with numeric tags and the older stats key', async () => {
    const { client } = testClient(() =>
      json({
        obligation: 'O',
        history: [
          {
            timestamp: '2025-10-01T00:00:00.000Z',
            refreshedStats: { loanToValue: '0.4', netAccountValue: '100' },
            tag: 1,
          },
          {
            timestamp: '2025-10-02T00:00:00.000Z',
            stats: { loanToValue: 0.5, liquidationThreshold: 0.8 },
            tag: 7,
          },
        ],
      }),
    );
    const { history } = await client.lending.obligationMetricsHistory('Mkt', 'O');
    expect(history[0]).toMatchObject({ tag: 'Multiply' });
    expect(history[1]?.tag).toBe('unknown');
    expect(history[1]?.refreshedStats.liquidationLtv.toFixed()).toBe('0.8');
  });

  const transaction = (extra: Record<string, unknown>) => ({
    createdOn: '2025-10-01T12:00:00.000Z',
    timestamp: 1759320000000,
    transactionSignature: 'Sig1',
    transactionName: 'depositReserveLiquidityAndObligationCollateral',
    reserve: 'Res1',
    kTokenAmount: '99.5',
    liquidityToken: 'USDC',
    liquidityTokenAmount: '100',
    liquidityTokenPrice: '1',
    solPrice: '150',
    liquidityUsdValue: '100',
    ...extra,
  });

  it('reads the display name and composite flag of obligation transactions, absent or present', async () => {
    const { client } = testClient(() =>
      json({
        transactions: [
          transaction({ transactionDisplayName: 'Deposit', isSecondPartOfCompositeIx: false }),
          transaction({ transactionDisplayName: 'Borrow', isSecondPartOfCompositeIx: true }),
          transaction({}),
        ],
      }),
    );
    const rows = await client.lending.obligationTransactions('Mkt', 'O');
    expect(rows.map((row) => [row.transactionDisplayName, row.isSecondPartOfCompositeIx])).toEqual([
      ['Deposit', false],
      ['Borrow', true],
      [undefined, false],
    ]);
  });

  it("reads the same fields in a user's transactions", async () => {
    const { client } = testClient(() =>
      json({
        allTransactions: {
          O: {
            transactions: [
              transaction({ transactionDisplayName: 'Withdraw', isSecondPartOfCompositeIx: true }),
            ],
            lastUpdatedOn: '2025-10-01T12:00:00',
          },
        },
      }),
    );
    const all = await client.lending.userTransactions('Mkt', 'User');
    expect(all.O?.transactions[0]).toMatchObject({
      transactionDisplayName: 'Withdraw',
      isSecondPartOfCompositeIx: true,
    });
  });

  it.each([
    ['a non-string display name', { transactionDisplayName: 7 }],
    ['a non-boolean composite flag', { isSecondPartOfCompositeIx: 'yes' }],
  ])('rejects %s with a validation error naming the field', async (_, extra) => {
    const { client } = testClient(() => json({ transactions: [transaction(extra)] }));
    const failure = client.lending.obligationTransactions('Mkt', 'O');
    await expect(failure).rejects.toBeInstanceOf(ApiValidationError);
    await expect(failure).rejects.toThrow(Object.keys(extra)[0] as string);
  });

  it('reads reserve metrics history from the route without /v2', async () => {
    const { client, calls } = testClient(() =>
      json({
        reserve: 'R',
        market: 'Mkt',
        history: [
          {
            timestamp: '2025-10-01T00:00:00Z',
            metrics: {
              supplyInterestAPY: 0.031,
              borrowInterestAPY: '0.052',
              symbol: 'USDC',
              extra: [1],
            },
          },
        ],
      }),
    );
    const result = await client.lending.reserveMetricsHistory('Mkt', 'R', { frequency: 'day' });
    expect(calls[0]?.url.pathname).toBe('/acme-market/Mkt/reserves/R/metrics/history');
    expect(result.history[0]?.metrics.supplyInterestAPY.toFixed()).toBe('0.031');
  });
});

describe('leverage metrics', () => {
  const row = {
    avgLeverage: '2.5',
    totalBorrowed: '1200.5',
    totalDeposited: '300',
    totalBorrowedUsd: '180075',
    totalObligations: '3',
    totalDepositedUsd: '51000',
    tvl: '20925',
    updatedOn: '2025-10-01T00:00:00.000Z',
    depositReserve: 'D',
    borrowReserve: 'B',
    tag: 'Multiply',
  };

  it('reads the pair totals of a market from the route without /v2, with env', async () => {
    const { client, calls } = testClient(() =>
      json([row, { ...row, tag: 'Leverage', borrowReserve: 'C' }]),
    );
    const metrics = await client.lending.leverageMetrics('Mkt');
    expect(calls[0]?.url.pathname).toBe('/acme-market/Mkt/leverage/metrics');
    expect(calls[0]?.url.searchParams.get('env')).toBe('mainnet-beta');
    expect(metrics.map((m) => [m.tag, m.borrowReserve])).toEqual([
      ['Multiply', 'B'],
      ['Leverage', 'C'],
    ]);
    expect(metrics[0]?.tvl.toFixed()).toBe('20925');
    expect(metrics[0]?.updatedOn).toBe(Date.UTC(2025, 9, 1));
  });

  it('keeps a row of an unknown tag as unknown rather than failing', async () => {
    const { client } = testClient(() => json([{ ...row, tag: 'Vanilla' }]));
    expect((await client.lending.leverageMetrics('Mkt'))[0]?.tag).toBe('unknown');
  });

  it('refuses a row without its reserves', async () => {
    const { client } = testClient(() => json([{ ...row, depositReserve: undefined }]));
    await expect(client.lending.leverageMetrics('Mkt')).rejects.toBeInstanceOf(ApiValidationError);
  });
});

describe('resources', () => {
  const section = {
    strategiesData: { S1: { strategy: 'S1', meta: { title: 'A-B' } } },
    multiplyVaultPairsByMarket: {
      Mkt: [
        {
          depositReserveAddress: 'D',
          borrowReserveAddress: 'B',
          collTokenMint: 'C',
          debtTokenMint: 'T',
          collTokenSymbol: 'JITOSOL',
          debtTokenSymbol: 'SOL',
          pairType: 'lst',
          strategyType: 'multiply',
          supplyApyType: 'staking',
          supplyApyAddress: 'C',
          filterTypes: ['lst'],
        },
      ],
    },
    somethingNew: 1,
  };

  it("reads this environment's section with defaults for missing keys", async () => {
    const { client } = testClient(() => json({ 'mainnet-beta': section, devnet: {} }));
    const resources = await client.lending.resources();
    expect(resources.multiplyVaultPairsByMarket.Mkt?.[0]?.collTokenSymbol).toBe('JITOSOL');
    expect(resources.strategiesData.S1?.meta.title).toBe('A-B');
    expect(resources.deprecatedAssets).toEqual([]);
  });

  it('reads the mainnet-beta section on a localnet without its own', async () => {
    const { client } = testClient(() => json({ 'mainnet-beta': section }), { env: 'localnet' });
    expect(Object.keys((await client.lending.resources()).strategiesData)).toEqual(['S1']);
  });

  it('names the missing section in the validation error', async () => {
    const { client } = testClient(() => json({ 'mainnet-beta': section }), { env: 'devnet' });
    const error = await client.lending.resources().catch((e) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.path).toBe('$.devnet');
    expect(error.endpoint).toBe('GET /resources.json');
  });
});
