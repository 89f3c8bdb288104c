import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../config/defaults';
import { generateWorld } from '../../world/generate-world';
import { SandboxDataset } from './dataset';
import { dec, sum } from './decimal';

const world = generateWorld({ seed: 'referral-test', brand: DEFAULT_BRAND });
const dataset = new SandboxDataset({
  world,
  slug: 'acme',
  now: Date.UTC(2026, 0, 15, 12),
  cdnUrl: 'http://cdn.test',
});
const wallet = (role: string) => {
  const found = world.wallets.find((w) => w.role === role);
  if (!found) throw new Error(`no ${role} wallet`);
  return found.publicKey;
};

describe('referral leaderboard', () => {
  const board = dataset.referralLeaderboard();
  const rows = board.rows();

  it('ranks referrers by referred volume, high to low, ranks 1..n', () => {
    expect(rows.length).toBeGreaterThan(1_000);
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i - 1]?.volumeUsd.greaterThanOrEqualTo(rows[i]?.volumeUsd ?? 0)).toBe(true);
  });

  it('ranks the week apart: only referrers with weekly volume have a weekly rank', () => {
    const weekly = rows.filter((row) => row.weeklyRank !== null);
    expect(weekly.length).toBeGreaterThan(0);
    expect(weekly.length).toBeLessThan(rows.length);
    expect(new Set(weekly.map((row) => row.weeklyRank)).size).toBe(weekly.length);
    const first = weekly.find((row) => row.weeklyRank === 1);
    const best = Math.max(...weekly.map((row) => row.weeklyVolumeUsd?.toNumber() ?? 0));
    expect(first?.weeklyVolumeUsd?.toNumber()).toBe(best);
  });

  it('places the seeded code owner by its referred users, and not a wallet with a new code', () => {
    const owner = wallet('ordinary');
    const referred = dataset.accounts.referredUsers(owner);
    const row = board.find(owner);
    expect(row?.referredUsers).toBe(referred.length);
    expect(row?.volumeUsd.toFixed(2)).toBe(
      sum(referred.map((user) => dec(user.volumeUsd))).toFixed(2),
    );
    const newcomer = wallet('flagged');
    dataset.accounts.codesByWallet.set(newcomer, { code: 'NEW1', referrer: newcomer, pda: 'P' });
    expect(board.find(newcomer)).toBeUndefined();
    expect(board.rows()).toHaveLength(rows.length);
  });
});
