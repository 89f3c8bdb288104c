import {
  decodeMeteoraBinArray,
  decodeMeteoraLbPair,
  decodeMeteoraPosition,
  METEORA_BIN_FIELDS,
  type MeteoraBinArray,
  type MeteoraLbPair,
  type MeteoraPosition,
  meteoraBinArrayIndex,
  meteoraBinOffset,
  meteoraBinSlot,
  meteoraPositionShareOffset,
  sameAddress,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../chain/ledger-account';
import { binOutAmounts } from './dlmm-bin-math';
import { liquidityFailure } from './kliquidity-errors';
import { poolProgramOf } from './kliquidity-programs';
import { sharesPart } from './strategy-maths';

interface Loaded<T> {
  meta: AccountMetaView;
  state: LedgerAccount;
  data: T;
}

/**
 * A DLMM strategy's position with its pair and the bin arrays its bins sit in (the strategy's
 * tick arrays), as far as the strategy program uses them: the position's share of each bin.
 */
export interface DlmmPoolPosition {
  pool: Loaded<MeteoraLbPair>;
  position: Loaded<MeteoraPosition>;
  binArrays: Loaded<MeteoraBinArray>[];
}

/**
 * What a deposit puts into one bin (or a withdrawal takes out of it): the position's liquidity
 * shares minted (burnt) and the X and Y moved into (out of) the bin's reserves.
 */
export interface DlmmBinRemoval {
  binId: number;
  share: bigint;
  x: bigint;
  y: bigint;
}

function owned(context: InstructionContext, meta: AccountMetaView, strategy: WhirlpoolStrategy) {
  const state = context.read(meta.address);
  if (state === null) throw liquidityFailure('StrategyPositionNotValid');
  if (!state.owner.equals(poolProgramOf(strategy.strategyDex))) {
    throw liquidityFailure('AccountNotBelongToDEX');
  }
  return state;
}

/**
 * The DLMM pair, position and bin arrays of a METEORA strategy (null for other exchanges). The
 * position must be of the pair and the bin arrays of the pair, and together they must hold every
 * bin the position has a share of.
 */
export function loadDlmmPosition(
  context: InstructionContext,
  strategy: WhirlpoolStrategy,
  metas: { pool: AccountMetaView; position: AccountMetaView; binArrays: AccountMetaView[] },
): DlmmPoolPosition | null {
  if (strategy.strategyDex !== 'METEORA') return null;
  const poolState = owned(context, metas.pool, strategy);
  const positionState = owned(context, metas.position, strategy);
  try {
    const pair = decodeMeteoraLbPair(metas.pool.address, poolState);
    const position = decodeMeteoraPosition(metas.position.address, positionState);
    if (!sameAddress(position.lbPair, metas.pool.address))
      throw new Error('position of another pair');
    const binArrays = metas.binArrays.flatMap((meta) => {
      const state = context.read(meta.address);
      if (state === null) return [];
      const data = decodeMeteoraBinArray(meta.address, state);
      if (!sameAddress(data.lbPair, metas.pool.address)) throw new Error('bins of another pair');
      return [{ meta, state, data }];
    });
    const loaded = {
      pool: { meta: metas.pool, state: poolState, data: pair },
      position: { meta: metas.position, state: positionState, data: position },
      binArrays,
    };
    position.liquidityShares.forEach((share, i) => {
      const binId = position.lowerBinId + i;
      if (share > 0n && binId <= position.upperBinId && binOf(loaded, binId) === undefined) {
        throw new Error(`bin ${binId} is in no bin array given`);
      }
    });
    return loaded;
  } catch {
    throw liquidityFailure('InvalidPositionAccount');
  }
}

export function binOf(position: Pick<DlmmPoolPosition, 'binArrays'>, binId: number) {
  const index = meteoraBinArrayIndex(binId);
  const array = position.binArrays.find((candidate) => candidate.data.index === index);
  const slot = meteoraBinSlot(index, binId);
  if (array === undefined || slot === undefined) return undefined;
  const bin = array.data.bins[slot];
  return bin === undefined ? undefined : { array, slot, bin };
}

/**
 * Raw A (X) and B (Y) the position's shares stand for: in every bin of its range what its share
 * would take out (`Bin::calculate_out_amount`, rounded down), summed; bins in no loaded bin
 * array count as empty.
 */
export function dlmmInvested(position: DlmmPoolPosition): { a: bigint; b: bigint } {
  const { data } = position.position;
  let a = 0n;
  let b = 0n;
  for (let binId = data.lowerBinId; binId <= data.upperBinId; binId += 1) {
    const found = binOf(position, binId);
    const share = data.liquidityShares[binId - data.lowerBinId] ?? 0n;
    if (found === undefined) continue;
    const out = binOutAmounts(share, found.bin);
    a += out.x;
    b += out.y;
  }
  return { a, b };
}

/**
 * The part of every bin a withdrawal of `sharesAmount` of `sharesIssued` strategy shares takes:
 * that fraction of the position's share of the bin (rounded down), and the X and Y it stands for
 * (rounded down, as the DLMM program pays a removal).
 */
export function dlmmRemovals(
  position: DlmmPoolPosition,
  sharesAmount: bigint,
  sharesIssued: bigint,
): DlmmBinRemoval[] {
  const { data } = position.position;
  const removals: DlmmBinRemoval[] = [];
  for (let binId = data.lowerBinId; binId <= data.upperBinId; binId += 1) {
    const held = data.liquidityShares[binId - data.lowerBinId] ?? 0n;
    const found = binOf(position, binId);
    const share = sharesPart(held, sharesAmount, sharesIssued);
    if (share === 0n || found === undefined) continue;
    const out = binOutAmounts(share, found.bin);
    removals.push({ binId, share, x: out.x, y: out.y });
  }
  return removals;
}

function writeU64(data: Buffer, offset: number, value: bigint): void {
  data.writeBigUInt64LE(value, offset);
}

function writeU128(data: Buffer, offset: number, value: bigint): void {
  data.writeBigUInt64LE(value & ((1n << 64n) - 1n), offset);
  data.writeBigUInt64LE(value >> 64n, offset + 8);
}

/**
 * The removals written as the DLMM program writes them: each bin's reserves and supply, and the
 * position's shares, go down by what was taken.
 */
export function writeDlmmRemovals(
  context: InstructionContext,
  position: DlmmPoolPosition,
  strategy: WhirlpoolStrategy,
  removals: readonly DlmmBinRemoval[],
): void {
  writeDlmmBinChanges(context, position, strategy, removals, -1n);
}

/**
 * Deposits into bins written as the DLMM program writes them (`Bin::deposit`,
 * `PositionV2::deposit`): each bin's reserves and supply, and the position's shares, go up; a bin
 * without a stored price gets its price (`get_or_store_bin_price`).
 */
export function writeDlmmDeposits(
  context: InstructionContext,
  position: DlmmPoolPosition,
  strategy: WhirlpoolStrategy,
  deposits: readonly (DlmmBinRemoval & { priceX64: bigint })[],
): void {
  writeDlmmBinChanges(context, position, strategy, deposits, 1n);
}

function writeDlmmBinChanges(
  context: InstructionContext,
  position: DlmmPoolPosition,
  strategy: WhirlpoolStrategy,
  changes: readonly (DlmmBinRemoval & { priceX64?: bigint })[],
  sign: 1n | -1n,
): void {
  const program = poolProgramOf(strategy.strategyDex);
  const { data: held } = position.position;
  const positionBytes = Buffer.from(position.position.state.data);
  const arrays = new Map(
    position.binArrays.map((array) => [array.data.index, Buffer.from(array.state.data)]),
  );
  for (const change of changes) {
    const found = binOf(position, change.binId);
    const bytes = found && arrays.get(found.array.data.index);
    if (found === undefined || bytes === undefined) continue;
    const base = meteoraBinOffset(found.slot);
    writeU64(bytes, base + METEORA_BIN_FIELDS.amountX, found.bin.amountX + sign * change.x);
    writeU64(bytes, base + METEORA_BIN_FIELDS.amountY, found.bin.amountY + sign * change.y);
    writeU128(
      bytes,
      base + METEORA_BIN_FIELDS.liquiditySupply,
      found.bin.liquiditySupply + sign * change.share,
    );
    if (found.bin.price === 0n && change.priceX64 !== undefined) {
      writeU128(bytes, base + METEORA_BIN_FIELDS.price, change.priceX64);
    }
    const i = change.binId - held.lowerBinId;
    writeU128(
      positionBytes,
      meteoraPositionShareOffset(i),
      (held.liquidityShares[i] ?? 0n) + sign * change.share,
    );
  }
  context.writeAs(program, position.position.meta.address, {
    ...position.position.state,
    data: positionBytes,
  });
  for (const array of position.binArrays) {
    const data = arrays.get(array.data.index);
    if (data !== undefined) context.writeAs(program, array.meta.address, { ...array.state, data });
  }
}
