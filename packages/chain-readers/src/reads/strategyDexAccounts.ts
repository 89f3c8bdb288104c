import type { AccountBytes } from '../layouts/accountBytes';
import { decodeOrcaPosition, type OrcaPosition } from '../layouts/kliquidity/orcaPosition';
import { decodeOrcaWhirlpool, type OrcaWhirlpool } from '../layouts/kliquidity/orcaWhirlpool';
import { decodeRaydiumPool, type RaydiumPool } from '../layouts/kliquidity/raydiumPool';
import { decodeRaydiumPosition, type RaydiumPosition } from '../layouts/kliquidity/raydiumPosition';
import type { WhirlpoolStrategy } from '../layouts/kliquidity/whirlpoolStrategy';

/**
 * The DEX pool and position of a strategy. Meteora's LbPair/PositionV2 layouts are not in the
 * reference IDLs, so for METEORA the accounts are not decoded (null).
 */
export type StrategyDexAccounts =
  | { dex: 'ORCA'; pool: OrcaWhirlpool | null; position: OrcaPosition | null }
  | { dex: 'RAYDIUM'; pool: RaydiumPool | null; position: RaydiumPosition | null }
  | { dex: 'METEORA'; pool: null; position: null };

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
      return { dex: 'METEORA', pool: null, position: null };
  }
}
