import type { Flags } from '../flags/flagTable';
import { allFlagsOn } from '../flags/resolveFlags';
import { matchesAnyPattern } from '../routing/activePattern';
import type { NavItem } from '../routing/types';

/** A nav item after flags: hidden ones are gone and `disabled` is final. */
export interface ResolvedNavItem extends Omit<NavItem, 'children'> {
  disabled: boolean;
  children?: readonly ResolvedNavItem[];
}

/** Drops flag-hidden items and works out which are disabled (O§2.6). */
export function resolveNavItems(items: readonly NavItem[], flags: Flags): ResolvedNavItem[] {
  return items.flatMap((item): ResolvedNavItem[] => {
    if (!allFlagsOn(flags, item.flag)) return [];
    if (item.hiddenWhenFlag && flags[item.hiddenWhenFlag]) return [];
    const disabled =
      Boolean(item.disabled) ||
      (item.disabledUnlessFlag !== undefined && !flags[item.disabledUnlessFlag]);
    const { children, ...rest } = item;
    if (!children) return [{ ...rest, disabled }];
    const resolvedChildren = resolveNavItems(children, flags);
    if (resolvedChildren.length === 0 && !item.to) return [];
    return [{ ...rest, disabled, children: resolvedChildren }];
  });
}

/** An item is active when the path matches one of its patterns, or one of its children is. */
export function isNavItemActive(item: ResolvedNavItem, pathname: string): boolean {
  if (item.disabled) return false;
  const patterns = item.activePatterns ?? (item.to ? [item.to] : undefined);
  if (matchesAnyPattern(pathname, patterns)) return true;
  return item.children?.some((child) => isNavItemActive(child, pathname)) ?? false;
}
