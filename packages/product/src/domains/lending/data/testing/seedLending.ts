import { createApiClient, type FetchLike, type MarketConfig } from '@keel/api-client';
import {
  type Address,
  chainKeys,
  decodeLendingMarket,
  type ElevationGroup,
  encodeLendingMarket,
  KLEND_PROGRAM_ID,
  type LendingMarketState,
  type Obligation,
  type Reserve,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import type { QueryClient } from '@tanstack/react-query';
import { testBrand } from '../../../../testing/renderApp';
import type { ScreenSeed } from '../../../../testing/renderScreen';
import { lendingRuntime } from '../runtime';
import { type LendingServices, lendingServices } from '../services';
import { testKey } from './reserveFixture';

export const TEST_ENDPOINT = 'http://test.invalid';
export const TEST_SLOT_MS = 400;

const unreachable = () => Promise.reject(new Error('no network in component tests'));

/** A lending market account encoded in the program layout and decoded back. */
export function marketFixture(
  address: Address,
  name: string,
  elevationGroups: ElevationGroup[] = [],
): LendingMarketState['market'] {
  const zero = testKey(0);
  const data = encodeLendingMarket({
    version: 1n,
    bumpSeed: 255,
    lendingMarketOwner: zero,
    lendingMarketOwnerCached: zero,
    quoteCurrency: 'USD',
    referralFeeBps: 0,
    emergencyMode: false,
    autodeleverageEnabled: false,
    borrowDisabled: false,
    priceRefreshTriggerToMaxAgePct: 0,
    liquidationMaxDebtCloseFactorPct: 10,
    insolvencyRiskUnhealthyLtvPct: 95,
    minFullLiquidationValueThreshold: 0n,
    maxLiquidatableDebtMarketValueAtOnce: 0n,
    globalAllowedBorrowValue: 0n,
    riskCouncil: zero,
    elevationGroups,
    minNetValueInObligation: new MathDecimal(0),
    minValueSkipLiquidationLtvChecks: 0n,
    name,
    minValueSkipLiquidationBfChecks: 0n,
    individualAutodeleverageMarginCallPeriodSecs: 0n,
    minInitialDepositAmount: 0n,
    obligationOrderExecutionEnabled: false,
    immutable: false,
    obligationOrderCreationEnabled: false,
    priceTriggeredLiquidationDisabled: false,
    matureReserveDebtLiquidationEnabled: false,
    obligationBorrowDebtTermLiquidationEnabled: false,
    borrowOrderCreationEnabled: false,
    borrowOrderExecutionEnabled: false,
    proposerAuthority: zero,
  });
  return decodeLendingMarket(address, { owner: KLEND_PROGRAM_ID, data });
}

/** A market's lending config, as the CDN lists it. */
export function marketConfig(name: string, address: string, isPrimary = false): MarketConfig {
  return {
    name,
    lendingMarket: address,
    isPrimary,
    description: '',
    lookupTable: '',
    isCurated: false,
  };
}

export interface SeededMarket {
  config: MarketConfig;
  reserves: Reserve[];
  /** The market's elevation groups (none by default). */
  elevationGroups?: ElevationGroup[];
  /**
   * Leave the market's chain read unseeded: it reaches the test chain context, which has no RPC,
   * and fails with 'Failed to load lending market'.
   */
  marketReadFails?: boolean;
  assetTiers?: Record<string, string>;
  /** Every obligation of the market (the liquidation list's read). */
  obligations?: Obligation[];
  /** A wallet's obligations in the market (the positions tab's read). */
  walletObligations?: { wallet: string; obligations: Obligation[] };
  /** Obligations read by their own address (the dashboard's read). */
  obligationAccounts?: Obligation[];
}

/** How the seeded API client answers (by default it reaches no network: every call fails). */
export interface SeededApi {
  /** The API client's fetch; the default rejects every request. */
  fetch?: FetchLike;
  /** Configures the synthetic-dollar yields document (unset: the client asks for none). */
  syntheticDollarYieldUrl?: string;
}

/**
 * Seeds a screen test's cache through the data layer's seams: the lending services (a chain
 * context and API client that never reach a network unless `api.fetch` answers, and the real
 * runtime code), then each market's chain read, the slot duration and the market list under
 * their library keys.
 */
export function seedLending(markets: readonly SeededMarket[], api: SeededApi = {}): ScreenSeed {
  return ({ queryClient: client }) => {
    const apiClient = createApiClient({
      baseUrl: 'http://api.test.invalid',
      cdnUrl: 'http://cdn.test.invalid',
      geoUrl: 'http://geo.test.invalid',
      fetch: api.fetch ?? unreachable,
      ...(api.syntheticDollarYieldUrl
        ? { syntheticDollarYieldUrl: api.syntheticDollarYieldUrl }
        : {}),
      env: 'localnet',
      slug: testBrand.apiSlug,
      brand: { productName: testBrand.name, nativeTokenSymbol: testBrand.nativeTokenSymbol },
    });
    const queries = lendingRuntime.createApiQueries(apiClient);
    lendingServices.seed(client, {
      chain: { rpc: {} as LendingServices['chain']['rpc'], endpoint: TEST_ENDPOINT },
      api: queries,
      lib: lendingRuntime,
    });
    client.setQueryData(chainKeys.slotDuration(TEST_ENDPOINT, null), TEST_SLOT_MS);
    client.setQueryData(queries.lending.marketConfigs().queryKey, {
      markets: markets.map((m) => m.config),
      source: 'cdn' as const,
    });
    for (const market of markets) seedMarket(client, market);
  };
}

function seedMarket(client: QueryClient, market: SeededMarket) {
  const address = market.config.lendingMarket;
  const state: LendingMarketState = {
    market: marketFixture(testKey(0), market.config.name, market.elevationGroups),
    reserves: market.reserves,
  };
  if (!market.marketReadFails) {
    client.setQueryData(
      chainKeys.lendingMarket(TEST_ENDPOINT, address, null, KLEND_PROGRAM_ID),
      state,
    );
  }
  if (market.obligations) {
    client.setQueryData(
      chainKeys.marketObligations(TEST_ENDPOINT, address, KLEND_PROGRAM_ID),
      market.obligations,
    );
  }
  for (const account of market.obligationAccounts ?? []) {
    client.setQueryData(
      chainKeys.obligation(TEST_ENDPOINT, account.address, KLEND_PROGRAM_ID),
      account,
    );
  }
  if (market.walletObligations) {
    client.setQueryData(
      chainKeys.obligations(
        TEST_ENDPOINT,
        market.walletObligations.wallet,
        address,
        KLEND_PROGRAM_ID,
      ),
      market.walletObligations.obligations,
    );
  }
  client.setQueryData(
    chainKeys.reserveAssetTiers(TEST_ENDPOINT, address, KLEND_PROGRAM_ID),
    new Map(Object.entries(market.assetTiers ?? {})),
  );
}

/** The lending services a seeded client holds, to seed API answers under their query keys. */
export function seededLendingServices(client: QueryClient): LendingServices {
  const services = lendingServices.read(client);
  if (!services) throw new Error('The client was not seeded by seedLending');
  return services;
}

/** The toast a market that failed to load raises (D§8), as `shownToasts` lists it. */
export function marketFailedToast(market: string) {
  return {
    type: 'error',
    message: 'Failed to load lending market',
    description: 'Lending market data will not be available',
    key: `lending-market-${market}`,
  };
}
