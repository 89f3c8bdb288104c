import type { FlagName } from '../flags/flagTable';
import type { ScreenId } from './screenIds';

/** How a route parameter is validated before its screen renders. */
export type ParamKind =
  | 'address'
  | 'strategyPair'
  | 'marketSlug'
  | 'symbol'
  | 'longOrShort'
  | 'slug';

/** Decorative circles the header shows behind a page. */
export type HeaderDecor = 'circles' | 'leftCircle';

/** What every route carries besides its parameter kinds. */
export interface RouteBase<Path extends string = string, Screen extends ScreenId = ScreenId> {
  /** Unique within an app. */
  id: string;
  /** React Router path, e.g. '/lending/reserve/:marketAddress/:reserveAddress'. */
  path: Path;
  screen: Screen;
  /** Page title; '{product}' is replaced by the brand name. */
  title: string;
  /** Meta description; '{product}' is replaced by the brand name. */
  description: string;
  /** Every flag listed must be on, otherwise the route redirects to /404. */
  flag?: FlagName | readonly FlagName[];
  /** Keep the scroll position on navigation (leverage pages). */
  keepScroll?: boolean;
  decor?: HeaderDecor;
}

/** A route is data: the router, the nav tests and the e2e suite all read it. */
export interface RouteDef<Path extends string = string, Screen extends ScreenId = ScreenId>
  extends RouteBase<Path, Screen> {
  /** How each path parameter is validated; exactly the path's parameters (see defineRoute). */
  params?: Readonly<Record<string, ParamKind>>;
}

export interface NavTag {
  kind: 'beta' | 'new' | 'lightning';
}

/** A navigation item is data too; `to` must name a route the app enables. */
export interface NavItem {
  label: string;
  /** Internal path; omit for a pure submenu. */
  to?: string;
  /** External address (O§2.10), opened in a new window. */
  href?: string;
  /** Path patterns that make the item active (':param' matches word characters or dashes). */
  activePatterns?: readonly string[];
  flag?: FlagName | readonly FlagName[];
  /** A disabled item shows 'Coming Soon' and cannot be navigated to. */
  disabled?: boolean;
  /** Disabled while this flag is off. */
  disabledUnlessFlag?: FlagName;
  /** Hidden while this flag is on (the alternative of an item that needs the flag). */
  hiddenWhenFlag?: FlagName;
  tag?: NavTag['kind'];
  icon?: 'user';
  /** Hidden at tablet widths, where a copy inside the overflow menu shows instead. */
  hideOnTablet?: boolean;
  /** Shown only at tablet widths (the overflow copy of a hideOnTablet item). */
  tabletOnly?: boolean;
  children?: readonly NavItem[];
}

export interface NavConfig {
  items: readonly NavItem[];
}
