import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createAddress, sameAddress } from '../../address/address';
import { toPublicKey } from '../../address/toPublicKey';
import { AccountDecodeError } from '../../errors/AccountDecodeError';
import { METEORA_DLMM_PROGRAM_ID, ORCA_WHIRLPOOL_PROGRAM_ID } from '../../programIds';
import { BIN_ARRAY_0_BASE64, BIN_ARRAY_MINUS_1_BASE64, LB_PAIR_BASE64 } from './meteora.fixture';
import {
  decodeMeteoraBinArray,
  encodeMeteoraBinArray,
  METEORA_BIN_ARRAY_SIZE,
  type MeteoraBin,
  meteoraBinArrayIndex,
  meteoraBinArrayIndexes,
  meteoraBinArrayPda,
  meteoraBinOffset,
  meteoraBinSlot,
} from './meteoraBinArray';
import {
  decodeMeteoraLbPair,
  encodeMeteoraLbPair,
  METEORA_LB_PAIR_SIZE,
  type MeteoraLbPairData,
} from './meteoraLbPair';
import {
  decodeMeteoraPosition,
  encodeMeteoraPosition,
  METEORA_POSITION_SIZE,
  type MeteoraPositionData,
  meteoraPositionShareOffset,
} from './meteoraPosition';

const key = (n: number) => createAddress(new Uint8Array(32).fill(n));
const owned = (data: Uint8Array) => ({ owner: METEORA_DLMM_PROGRAM_ID, data });
const fromBase64 = (text: string) => owned(new Uint8Array(Buffer.from(text, 'base64')));
const FIXTURE_PAIR = createAddress('9t3EyC9FweyL7PBWvKz3mrXg8B9fwFc9SK3QxM4ENqhd');

const pair: MeteoraLbPairData = {
  baseFactor: 10_000,
  minBinId: -443_636,
  maxBinId: 443_636,
  protocolShare: 2_000,
  pairType: 0,
  activeId: -1_234,
  binStep: 25,
  status: 0,
  tokenXMint: key(1),
  tokenYMint: key(2),
  reserveX: key(3),
  reserveY: key(4),
  protocolFeeAmountX: 5n,
  protocolFeeAmountY: 6n,
  oracle: key(5),
  lastUpdatedAt: 1_700_000_000n,
  creator: key(6),
};

const position: MeteoraPositionData = {
  lbPair: key(7),
  owner: key(8),
  liquidityShares: Array.from({ length: 70 }, (_, i) => (i < 5 ? (1n << 100n) + BigInt(i) : 0n)),
  lowerBinId: -3,
  upperBinId: 1,
  lastUpdatedAt: 1_700_000_001n,
  totalClaimedFeeXAmount: 7n,
  totalClaimedFeeYAmount: 8n,
  operator: key(9),
  lockReleaseSlot: 10n,
  feeOwner: key(10),
};

const bin = (n: bigint): MeteoraBin => ({
  amountX: n,
  amountY: n + 1n,
  price: 1n << 64n,
  liquiditySupply: (n << 64n) + 2n,
  rewardPerTokenStored: [n + 3n, n + 4n],
  feeAmountXPerTokenStored: n + 5n,
  feeAmountYPerTokenStored: n + 6n,
  amountXIn: n + 7n,
  amountYIn: n + 8n,
});

describe('Meteora LbPair', () => {
  it('round-trips through the 904-byte layout', () => {
    const bytes = encodeMeteoraLbPair(pair);
    expect(bytes.byteLength).toBe(METEORA_LB_PAIR_SIZE);
    expect(decodeMeteoraLbPair(key(11), owned(bytes))).toEqual({ ...pair, address: key(11) });
  });

  it('decodes a mainnet pair: active bin 0, bin step 10, its mints and reserves', () => {
    const decoded = decodeMeteoraLbPair(FIXTURE_PAIR, fromBase64(LB_PAIR_BASE64));
    expect(decoded.activeId).toBe(0);
    expect(decoded.binStep).toBe(10);
    expect(decoded.baseFactor).toBe(10_000);
    expect([decoded.minBinId, decoded.maxBinId]).toEqual([-35_163, 35_163]);
    expect(decoded.tokenXMint.toBase58()).toBe('BBZU4HYvY4qMGE5MbWsVxGweGBZJqGRsgH8tAEAKusNk');
    expect(decoded.tokenYMint.toBase58()).toBe('31iVdsS8fkURXg737XQwYhXVAuGv2vNYHjyDiURStkaU');
    expect(decoded.reserveX.toBase58()).toBe('DDVpGjEz7Ay6QSyCJX5FpJhnYYYFUJ5kNdwy3ZrQP9u6');
    expect(decoded.reserveY.toBase58()).toBe('9LqVUn45rtZqMmNSr7wSpJUy2Qqd6VE5q3QN7t7oJL8v');
    expect(decoded.oracle.toBase58()).toBe('FviPunh9kSt1XRBdHiWd5FNdTe5MJmqGfSEQdNfHTQV4');
  });

  it('rejects wrong-size bytes, another owner and another discriminator', () => {
    const bytes = encodeMeteoraLbPair(pair);
    expect(() => decodeMeteoraLbPair(key(11), owned(bytes.subarray(0, 900)))).toThrow(
      'data is 900 bytes, expected 904',
    );
    expect(() =>
      decodeMeteoraLbPair(key(11), { owner: ORCA_WHIRLPOOL_PROGRAM_ID, data: bytes }),
    ).toThrow(AccountDecodeError);
    expect(() => decodeMeteoraLbPair(key(11), owned(encodeMeteoraPosition(position)))).toThrow(
      /discriminator/,
    );
  });
});

describe('Meteora PositionV2', () => {
  it('round-trips through the 8120-byte layout with 70 u128 shares', () => {
    const bytes = encodeMeteoraPosition(position);
    expect(bytes.byteLength).toBe(METEORA_POSITION_SIZE);
    const decoded = decodeMeteoraPosition(key(12), owned(bytes));
    expect(decoded).toEqual({ ...position, address: key(12) });
    expect(decoded.liquidityShares).toHaveLength(70);
  });

  it('places share i at 72 + 16·i and the bin range at 7912', () => {
    const bytes = encodeMeteoraPosition(position);
    const view = new DataView(bytes.buffer);
    expect(view.getBigUint64(meteoraPositionShareOffset(2), true)).toBe(2n);
    expect(view.getBigUint64(meteoraPositionShareOffset(2) + 8, true)).toBe(1n << 36n);
    expect(view.getInt32(7912, true)).toBe(-3);
    expect(view.getInt32(7916, true)).toBe(1);
    expect(() => meteoraPositionShareOffset(70)).toThrow(RangeError);
  });

  it('rejects wrong-size bytes and more than 70 shares', () => {
    const bytes = encodeMeteoraPosition(position);
    expect(() => decodeMeteoraPosition(key(12), owned(bytes.subarray(0, 8000)))).toThrow(
      'data is 8000 bytes, expected 8120',
    );
    expect(() =>
      encodeMeteoraPosition({ ...position, liquidityShares: new Array(71).fill(0n) }),
    ).toThrow(RangeError);
  });
});

describe('Meteora BinArray', () => {
  it('round-trips 70 bins of 144 bytes', () => {
    const data = {
      index: -2n,
      version: 1,
      lbPair: key(13),
      bins: Array.from({ length: 70 }, (_, i) => bin(BigInt(i * 1_000))),
    };
    const bytes = encodeMeteoraBinArray(data);
    expect(bytes.byteLength).toBe(METEORA_BIN_ARRAY_SIZE);
    expect(METEORA_BIN_ARRAY_SIZE).toBe(10_136);
    expect(decodeMeteoraBinArray(key(14), owned(bytes))).toEqual({ ...data, address: key(14) });
    expect(meteoraBinOffset(69)).toBe(56 + 69 * 144);
  });

  it('decodes the mainnet bin arrays: liquidity = price·x + y·2^64 in every bin', () => {
    const below = decodeMeteoraBinArray(key(15), fromBase64(BIN_ARRAY_MINUS_1_BASE64));
    const above = decodeMeteoraBinArray(key(16), fromBase64(BIN_ARRAY_0_BASE64));
    expect([below.index, above.index]).toEqual([-1n, 0n]);
    expect(sameAddress(above.lbPair, FIXTURE_PAIR)).toBe(true);
    expect(above.version).toBe(2);
    // Bin 0 is the active bin: price 1.0 in Q64.64, only Y.
    expect(above.bins[0]).toMatchObject({ amountX: 0n, amountY: 6_451_612_902n, price: 1n << 64n });
    expect(above.bins[1]?.amountX).toBe(6_763_735_451_948n);
    // Bins −30..−1 sit in slots 40..69 of array −1 and hold only Y.
    expect(below.bins[40]?.amountY).toBe(6_451_612_902n);
    expect(below.bins[39]?.liquiditySupply).toBe(0n);
    for (const b of [...below.bins, ...above.bins]) {
      const liquidity = b.price * b.amountX + (b.amountY << 64n);
      // The program stores the supply as it minted it: within a rounding of the reserves.
      const diff = liquidity - b.liquiditySupply;
      expect(diff < 0n ? -diff : diff).toBeLessThanOrEqual(b.price * 2n + (1n << 65n));
    }
  });

  it('rejects wrong-size bytes', () => {
    const bytes = encodeMeteoraBinArray({ index: 0n, version: 1, lbPair: key(13), bins: [] });
    expect(() => decodeMeteoraBinArray(key(14), owned(bytes.subarray(0, 10_000)))).toThrow(
      'data is 10000 bytes, expected 10136',
    );
  });
});

describe('bin array addressing', () => {
  it('indexes bins by floor(id / 70), toward −∞ for negative ids', () => {
    expect([0, 69, 70, 139, -1, -70, -71, -140].map(meteoraBinArrayIndex)).toEqual([
      0n,
      0n,
      1n,
      1n,
      -1n,
      -1n,
      -2n,
      -2n,
    ]);
    expect(meteoraBinArrayIndexes(-3, 1)).toEqual([-1n, 0n]);
    expect(meteoraBinArrayIndexes(5, 60)).toEqual([0n]);
    expect(meteoraBinSlot(-1n, -1)).toBe(69);
    expect(meteoraBinSlot(-1n, -70)).toBe(0);
    expect(meteoraBinSlot(0n, -1)).toBeUndefined();
  });

  it('derives ["bin_array", pair, index as i64 LE] under the DLMM program', () => {
    const lbPair = FIXTURE_PAIR;
    const minusOne = Uint8Array.from([255, 255, 255, 255, 255, 255, 255, 255]);
    const [expected] = PublicKey.findProgramAddressSync(
      [Buffer.from('bin_array'), lbPair.toBytes(), minusOne],
      toPublicKey(METEORA_DLMM_PROGRAM_ID),
    );
    expect(sameAddress(meteoraBinArrayPda(lbPair, -1n).address, expected)).toBe(true);
    const two = Uint8Array.from([2, 0, 0, 0, 0, 0, 0, 0]);
    const [second] = PublicKey.findProgramAddressSync(
      [Buffer.from('bin_array'), lbPair.toBytes(), two],
      toPublicKey(METEORA_DLMM_PROGRAM_ID),
    );
    expect(sameAddress(meteoraBinArrayPda(lbPair, 2n).address, second)).toBe(true);
  });
});
