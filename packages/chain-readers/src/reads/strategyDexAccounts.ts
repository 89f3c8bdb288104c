import type { Address } from '../address/address';
import type { AccountBytes } from '../layouts/accountBytes';
import {
  decodeMeteoraBinArray,
  type MeteoraBinArray,
  meteoraBinArrayIndexes,
  meteoraBinArrayPda,
} from '../layouts/kliquidity/meteoraBinArray';
import { decodeMeteoraLbPair, type MeteoraLbPair } from '../layouts/kliquidity/meteoraLbPair';
import { decodeMeteoraPosition, type MeteoraPosition } from '../layouts/kliquidity/meteoraPosition';
import { decodeOrcaPosition, type OrcaPosition } from '../layouts/kliquidity/orcaPosition';
import { decodeOrcaWhirlpool, type OrcaWhirlpool } from '../layouts/kliquidity/orcaWhirlpool';
import { decodeRaydiumPool, type RaydiumPool } from '../layouts/kliquidity/raydiumPool';
import { decodeRaydiumPosition, type RaydiumPosition } from '../layouts/kliquidity/raydiumPosition';
import type { WhirlpoolStrategy } from '../layouts/kliquidity/whirlpoolStrategy';

/**
 * The DEX pool and position of a strategy; for METEORA also the bin arrays covering the
 * position's bins (those that exist, ascending by index; empty until read).
 */
export type StrategyDexAccounts =
  | { dex: 'ORCA'; pool: OrcaWhirlpool | null; position: OrcaPosition | null }
  | { dex: 'RAYDIUM'; pool: RaydiumPool | null; position: RaydiumPosition | null }
  | {
      dex: 'METEORA';
      pool: MeteoraLbPair | null;
      position: MeteoraPosition | null;
      binArrays: MeteoraBinArray[];
    };

/** Decodes a strategy's pool and position with the layouts of its DEX; absent accounts are null. */
export function decodeDexAccounts(
  strategy: WhirlpoolStrategy,
  pool: AccountBytes | null,
  position: AccountBytes | null,
): StrategyDexAccounts {
  switch (strategy.strategyDex) {
    case 'ORCA':
      return {
        dex: 'ORCA',
        pool: pool && decodeOrcaWhirlpool(strategy.pool, pool),
        position: position && decodeOrcaPosition(strategy.position, position),
      };
    case 'RAYDIUM':
      return {
        dex: 'RAYDIUM',
        pool: pool && decodeRaydiumPool(strategy.pool, pool),
        position: position && decodeRaydiumPosition(strategy.position, position),
      };
    case 'METEORA':
      return {
        dex: 'METEORA',
        pool: pool && decodeMeteoraLbPair(strategy.pool, pool),
        position: position && decodeMeteoraPosition(strategy.position, position),
        binArrays: [],
      };
  }
}

/**
 * Addresses of the bin arrays a decoded DLMM position needs (its pair's arrays covering
 * lowerBinId..upperBinId); none for other exchanges, a missing position or an inverted range.
 */
export function meteoraBinArrayAddresses(accounts: StrategyDexAccounts): Address[] {
  if (accounts.dex !== 'METEORA' || accounts.position === null) return [];
  const { lbPair, lowerBinId, upperBinId } = accounts.position;
  if (upperBinId < lowerBinId) return [];
  return meteoraBinArrayIndexes(lowerBinId, upperBinId).map(
    (index) => meteoraBinArrayPda(lbPair, index).address,
  );
}

/** The DLMM accounts with the bin arrays that were found (absent ones left out). */
export function withBinArrays(
  accounts: StrategyDexAccounts,
  found: ReadonlyMap<string, AccountBytes | null>,
): StrategyDexAccounts {
  if (accounts.dex !== 'METEORA') return accounts;
  const binArrays: MeteoraBinArray[] = [];
  for (const address of meteoraBinArrayAddresses(accounts)) {
    const account = found.get(address.toBase58());
    if (account) binArrays.push(decodeMeteoraBinArray(address, account));
  }
  return { ...accounts, binArrays };
}
