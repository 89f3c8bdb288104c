import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../config/defaults';
import { generateWorld } from '../../world/generate-world';
import { VALID_REFERRAL_CODE } from './accounts';
import { SandboxDataset } from './dataset';
import { notificationFeed } from './notifications';
import { HOUR_MS } from './time';

const world = generateWorld({ seed: 'accounts-test', brand: DEFAULT_BRAND });
const dataset = new SandboxDataset({ world, slug: 'acme', now: Date.UTC(2026, 1, 1), cdnUrl: 'x' });
const [ordinary, flagged] = world.wallets;

describe('AccountStore', () => {
  it('starts with the valid code (any case) and the two screening records', () => {
    const store = dataset.accounts;
    expect(store.codeByName(VALID_REFERRAL_CODE.toLowerCase())?.referrer).toBe(ordinary?.publicKey);
    expect(store.codeByName('OTHER')).toBeUndefined();
    expect(store.screening.get(flagged?.publicKey ?? '')?.hasRisk).toBe(true);
    expect(store.screening.get(ordinary?.publicKey ?? '')?.hasRisk).toBe(false);
  });

  it('records screening requests and forgets them on reset', () => {
    const store = dataset.accounts;
    const record = store.screen('someone', 123);
    expect(record).toEqual({ lastScreened: 123, hasRisk: false });
    expect(store.screen(flagged?.publicKey ?? '', 5).hasRisk).toBe(true);
    store.reset();
    expect(store.screening.has('someone')).toBe(false);
  });
});

describe('notificationFeed', () => {
  it('gives the main wallet more than ten messages in its last day, newest first', () => {
    const feed = notificationFeed(dataset.ctx, ordinary?.publicKey ?? '', []);
    const recent = feed.filter((m) => Date.parse(m.timestamp) > dataset.ctx.anchor - 24 * HOUR_MS);
    expect(recent.length).toBeGreaterThan(10);
    const times = feed.map((m) => m.timestamp);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('gives other wallets the public notices only', () => {
    const feed = notificationFeed(dataset.ctx, flagged?.publicKey ?? '', []);
    expect(new Set(feed.map((m) => m.metadata.notificationTypeHumanReadableId))).toEqual(
      new Set(['public-notifications']),
    );
  });
});
