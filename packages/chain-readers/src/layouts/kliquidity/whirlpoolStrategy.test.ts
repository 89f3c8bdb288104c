import { describe, expect, it } from 'vitest';
import { sameAddress } from '../../address/address';
import { ByteReader } from '../../bytes/ByteReader';
import { AccountDecodeError } from '../../errors/AccountDecodeError';
import { KLIQUIDITY_PROGRAM_ID } from '../../programIds';
import { SAMPLE_ADDRESS } from '../../testing/accountCatalog';
import { sampleWhirlpoolStrategy } from '../../testing/samples/kliquidity';
import { InvalidDexError } from './dex';
import { decodeWhirlpoolStrategy, encodeWhirlpoolStrategy } from './whirlpoolStrategy';

const decode = (data: Uint8Array) =>
  decodeWhirlpoolStrategy(SAMPLE_ADDRESS, { owner: KLIQUIDITY_PROGRAM_ID, data });

describe('WhirlpoolStrategy layout', () => {
  const data = sampleWhirlpoolStrategy(4);

  it('puts the fields valuing needs where LAYOUTS §3.1 says', () => {
    const reader = new ByteReader(encodeWhirlpoolStrategy({ ...data, strategyDex: 'RAYDIUM' }));
    expect(sameAddress(reader.pubkey(112), data.pool)).toBe(true);
    expect(sameAddress(reader.pubkey(272), data.position)).toBe(true);
    expect(reader.u64(624)).toBe(data.tokenAAmounts);
    expect(reader.u64(640)).toBe(data.tokenACollateralId);
    expect(sameAddress(reader.pubkey(720), data.sharesMint)).toBe(true);
    expect(reader.u64(800)).toBe(data.sharesIssued);
    expect(reader.u64(856)).toBe(data.rewards[0]?.collateralId);
    expect(reader.u64(1544)).toBe(1n);
  });

  it('spreads reward i over its three places', () => {
    const reader = new ByteReader(encodeWhirlpoolStrategy(data));
    const reward = data.rewards[2];
    expect(reader.u64(928)).toBe(reward?.amount);
    expect(reader.u64(976)).toBe(BigInt(reward?.decimals ?? -1));
    expect(reader.u64(1024)).toBe(reward?.amountCumulative);
    expect(reader.u64(1168)).toBe(reward?.fee);
  });

  it("rejects an unknown dex with 'Invalid dex number'", () => {
    const bytes = encodeWhirlpoolStrategy(data);
    bytes[1544] = 7;
    try {
      decode(bytes);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AccountDecodeError);
      expect((error as AccountDecodeError).reason).toBe('value');
      expect((error as AccountDecodeError).message).toContain('Invalid dex number');
      expect((error as Error).cause).toBeInstanceOf(InvalidDexError);
    }
  });

  it('reads an all-zero farm as none', () => {
    expect(decode(encodeWhirlpoolStrategy({ ...data, farm: null })).farm).toBeNull();
  });
});
