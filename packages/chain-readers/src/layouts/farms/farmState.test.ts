import { describe, expect, it } from 'vitest';
import { sameAddress } from '../../address/address';
import { ByteReader } from '../../bytes/ByteReader';
import { FARMS_PROGRAM_ID } from '../../programIds';
import { SAMPLE_ADDRESS } from '../../testing/accountCatalog';
import { sampleFarmState } from '../../testing/samples/farms';
import { decodeFarmState, encodeFarmState } from './farmState';

const decode = (data: Uint8Array) =>
  decodeFarmState(SAMPLE_ADDRESS, { owner: FARMS_PROGRAM_ID, data });

describe('FarmState layout', () => {
  const base = sampleFarmState(6);
  const reward = {
    token: base.token,
    rewardsVault: base.farmVault,
    rewardsAvailable: 1000n,
    rewardScheduleCurve: [
      { tsStart: 0n, rewardPerTimeUnit: 10n },
      { tsStart: 1_700_000_000n, rewardPerTimeUnit: 5n },
    ],
    minClaimDurationSeconds: 0n,
    lastIssuanceTs: 1n,
    rewardsIssuedUnclaimed: 2n,
    rewardsIssuedCumulative: 3n,
    rewardPerShareScaled: 10n ** 18n,
    rewardType: 'Constant' as const,
    rewardsPerSecondDecimals: 4,
  };
  const data = { ...base, rewardInfos: [reward, reward] };

  it('stores the staked mint at 72, reward i at 192 + 704·i and the reward count at 7232', () => {
    const reader = new ByteReader(encodeFarmState(data));
    expect(sameAddress(reader.pubkey(72), base.token.mint)).toBe(true);
    expect(reader.u64(192 + 704 + 152)).toBe(1000n);
    expect(reader.u64(7232)).toBe(2n);
    expect(reader.u8(192 + 536)).toBe(1);
  });

  it('fills unused curve points with tsStart u64::MAX and drops them on decode', () => {
    const bytes = encodeFarmState(data);
    const reader = new ByteReader(bytes);
    expect(reader.u64(192 + 160 + 2 * 16)).toBe(2n ** 64n - 1n);
    expect(decode(bytes).rewardInfos[0]?.rewardScheduleCurve).toEqual(reward.rewardScheduleCurve);
  });

  it('rejects a reward count above 10 and unknown enum values', () => {
    const tooMany = encodeFarmState(data);
    tooMany[7232] = 11;
    expect(() => decode(tooMany)).toThrow(expect.objectContaining({ reason: 'value' }));
    const badUnit = encodeFarmState(data);
    badUnit[7360] = 2;
    expect(() => decode(badUnit)).toThrow(expect.objectContaining({ reason: 'value' }));
  });

  it('reads a delegated farm with its delegate authority', () => {
    const decoded = decode(encodeFarmState({ ...data, delegateAuthority: base.farmAdmin }));
    expect(sameAddress(decoded.delegateAuthority, base.farmAdmin)).toBe(true);
    expect(
      decode(encodeFarmState({ ...data, delegateAuthority: null })).delegateAuthority,
    ).toBeNull();
  });
});
