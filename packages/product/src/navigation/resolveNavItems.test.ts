import { describe, expect, it } from 'vitest';
import { resolveFlags } from '../flags/resolveFlags';
import type { NavItem } from '../routing/types';
import { isNavItemActive, resolveNavItems } from './resolveNavItems';

const flags = resolveFlags({ profile: 'production' });

describe('resolveNavItems', () => {
  it('hides items whose flag is off', () => {
    const items: NavItem[] = [
      { label: 'Earn', to: '/earn', flag: 'earn' },
      { label: 'Multiply', to: '/multiply', flag: 'multiply' },
    ];
    expect(resolveNavItems(items, flags).map((item) => item.label)).toEqual(['Multiply']);
  });

  it('picks one of two alternatives by flag', () => {
    const items: NavItem[] = [
      { label: 'Staking & Governance', to: '/governance-and-staking', flag: 'governance' },
      { label: 'Stake', to: '/stake', hiddenWhenFlag: 'governance' },
    ];
    expect(resolveNavItems(items, flags).map((item) => item.label)).toEqual(['Stake']);
    const withGovernance = resolveFlags({
      profile: 'production',
      queryOverrides: { governance: true },
    });
    expect(resolveNavItems(items, withGovernance).map((item) => item.label)).toEqual([
      'Staking & Governance',
    ]);
  });

  it('disables items while their flag is off', () => {
    const items: NavItem[] = [{ label: 'Stake', to: '/stake', disabledUnlessFlag: 'claim' }];
    const off = resolveFlags({ profile: 'production', queryOverrides: { claim: false } });
    expect(resolveNavItems(items, off)[0]?.disabled).toBe(true);
    expect(resolveNavItems(items, flags)[0]?.disabled).toBe(false);
  });

  it('drops a submenu left empty by flags', () => {
    const items: NavItem[] = [
      { label: 'More', children: [{ label: 'Earn', to: '/earn', flag: 'earn' }] },
    ];
    expect(resolveNavItems(items, flags)).toEqual([]);
  });
});

describe('isNavItemActive', () => {
  const [swap, menu] = resolveNavItems(
    [
      { label: 'Swap', to: '/swap', activePatterns: ['/swap', '/swap/:mode/:pairId'] },
      { label: 'KMNO', children: [{ label: 'Stake', to: '/stake' }] },
    ],
    flags,
  );

  it('matches any active pattern', () => {
    expect(isNavItemActive(swap!, '/swap/limit/SOL-USDC')).toBe(true);
    expect(isNavItemActive(swap!, '/liquidity')).toBe(false);
  });

  it('is active through a child', () => {
    expect(isNavItemActive(menu!, '/stake')).toBe(true);
  });

  it('never marks a disabled item active', () => {
    const [item] = resolveNavItems([{ label: 'X', to: '/x', disabled: true }], flags);
    expect(isNavItemActive(item!, '/x')).toBe(false);
  });
});
