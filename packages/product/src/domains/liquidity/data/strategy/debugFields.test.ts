import { createAddress } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { debugFields, hexDump } from './debugFields';

describe('the strategy debug view', () => {
  it('lists decoded fields by path, keys as addresses, big numbers exact', () => {
    const key = createAddress('So11111111111111111111111111111111111111112');
    expect(
      debugFields({
        pool: key,
        sharesIssued: 12345678901234567890n,
        price: new MathDecimal('1.000000000000000001'),
        dex: 'ORCA',
        rewards: [{ amount: 1n }, { amount: 2n }],
        seed: new Uint8Array([1, 255]),
      }),
    ).toEqual([
      { path: 'pool', value: key.toBase58() },
      { path: 'sharesIssued', value: '12345678901234567890' },
      { path: 'price', value: '1.000000000000000001' },
      { path: 'dex', value: '"ORCA"' },
      { path: 'rewards[0].amount', value: '1' },
      { path: 'rewards[1].amount', value: '2' },
      { path: 'seed', value: '0x01ff' },
    ]);
  });

  it('cuts long arrays with a count of the rest', () => {
    const rows = debugFields({ bins: Array.from({ length: 70 }, (_, i) => i) });
    expect(rows).toHaveLength(17);
    expect(rows.at(-1)).toEqual({ path: 'bins[…]', value: '54 more' });
  });

  it('dumps bytes 16 to a line with their offset', () => {
    const dump = hexDump(Uint8Array.from({ length: 18 }, (_, i) => i));
    expect(dump.split('\n')).toEqual([
      '000000  00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f',
      '000010  10 11',
    ]);
  });
});
