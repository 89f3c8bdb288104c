import { describe, expect, expectTypeOf, it } from 'vitest';
import { appRoute } from './appRoute';
import { defineRoute } from './defineRoute';
import type { PathParamName, PathParamValues } from './pathParams';
import { lendingRoutes } from './routes/lendingRoutes';
import { consumerRoutes, lendingV3Routes, managerRoutes } from './routes/productRoutes';
import type { ScreenParams } from './screenParams';

describe('route parameters as types', () => {
  it('reads the parameters off a path template', () => {
    expectTypeOf<PathParamName<'/a/:b/c/:d?'>>().toEqualTypeOf<'b' | 'd'>();
    expectTypeOf<PathParamValues<'/a/:b/c/:d?'>>().toEqualTypeOf<{
      readonly b: string;
      readonly d?: string;
    }>();
    expectTypeOf<PathParamName<'/terms'>>().toEqualTypeOf<never>();
  });

  it("types a screen's params from the routes that render it", () => {
    expectTypeOf<ScreenParams<'reserve'>>().toEqualTypeOf<{
      readonly marketAddress: string;
      readonly reserveAddress: string;
    }>();
    // The dashboards give a market; '/obligation/:obligationAddress' does not.
    expectTypeOf<
      ScreenParams<'obligation' | 'obligationDashboard' | 'leverageDashboard'>
    >().toEqualTypeOf<{ readonly obligationAddress: string; readonly marketAddress?: string }>();
    expectTypeOf<keyof ScreenParams<'terms'>>().toEqualTypeOf<never>();
    expectTypeOf<ScreenParams<'portfolio'>>().toEqualTypeOf<{ readonly owner?: string }>();
  });

  it('refuses a route whose params do not name exactly its path parameters', () => {
    const base = { id: 'x', screen: 'reserve', title: 't', description: 'd' } as const;
    defineRoute({ ...base, path: '/r/:marketAddress/:reserveAddress', params: both });
    // @ts-expect-error a parameter of the path has no kind
    defineRoute({ ...base, path: '/r/:marketAddress/:reserveAddress', params: one });
    // @ts-expect-error a path without parameters declares none
    defineRoute({ ...base, path: '/r', params: one });
    // @ts-expect-error the reserve screen reads a reserve address this path does not give
    appRoute({ ...base, path: '/r/:marketAddress', params: one });
    appRoute({ ...base, path: '/r/:marketAddress/:reserveAddress', params: both });
  });
});

const one = { marketAddress: 'address' } as const;
const both = { marketAddress: 'address', reserveAddress: 'address' } as const;

describe('route tables', () => {
  const tables = [
    ...consumerRoutes,
    ...lendingRoutes('addresses'),
    ...lendingRoutes('symbols'),
    ...lendingV3Routes,
    ...managerRoutes,
  ];

  it('declare a kind for every path parameter and for nothing else', () => {
    for (const route of tables) {
      const names = [...route.path.matchAll(/:(\w+)\??/g)].map((match) => match[1]).sort();
      expect(Object.keys(route.params ?? {}).sort(), route.id).toEqual(names);
    }
  });
});
