import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../bytes/hex';
import { FARMS_DISCRIMINATORS } from './farms/discriminators';
import { KLEND_DISCRIMINATORS } from './klend/discriminators';
import { KLIQUIDITY_DISCRIMINATORS } from './kliquidity/discriminators';
import { ORACLE_PRICES_SPEC } from './scope/oraclePrices';

const anchorDiscriminator = (name: string) =>
  createHash('sha256').update(`account:${name}`).digest().subarray(0, 8).toString('hex');

describe('account discriminators', () => {
  const all: [string, Uint8Array][] = [
    ...Object.entries(KLEND_DISCRIMINATORS),
    ...Object.entries(KLIQUIDITY_DISCRIMINATORS),
    ...Object.entries(FARMS_DISCRIMINATORS),
    ['OraclePrices', ORACLE_PRICES_SPEC.discriminator],
  ];

  it.each(all)('%s is sha256("account:%s")[0..8]', (name, discriminator) => {
    expect(bytesToHex(discriminator)).toBe(anchorDiscriminator(name));
  });
});
