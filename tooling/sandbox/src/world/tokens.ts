import { MathDecimal } from '@keel/core-math';
import { deriveAddress } from './addresses';
import type { Prng } from './prng';
import type { TokenKind, TokenProgramName, WorldBrand, WorldToken } from './types';

export const NATIVE_SOL_MINT = 'So11111111111111111111111111111111111111112';
/** Placeholder the catalogue uses for the brand's own token symbol. */
export const NATIVE_TOKEN = '{native}';

type PriceSpec = { usd: string } | { perSol: string };

interface TokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  program: TokenProgramName;
  kind: TokenKind;
  price: PriceSpec;
  supply: string | null;
}

/** Real symbols and decimals; prices are reference levels the seed jitters by up to ±3 %. */
const TOKEN_SPECS: readonly TokenSpec[] = [
  {
    symbol: 'SOL',
    name: 'Wrapped SOL',
    decimals: 9,
    program: 'spl-token',
    kind: 'native-sol',
    price: { usd: '152.40' },
    supply: null,
  },
  {
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    program: 'spl-token',
    kind: 'stable',
    price: { usd: '1' },
    supply: '8600000000',
  },
  {
    symbol: 'USDT',
    name: 'USDT',
    decimals: 6,
    program: 'spl-token',
    kind: 'stable',
    price: { usd: '1' },
    supply: '2400000000',
  },
  {
    symbol: 'PYUSD',
    name: 'PayPal USD',
    decimals: 6,
    program: 'spl-token-2022',
    kind: 'stable',
    price: { usd: '1' },
    supply: '620000000',
  },
  {
    symbol: 'USDG',
    name: 'Global Dollar',
    decimals: 6,
    program: 'spl-token-2022',
    kind: 'stable',
    price: { usd: '1' },
    supply: '180000000',
  },
  {
    symbol: 'USDS',
    name: 'USDS',
    decimals: 6,
    program: 'spl-token',
    kind: 'stable',
    price: { usd: '1' },
    supply: '95000000',
  },
  {
    symbol: 'USDe',
    name: 'USDe',
    decimals: 9,
    program: 'spl-token',
    kind: 'stable',
    price: { usd: '1' },
    supply: '140000000',
  },
  {
    symbol: 'sUSDe',
    name: 'Staked USDe',
    decimals: 9,
    program: 'spl-token',
    kind: 'yield-stable',
    price: { usd: '1.18' },
    supply: '60000000',
  },
  {
    symbol: 'EURC',
    name: 'EURC',
    decimals: 6,
    program: 'spl-token',
    kind: 'stable',
    price: { usd: '1.16' },
    supply: '85000000',
  },
  {
    symbol: 'JitoSOL',
    name: 'Jito Staked SOL',
    decimals: 9,
    program: 'spl-token',
    kind: 'lst',
    price: { perSol: '1.2545' },
    supply: '14200000',
  },
  {
    symbol: 'mSOL',
    name: 'Marinade staked SOL',
    decimals: 9,
    program: 'spl-token',
    kind: 'lst',
    price: { perSol: '1.3218' },
    supply: '3100000',
  },
  {
    symbol: 'bSOL',
    name: 'BlazeStake Staked SOL',
    decimals: 9,
    program: 'spl-token',
    kind: 'lst',
    price: { perSol: '1.2936' },
    supply: '1200000',
  },
  {
    symbol: 'JupSOL',
    name: 'Jupiter Staked SOL',
    decimals: 9,
    program: 'spl-token',
    kind: 'lst',
    price: { perSol: '1.1122' },
    supply: '4300000',
  },
  {
    symbol: 'INF',
    name: 'Infinity',
    decimals: 9,
    program: 'spl-token',
    kind: 'lst',
    price: { perSol: '1.3305' },
    supply: '1500000',
  },
  {
    symbol: 'JLP',
    name: 'Jupiter Perps LP',
    decimals: 6,
    program: 'spl-token',
    kind: 'lp',
    price: { usd: '4.62' },
    supply: '410000000',
  },
  {
    symbol: 'ETH',
    name: 'Ether (Portal)',
    decimals: 8,
    program: 'spl-token',
    kind: 'major',
    price: { usd: '2610' },
    supply: '68000',
  },
  {
    symbol: 'cbBTC',
    name: 'Coinbase Wrapped BTC',
    decimals: 8,
    program: 'spl-token',
    kind: 'major',
    price: { usd: '104800' },
    supply: '4200',
  },
  {
    symbol: 'WBTC',
    name: 'Wrapped BTC (Portal)',
    decimals: 8,
    program: 'spl-token',
    kind: 'major',
    price: { usd: '104700' },
    supply: '1900',
  },
  {
    symbol: 'JUP',
    name: 'Jupiter',
    decimals: 6,
    program: 'spl-token',
    kind: 'altcoin',
    price: { usd: '0.54' },
    supply: '6860000000',
  },
  {
    symbol: 'JTO',
    name: 'Jito',
    decimals: 9,
    program: 'spl-token',
    kind: 'altcoin',
    price: { usd: '2.08' },
    supply: '1000000000',
  },
  {
    symbol: 'BONK',
    name: 'Bonk',
    decimals: 5,
    program: 'spl-token',
    kind: 'altcoin',
    price: { usd: '0.0000218' },
    supply: '88000000000000',
  },
  {
    symbol: 'WIF',
    name: 'dogwifhat',
    decimals: 6,
    program: 'spl-token',
    kind: 'altcoin',
    price: { usd: '0.94' },
    supply: '998900000',
  },
  {
    symbol: 'PYTH',
    name: 'Pyth Network',
    decimals: 6,
    program: 'spl-token',
    kind: 'altcoin',
    price: { usd: '0.128' },
    supply: '10000000000',
  },
  {
    symbol: 'RAY',
    name: 'Raydium',
    decimals: 6,
    program: 'spl-token',
    kind: 'altcoin',
    price: { usd: '2.41' },
    supply: '555000000',
  },
  {
    symbol: 'ORCA',
    name: 'Orca',
    decimals: 6,
    program: 'spl-token',
    kind: 'altcoin',
    price: { usd: '2.57' },
    supply: '99900000',
  },
  {
    symbol: 'Fartcoin',
    name: 'Fartcoin',
    decimals: 6,
    program: 'spl-token',
    kind: 'altcoin',
    price: { usd: '1.12' },
    supply: '999990000',
  },
  {
    symbol: NATIVE_TOKEN,
    name: NATIVE_TOKEN,
    decimals: 6,
    program: 'spl-token',
    kind: 'governance',
    price: { usd: '0.068' },
    supply: '10000000000',
  },
  {
    symbol: 'TSLAx',
    name: 'Tesla xStock',
    decimals: 8,
    program: 'spl-token-2022',
    kind: 'xstock',
    price: { usd: '331.20' },
    supply: '52000',
  },
  {
    symbol: 'NVDAx',
    name: 'NVIDIA xStock',
    decimals: 8,
    program: 'spl-token-2022',
    kind: 'xstock',
    price: { usd: '176.40' },
    supply: '61000',
  },
  {
    symbol: 'AAPLx',
    name: 'Apple xStock',
    decimals: 8,
    program: 'spl-token-2022',
    kind: 'xstock',
    price: { usd: '212.30' },
    supply: '38000',
  },
  {
    symbol: 'SPYx',
    name: 'SP500 xStock',
    decimals: 8,
    program: 'spl-token-2022',
    kind: 'xstock',
    price: { usd: '627.10' },
    supply: '24000',
  },
  {
    symbol: 'MSTRx',
    name: 'MicroStrategy xStock',
    decimals: 8,
    program: 'spl-token-2022',
    kind: 'xstock',
    price: { usd: '398.60' },
    supply: '17000',
  },
  {
    symbol: 'GOOGLx',
    name: 'Alphabet xStock',
    decimals: 8,
    program: 'spl-token-2022',
    kind: 'xstock',
    price: { usd: '191.80' },
    supply: '15000',
  },
];

/** Stable prices move by basis points, everything else by up to three percent. */
function jitter(prng: Prng, kind: TokenKind): string {
  const bound = kind === 'stable' ? '0.0015' : '0.03';
  return prng.decimal(`-${bound}`, bound, 4).toFixed();
}

export function buildTokens(
  seed: string,
  prng: Prng,
  brand: WorldBrand,
  mintAuthority: string,
): WorldToken[] {
  const solSpec = TOKEN_SPECS[0] as TokenSpec;
  const solPrice = new MathDecimal('usd' in solSpec.price ? solSpec.price.usd : '0').mul(
    new MathDecimal(1).plus(jitter(prng.fork('SOL'), 'native-sol')),
  );
  return TOKEN_SPECS.map((spec, index) => {
    const isNative = spec.symbol === NATIVE_TOKEN;
    const symbol = isNative ? brand.nativeTokenSymbol : spec.symbol;
    const name = isNative ? brand.productName : spec.name;
    const reference =
      'usd' in spec.price ? new MathDecimal(spec.price.usd) : solPrice.mul(spec.price.perSol);
    const price =
      spec.symbol === 'SOL'
        ? solPrice
        : reference.mul(new MathDecimal(1).plus(jitter(prng.fork(spec.symbol), spec.kind)));
    return {
      symbol,
      name,
      mint:
        spec.symbol === 'SOL'
          ? NATIVE_SOL_MINT
          : deriveAddress(seed, `mint:${spec.symbol}`).toBase58(),
      decimals: spec.decimals,
      tokenProgram: spec.program,
      kind: spec.kind,
      priceUsd: price.toSignificantDigits(6).toFixed(),
      supply: spec.supply,
      mintAuthority: spec.symbol === 'SOL' ? null : mintAuthority,
      // Scope index 0 stays empty: a chain of zeros reads as "no price".
      scopePriceIndex: index + 1,
      collateralId: index,
    };
  });
}

/** Looks a token up by symbol, with the catalogue's placeholder resolving to the brand token. */
export function tokenBySymbol(
  tokens: readonly WorldToken[],
  symbol: string,
  brand: WorldBrand,
): WorldToken {
  const wanted = symbol === NATIVE_TOKEN ? brand.nativeTokenSymbol : symbol;
  const token = tokens.find((t) => t.symbol === wanted);
  if (token === undefined) throw new Error(`Unknown token ${wanted}`);
  return token;
}
