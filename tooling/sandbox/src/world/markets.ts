import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { deriveAddress } from './addresses';
import type { Prng } from './prng';
import { NATIVE_TOKEN, tokenBySymbol } from './tokens';
import type {
  AssetTier,
  CurvePoint,
  TokenKind,
  WithdrawalCap,
  WorldBrand,
  WorldElevationGroup,
  WorldMarket,
  WorldReserve,
  WorldToken,
} from './types';

interface ElevationGroupSpec {
  id: number;
  name: string;
  loanToValuePct: number;
  liquidationThresholdPct: number;
  maxLiquidationBonusBps: number;
  debt: string;
  collateral: string[];
}

interface MarketSpec {
  slug: string;
  name: string;
  description: string;
  isPrimary: boolean;
  /** Scales the deposit caps of this market's reserves. */
  capScale: string;
  symbols: string[];
  hidden: string[];
  elevationGroups: ElevationGroupSpec[];
}

/** The six lending markets with the slugs the product routes by. */
const MARKET_SPECS: readonly MarketSpec[] = [
  {
    slug: 'main',
    name: 'Main Market',
    description: 'Primary market on mainnet',
    isPrimary: true,
    capScale: '1',
    symbols: [
      'SOL',
      'USDC',
      'USDT',
      'JitoSOL',
      'mSOL',
      'bSOL',
      'JupSOL',
      'INF',
      'ETH',
      'cbBTC',
      'WBTC',
      'PYUSD',
      'USDG',
      'EURC',
      'USDS',
      'JUP',
      'JTO',
      NATIVE_TOKEN,
      'PYTH',
      'WIF',
    ],
    hidden: ['PYTH', 'WIF'],
    elevationGroups: [
      {
        id: 1,
        name: 'SOL',
        loanToValuePct: 90,
        liquidationThresholdPct: 92,
        maxLiquidationBonusBps: 100,
        debt: 'SOL',
        collateral: ['JitoSOL', 'mSOL', 'bSOL', 'JupSOL', 'INF'],
      },
      {
        id: 2,
        name: 'Stables',
        loanToValuePct: 92,
        liquidationThresholdPct: 95,
        maxLiquidationBonusBps: 100,
        debt: 'USDC',
        collateral: ['USDT', 'PYUSD', 'USDG', 'USDS'],
      },
      {
        id: 3,
        name: 'BTC',
        loanToValuePct: 85,
        liquidationThresholdPct: 90,
        maxLiquidationBonusBps: 200,
        debt: 'cbBTC',
        collateral: ['WBTC'],
      },
    ],
  },
  {
    slug: 'jlp',
    name: 'JLP Market',
    description: 'Borrow against JLP',
    isPrimary: false,
    capScale: '0.5',
    symbols: ['JLP', 'USDC', 'USDT', 'SOL', 'PYUSD'],
    hidden: [],
    elevationGroups: [],
  },
  {
    slug: 'altcoins',
    name: 'Altcoins Market',
    description: 'Lend and borrow Solana ecosystem tokens',
    isPrimary: false,
    capScale: '0.3',
    symbols: [
      'USDC',
      'SOL',
      'JUP',
      'JTO',
      'BONK',
      'WIF',
      'PYTH',
      'RAY',
      'ORCA',
      'Fartcoin',
      NATIVE_TOKEN,
    ],
    hidden: [NATIVE_TOKEN],
    elevationGroups: [],
  },
  {
    slug: 'ethena',
    name: 'Ethena Market',
    description: 'USDe and sUSDe against stablecoins',
    isPrimary: false,
    capScale: '0.4',
    symbols: ['USDe', 'sUSDe', 'USDC', 'USDT', 'USDS'],
    hidden: ['USDS'],
    elevationGroups: [
      {
        id: 1,
        name: 'Ethena',
        loanToValuePct: 90,
        liquidationThresholdPct: 92,
        maxLiquidationBonusBps: 150,
        debt: 'USDC',
        collateral: ['USDe', 'sUSDe'],
      },
    ],
  },
  {
    slug: 'jito',
    name: 'Jito Market',
    description: 'JitoSOL and JTO',
    isPrimary: false,
    capScale: '0.4',
    symbols: ['JitoSOL', 'SOL', 'USDC', 'JTO'],
    hidden: [],
    elevationGroups: [
      {
        id: 1,
        name: 'JitoSOL/SOL',
        loanToValuePct: 90,
        liquidationThresholdPct: 93,
        maxLiquidationBonusBps: 100,
        debt: 'SOL',
        collateral: ['JitoSOL'],
      },
    ],
  },
  {
    slug: 'xStocks',
    name: 'xStocks Market',
    description: 'Tokenized equities as collateral',
    isPrimary: false,
    capScale: '0.2',
    symbols: ['TSLAx', 'NVDAx', 'AAPLx', 'SPYx', 'MSTRx', 'GOOGLx', 'USDC', 'USDG'],
    hidden: ['GOOGLx'],
    elevationGroups: [],
  },
];

type CurveShape = 'stable' | 'sol' | 'volatile';

interface RiskProfile {
  ltv: [number, number];
  liquidationGap: [number, number];
  borrowFactor: [number, number];
  borrowable: boolean;
  curve: CurveShape;
  /** Deposit cap in millions of US dollars, before the market's scale. */
  capMillions: [number, number];
  utilizationPct: [number, number];
}

const RISK: Record<TokenKind, RiskProfile> = {
  stable: {
    ltv: [75, 80],
    liquidationGap: [5, 10],
    borrowFactor: [100, 100],
    borrowable: true,
    curve: 'stable',
    capMillions: [50, 400],
    utilizationPct: [55, 88],
  },
  'yield-stable': {
    ltv: [70, 80],
    liquidationGap: [5, 10],
    borrowFactor: [100, 100],
    borrowable: false,
    curve: 'stable',
    capMillions: [20, 200],
    utilizationPct: [0, 0],
  },
  'native-sol': {
    ltv: [70, 74],
    liquidationGap: [1, 5],
    borrowFactor: [100, 100],
    borrowable: true,
    curve: 'sol',
    capMillions: [100, 600],
    utilizationPct: [50, 85],
  },
  lst: {
    ltv: [65, 72],
    liquidationGap: [5, 10],
    borrowFactor: [100, 100],
    borrowable: true,
    curve: 'sol',
    capMillions: [20, 300],
    utilizationPct: [5, 40],
  },
  major: {
    ltv: [65, 73],
    liquidationGap: [5, 10],
    borrowFactor: [100, 100],
    borrowable: true,
    curve: 'sol',
    capMillions: [20, 200],
    utilizationPct: [10, 50],
  },
  lp: {
    ltv: [65, 75],
    liquidationGap: [5, 10],
    borrowFactor: [100, 100],
    borrowable: false,
    curve: 'volatile',
    capMillions: [50, 500],
    utilizationPct: [0, 0],
  },
  altcoin: {
    ltv: [15, 45],
    liquidationGap: [5, 15],
    borrowFactor: [100, 200],
    borrowable: true,
    curve: 'volatile',
    capMillions: [1, 20],
    utilizationPct: [10, 60],
  },
  governance: {
    ltv: [0, 30],
    liquidationGap: [10, 15],
    borrowFactor: [100, 150],
    borrowable: true,
    curve: 'volatile',
    capMillions: [1, 15],
    utilizationPct: [5, 40],
  },
  xstock: {
    ltv: [40, 55],
    liquidationGap: [10, 15],
    borrowFactor: [100, 100],
    borrowable: false,
    curve: 'volatile',
    capMillions: [1, 25],
    utilizationPct: [0, 0],
  },
};

/** Kinked borrow curves: [utilization bps, rate bps] ranges of the points after the origin. */
const CURVE_POINTS: Record<
  CurveShape,
  ReadonlyArray<readonly [[number, number], [number, number]]>
> = {
  stable: [
    [
      [7000, 8500],
      [400, 900],
    ],
    [
      [9000, 9500],
      [1200, 2500],
    ],
    [
      [10000, 10000],
      [5000, 15000],
    ],
  ],
  sol: [
    [
      [7000, 8500],
      [500, 900],
    ],
    [
      [9000, 9000],
      [1500, 3000],
    ],
    [
      [10000, 10000],
      [8000, 30000],
    ],
  ],
  volatile: [
    [
      [5000, 7000],
      [800, 1500],
    ],
    [
      [8000, 9000],
      [3000, 6000],
    ],
    [
      [10000, 10000],
      [20000, 50000],
    ],
  ],
};

function borrowCurve(prng: Prng, shape: CurveShape): CurvePoint[] {
  const points: CurvePoint[] = [{ utilizationRateBps: 0, borrowRateBps: 0 }];
  for (const [[uMin, uMax], [rMin, rMax]] of CURVE_POINTS[shape]) {
    const previous = points[points.length - 1] as CurvePoint;
    points.push({
      utilizationRateBps: Math.max(prng.int(uMin, uMax), previous.utilizationRateBps + 1),
      borrowRateBps: Math.max(prng.int(rMin, rMax), previous.borrowRateBps),
    });
  }
  return points;
}

function klendPda(seeds: Array<Buffer | Uint8Array>): string {
  return PublicKey.findProgramAddressSync(seeds, toPublicKey(KLEND_PROGRAM_ID))[0].toBase58();
}

function wholeTokens(value: Decimal, decimals: number): string {
  return value.toDecimalPlaces(decimals, MathDecimal.ROUND_DOWN).toFixed();
}

const NO_CAP: WithdrawalCap = {
  capacity: '0',
  intervalSeconds: 0,
  filled: '0',
  intervalStartOffsetSeconds: 0,
};
const DAY_SECONDS = 86_400;
/** Cumulative borrow rates are multiples of 2^-20 so that the fixed-point field holds them exactly. */
const RATE_GRID = 2 ** 20;

/** Reserves that are not Regular (the deprecated asset-tier byte some markets still set). */
const ASSET_TIERS: Record<string, Record<string, AssetTier>> = {
  main: { PYTH: 'Isolated Collateral' },
  altcoins: { Fartcoin: 'Isolated Collateral', BONK: 'Isolated Collateral' },
  xStocks: { USDG: 'Isolated Debt' },
};

/** Accrued state: interest index, cToken supply, protocol fees (a separate PRNG stream). */
function reserveState(
  prng: Prng,
  token: WorldToken,
  totalSupply: Decimal,
  borrowed: Decimal,
): Pick<WorldReserve, 'cumulativeBorrowRate' | 'collateralSupply' | 'accumulatedProtocolFees'> {
  const lent = borrowed.gt(0);
  const rate = lent
    ? new MathDecimal(prng.int(Math.round(0.02 * RATE_GRID), Math.round(0.45 * RATE_GRID)))
        .div(RATE_GRID)
        .plus(1)
    : new MathDecimal(1);
  // Liquidity per cToken grows with the interest suppliers earned.
  const exchangeRate = lent ? prng.decimal('1', '1.25', 4) : new MathDecimal(1);
  return {
    cumulativeBorrowRate: rate.toFixed(),
    collateralSupply: wholeTokens(totalSupply.div(exchangeRate), token.decimals),
    accumulatedProtocolFees: wholeTokens(
      borrowed.mul(prng.decimal('0.0001', '0.002', 4)),
      token.decimals,
    ),
  };
}

function buildReserve(
  seed: string,
  prng: Prng,
  spec: MarketSpec,
  token: WorldToken,
  catalogueSymbol: string,
  groups: WorldElevationGroup[],
): WorldReserve {
  const risk = RISK[token.kind];
  const address = deriveAddress(seed, `reserve:${spec.slug}:${catalogueSymbol}`);
  const ltv = prng.int(...risk.ltv);
  const liquidationThreshold = ltv === 0 ? 0 : Math.min(ltv + prng.int(...risk.liquidationGap), 95);
  const price = new MathDecimal(token.priceUsd);
  const capUsd = new MathDecimal(prng.int(...risk.capMillions)).mul(1_000_000).mul(spec.capScale);
  const depositLimit = capUsd.div(price).toSignificantDigits(2, MathDecimal.ROUND_DOWN);
  const borrowLimit = risk.borrowable
    ? depositLimit.mul(prng.decimal('0.6', '0.9', 2)).toSignificantDigits(2, MathDecimal.ROUND_DOWN)
    : new MathDecimal(0);
  const totalSupply = depositLimit.mul(prng.decimal('0.2', '0.9', 3));
  const utilization = risk.borrowable
    ? prng.decimal(String(risk.utilizationPct[0] / 100), String(risk.utilizationPct[1] / 100), 3)
    : new MathDecimal(0);
  const borrowed = MathDecimal.min(totalSupply.mul(utilization), borrowLimit);
  const capped = (token.kind === 'native-sol' || token.kind === 'major') && spec.isPrimary;
  const state = prng.fork('state');
  const cap = (fraction: string): WithdrawalCap => {
    if (!capped) return NO_CAP;
    const capacity = depositLimit.mul(fraction);
    return {
      capacity: wholeTokens(capacity, token.decimals),
      intervalSeconds: DAY_SECONDS,
      filled: wholeTokens(capacity.mul(state.decimal('-0.1', '0.6', 3)), token.decimals),
      intervalStartOffsetSeconds: -state.int(600, DAY_SECONDS - 600),
    };
  };
  const bytes = address.toBuffer();
  return {
    address: address.toBase58(),
    market: spec.slug,
    symbol: token.symbol,
    mint: token.mint,
    decimals: token.decimals,
    tokenProgram: token.tokenProgram,
    status: spec.hidden.includes(catalogueSymbol) ? 'Hidden' : 'Active',
    assetTier: ASSET_TIERS[spec.slug]?.[catalogueSymbol] ?? 'Regular',
    priceUsd: token.priceUsd,
    loanToValuePct: ltv,
    liquidationThresholdPct: liquidationThreshold,
    borrowFactorPct: prng.int(...risk.borrowFactor),
    minLiquidationBonusBps: prng.int(50, 200),
    maxLiquidationBonusBps: prng.int(500, 1000),
    badDebtLiquidationBonusBps: 99,
    protocolTakeRatePct: prng.int(5, 20),
    protocolLiquidationFeePct: prng.int(2, 10),
    borrowFee:
      token.kind === 'stable' || token.kind === 'native-sol' ? '0' : prng.pick(['0', '0.001']),
    flashLoanFee: risk.borrowable ? '0.001' : null,
    depositLimit: wholeTokens(depositLimit, token.decimals),
    borrowLimit: wholeTokens(borrowLimit, token.decimals),
    borrowRateCurve: borrowCurve(prng, risk.curve),
    elevationGroups: groups
      .filter((g) => g.debtSymbol === token.symbol || g.collateralSymbols.includes(token.symbol))
      .map((g) => g.id),
    utilizationLimitBlockBorrowingAbovePct: token.kind === 'stable' && spec.isPrimary ? 95 : 0,
    depositWithdrawalCap: cap('0.15'),
    debtWithdrawalCap: cap('0.1'),
    totalSupply: wholeTokens(totalSupply, token.decimals),
    totalBorrowed: wholeTokens(borrowed, token.decimals),
    ...reserveState(
      state,
      token,
      new MathDecimal(wholeTokens(totalSupply, token.decimals)),
      new MathDecimal(wholeTokens(borrowed, token.decimals)),
    ),
    collateralMint: klendPda([Buffer.from('reserve_coll_mint'), bytes]),
    liquiditySupplyVault: klendPda([Buffer.from('reserve_liq_supply'), bytes]),
    collateralSupplyVault: klendPda([Buffer.from('reserve_coll_supply'), bytes]),
    feeVault: klendPda([Buffer.from('fee_receiver'), bytes]),
    farmCollateral: null,
    farmDebt: null,
  };
}

export function buildMarkets(
  seed: string,
  prng: Prng,
  tokens: readonly WorldToken[],
  brand: WorldBrand,
  owner: string,
): WorldMarket[] {
  return MARKET_SPECS.map((spec) => {
    const address = deriveAddress(seed, `market:${spec.slug}`);
    const marketPrng = prng.fork(spec.slug);
    const symbolOf = (s: string) => tokenBySymbol(tokens, s, brand).symbol;
    const elevationGroups: WorldElevationGroup[] = spec.elevationGroups.map((group) => ({
      id: group.id,
      name: group.name,
      loanToValuePct: group.loanToValuePct,
      liquidationThresholdPct: group.liquidationThresholdPct,
      maxLiquidationBonusBps: group.maxLiquidationBonusBps,
      debtSymbol: symbolOf(group.debt),
      collateralSymbols: group.collateral.map(symbolOf),
      maxReservesAsCollateral: group.collateral.length,
    }));
    return {
      slug: spec.slug,
      name: spec.name,
      description: spec.description,
      address: address.toBase58(),
      isPrimary: spec.isPrimary,
      owner,
      lendingMarketAuthority: klendPda([Buffer.from('lma'), address.toBuffer()]),
      lookupTable: deriveAddress(seed, `lookup-table:${spec.slug}`).toBase58(),
      quoteCurrency: 'USD',
      elevationGroups,
      reserves: spec.symbols.map((symbol) =>
        buildReserve(
          seed,
          marketPrng.fork(symbol),
          spec,
          tokenBySymbol(tokens, symbol, brand),
          symbol,
          elevationGroups,
        ),
      ),
    };
  });
}
