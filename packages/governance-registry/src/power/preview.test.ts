import { describe, expect, it } from 'vitest';
import { mintConfig } from '../testing/fixtures';
import type { LockupKind } from '../vsr/lockup';
import { emptyVotingMintConfig } from '../vsr/votingMintConfig';
import { previewDeposit } from './preview';

const DAY = 86_400n;
const NOW = 1_750_000_000n;
// baseline 1.0, max extra 2.0, saturation one year: a one-year cliff triples the weight.
const registrar = {
  votingMints: [
    mintConfig({ baseline: 1_000_000_000n, maxExtra: 2_000_000_000n, saturationSecs: 365n * DAY }),
  ],
  timeOffset: 0n,
};

function preview(kind: LockupKind, periods: number) {
  return previewDeposit({
    registrar,
    votingMintConfigIdx: 0,
    amountNative: 1_000_000n,
    kind,
    periods,
    chainUnixTs: NOW,
  });
}

describe('previewDeposit', () => {
  it('changes with the lockup choice', () => {
    expect(preview('none', 0).votingPower.total).toBe(1_000_000n);
    expect(preview('cliff', 365).votingPower.total).toBe(3_000_000n);
    expect(preview('cliff', 73).votingPower.total).toBe(1_400_000n);
    expect(preview('constant', 73).votingPower.total).toBe(1_400_000n);
    const daily = preview('daily', 365).votingPower.total;
    expect(daily).toBeGreaterThan(1_000_000n);
    expect(daily).toBeLessThan(3_000_000n);
    expect(preview('monthly', 12).votingPower.total).toBeLessThan(3_000_000n);
  });

  it('gives the multiplier as a Decimal', () => {
    expect(preview('cliff', 365).multiplier?.toString()).toBe('3');
    expect(preview('cliff', 73).multiplier?.toString()).toBe('1.4');
  });

  it('builds the entry as the program would', () => {
    expect(preview('monthly', 2).entry).toEqual({
      lockup: { kind: 'monthly', startTs: NOW, endTs: NOW + 2n * 2_628_000n },
      amountDepositedNative: 1_000_000n,
      amountInitiallyLockedNative: 1_000_000n,
      isUsed: true,
      allowClawback: false,
      votingMintConfigIdx: 0,
    });
  });

  it('adds the registrar time offset', () => {
    const shifted = previewDeposit({
      registrar: { ...registrar, timeOffset: DAY },
      votingMintConfigIdx: 0,
      amountNative: 1n,
      kind: 'cliff',
      periods: 1,
      chainUnixTs: NOW,
    });
    expect(shifted.entry.lockup.startTs).toBe(NOW + DAY);
  });

  it('refuses what the program refuses', () => {
    expect(() => preview('cliff', 73_001)).toThrow(expect.objectContaining({ code: 6010 }));
    expect(() =>
      previewDeposit({
        registrar: { votingMints: [emptyVotingMintConfig()], timeOffset: 0n },
        votingMintConfigIdx: 0,
        amountNative: 1n,
        kind: 'none',
        periods: 0,
        chainUnixTs: NOW,
      }),
    ).toThrow(expect.objectContaining({ code: 6014 }));
  });
});
