import {
  decodeOrcaPosition,
  decodeOrcaWhirlpool,
  decodeRaydiumPool,
  decodeRaydiumPosition,
  sameAddress,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../chain/ledger-account';
import { clmmAmountsForLiquidity, clmmInRange, clmmLiquidityForAmounts } from './clmm-math';
import { liquidityFailure } from './kliquidity-errors';
import { poolProgramOf } from './kliquidity-programs';

/**
 * A strategy's concentrated-liquidity position with its pool (Orca Whirlpool / Position, Raydium
 * PoolState / PersonalPositionState), as far as the strategy program uses them: the price, the
 * range and the liquidity. The DEX itself is modelled by these accounts and the pool's vaults.
 */
export interface PoolPosition {
  pool: { meta: AccountMetaView; state: LedgerAccount };
  position: { meta: AccountMetaView; state: LedgerAccount };
  sqrtPriceX64: bigint;
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
  poolLiquidity: bigint;
  /** Byte offsets of the u128 liquidity fields (LAYOUTS §3.2). */
  offsets: { pool: number; position: number };
}

const OFFSETS = {
  ORCA: { pool: 49, position: 72 },
  RAYDIUM: { pool: 237, position: 81 },
} as const;

function load(context: InstructionContext, meta: AccountMetaView, strategy: WhirlpoolStrategy) {
  const state = context.read(meta.address);
  if (state === null) throw liquidityFailure('StrategyPositionNotValid');
  if (!state.owner.equals(poolProgramOf(strategy.strategyDex))) {
    throw liquidityFailure('AccountNotBelongToDEX');
  }
  return { meta, state };
}

/**
 * The strategy's CLMM pool and position, null for a DLMM strategy (its pair, position and bins
 * are loaded by dlmm-position.ts).
 */
export function loadPoolPosition(
  context: InstructionContext,
  strategy: WhirlpoolStrategy,
  poolMeta: AccountMetaView,
  positionMeta: AccountMetaView,
): PoolPosition | null {
  const dex = strategy.strategyDex;
  if (dex === 'METEORA') return null;
  const pool = load(context, poolMeta, strategy);
  const position = load(context, positionMeta, strategy);
  try {
    if (dex === 'ORCA') {
      const whirlpool = decodeOrcaWhirlpool(poolMeta.address, pool.state);
      const orca = decodeOrcaPosition(positionMeta.address, position.state);
      if (!sameAddress(orca.whirlpool, poolMeta.address))
        throw new Error('position of another pool');
      return {
        pool,
        position,
        sqrtPriceX64: whirlpool.sqrtPrice,
        tickLower: orca.tickLowerIndex,
        tickUpper: orca.tickUpperIndex,
        liquidity: orca.liquidity,
        poolLiquidity: whirlpool.liquidity,
        offsets: OFFSETS.ORCA,
      };
    }
    const raydiumPool = decodeRaydiumPool(poolMeta.address, pool.state);
    const raydium = decodeRaydiumPosition(positionMeta.address, position.state);
    if (!sameAddress(raydium.poolId, poolMeta.address)) throw new Error('position of another pool');
    return {
      pool,
      position,
      sqrtPriceX64: raydiumPool.sqrtPriceX64,
      tickLower: raydium.tickLowerIndex,
      tickUpper: raydium.tickUpperIndex,
      liquidity: raydium.liquidity,
      poolLiquidity: raydiumPool.liquidity,
      offsets: OFFSETS.RAYDIUM,
    };
  } catch {
    throw liquidityFailure('InvalidPositionAccount');
  }
}

/** Raw A and B that `liquidity` of the position stands for (rounded down, or up to deposit). */
export function amountsForLiquidity(
  position: PoolPosition,
  liquidity: bigint,
  roundUp = false,
): { a: bigint; b: bigint } {
  return clmmAmountsForLiquidity(position, liquidity, roundUp);
}

/** The most liquidity `a` and `b` can add at the pool's price (floored, see clmm-math.ts). */
export function liquidityForAmounts(position: PoolPosition, a: bigint, b: bigint): bigint {
  return clmmLiquidityForAmounts(position, a, b);
}

/** The position's and the pool's new liquidity, written as the DEX program writes them. */
export function writeLiquidity(
  context: InstructionContext,
  position: PoolPosition,
  strategy: WhirlpoolStrategy,
  delta: bigint,
): void {
  const program = poolProgramOf(strategy.strategyDex);
  const inRange = clmmInRange(position);
  const patch = (state: LedgerAccount, offset: number, value: bigint) => {
    const data = Buffer.from(state.data);
    data.writeBigUInt64LE(value & ((1n << 64n) - 1n), offset);
    data.writeBigUInt64LE(value >> 64n, offset + 8);
    return { ...state, data };
  };
  context.writeAs(
    program,
    position.position.meta.address,
    patch(position.position.state, position.offsets.position, position.liquidity + delta),
  );
  if (inRange) {
    context.writeAs(
      program,
      position.pool.meta.address,
      patch(position.pool.state, position.offsets.pool, position.poolLiquidity + delta),
    );
  }
}
