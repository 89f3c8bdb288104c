import { describe, expect, it } from 'vitest';
import { resolvePortfolioOwner } from './portfolioOwner';
import { obligationGroup } from './productGroups';

describe('resolvePortfolioOwner', () => {
  it('is the owner without a route owner or with the connected wallet in the route', () => {
    expect(resolvePortfolioOwner(undefined, 'A')).toEqual({
      kind: 'ready',
      owner: 'A',
      isOwner: true,
    });
    expect(resolvePortfolioOwner('A', 'A')).toEqual({ kind: 'ready', owner: 'A', isOwner: true });
  });

  it('is a viewer of another wallet, connected or not', () => {
    expect(resolvePortfolioOwner('B', 'A')).toEqual({ kind: 'ready', owner: 'B', isOwner: false });
    expect(resolvePortfolioOwner('B', null)).toEqual({ kind: 'ready', owner: 'B', isOwner: false });
  });

  it('asks to connect with neither', () => {
    expect(resolvePortfolioOwner(undefined, null)).toEqual({ kind: 'connect' });
  });
});

describe('obligationGroup', () => {
  it('puts each obligation tag in its product group', () => {
    expect(
      ['Vanilla', 'Lending', 'Multiply', 'Leverage'].map((tag) => obligationGroup(tag as never)),
    ).toEqual(['Borrow/Lend', 'Borrow/Lend', 'Multiply', 'Long/Short']);
  });
});
