import { randomUUID } from 'node:crypto';
import type { SandboxWorld } from '../../world/types';
import { apiAddress, type DatasetContext, entityKey } from './context';
import { dec, fixed } from './decimal';
import { unitRange } from './noise';
import type { NotificationInput } from './notifications';
import { DAY_MS, HOUR_MS } from './time';

/** The one referral code that exists from the start (matched ignoring case). */
export const VALID_REFERRAL_CODE = 'SANDBOX';
/** How long a referral message may be signed. */
const MESSAGE_VALIDITY_MS = 10 * 60_000;

export interface ReferralCodeRecord {
  code: string;
  referrer: string;
  pda: string;
}

export interface ScreeningRecord {
  lastScreened: number | null;
  hasRisk: boolean;
}

export interface ReferralSession {
  session: string;
  message: string;
  expiresOn: number;
}

/**
 * What users change through the API (screening records, referral codes, signing sessions) and
 * what tests push (notifications). Reset to the seeded state by `/__control/reset`.
 */
export class AccountStore {
  readonly screening = new Map<string, ScreeningRecord>();
  /** Verdicts a screening request gives; by default only the flagged sandbox wallet is risky. */
  readonly riskVerdicts = new Map<string, boolean>();
  readonly codesByWallet = new Map<string, ReferralCodeRecord>();
  readonly sessions = new Map<string, ReferralSession>();
  readonly pushedNotifications = new Map<string, NotificationInput[]>();

  constructor(private readonly ctx: () => DatasetContext) {
    this.reset();
  }

  reset(): void {
    const ctx = this.ctx();
    this.screening.clear();
    this.riskVerdicts.clear();
    this.codesByWallet.clear();
    this.sessions.clear();
    this.pushedNotifications.clear();
    for (const wallet of ctx.world.wallets) {
      const flagged = wallet.role === 'flagged';
      this.riskVerdicts.set(wallet.publicKey, flagged);
      this.screening.set(wallet.publicKey, {
        lastScreened: ctx.anchor - (flagged ? 1 : 2) * DAY_MS,
        hasRisk: flagged,
      });
      if (wallet.role === 'ordinary')
        this.codesByWallet.set(wallet.publicKey, {
          code: VALID_REFERRAL_CODE,
          referrer: wallet.publicKey,
          pda: apiAddress(ctx, `referral-pda:${wallet.publicKey}`),
        });
    }
  }

  /** A screening request: records the verdict now. */
  screen(wallet: string, now: number): ScreeningRecord {
    const record = { lastScreened: now, hasRisk: this.riskVerdicts.get(wallet) ?? false };
    this.screening.set(wallet, record);
    return record;
  }

  codeByName(code: string): ReferralCodeRecord | undefined {
    const wanted = code.toUpperCase();
    for (const record of this.codesByWallet.values())
      if (record.code.toUpperCase() === wanted) return record;
    return undefined;
  }

  /** Who referred a wallet: the flagged sandbox wallet and the referred users used the code. */
  referrerOf(wallet: string): ReferralCodeRecord | undefined {
    const referred = this.referredUsers(mainWallet(this.ctx().world) ?? '');
    return referred.some((user) => user.user === wallet)
      ? this.codeByName(VALID_REFERRAL_CODE)
      : undefined;
  }

  referredUsers(wallet: string): Array<{ user: string; volumeUsd: string; referredOn: number }> {
    const ctx = this.ctx();
    const owner = this.codeByName(VALID_REFERRAL_CODE);
    if (!owner || owner.referrer !== wallet) return [];
    const flagged = ctx.world.wallets.find((w) => w.role === 'flagged')?.publicKey;
    const users = [
      ...(flagged ? [flagged] : []),
      ...Array.from({ length: 24 }, (_, index) => apiAddress(ctx, `points-wallet:${index * 37}`)),
    ];
    return users.map((user, index) => {
      const key = entityKey(ctx, `referred:${user}`);
      return {
        user,
        volumeUsd: fixed(dec(unitRange(key, 0, 50, 250_000).toFixed(2)), 2),
        referredOn: ctx.anchor - (index * 9 + 3) * DAY_MS - index * HOUR_MS,
      };
    });
  }

  /** A fresh message to sign for creating or changing a referral code. */
  newSession(wallet: string, now: number): ReferralSession {
    const session = randomUUID();
    const record = {
      session,
      message: `Sign this message to set your referral code.\nWallet: ${wallet}\nSession: ${session}`,
      expiresOn: now + MESSAGE_VALIDITY_MS,
    };
    this.sessions.set(wallet, record);
    return record;
  }

  pdaFor(wallet: string): string {
    return apiAddress(this.ctx(), `referral-pda:${wallet}`);
  }
}

function mainWallet(world: SandboxWorld): string | undefined {
  return world.wallets.find((wallet) => wallet.role === 'ordinary')?.publicKey;
}
