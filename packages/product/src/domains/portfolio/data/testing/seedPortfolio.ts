import {
  createApiClient,
  type FetchLike,
  type StrategyListItem,
  type TokenInfo,
} from '@keel/api-client';
import {
  type Address,
  chainKeys,
  type Dex,
  FARMS_PROGRAM_ID,
  type FarmState,
  KLIQUIDITY_PROGRAM_ID,
  type TokenAccount,
  type UserState,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { testBrand } from '../../../../testing/renderApp';
import type { ScreenSeed } from '../../../../testing/renderScreen';
import { testKey } from '../../../lending/data/testing/reserveFixture';
import type { StrategyValue } from '../liquidity/strategyValuation';
import { portfolioChainKeys } from '../liquidity/strategyValuesQuery';
import { portfolioRuntime } from '../runtime';
import { type PortfolioServices, portfolioServices } from '../services';

export const PORTFOLIO_TEST_ENDPOINT = 'http://portfolio.test.invalid';

const unreachable = () => Promise.reject(new Error('no network in component tests'));

/** A strategy the wallet holds: where it is, its shares, and what one share is worth. */
export interface SeededStrategy {
  address: Address;
  shareMint: Address;
  dex?: Dex;
  tokenAMint?: Address;
  tokenBMint?: Address;
  sharesDecimals?: number;
  /** Raw shares in the wallet's token account (none when 0n). */
  walletShares?: bigint;
  /** Raw shares staked in the strategy's farm (WAD-scaled on chain; none when 0n). */
  stakedShares?: bigint;
  /** null: the strategy's tokens have no price. */
  value: StrategyValue | null;
}

export interface PortfolioWorld {
  wallet: string;
  strategies?: SeededStrategy[];
  /** Strategies listed by the API that the wallet does not hold. */
  otherStrategies?: StrategyListItem[];
  /** Leave the API's strategy list unseeded: it fails ('Failed to load strategies'). */
  listFails?: boolean;
  /** Leave the wallet's token accounts unseeded: they fail ('Failed to load user positions'). */
  walletReadFails?: boolean;
  /** The API's answers (token batch, transactions); the default rejects every request. */
  fetch?: FetchLike;
  tokens?: TokenInfo[];
  /** The API's USD PnL of obligations (current position); unseeded ones fail and show '-'. */
  obligationPnls?: readonly { market: string; obligation: string; usd: string }[];
}

const WAD = 10n ** 18n;

/**
 * The decoded accounts a test needs, reduced to the fields the portfolio reads (the full
 * layouts are chain-readers' to encode): a strategy, a farm staking its share mint, a user state.
 */
function strategyAccount(s: SeededStrategy): WhirlpoolStrategy {
  const fields: Partial<WhirlpoolStrategy> = {
    address: s.address,
    strategyDex: s.dex ?? 'ORCA',
    tokenAMint: s.tokenAMint ?? testKey(240),
    tokenBMint: s.tokenBMint ?? testKey(241),
    sharesMint: s.shareMint,
    sharesMintDecimals: s.sharesDecimals ?? 6,
  };
  return fields as WhirlpoolStrategy;
}

/**
 * Seeds a component test's cache through the portfolio's seams: its services (a chain context
 * that reaches no network and the real runtime), the API's strategy list, the wallet's token
 * accounts and farm user states, the farms, the strategies and their share prices.
 */
export function seedPortfolio(world: PortfolioWorld): ScreenSeed {
  return ({ queryClient: client }) => {
    const apiClient = createApiClient({
      baseUrl: 'http://api.test.invalid',
      cdnUrl: 'http://cdn.test.invalid',
      geoUrl: 'http://geo.test.invalid',
      fetch: world.fetch ?? unreachable,
      env: 'localnet',
      slug: testBrand.apiSlug,
      brand: { productName: testBrand.name, nativeTokenSymbol: testBrand.nativeTokenSymbol },
    });
    const api = portfolioRuntime.createApiQueries(apiClient);
    const rpc = {} as PortfolioServices['chain']['rpc'];
    portfolioServices.seed(client, {
      chain: { rpc, endpoint: PORTFOLIO_TEST_ENDPOINT },
      api,
      lib: portfolioRuntime,
    });
    const held = world.strategies ?? [];
    const endpoint = PORTFOLIO_TEST_ENDPOINT;
    if (!world.listFails) {
      const listed: StrategyListItem[] = held.map((s) => ({
        address: s.address.toBase58(),
        type: 'NON_PEGGED',
        shareMint: s.shareMint.toBase58(),
        status: 'LIVE',
        tokenAMint: (s.tokenAMint ?? testKey(240)).toBase58(),
        tokenBMint: (s.tokenBMint ?? testKey(241)).toBase58(),
      }));
      client.setQueryData(api.strategies.list().queryKey, [
        ...(world.otherStrategies ?? []),
        ...listed,
      ]);
    }
    if (!world.walletReadFails) {
      const accounts = held
        .filter((s) => (s.walletShares ?? 0n) > 0n)
        .map((s) => ({ mint: s.shareMint, amount: s.walletShares ?? 0n }) as TokenAccount);
      client.setQueryData(chainKeys.tokenAccounts(endpoint, world.wallet), accounts);
    }
    const staking = held.filter((s) => (s.stakedShares ?? 0n) > 0n);
    const farms = staking.map((_, i) => testKey(230 + i));
    const userStates = staking.map(
      (s, i) =>
        ({
          farmState: farms[i],
          isFarmDelegated: false,
          activeStakeScaled: (s.stakedShares ?? 0n) * WAD,
        }) as UserState,
    );
    client.setQueryData(
      chainKeys.userFarmStates(endpoint, world.wallet, FARMS_PROGRAM_ID),
      userStates,
    );
    if (farms.length > 0) {
      client.setQueryData(
        chainKeys.farms(endpoint, farms, FARMS_PROGRAM_ID),
        staking.map((s) => ({ token: { mint: s.shareMint } }) as FarmState),
      );
    }
    if (held.length > 0) {
      const addresses = held.map((s) => s.address);
      client.setQueryData(
        chainKeys.strategies(endpoint, addresses, KLIQUIDITY_PROGRAM_ID),
        held.map(strategyAccount),
      );
      client.setQueryData(
        portfolioChainKeys.strategyValues(
          endpoint,
          addresses.map((a) => a.toBase58()),
        ),
        new Map(held.map((s) => [s.address.toBase58(), s.value])),
      );
    }
    for (const { market, obligation, usd } of world.obligationPnls ?? []) {
      client.setQueryData(api.lending.obligationPnl(market, obligation).queryKey, {
        usd: new MathDecimal(usd),
        sol: new MathDecimal(0),
      });
    }
    if (world.tokens) {
      const mints = held.flatMap((s) => [
        s.shareMint.toBase58(),
        (s.tokenAMint ?? testKey(240)).toBase58(),
        (s.tokenBMint ?? testKey(241)).toBase58(),
      ]);
      client.setQueryData(api.tokens.batch([...new Set(mints)].sort()).queryKey, world.tokens);
    }
  };
}

/** The portfolio services a seeded client holds, to seed more API answers under their keys. */
export function seededPortfolioServices(
  client: Parameters<typeof portfolioServices.read>[0],
): PortfolioServices {
  const services = portfolioServices.read(client);
  if (!services) throw new Error('The client was not seeded by seedPortfolio');
  return services;
}
