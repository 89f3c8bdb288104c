import {
  type EarnVault,
  type EarnVaultMetrics,
  earnUserPositionSchema,
  earnVaultMetricsPointSchema,
  earnVaultMetricsSchema,
  earnVaultSchema,
  provisionalEarnVaultAllocationSchema,
  type ResourcesSection,
} from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { allocationRows } from './allocationRows';
import { curatorSlug, vaultCurators } from './curators';
import { earnPositionView } from './position';
import { wireHistoryPoint, wireMetrics, wireVault } from './testing/fakeEarnApi';
import { earnVaultRows, searchVaultRows } from './vaultRows';

/** Parses wire JSON the way the client does. */
const parse = <T>(schema: { parse: (input: unknown, path: undefined) => T }, input: unknown): T =>
  schema.parse(input, undefined);

const USDC_VAULT = 'UsdcVau1t111111111111111111111111111111111';
const SOL_VAULT = 'So1Vau1t1111111111111111111111111111111111';
const ADMIN = 'Admin11111111111111111111111111111111111111';
const RESERVE_A = 'ReserveA111111111111111111111111111111111';
const RESERVE_B = 'ReserveB111111111111111111111111111111111';

/** A row of the wallet's positions as the API sends it (whole shares, staked ones in the total). */
const position = (vaultAddress: string, stakedShares: string, unstakedShares: string) =>
  parse(earnUserPositionSchema, {
    vaultAddress,
    stakedShares,
    unstakedShares,
    totalShares: new MathDecimal(stakedShares).plus(unstakedShares).toString(),
  });

const vault = (address: string, name: string): EarnVault =>
  parse(
    earnVaultSchema,
    wireVault({
      address,
      name,
      tokenMint: `${name}Mint`,
      admin: ADMIN,
      allocations: [
        { reserve: RESERVE_A, weight: 300, cap: '5000000000' },
        { reserve: RESERVE_B, weight: 100, cap: '1000000' },
      ],
    }),
  );

const metrics = (apy: string, tvl: string, sharePrice = '1.25'): EarnVaultMetrics =>
  parse(
    earnVaultMetricsSchema,
    wireMetrics({
      apy,
      apy7d: '0.04',
      apy30d: '0.03',
      availableUsd: '100',
      investedUsd: tvl,
      sharePrice,
      tokensPerShare: '1.2',
    }),
  );

const resources = (entries: ResourcesSection['riskManagers']) =>
  ({ riskManagers: entries }) as unknown as ResourcesSection;

describe('vaultCurators', () => {
  it("names the curator from the vault's risk manager, with a URL name", () => {
    const curators = vaultCurators(
      [vault(USDC_VAULT, 'USDC')],
      resources({
        [USDC_VAULT]: [{ name: 'Harbor Allocators', description: 'Careful', tags: ['curator'] }],
      }),
    );
    expect(curators.get(USDC_VAULT)).toMatchObject({
      managerName: 'harbor-allocators',
      name: 'Harbor Allocators',
      description: 'Careful',
    });
  });

  it('falls back to the admin authority when no risk manager is listed', () => {
    const curators = vaultCurators([vault(SOL_VAULT, 'SOL')], undefined);
    expect(curators.get(SOL_VAULT)?.managerName).toBe(ADMIN);
    expect(curators.get(SOL_VAULT)?.name).not.toBe(ADMIN);
    // The full address stays reachable, for the curator page's copy button.
    expect(curators.get(SOL_VAULT)?.address).toBe(ADMIN);
  });

  it('slugs names to letters, digits and dashes', () => {
    expect(curatorSlug('  Risk & Co. Desk ')).toBe('risk-co-desk');
  });
});

describe('earnVaultRows', () => {
  const vaults = [vault(USDC_VAULT, 'USDC'), vault(SOL_VAULT, 'SOL')];
  const latest = new Map([
    [
      USDC_VAULT,
      parse(
        earnVaultMetricsPointSchema,
        wireHistoryPoint('2025-01-02T00:00:00Z', '0.05', '0.01', '0.002'),
      ),
    ],
  ]);
  const rows = earnVaultRows({
    vaults,
    metrics: new Map([[USDC_VAULT, metrics('0.051', '900')]]),
    latest,
    positions: [position(USDC_VAULT, '4', '6'), position(SOL_VAULT, '0', '0')],
    curators: new Map(),
    symbols: new Map([['USDCMint', 'USDC']]),
  });

  it('joins metrics, the latest point, symbols and the wallet deposit', () => {
    const [usdc, sol] = rows;
    expect(usdc?.apy?.toString()).toBe('0.051');
    expect(usdc?.tvlUsd?.toString()).toBe('1000');
    expect(usdc?.farmRewardsApy?.toString()).toBe('0.01');
    expect(usdc?.incentivesApy?.toString()).toBe('0.002');
    expect(usdc?.depositUsd?.toString()).toBe('12.5');
    expect(usdc?.tokenSymbol).toBe('USDC');
    // No metrics, no history and a zero position: nothing is made up.
    expect(sol?.apy).toBeUndefined();
    expect(sol?.tvlUsd).toBeUndefined();
    expect(sol?.depositUsd).toBeUndefined();
  });

  it('searches by name, symbol and curator', () => {
    expect(searchVaultRows(rows, 'sol').map((row) => row.address)).toEqual([SOL_VAULT]);
    expect(searchVaultRows(rows, '  ')).toHaveLength(2);
    expect(searchVaultRows(rows, 'nothing')).toEqual([]);
  });

  it("counts the shares staked in the vault's farm: a wholly staked position is a deposit", () => {
    const [staked] = earnVaultRows({
      vaults: [vaults[0] as EarnVault],
      metrics: new Map([[USDC_VAULT, metrics('0.051', '900')]]),
      latest: new Map(),
      positions: [position(USDC_VAULT, '3.5', '0')],
      curators: new Map(),
      symbols: new Map(),
    });
    expect(staked?.depositShares?.toString()).toBe('3.5');
  });
});

describe('allocationRows', () => {
  it('takes weights and caps from the vault and the actual share from the API', () => {
    const allocations = [
      parse(provisionalEarnVaultAllocationSchema, {
        reserve: RESERVE_A,
        marketName: 'Main Market',
        actualPct: '72',
        amountUsd: '720',
      }),
      parse(provisionalEarnVaultAllocationSchema, { marketName: 'Unallocated', actualPct: '4' }),
    ];
    const rows = allocationRows(
      vault(USDC_VAULT, 'USDC'),
      allocations,
      new Map([['Main Market', 'MarketMain1111111111111111111111111111111']]),
    );
    expect(rows.map((row) => row.reserve)).toEqual([RESERVE_A, RESERVE_B, undefined]);
    expect(rows[0]?.targetWeight?.toString()).toBe('0.75');
    expect(rows[0]?.cap?.toString()).toBe('5000');
    expect(rows[0]?.actualShare?.toString()).toBe('0.72');
    expect(rows[0]?.marketAddress).toBe('MarketMain1111111111111111111111111111111');
    expect(rows[1]?.actualShare).toBeUndefined();
    expect(rows[2]?.marketName).toBe('Unallocated');
    expect(rows[2]?.actualShare?.toString()).toBe('0.04');
  });
});

describe('earnPositionView', () => {
  it('values the shares at the share price and reads interest from the latest point', () => {
    const view = earnPositionView({
      shares: new MathDecimal(10),
      metrics: metrics('0.05', '900', '1.3'),
      pnl: {
        totalPnl: { token: new MathDecimal(1), sol: new MathDecimal(0), usd: new MathDecimal(2) },
        totalCostBasis: {
          token: new MathDecimal(9),
          sol: new MathDecimal(0),
          usd: new MathDecimal(11),
        },
      },
      history: [
        {
          createdOn: 2,
          sharesAmount: new MathDecimal(10),
          usdAmount: new MathDecimal(13),
          apyIncentives: null,
          cumulativeInterestEarnedUsd: new MathDecimal('0.8'),
        },
        {
          createdOn: 1,
          sharesAmount: new MathDecimal(10),
          usdAmount: new MathDecimal(12),
          apyIncentives: null,
          cumulativeInterestEarnedUsd: new MathDecimal('0.5'),
        },
      ],
    });
    expect(view.valueUsd.toString()).toBe('13');
    expect(view.tokens.toString()).toBe('12');
    expect(view.pnlUsd?.toString()).toBe('2');
    expect(view.interestEarnedUsd?.toString()).toBe('0.8');
  });

  it('values tokens read from the chain at the token price, not the API share price', () => {
    const view = earnPositionView({
      shares: new MathDecimal(10),
      tokens: new MathDecimal('12.5'),
      metrics: metrics('0.05', '900', '1.3'),
      pnl: undefined,
      history: undefined,
    });
    expect(view.tokens.toString()).toBe('12.5');
    expect(view.valueUsd.toString()).toBe('12.5');
  });
});
