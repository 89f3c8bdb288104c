import type { WorldWallet } from '../../world/types';
import { type DatasetContext, entityKey } from './context';
import { unit } from './noise';
import { DAY_MS, HOUR_MS, iso } from './time';

export const NOTIFICATION_TYPES = [
  'earning-updates',
  'public-notifications',
  'position-warnings',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A bell message in the notification-message shape (timestamp, text, metadata). */
export interface NotificationMessage {
  id: string;
  timestamp: string;
  text: string;
  metadata: {
    title: string;
    notificationTypeHumanReadableId: NotificationType;
    actions: Array<{ label: string; url: string }>;
  };
}

export interface NotificationInput {
  time: number;
  type: NotificationType;
  title: string;
  text: string;
  actions: Array<{ label: string; url: string }>;
}

const PUBLIC_NOTICES: ReadonlyArray<[string, string]> = [
  ['New market live', 'A new isolated lending market is open for deposits.'],
  ['Season 3 points', 'Points now accrue at the season 3 rates. See the rules for details.'],
  ['Scheduled upgrade', 'A backend upgrade may slow the app for up to 3 hours tonight.'],
  ['New liquidity strategies', 'Three new automated liquidity strategies are live.'],
  ['Borrow caps raised', 'Borrow caps of the main market were raised for SOL and USDC.'],
  ['Governance vote', 'A governance proposal is open for voting until Friday.'],
  ['Farm rewards extended', 'Reward programmes on stablecoin reserves were extended by 60 days.'],
  ['Earn vaults', 'Earn vaults now rebalance across more reserves.'],
];

function message(id: string, input: NotificationInput): NotificationMessage {
  return {
    id,
    timestamp: iso(input.time),
    text: input.text,
    metadata: {
      title: input.title,
      notificationTypeHumanReadableId: input.type,
      actions: input.actions,
    },
  };
}

/**
 * The bell feed of a wallet, newest first: public notices for everyone; for the main sandbox
 * wallet also earning updates and position warnings, with more than ten in its last day.
 */
export function notificationFeed(
  ctx: DatasetContext,
  wallet: string,
  pushed: readonly NotificationInput[],
): NotificationMessage[] {
  const { anchor } = ctx;
  const owner = ctx.world.wallets.find((candidate) => candidate.publicKey === wallet);
  const inputs: NotificationInput[] = PUBLIC_NOTICES.map(([title, text], index) => ({
    time: anchor - (3 + index * 7) * DAY_MS - index * HOUR_MS,
    type: 'public-notifications',
    title,
    text,
    actions: [{ label: 'Read more', url: '/' }],
  }));
  if (owner?.role === 'ordinary') inputs.push(...mainWalletMessages(ctx, owner));
  const feed = [
    ...inputs.map((input, index) => message(`${wallet.slice(0, 8)}-${index}`, input)),
    ...pushed.map((input, index) => message(`${wallet.slice(0, 8)}-pushed-${index}`, input)),
  ];
  return feed.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || a.id.localeCompare(b.id));
}

function mainWalletMessages(ctx: DatasetContext, owner: WorldWallet): NotificationInput[] {
  const key = entityKey(ctx, `notifications:${owner.publicKey}`);
  const inputs: NotificationInput[] = [];
  const risky = owner.obligations.find((o) => o.scenario === 'near-liquidation');
  // Twelve messages within the last 24 hours: the unread badge shows '10+'.
  for (let index = 0; index < 12; index += 1) {
    const time = ctx.anchor - Math.floor((index + unit(key, index)) * 1.9 * HOUR_MS);
    if (risky && index % 3 === 0) {
      inputs.push({
        time,
        type: 'position-warnings',
        title: 'Position close to liquidation',
        text: `Your ${risky.market} market loan is at ${Math.round(Number(risky.loanToValue) * 100)}% LTV. Repay or add collateral to stay safe.`,
        actions: [{ label: 'Manage position', url: `/lending/obligation/${risky.address}` }],
      });
    } else {
      inputs.push({
        time,
        type: 'earning-updates',
        title: 'Rewards update',
        text: `Your positions earned rewards in the last ${index + 1} hours. Claim them from the portfolio.`,
        actions: [{ label: 'View portfolio', url: '/portfolio' }],
      });
    }
  }
  for (let week = 1; week <= 10; week += 1) {
    inputs.push({
      time: ctx.anchor - week * 7 * DAY_MS - 5 * HOUR_MS,
      type: 'earning-updates',
      title: 'Weekly earnings',
      text: `Weekly summary ${week}: your strategies and loans earned fees and interest this week.`,
      actions: [{ label: 'View portfolio', url: '/portfolio' }],
    });
  }
  return inputs;
}
