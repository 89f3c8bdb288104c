import { type Address, DEFAULT_ADDRESS, sameAddress } from '../address/address';
import { type CollateralInfos, decodeCollateralInfos } from '../layouts/kliquidity/collateralInfos';
import {
  decodeWhirlpoolStrategy,
  WHIRLPOOL_STRATEGY_SIZE,
  type WhirlpoolStrategy,
} from '../layouts/kliquidity/whirlpoolStrategy';
import { decodeOraclePrices, type OraclePrices } from '../layouts/scope/oraclePrices';
import { KLIQUIDITY_PROGRAM_ID } from '../programIds';
import type { ChainRpc } from './chainRpc';
import { AccountNotFoundError } from './errors';
import {
  type BatchReadOptions,
  readDecodedAccounts,
  readMultipleAccounts,
} from './multipleAccounts';
import {
  decodeDexAccounts,
  meteoraBinArrayAddresses,
  type StrategyDexAccounts,
  withBinArrays,
} from './strategyDexAccounts';

export interface LiquidityReadOptions extends BatchReadOptions {
  programId?: Address;
}

/** Strategies at known addresses, batched; null where none exists. */
export async function readStrategies(
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>,
  addresses: readonly Address[],
  options: LiquidityReadOptions = {},
): Promise<(WhirlpoolStrategy | null)[]> {
  const decodeOptions = options.programId ? { programId: options.programId } : {};
  return readDecodedAccounts(
    rpc,
    addresses,
    (address, account) => decodeWhirlpoolStrategy(address, account, decodeOptions),
    options,
  );
}

/** Every strategy of the program: getProgramAccounts(dataSize 4064). */
export async function readAllStrategies(
  rpc: Pick<ChainRpc, 'getProgramAccounts'>,
  options: LiquidityReadOptions = {},
): Promise<WhirlpoolStrategy[]> {
  const programId = options.programId ?? KLIQUIDITY_PROGRAM_ID;
  const accounts = await rpc.getProgramAccounts(programId, {
    commitment: options.commitment,
    filters: [{ dataSize: WHIRLPOOL_STRATEGY_SIZE }],
  });
  return accounts.map(({ pubkey, account }) =>
    decodeWhirlpoolStrategy(pubkey, account, { programId }),
  );
}

/** Everything valuing a set of strategies needs, read in two batched rounds. */
export interface StrategyValuationAccounts {
  /** By strategy address (base58). */
  dexAccounts: Map<string, StrategyDexAccounts>;
  collateralInfos: CollateralInfos;
  /** Scope OraclePrices by address (base58), for every feed the strategies' tokens use. */
  oraclePrices: Map<string, OraclePrices>;
}

/**
 * Pools and positions of the strategies plus the CollateralInfos account (first round), then the
 * Scope price accounts their collateral infos point at and the bin arrays of the DLMM positions
 * (second round). Each round is batched. All-zero pool/position keys (a strategy without a
 * position) are not asked for.
 */
export async function readStrategyValuationAccounts(
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>,
  strategies: readonly WhirlpoolStrategy[],
  collateralInfosAddress: Address,
  options: BatchReadOptions = {},
): Promise<StrategyValuationAccounts> {
  const wanted = new Map<string, Address>();
  for (const strategy of strategies) {
    for (const key of [strategy.pool, strategy.position]) {
      if (!sameAddress(key, DEFAULT_ADDRESS)) wanted.set(key.toBase58(), key);
    }
  }
  const dexAddresses = [...wanted.values()];
  const [infosAccount, ...dexRaw] = await readMultipleAccounts(
    rpc,
    [collateralInfosAddress, ...dexAddresses],
    options,
  );
  if (!infosAccount) {
    throw new AccountNotFoundError(collateralInfosAddress.toBase58(), 'CollateralInfos');
  }
  const collateralInfos = decodeCollateralInfos(collateralInfosAddress, infosAccount);
  const fetched = new Map(dexAddresses.map((key, i) => [key.toBase58(), dexRaw[i] ?? null]));
  const decoded = new Map<string, StrategyDexAccounts>();
  const binArrays = new Map<string, Address>();
  for (const strategy of strategies) {
    const pool = fetched.get(strategy.pool.toBase58()) ?? null;
    const position = fetched.get(strategy.position.toBase58()) ?? null;
    const accounts = decodeDexAccounts(strategy, pool, position);
    decoded.set(strategy.address.toBase58(), accounts);
    for (const key of meteoraBinArrayAddresses(accounts)) binArrays.set(key.toBase58(), key);
  }
  const feedAddresses = scopeFeedsOf(strategies, collateralInfos);
  const binArrayAddresses = [...binArrays.values()];
  const secondRound = await readMultipleAccounts(
    rpc,
    [...feedAddresses, ...binArrayAddresses],
    options,
  );
  const oraclePrices = new Map<string, OraclePrices>();
  feedAddresses.forEach((address, i) => {
    const account = secondRound[i];
    if (account) oraclePrices.set(address.toBase58(), decodeOraclePrices(address, account));
  });
  const foundBinArrays = new Map(
    binArrayAddresses.map((key, i) => [
      key.toBase58(),
      secondRound[feedAddresses.length + i] ?? null,
    ]),
  );
  const dexAccounts = new Map<string, StrategyDexAccounts>();
  for (const [address, accounts] of decoded) {
    dexAccounts.set(address, withBinArrays(accounts, foundBinArrays));
  }
  return { dexAccounts, collateralInfos, oraclePrices };
}

/** The distinct Scope feeds named by the collateral infos of the strategies' two tokens. */
function scopeFeedsOf(
  strategies: readonly WhirlpoolStrategy[],
  collateralInfos: CollateralInfos,
): Address[] {
  const feeds = new Map<string, Address>();
  for (const strategy of strategies) {
    for (const id of [strategy.tokenACollateralId, strategy.tokenBCollateralId]) {
      const info =
        id < BigInt(collateralInfos.infos.length) ? collateralInfos.infos[Number(id)] : undefined;
      if (info && !sameAddress(info.scopeFeed, DEFAULT_ADDRESS)) {
        feeds.set(info.scopeFeed.toBase58(), info.scopeFeed);
      }
    }
  }
  return [...feeds.values()];
}
