import type { AccountStore } from './accounts';
import { apiAddress, type DatasetContext, entityKey, lazy } from './context';
import { type Decimal, dec, sum, ZERO } from './decimal';
import { unit } from './noise';

/** Referrers ranked besides the sandbox wallets. */
const REFERRER_POPULATION = 1_400;

export interface ReferrerRow {
  wallet: string;
  rank: number;
  volumeUsd: Decimal;
  /** null for referrers whose users traded nothing in the past week. */
  weeklyRank: number | null;
  weeklyVolumeUsd: Decimal | null;
  referredUsers: number;
}

interface ReferrerEntry {
  wallet: string;
  volumeUsd: Decimal;
  weeklyVolumeUsd: Decimal | null;
  referredUsers: number;
}

/**
 * The referral leaderboard: referrers ranked by the volume of the users they referred, all
 * time and over the past week. The main sandbox wallet (owner of the seeded code) ranks by its
 * referred users' volume; wallets that made a code later have no volume yet and are not ranked.
 */
export class ReferralLeaderboard {
  constructor(
    private readonly ctx: DatasetContext,
    private readonly accounts: AccountStore,
  ) {}

  private readonly population = lazy((): ReferrerEntry[] =>
    Array.from({ length: REFERRER_POPULATION }, (_, index) => {
      const key = entityKey(this.ctx, `referrer:${index}`);
      // Long-tailed volumes: a few large referrers, many small ones.
      const volume = Math.round(500 / (unit(key, 0) * 0.998 + 0.002) ** 1.1);
      const weekly = unit(key, 1) < 0.4 ? null : Math.round(volume * unit(key, 2) * 0.1);
      return {
        wallet: apiAddress(this.ctx, `referrer-wallet:${index}`),
        volumeUsd: dec(volume),
        weeklyVolumeUsd: weekly === null ? null : dec(weekly),
        referredUsers: 1 + Math.floor(unit(key, 3) * 40),
      };
    }),
  );

  /** Every ranked referrer, highest all-time volume first. */
  rows(): ReferrerRow[] {
    const entries = [...this.population(), ...this.sandboxEntries()];
    entries.sort((a, b) => b.volumeUsd.comparedTo(a.volumeUsd) || a.wallet.localeCompare(b.wallet));
    const weekly = entries
      .filter((entry) => entry.weeklyVolumeUsd?.greaterThan(0))
      .sort(
        (a, b) =>
          (b.weeklyVolumeUsd ?? ZERO).comparedTo(a.weeklyVolumeUsd ?? ZERO) ||
          a.wallet.localeCompare(b.wallet),
      );
    const weeklyRank = new Map(weekly.map((entry, index) => [entry.wallet, index + 1]));
    return entries.map((entry, index) => ({
      ...entry,
      rank: index + 1,
      weeklyRank: weeklyRank.get(entry.wallet) ?? null,
    }));
  }

  find(wallet: string): ReferrerRow | undefined {
    return this.rows().find((row) => row.wallet === wallet);
  }

  /** Volumes summed over every ranked referrer. */
  totals() {
    const rows = this.rows();
    return {
      allTimeVolumeUsd: sum(rows.map((row) => row.volumeUsd)),
      weeklyVolumeUsd: sum(rows.map((row) => row.weeklyVolumeUsd ?? ZERO)),
      userCount: rows.reduce((total, row) => total + row.referredUsers, 0),
    };
  }

  /** Wallets with a code whose referred users traded: today only the seeded code's owner. */
  private sandboxEntries(): ReferrerEntry[] {
    return [...this.accounts.codesByWallet.keys()].flatMap((wallet) => {
      const users = this.accounts.referredUsers(wallet);
      if (users.length === 0) return [];
      const recent = users.filter((user) => user.referredOn > this.ctx.anchor - 7 * 86_400_000);
      return [
        {
          wallet,
          volumeUsd: sum(users.map((user) => dec(user.volumeUsd))),
          weeklyVolumeUsd:
            recent.length === 0 ? null : sum(recent.map((user) => dec(user.volumeUsd))),
          referredUsers: users.length,
        },
      ];
    });
  }
}
