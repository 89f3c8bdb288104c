import { binOutAmounts, binPriceX64, depositShares } from './dlmm-bin-math';
import { binOf, type DlmmBinRemoval, type DlmmPoolPosition } from './dlmm-position';

/** What an invest puts into one bin: the X and Y moved in, the shares minted, the bin's price. */
type DlmmBinDeposit = DlmmBinRemoval & { priceX64: bigint };

/** `total` spread evenly over `count` entries, the remainder on the first. */
function even(total: bigint, count: number): bigint[] {
  if (count === 0) return [];
  const each = total / BigInt(count);
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? each + total - each * BigInt(count) : each,
  );
}

interface Shape {
  /** Whether the weights are the position's own amounts (else the spot flags 1 / 0). */
  own: boolean;
  bins: { binId: number; x: bigint; y: bigint }[];
}

/**
 * How the invest fills the bins of the range: in the shape the position already has (its amounts
 * in every bin, so the active bin takes both tokens in its current ratio, bins below only Y,
 * bins above only X), or — for a position holding nothing — the spot shape: X over the bins above
 * the active bin, Y over the bins below it (the active bin takes a token no other bin of the
 * range can take).
 */
function shape(position: DlmmPoolPosition): Shape {
  const { lowerBinId, upperBinId, liquidityShares } = position.position.data;
  const held: Shape['bins'] = [];
  for (let binId = lowerBinId; binId <= upperBinId; binId += 1) {
    const found = binOf(position, binId);
    const share = liquidityShares[binId - lowerBinId] ?? 0n;
    const out = found === undefined ? { x: 0n, y: 0n } : binOutAmounts(share, found.bin);
    held.push({ binId, x: out.x, y: out.y });
  }
  if (held.some((bin) => bin.x > 0n || bin.y > 0n)) return { own: true, bins: held };
  const active = position.pool.data.activeId;
  const above = held.some((bin) => bin.binId > active);
  const below = held.some((bin) => bin.binId < active);
  return {
    own: false,
    bins: held.map(({ binId }) => ({
      binId,
      x: binId > active || (binId === active && !above) ? 1n : 0n,
      y: binId < active || (binId === active && !below) ? 1n : 0n,
    })),
  };
}

/**
 * The bins an invest of `a` (X) and `b` (Y) fills and what each gets: the position's own shape
 * scaled by one factor, the largest both tokens allow (every bin keeps its ratio), or for an empty
 * position each token spread evenly over its spot bins; amounts rounded down, the shares minted
 * per `depositShares` (the DLMM program's per-bin deposit). What rounding leaves stays uninvested.
 */
export function dlmmDeposits(position: DlmmPoolPosition, a: bigint, b: bigint): DlmmBinDeposit[] {
  const { own, bins } = shape(position);
  const sumX = bins.reduce((sum, bin) => sum + bin.x, 0n);
  const sumY = bins.reduce((sum, bin) => sum + bin.y, 0n);
  let amountsOf: (bin: { x: bigint; y: bigint }) => { x: bigint; y: bigint };
  if (own) {
    // The factor num / den: A's when A is the scarcer side, else B's.
    const byA = sumY === 0n || (sumX > 0n && a * sumY <= b * sumX);
    const [num, den] = byA ? [a, sumX] : [b, sumY];
    amountsOf = (bin) => ({ x: (bin.x * num) / den, y: (bin.y * num) / den });
  } else {
    const spotX = even(a, Number(sumX));
    const spotY = even(b, Number(sumY));
    amountsOf = (bin) => ({
      x: bin.x > 0n ? (spotX.shift() ?? 0n) : 0n,
      y: bin.y > 0n ? (spotY.shift() ?? 0n) : 0n,
    });
  }
  const deposits: DlmmBinDeposit[] = [];
  for (const bin of bins) {
    const found = binOf(position, bin.binId);
    const { x, y } = amountsOf(bin);
    if (found === undefined || (x === 0n && y === 0n)) continue;
    const priceX64 =
      found.bin.price > 0n ? found.bin.price : binPriceX64(bin.binId, position.pool.data.binStep);
    const share = depositShares(x, y, priceX64, found.bin);
    if (share === 0n) continue;
    deposits.push({ binId: bin.binId, share, x, y, priceX64 });
  }
  return deposits;
}
