import {
  decodeOrcaPosition,
  decodeOrcaWhirlpool,
  decodeRaydiumPool,
  decodeRaydiumPosition,
  sameAddress,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import {
  MathDecimal,
  positionTokenAmounts,
  sqrtPriceAtTick,
  sqrtPriceFromX64,
} from '@keel/core-math';
import { poolProgramOf } from '@keel/liquidity-programs';
import type Decimal from 'decimal.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../chain/ledger-account';
import { liquidityFailure } from './kliquidity-errors';

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
  if (!state.owner.equals(toPublicKey(poolProgramOf(strategy.strategyDex)))) {
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
  const amounts = positionTokenAmounts({
    liquidity: liquidity.toString(),
    sqrtPriceX64: position.sqrtPriceX64.toString(),
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
    roundUp,
  });
  return { a: BigInt(amounts.a.toFixed(0)), b: BigInt(amounts.b.toFixed(0)) };
}

/** The most liquidity `a` and `b` can add at the pool's price (MATH §7.1 inverted, floored). */
export function liquidityForAmounts(position: PoolPosition, a: bigint, b: bigint): bigint {
  const s = sqrtPriceFromX64(position.sqrtPriceX64.toString());
  const lower = sqrtPriceAtTick(position.tickLower);
  const upper = sqrtPriceAtTick(position.tickUpper);
  const rawA = new MathDecimal(a.toString());
  const rawB = new MathDecimal(b.toString());
  const fromA = (from: Decimal) => rawA.times(from).times(upper).div(upper.minus(from));
  const fromB = (to: Decimal) => rawB.div(to.minus(lower));
  const liquidity = s.lte(lower)
    ? fromA(lower)
    : s.gte(upper)
      ? fromB(upper)
      : MathDecimal.min(fromA(s), fromB(s));
  return BigInt(liquidity.floor().toFixed(0));
}

/** The position's and the pool's new liquidity, written as the DEX program writes them. */
export function writeLiquidity(
  context: InstructionContext,
  position: PoolPosition,
  strategy: WhirlpoolStrategy,
  delta: bigint,
): void {
  const program = poolProgramOf(strategy.strategyDex);
  const s = sqrtPriceFromX64(position.sqrtPriceX64.toString());
  const inRange =
    s.gte(sqrtPriceAtTick(position.tickLower)) && s.lt(sqrtPriceAtTick(position.tickUpper));
  const patch = (state: LedgerAccount, offset: number, value: bigint) => {
    const data = Buffer.from(state.data);
    data.writeBigUInt64LE(value & ((1n << 64n) - 1n), offset);
    data.writeBigUInt64LE(value >> 64n, offset + 8);
    return { ...state, data };
  };
  context.writeAs(
    toPublicKey(program),
    position.position.meta.address,
    patch(position.position.state, position.offsets.position, position.liquidity + delta),
  );
  if (inRange) {
    context.writeAs(
      toPublicKey(program),
      position.pool.meta.address,
      patch(position.pool.state, position.offsets.pool, position.poolLiquidity + delta),
    );
  }
}
