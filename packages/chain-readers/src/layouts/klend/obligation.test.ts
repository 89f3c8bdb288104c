import { describe, expect, it } from 'vitest';
import { sameAddress } from '../../address/address';
import { ByteReader } from '../../bytes/ByteReader';
import { KLEND_PROGRAM_ID } from '../../programIds';
import { SAMPLE_ADDRESS } from '../../testing/accountCatalog';
import { sampleObligation } from '../../testing/samples/klend';
import { decodeObligation, encodeObligation } from './obligation';
import { OBLIGATION_TAGS } from './obligationTag';

const decode = (data: Uint8Array) =>
  decodeObligation(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data });

describe('Obligation layout', () => {
  it.each(OBLIGATION_TAGS.map((tag, value) => [tag, value] as const))(
    'stores tag %s as %i at offset 8',
    (tag, value) => {
      const bytes = encodeObligation({ ...sampleObligation(1), tag });
      expect(new ByteReader(bytes).u64(8)).toBe(BigInt(value));
      expect(decode(bytes).tag).toBe(tag);
    },
  );

  it('rejects an unknown tag as a value error', () => {
    const bytes = encodeObligation(sampleObligation(1));
    bytes[8] = 4;
    expect(() => decode(bytes)).toThrow(expect.objectContaining({ reason: 'value' }));
  });

  it('puts deposit i at 96 + 136·i and borrow i at 1208 + 200·i, owner at 64', () => {
    const data = { ...sampleObligation(2) };
    const full = sampleObligation(9);
    data.deposits = full.deposits.length > 1 ? full.deposits : sampleObligation(4).deposits;
    const reader = new ByteReader(encodeObligation(data));
    expect(sameAddress(reader.pubkey(64), data.owner)).toBe(true);
    data.deposits.forEach((deposit, i) => {
      expect(sameAddress(reader.pubkey(96 + 136 * i), deposit.depositReserve)).toBe(true);
      expect(reader.u64(96 + 136 * i + 32)).toBe(deposit.depositedAmount);
    });
    data.borrows.forEach((borrow, i) => {
      expect(sameAddress(reader.pubkey(1208 + 200 * i), borrow.borrowReserve)).toBe(true);
    });
    expect(reader.u8(2285)).toBe(data.elevationGroup);
  });

  it('skips empty deposit slots wherever they are', () => {
    const data = sampleObligation(3);
    const deposit = {
      depositReserve: data.owner,
      depositedAmount: 5n,
      marketValue: data.depositedValue,
      borrowedAmountAgainstThisCollateralInElevationGroup: 0n,
    };
    const bytes = encodeObligation({ ...data, deposits: [deposit, deposit, deposit] });
    bytes.fill(0, 96, 96 + 136 * 2);
    const decoded = decode(bytes);
    expect(decoded.deposits).toHaveLength(1);
    expect(decoded.deposits[0]?.depositedAmount).toBe(5n);
  });

  it('refuses more deposits or borrows than the account holds', () => {
    const data = sampleObligation(3);
    const deposit = data.deposits[0] ?? sampleObligation(4).deposits[0];
    if (!deposit) throw new Error('sample has no deposit');
    expect(() => encodeObligation({ ...data, deposits: Array(9).fill(deposit) })).toThrow(
      RangeError,
    );
  });
});
