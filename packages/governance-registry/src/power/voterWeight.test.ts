import { sameAddress } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { depositEntry, mintConfig, testKey } from '../testing/fixtures';
import type { DepositEntry } from '../vsr/depositEntry';
import type { LockupKind } from '../vsr/lockup';
import type { VotingMintConfig } from '../vsr/votingMintConfig';
import { applyDeposit, applyResetLockup, applyWithdraw, newDepositEntry } from './bookkeeping';
import { unlockedAmount } from './tokenAmounts';
import { voterWeight, voterWeightLockedGuaranteed } from './voterWeight';

const HOUR = 3_600n;
const DAY = 86_400n;
const T0 = 1_700_000_000n;

function registrarWith(config: VotingMintConfig, timeOffset = 0n) {
  return { votingMints: [config], timeOffset };
}

/** A one-deposit voter replayed through the program's bookkeeping, as the integration tests do. */
function scenario(config: VotingMintConfig, kind: LockupKind, periods: number, amount: bigint) {
  const registrar = registrarWith(config);
  let entry: DepositEntry = applyDeposit(
    newDepositEntry({ kind, periods, now: T0, votingMintConfigIdx: 0 }),
    amount,
    T0,
  );
  return {
    weightAt: (offset: bigint) => voterWeight(registrar, { deposits: [entry] }, T0 + offset).votes,
    unlockedAt: (offset: bigint) => unlockedAmount(entry, T0 + offset),
    deposit: (offset: bigint, more: bigint) => {
      entry = applyDeposit(entry, more, T0 + offset);
    },
    withdraw: (offset: bigint, less: bigint) => {
      entry = applyWithdraw(entry, less, T0 + offset);
    },
    reset: (offset: bigint, to: LockupKind, count: number) => {
      entry = applyResetLockup(entry, to, count, T0 + offset);
    },
  };
}

// Factors of the integration tests are floats × 1e9 (tests/program_test/addin.rs).
const ONE = 1_000_000_000n;

describe('test_deposit_cliff.rs (VSR.md §7.3)', () => {
  const config = mintConfig({ baseline: ONE, maxExtra: ONE, saturationSecs: 2n * DAY });
  const s = scenario(config, 'cliff', 3, 9_000n);

  it('weighs 18 000 at the start and after one day, 13 500 after two', () => {
    expect(s.weightAt(0n)).toBe(18_000n);
    expect(s.weightAt(DAY)).toBe(18_000n);
    expect(s.weightAt(2n * DAY)).toBe(13_500n);
  });

  it('has nothing withdrawable before 72 h', () => {
    expect(s.unlockedAt(72n * HOUR - 1n)).toBe(0n);
    expect(() => s.withdraw(71n * HOUR, 1n)).toThrow(expect.objectContaining({ code: 6008 }));
  });

  it('after adding 1000 and passing 73 h weighs the vault (10 000), all withdrawable', () => {
    s.deposit(2n * DAY, 1_000n);
    expect(s.weightAt(73n * HOUR)).toBe(10_000n);
    expect(s.unlockedAt(73n * HOUR)).toBe(10_000n);
  });
});

describe('test_deposit_constant.rs (VSR.md §7.3)', () => {
  const config = mintConfig({ baseline: ONE, maxExtra: ONE, saturationSecs: 2n * DAY });
  const s = scenario(config, 'constant', 2, 9_000n);

  it('weighs 18 000 and does not decay after 3 days; nothing is withdrawable', () => {
    expect(s.weightAt(0n)).toBe(18_000n);
    expect(s.weightAt(3n * DAY)).toBe(18_000n);
    expect(s.unlockedAt(3n * DAY)).toBe(0n);
  });

  it('weighs 20 000 after adding 1000', () => {
    s.deposit(3n * DAY, 1_000n);
    expect(s.weightAt(3n * DAY)).toBe(20_000n);
  });

  it('cannot be reset to a 1-day cliff, can to a 2-day cliff keeping 20 000', () => {
    expect(() => s.reset(3n * DAY, 'cliff', 1)).toThrow(expect.objectContaining({ code: 6010 }));
    s.reset(3n * DAY, 'cliff', 2);
    expect(s.weightAt(3n * DAY)).toBe(20_000n);
  });

  it('is all withdrawable after 6 days', () => {
    expect(s.unlockedAt(6n * DAY)).toBe(10_000n);
    expect(s.weightAt(6n * DAY)).toBe(10_000n);
  });
});

describe('test_deposit_daily_vesting.rs (VSR.md §7.3)', () => {
  const config = mintConfig({ baseline: ONE, maxExtra: ONE / 2n, saturationSecs: 60n * HOUR });
  const s = scenario(config, 'daily', 3, 9_000n);

  it('weighs 12 300 at the start (= 9000 × (1 + 0.5 × (60+48+24)/60/3)) and 12 250 after 1 h', () => {
    expect(s.weightAt(0n)).toBe(12_300n);
    expect(s.weightAt(HOUR)).toBe(12_250n);
  });

  it('has 3000 withdrawable after 25 h (3001 fails); weighs 7750 after withdrawing it', () => {
    expect(s.unlockedAt(25n * HOUR)).toBe(3_000n);
    expect(() => s.withdraw(25n * HOUR, 3_001n)).toThrow(expect.objectContaining({ code: 6008 }));
    s.withdraw(25n * HOUR, 3_000n);
    expect(s.weightAt(25n * HOUR)).toBe(7_750n);
  });

  it('weighs 14 208 after adding 5000', () => {
    s.deposit(25n * HOUR, 5_000n);
    expect(s.weightAt(25n * HOUR)).toBe(14_208n);
  });

  it('after 49 h and +1000 has 5500 withdrawable; weighs 7745 after withdrawing it', () => {
    s.deposit(49n * HOUR, 1_000n);
    expect(s.unlockedAt(49n * HOUR)).toBe(5_500n);
    s.withdraw(49n * HOUR, 5_500n);
    // The test asserts the float 6500 × (1 + 0.5 × 23/60), truncated.
    expect(s.weightAt(49n * HOUR)).toBe(BigInt(Math.trunc(6_500 * (1 + (0.5 * 23) / 60))));
    expect(s.weightAt(49n * HOUR)).toBe(7_745n);
  });

  it('after 73 h everything is unlocked and the weight equals the vault', () => {
    expect(s.unlockedAt(73n * HOUR)).toBe(6_500n);
    expect(s.weightAt(73n * HOUR)).toBe(6_500n);
  });
});

describe('tests without lockup weight (test_voting.rs and others)', () => {
  it('weighs baseline × deposit when max extra is 0 (baseline 2.0)', () => {
    const config = mintConfig({ baseline: 2n * ONE, maxExtra: 0n, saturationSecs: DAY });
    for (const kind of ['none', 'monthly', 'cliff'] as const) {
      expect(scenario(config, kind, kind === 'none' ? 0 : 2, 1_000n).weightAt(0n)).toBe(2_000n);
    }
  });
});

describe('voterWeight', () => {
  const config = mintConfig({ baseline: ONE, maxExtra: ONE, saturationSecs: 10n * DAY });
  const deposits: DepositEntry[] = [
    depositEntry({ kind: 'cliff', startTs: T0, endTs: T0 + 5n * DAY }, 1_000n),
    { ...depositEntry({ kind: 'none', startTs: T0, endTs: T0 }, 500n), isUsed: false },
    depositEntry({ kind: 'none', startTs: T0, endTs: T0 }, 300n),
    depositEntry({ kind: 'daily', startTs: T0, endTs: T0 + 2n * DAY }, 200n),
  ];

  it('sums used deposits: votes, locked and unlocked tokens', () => {
    const weight = voterWeight(registrarWith(config), { deposits }, T0 + DAY);
    expect(weight.isVotingRegistry).toBe(true);
    // cliff: 1000 + 1000 × 4/10; none: 300; daily: 200 + 200 × 1 day / (2 × 10 days)
    expect(weight.votes).toBe(1_400n + 300n + 210n);
    expect(weight.votesBaseline).toBe(1_500n);
    expect(weight.amountLocked).toBe(1_000n + 100n);
    expect(weight.tokens).toBe(300n + 100n);
    expect(weight.deposits.map((d) => d.index)).toEqual([0, 2, 3]);
    expect(weight.byMint).toHaveLength(1);
    expect(weight.byMint[0]).toMatchObject({
      deposited: 1_500n,
      amountLocked: 1_100n,
      tokens: 400n,
    });
  });

  it('adds the registrar time offset to the chain clock', () => {
    const shifted = voterWeight(registrarWith(config, DAY), { deposits }, T0);
    expect(shifted.now).toBe(T0 + DAY);
    expect(shifted.votes).toBe(voterWeight(registrarWith(config), { deposits }, T0 + DAY).votes);
  });

  it('gives zero for a wallet without a voter account', () => {
    expect(voterWeight(registrarWith(config), null, T0)).toMatchObject({
      votes: 0n,
      tokens: 0n,
      deposits: [],
    });
  });

  it('reports the end and next vesting of each lockup', () => {
    const [cliff, , daily] = voterWeight(registrarWith(config), { deposits }, T0 + DAY).deposits;
    expect(cliff?.locking).toEqual({ amount: 1_000n, endTimestamp: T0 + 5n * DAY, vesting: null });
    expect(daily?.locking).toEqual({
      amount: 100n,
      endTimestamp: T0 + 2n * DAY,
      vesting: { rate: 100n, nextTimestamp: T0 + 2n * DAY },
    });
  });

  it('refuses a deposit pointing past the voting mints (6014)', () => {
    const broken = [
      { ...depositEntry({ kind: 'none', startTs: 0n, endTs: 0n }, 1n), votingMintConfigIdx: 4 },
    ];
    expect(() => voterWeight(registrarWith(config), { deposits: broken }, T0)).toThrow(
      expect.objectContaining({ code: 6014 }),
    );
  });

  it('sums guaranteed locked power and refuses at < curr (6037)', () => {
    const registrar = registrarWith(config);
    expect(voterWeightLockedGuaranteed(registrar, { deposits }, T0, T0 + DAY)).toBe(400n + 10n);
    expect(() => voterWeightLockedGuaranteed(registrar, { deposits }, T0, T0 - 1n)).toThrow(
      expect.objectContaining({ code: 6037 }),
    );
  });

  it('keys by mint for several voting mints', () => {
    const second = mintConfig({
      baseline: ONE,
      maxExtra: 0n,
      saturationSecs: DAY,
      mint: testKey(9),
    });
    const registrar = { votingMints: [config, second], timeOffset: 0n };
    const mixed = [
      depositEntry({ kind: 'none', startTs: 0n, endTs: 0n }, 5n, 5n, 1),
      depositEntry({ kind: 'none', startTs: 0n, endTs: 0n }, 7n, 7n, 0),
    ];
    const weight = voterWeight(registrar, { deposits: mixed }, T0);
    expect(weight.byMint.map((m) => [m.votingMintConfigIdx, m.tokens])).toEqual([
      [0, 7n],
      [1, 5n],
    ]);
    expect(sameAddress(weight.byMint[1]?.mint, testKey(9))).toBe(true);
  });
});
