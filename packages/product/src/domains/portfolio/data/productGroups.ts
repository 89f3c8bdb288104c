import type { ObligationTag } from '@keel/chain-readers';

/** The position groups of the portfolio and of the side panel's Positions tab (D§2), in order. */
export const POSITION_GROUPS = ['Liquidity', 'Borrow/Lend', 'Multiply', 'Long/Short'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

/** Which group a lending obligation belongs to, by its tag. */
export function obligationGroup(tag: ObligationTag): PositionGroup {
  switch (tag) {
    case 'Multiply':
      return 'Multiply';
    case 'Leverage':
      return 'Long/Short';
    case 'Vanilla':
    case 'Lending':
      return 'Borrow/Lend';
  }
}
