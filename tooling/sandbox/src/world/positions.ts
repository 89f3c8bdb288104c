import {
  KLEND_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  userMetadataPda,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { associatedTokenAddress } from './addresses';
import { NATIVE_TOKEN, tokenBySymbol } from './tokens';
import type {
  Dex,
  ObligationLeg,
  ObligationScenario,
  ObligationTag,
  TokenProgramName,
  WalletRole,
  WalletStrategyShares,
  WalletTokenBalance,
  WorldBrand,
  WorldMarket,
  WorldObligation,
  WorldStrategy,
  WorldToken,
  WorldWallet,
} from './types';
import { WALLET_LABELS } from './wallets';

const TAG_NUMBER: Record<ObligationTag, number> = {
  Vanilla: 0,
  Multiply: 1,
  Lending: 2,
  Leverage: 3,
};
const DEFAULT_KEY = PublicKey.default.toBase58();

interface LegSpec {
  symbol: string;
  usd: string;
}

interface ObligationSpec {
  scenario: ObligationScenario;
  market: string;
  tag: ObligationTag;
  /** Mints that seed the PDA of Multiply / Leverage / Lending obligations. */
  seeds: [string, string] | null;
  elevationGroup: number;
  deposits: LegSpec[];
  /** Either fixed borrows, or a target LTV below the liquidation threshold. */
  borrows: LegSpec[] | { symbol: string; belowLiquidationPct: string };
}

interface WalletSpec {
  role: WalletRole;
  sol: string;
  tokens: Array<[string, string]>;
  shares: Array<{ dex: Dex; a: string; b: string; usd: string }>;
  obligations: ObligationSpec[];
}

const WALLET_SPECS: readonly WalletSpec[] = [
  {
    role: 'ordinary',
    sol: '250',
    tokens: [
      ['USDC', '25000'],
      ['USDT', '5000'],
      ['PYUSD', '1500'],
      ['USDG', '800'],
      ['USDe', '3000'],
      ['JitoSOL', '40'],
      ['mSOL', '15'],
      ['JUP', '4000'],
      ['JTO', '300'],
      ['BONK', '25000000'],
      ['ETH', '1.5'],
      ['cbBTC', '0.08'],
      ['JLP', '2000'],
      [NATIVE_TOKEN, '12000'],
      ['TSLAx', '4'],
      ['NVDAx', '10'],
      // The rest of the world's tokens, so that every flow can be tried from this one wallet.
      ['USDS', '2000'],
      ['sUSDe', '1500'],
      ['EURC', '1200'],
      ['bSOL', '10'],
      ['JupSOL', '10'],
      ['INF', '8'],
      ['WBTC', '0.02'],
      ['WIF', '1500'],
      ['PYTH', '6000'],
      ['RAY', '600'],
      ['ORCA', '900'],
      ['Fartcoin', '2500'],
      ['AAPLx', '5'],
      ['SPYx', '2'],
      ['MSTRx', '3'],
      ['GOOGLx', '6'],
    ],
    shares: [
      { dex: 'ORCA', a: 'SOL', b: 'USDC', usd: '5000' },
      { dex: 'ORCA', a: 'JitoSOL', b: 'SOL', usd: '12000' },
      { dex: 'RAYDIUM', a: 'USDC', b: 'USDT', usd: '3000' },
      { dex: 'METEORA', a: 'JUP', b: 'SOL', usd: '800' },
    ],
    obligations: [
      {
        scenario: 'healthy',
        market: 'main',
        tag: 'Vanilla',
        seeds: null,
        elevationGroup: 0,
        deposits: [
          { symbol: 'SOL', usd: '30000' },
          { symbol: 'USDC', usd: '10000' },
        ],
        borrows: [{ symbol: 'USDT', usd: '12000' }],
      },
      {
        scenario: 'near-liquidation',
        market: 'jlp',
        tag: 'Vanilla',
        seeds: null,
        elevationGroup: 0,
        deposits: [{ symbol: 'JLP', usd: '20000' }],
        borrows: { symbol: 'USDC', belowLiquidationPct: '1.5' },
      },
      {
        scenario: 'multiply',
        market: 'jito',
        tag: 'Multiply',
        seeds: ['JitoSOL', 'SOL'],
        elevationGroup: 1,
        deposits: [{ symbol: 'JitoSOL', usd: '45000' }],
        borrows: [{ symbol: 'SOL', usd: '30000' }],
      },
      {
        scenario: 'leverage-long',
        market: 'main',
        tag: 'Leverage',
        seeds: ['SOL', 'USDC'],
        elevationGroup: 0,
        deposits: [{ symbol: 'SOL', usd: '20000' }],
        borrows: [{ symbol: 'USDC', usd: '10000' }],
      },
      {
        scenario: 'leverage-short',
        market: 'main',
        tag: 'Leverage',
        seeds: ['USDC', 'SOL'],
        elevationGroup: 0,
        deposits: [{ symbol: 'USDC', usd: '15000' }],
        borrows: [{ symbol: 'SOL', usd: '7500' }],
      },
      {
        scenario: 'lending',
        market: 'ethena',
        tag: 'Lending',
        seeds: ['USDe', 'USDe'],
        elevationGroup: 0,
        deposits: [{ symbol: 'USDe', usd: '8000' }],
        borrows: [],
      },
    ],
  },
  {
    role: 'flagged',
    sol: '20',
    tokens: [
      ['USDC', '1200'],
      ['BONK', '5000000'],
    ],
    shares: [],
    obligations: [
      {
        scenario: 'healthy',
        market: 'altcoins',
        tag: 'Vanilla',
        seeds: null,
        elevationGroup: 0,
        deposits: [{ symbol: 'JUP', usd: '3000' }],
        borrows: [{ symbol: 'USDC', usd: '300' }],
      },
    ],
  },
];

/** Strategies the wallets hold shares of; they are never generated empty. */
export const HELD_STRATEGIES: ReadonlyArray<{ dex: Dex; a: string; b: string }> =
  WALLET_SPECS.flatMap((spec) => spec.shares.map(({ dex, a, b }) => ({ dex, a, b })));

function tokenProgramId(program: TokenProgramName): PublicKey {
  return program === 'spl-token-2022'
    ? toPublicKey(TOKEN_2022_PROGRAM_ID)
    : toPublicKey(TOKEN_PROGRAM_ID);
}

function leg(market: WorldMarket, symbol: string, usd: Decimal): ObligationLeg {
  const reserve = market.reserves.find((r) => r.symbol === symbol);
  if (reserve === undefined) throw new Error(`No ${symbol} reserve in ${market.slug}`);
  const amount = usd
    .div(reserve.priceUsd)
    .toDecimalPlaces(reserve.decimals, MathDecimal.ROUND_DOWN);
  return {
    reserve: reserve.address,
    symbol,
    amount: amount.toFixed(),
    valueUsd: amount.mul(reserve.priceUsd).toDecimalPlaces(2, MathDecimal.ROUND_DOWN).toFixed(),
  };
}

function obligationAddress(
  tag: ObligationTag,
  id: number,
  owner: PublicKey,
  market: PublicKey,
  seed1: PublicKey,
  seed2: PublicKey,
): string {
  return PublicKey.findProgramAddressSync(
    [
      Buffer.from([TAG_NUMBER[tag]]),
      Buffer.from([id]),
      owner.toBuffer(),
      market.toBuffer(),
      seed1.toBuffer(),
      seed2.toBuffer(),
    ],
    toPublicKey(KLEND_PROGRAM_ID),
  )[0].toBase58();
}

function buildObligation(
  spec: ObligationSpec,
  owner: PublicKey,
  markets: readonly WorldMarket[],
  tokens: readonly WorldToken[],
  brand: WorldBrand,
): WorldObligation {
  const market = markets.find((m) => m.slug === spec.market);
  if (market === undefined) throw new Error(`No market ${spec.market}`);
  const symbol = (s: string) => tokenBySymbol(tokens, s, brand).symbol;
  const deposits = spec.deposits.map((d) => leg(market, symbol(d.symbol), new MathDecimal(d.usd)));
  const depositUsd = deposits.reduce((sum, d) => sum.plus(d.valueUsd), new MathDecimal(0));
  let borrows: ObligationLeg[];
  if (Array.isArray(spec.borrows)) {
    borrows = spec.borrows.map((b) => leg(market, symbol(b.symbol), new MathDecimal(b.usd)));
  } else {
    // Borrow right up to just under the weighted liquidation threshold of the deposits.
    const liquidationUsd = deposits.reduce((sum, d) => {
      const reserve = market.reserves.find((r) => r.address === d.reserve);
      return sum.plus(
        new MathDecimal(d.valueUsd).mul(reserve?.liquidationThresholdPct ?? 0).div(100),
      );
    }, new MathDecimal(0));
    const target = liquidationUsd.minus(depositUsd.mul(spec.borrows.belowLiquidationPct).div(100));
    borrows = [leg(market, symbol(spec.borrows.symbol), target)];
  }
  const borrowUsd = borrows.reduce((sum, b) => sum.plus(b.valueUsd), new MathDecimal(0));
  const mintOf = (s: string) => new PublicKey(tokenBySymbol(tokens, s, brand).mint);
  const [seed1, seed2] =
    spec.seeds === null
      ? [PublicKey.default, PublicKey.default]
      : [mintOf(spec.seeds[0]), mintOf(spec.seeds[1])];
  const marketKey = new PublicKey(market.address);
  return {
    address: obligationAddress(spec.tag, 0, owner, marketKey, seed1, seed2),
    owner: owner.toBase58(),
    market: market.slug,
    marketAddress: market.address,
    tag: spec.tag,
    id: 0,
    seed1: seed1.equals(PublicKey.default) ? DEFAULT_KEY : seed1.toBase58(),
    seed2: seed2.equals(PublicKey.default) ? DEFAULT_KEY : seed2.toBase58(),
    scenario: spec.scenario,
    elevationGroup: spec.elevationGroup,
    deposits,
    borrows,
    loanToValue: depositUsd.isZero()
      ? '0'
      : borrowUsd.div(depositUsd).toSignificantDigits(6).toFixed(),
  };
}

export function buildWallets(
  publicKeys: Record<WalletRole, PublicKey>,
  tokens: readonly WorldToken[],
  markets: readonly WorldMarket[],
  strategies: readonly WorldStrategy[],
  brand: WorldBrand,
): WorldWallet[] {
  return WALLET_SPECS.map((spec) => {
    const owner = publicKeys[spec.role];
    const balances: WalletTokenBalance[] = spec.tokens.map(([symbol, amount]) => {
      const token = tokenBySymbol(tokens, symbol, brand);
      return {
        symbol: token.symbol,
        mint: token.mint,
        tokenProgram: token.tokenProgram,
        account: associatedTokenAddress(
          owner,
          new PublicKey(token.mint),
          tokenProgramId(token.tokenProgram),
        ).toBase58(),
        amount,
      };
    });
    const shares: WalletStrategyShares[] = spec.shares.map(({ dex, a, b, usd }) => {
      const strategy = strategies.find((s) => s.dex === dex && s.tokenA === a && s.tokenB === b);
      if (strategy === undefined || strategy.isEmptyDiyStrategy) {
        throw new Error(`No funded ${dex} ${a}-${b} strategy`);
      }
      const count = new MathDecimal(usd)
        .div(strategy.sharePriceUsd)
        .toDecimalPlaces(strategy.shareDecimals, MathDecimal.ROUND_DOWN);
      // Half as many again sit staked in the strategy's farm.
      const staked =
        strategy.farm === null
          ? new MathDecimal(0)
          : count.div(2).toDecimalPlaces(strategy.shareDecimals, MathDecimal.ROUND_DOWN);
      return {
        strategy: strategy.address,
        shareMint: strategy.shareMint,
        account: associatedTokenAddress(
          owner,
          new PublicKey(strategy.shareMint),
          toPublicKey(TOKEN_PROGRAM_ID),
        ).toBase58(),
        shares: count.toFixed(),
        valueUsd: count
          .mul(strategy.sharePriceUsd)
          .toDecimalPlaces(2, MathDecimal.ROUND_DOWN)
          .toFixed(),
        farm: strategy.farm,
        stakedShares: staked.toFixed(),
      };
    });
    return {
      role: spec.role,
      label: WALLET_LABELS[spec.role],
      publicKey: owner.toBase58(),
      userMetadata: userMetadataPda(owner).address.toBase58(),
      solBalance: spec.sol,
      tokens: balances,
      strategyShares: shares,
      obligations: spec.obligations.map((o) => buildObligation(o, owner, markets, tokens, brand)),
    };
  });
}
