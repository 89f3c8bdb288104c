// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lendingRoutes } from './lendingRoutes';
import { lendingV3Routes } from './productRoutes';

// O§2.2: the main and lending listing pages show the header's decorative circles.
const LENDING_LISTS = new Set(['lendingMarkets', 'multiplyList', 'leverageList']);

describe('header circles', () => {
  it.each([
    ['v1', lendingRoutes('addresses')],
    ['v3', lendingV3Routes],
  ])('show on every %s lending listing page', (_, routes) => {
    const lists = routes.filter((route) => LENDING_LISTS.has(route.screen));
    expect(new Set(lists.map((route) => route.screen))).toEqual(LENDING_LISTS);
    expect(lists.filter((route) => route.decor !== 'circles').map((route) => route.id)).toEqual([]);
  });
});
